package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** read_lines from the model's side: the text it reads, and the version token it passes back. */
class ReadLinesToolTest {
    private static final Pattern VERSION = Pattern.compile("version: ([0-9a-f]{16})");

    @TempDir
    Path root;

    private EdlTool tool(String name) {
        return EdlTools.of(root, RegisterStore.inMemory()).tool(name).orElseThrow();
    }

    @Test
    void showsNumberedLinesTheLineCountAndTheVersion() throws Exception {
        Files.writeString(root.resolve("a.txt"), "one\r\ntwo\r\nthree\r\n");
        ToolResult all = tool("read_lines").call(Map.of("path", "a.txt"));
        assertFalse(all.isError(), all::text);
        assertTrue(
                all.text()
                        .matches("a\\.txt: 3 lines, version: [0-9a-f]{16}\n"
                                + "Lines 1-3:\n    1 \\| one\n    2 \\| two\n    3 \\| three\n"),
                all::text);
        ToolResult range = tool("read_lines").call(Map.of("path", "a.txt", "startLine", 2, "endLine", 9));
        assertTrue(
                range.text().endsWith("Lines 2-3:\n    2 | two\n    3 | three\n(The file ends at line 3.)\n"),
                range::text);
        // The same facts as data, for clients that read structured results (MCP's outputSchema).
        assertEquals(
                List.of("path", "lineCount", "version", "startLine", "endLine"),
                List.copyOf(range.data().keySet()));
        assertEquals("a.txt", range.data().get("path"));
        assertEquals(3, range.data().get("lineCount"));
        assertEquals(2, range.data().get("startLine"));
        assertEquals(3, range.data().get("endLine"));
        assertTrue(range.text().contains("version: " + range.data().get("version")), range::text);
        ToolResult past = tool("read_lines").call(Map.of("path", "a.txt", "startLine", 4));
        assertTrue(past.isError());
        assertTrue(past.text().endsWith("startLine 4 is past the end of the file (3 lines).\n"), past::text);
        ToolResult backwards = tool("read_lines").call(Map.of("path", "a.txt", "startLine", 3, "endLine", 2));
        assertTrue(backwards.isError(), backwards::text);
        ToolResult missing = tool("read_lines").call(Map.of("path", "nope.txt"));
        assertTrue(missing.isError());
        assertTrue(missing.data().isEmpty());
        assertTrue(missing.text().contains("nope.txt"), missing::text);
        Files.writeString(root.resolve("empty.txt"), "");
        assertTrue(tool("read_lines").call(Map.of("path", "empty.txt")).text().endsWith("(the file is empty)\n"));
    }

    @Test
    void longOutputIsCutAtAWholeLineWithTheWayToReadOn() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 2000; i++) {
            text.append("line number ").append(i).append(" of a long file\n");
        }
        Files.writeString(root.resolve("long.txt"), text);
        EdlTool read = EdlTools.builder(root)
                .maxOutputChars(5_000)
                .build()
                .tool("read_lines")
                .orElseThrow();
        ToolResult first = read.call(Map.of("path", "long.txt"));
        assertFalse(first.isError(), first::text);
        assertTrue(
                first.text().length() <= 5_000, () -> "length " + first.text().length());
        Matcher next = Pattern.compile("To read on, call read_lines with startLine (\\d+)\\.]\n$")
                .matcher(first.text());
        assertTrue(next.find(), first::text);
        int from = Integer.parseInt(next.group(1));
        assertTrue(first.text().contains(String.format("%5d | line number %d of a long file\n[", from - 1, from - 1)));
        ToolResult second = read.call(Map.of("path", "long.txt", "startLine", from));
        assertTrue(second.text().contains(String.format("%5d | line number %d of a long file\n", from, from)));

        Files.writeString(root.resolve("wide.txt"), "x".repeat(20_000) + "\nshort\n");
        ToolResult wide = read.call(Map.of("path", "wide.txt"));
        assertTrue(wide.text().length() <= 5_000, () -> "length " + wide.text().length());
        assertTrue(wide.text().contains(" more characters)\n"), wide::text);
        assertTrue(wide.text().contains("startLine 2."), wide::text);
    }

    @Test
    void aStaleVersionRefusesWriteFromLineAndBatchEditsAndWritesNothing() throws Exception {
        Files.writeString(root.resolve("a.txt"), "one\ntwo\nthree\n");
        // read by another process: these tools do not remember that version's text
        String version = dev.edl.files.FileVersion.of(Files.readAllBytes(root.resolve("a.txt")));
        Files.writeString(root.resolve("a.txt"), "zero\none\ntwo\nthree\n"); // someone else inserts a line
        String fresh = version(tool("read_lines").call(Map.of("path", "a.txt")));
        assertNotEquals(version, fresh);

        ToolResult staleLines = tool("write_from_line")
                .call(Map.of(
                        "path", "a.txt", "startLine", 2, "endLine", 2, "content", "TWO", "expectedVersion", version));
        assertTrue(staleLines.isError(), staleLines::text);
        String refusal = "Nothing was written: File changed on disk since it was read: a.txt (expected version "
                + version + ", current version " + fresh + ").\nWhich lines changed since your version is unknown"
                + " here (that version is not among those remembered): read the file again.\nRead it again with"
                + " read_lines and redo the edit on the current lines.\n";
        assertEquals(refusal, staleLines.text());
        ToolResult staleBatch = tool("batch_edit_blocks")
                .call(Map.of(
                        "path",
                        "a.txt",
                        "edits",
                        java.util.List.of(Map.of("search", "two", "replace", "TWO")),
                        "expectedVersion",
                        version));
        assertTrue(staleBatch.isError(), staleBatch::text);
        assertEquals(refusal, staleBatch.text());
        ToolResult malformed = tool("write_from_line")
                .call(Map.of("path", "a.txt", "startLine", 2, "content", "TWO", "expectedVersion", "v1"));
        assertEquals(
                "Invalid arguments: \"expectedVersion\": Invalid expected version: \"v1\" (a version is the 16"
                        + " hexadecimal digits read_lines prints, or \"new\" for a file that does not exist yet)."
                        + " Nothing was run.",
                malformed.text());
        assertEquals("zero\none\ntwo\nthree\n", Files.readString(root.resolve("a.txt")));

        ToolResult current = tool("write_from_line")
                .call(Map.of(
                        "path", "a.txt", "startLine", 3, "endLine", 3, "content", "TWO", "expectedVersion", fresh));
        assertFalse(current.isError(), current::text);
        assertEquals("zero\none\nTWO\nthree\n", Files.readString(root.resolve("a.txt")));
        assertTrue(tool("write_from_line").description().contains("expectedVersion"));
        assertTrue(tool("batch_edit_blocks").description().contains("expectedVersion"));
    }

    private static String version(ToolResult result) {
        Matcher matcher = VERSION.matcher(result.text());
        assertTrue(matcher.find(), result::text);
        return matcher.group(1);
    }
}
