package dev.edl.examples.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.edl.EditError;
import dev.edl.EdlResult;
import dev.edl.FileError;
import dev.edl.FileResult;
import dev.edl.SavedRegister;
import java.io.UncheckedIOException;
import java.util.List;

/** The {@code --json} forms of the tool's results. */
final class JsonReports {
    static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReports() {}

    /**
     * Writes a JSON tree as indented text.
     *
     * @param node the tree
     * @return the JSON text
     */
    static String write(ObjectNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The JSON form of an EDL run: success, script error, files, file errors, saved registers,
     * warnings, trace, diff and the text report.
     *
     * @param result the run's result
     * @param diff how {@code diff} is shaped (compact, full or left out)
     * @return the JSON tree
     */
    static ObjectNode edl(EdlResult result, DiffOption diff) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("success", result.isSuccess());
        root.put("scriptError", result.scriptError().map(EditError::message).orElse(null));
        ArrayNode files = root.putArray("files");
        for (FileResult file : result.files()) {
            files.addObject()
                    .put("path", file.path())
                    .put("created", file.created())
                    .put("changed", file.changed())
                    .put("written", file.written());
        }
        ArrayNode errors = root.putArray("fileErrors");
        for (FileError error : result.fileErrors()) {
            ObjectNode node = errors.addObject()
                    .put("path", error.path())
                    .put("message", error.message())
                    .put("notApplied", error.notApplied());
            strings(node.putArray("trace"), error.trace());
            registers(node.putArray("savedRegisters"), error.savedRegisters());
        }
        registers(root.putArray("savedRegisters"), result.savedRegisters());
        strings(root.putArray("warnings"), result.warnings());
        strings(root.putArray("trace"), result.trace());
        root.put("diff", diff.diff(result.unifiedDiff()));
        root.put("report", result.formatted());
        return root;
    }

    static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }

    private static void registers(ArrayNode array, List<SavedRegister> saved) {
        for (SavedRegister register : saved) {
            array.addObject().put("name", register.name()).put("size", register.size());
        }
    }
}
