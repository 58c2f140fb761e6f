package dev.edl.examples.bench.gen;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Everything an {@code edl} workload (W1–W3) consists of, and how it is written: the input, the
 * script, the expected output and the manifest.
 *
 * @param id e.g. {@code "W1"}
 * @param name e.g. {@code "edl-heredoc-10k"}
 * @param seed the workload's base seed
 * @param fileName the file's name in the script and below {@code input/} and {@code expected/}
 * @param original the input file's content
 * @param script the EDL script
 * @param expected the file's content after the script
 * @param description the manifest's description
 * @param commands how many times each command occurs, in manifest order
 * @param expectedMutations the manifest's {@code edl.expected_mutations}
 * @param extra further manifest fields, appended after the common ones
 */
record EdlWorkloadOutput(
        String id,
        String name,
        int seed,
        String fileName,
        String original,
        String script,
        String expected,
        String description,
        Map<String, Object> commands,
        Map<String, Object> expectedMutations,
        Map<String, Object> extra) {

    /** Writes the workload's folder below {@code out} and returns it. */
    Path write(Path out) {
        WorkloadFolder folder = new WorkloadFolder(out, id + "-" + name);
        Map<String, Object> input = folder.write("input/" + fileName, original);
        Map<String, Object> scriptEntry = folder.write("script.edl", script);
        Map<String, Object> expectedEntry = folder.write("expected/" + fileName, expected);
        scriptEntry.put("commands", commands);
        Map<String, Object> manifest = PythonJson.object(
                "id",
                id,
                "name",
                name,
                "kind",
                "edl",
                "generator",
                WorkloadFolder.generator(seed),
                "description",
                description,
                "encoding",
                "UTF-8, LF line endings",
                "inputs",
                List.of(input),
                "script",
                scriptEntry,
                "edl",
                PythonJson.object(
                        "root",
                        "input",
                        "files",
                        List.of(PythonJson.object(
                                "script_path", fileName,
                                "input", "input/" + fileName,
                                "expected", "expected/" + fileName)),
                        "expected_status",
                        "ok",
                        "expected_file_errors",
                        0,
                        "expected_mutations",
                        expectedMutations),
                "expected_outputs",
                List.of(expectedEntry));
        manifest.putAll(extra);
        folder.writeManifest(manifest);
        return folder.dir();
    }

    /**
     * {@code <<DELIM\ntext\nDELIM\n}.
     *
     * @throws IllegalStateException if the delimiter occurs as a line of the text
     */
    static String heredoc(String delimiter, String text) {
        if (("\n" + text + "\n").contains("\n" + delimiter + "\n")) {
            throw new IllegalStateException("heredoc delimiter " + delimiter + " occurs in its text");
        }
        return "<<" + delimiter + "\n" + text + "\n" + delimiter + "\n";
    }

    /** A double-quoted EDL string of one line. */
    static String quoted(String text) {
        if (text.contains("\n")) {
            throw new IllegalStateException("a quoted string cannot hold a line break: " + text);
        }
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** Whether {@code content[pos, pos + length)} starts and ends at line boundaries. */
    static boolean isLineBoundaryMatch(String content, int pos, int length) {
        boolean beforeOk = pos == 0 || content.charAt(pos - 1) == '\n';
        int end = pos + length;
        boolean afterOk = end == content.length() || content.charAt(end) == '\n';
        return beforeOk && afterOk;
    }
}
