package dev.edl.examples.langchain4j;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LangChain4jAgentExampleTest {
    @TempDir
    Path workspace;

    @Test
    void theFailedScriptIsRetriedFromTheSavedRegisterAndTheFileIsEdited() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        String answer = LangChain4jAgentExample.run(workspace, new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertTrue(answer.startsWith("Renamed the heading"), answer);
        assertEquals(
                "# Notes\n\n## To do\n\n- write the README\n- tag the release\n",
                Files.readString(workspace.resolve("notes.md"), StandardCharsets.UTF_8));
        String output = printed.toString(StandardCharsets.UTF_8);
        assertTrue(
                output.contains(
                        "Tools offered to the model: [edl, batch_edit_blocks, write_from_line, apply_edit_blocks, read_lines,"
                                + " find_files, search_text]"),
                output);
        int failed = output.indexOf("<- edl (error)");
        assertTrue(failed > 0 && output.indexOf("_saved_1", failed) > failed, output);
        assertTrue(output.contains("<- apply_edit_blocks\n"), output);
    }
}
