package dev.edl.examples.springai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpringAiAgentExampleTest {
    @TempDir
    Path workspace;

    @Test
    void theFailedEditIsResentAloneAndBothEditsEndUpOnDisk() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        String answer = SpringAiAgentExample.run(workspace, new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertTrue(answer.startsWith("Renamed greet to hello"), answer);
        assertEquals(
                "class Greeter {\n    String hello(String name) {\n        return \"Hi, \" + name + \"!\";\n    }\n}\n",
                Files.readString(workspace.resolve("Greeter.java"), StandardCharsets.UTF_8));
        String output = printed.toString(StandardCharsets.UTF_8);
        assertTrue(
                output.contains(
                        "Tools offered to the model: [edl, batch_edit_blocks, write_from_line, apply_edit_blocks, read_lines,"
                                + " find_files, search_text]"),
                output);
        int failed = output.indexOf("<- batch_edit_blocks\nERROR: ");
        assertTrue(failed > 0, output);
        assertTrue(output.indexOf("<- batch_edit_blocks\n", failed + 1) > failed, output);
    }
}
