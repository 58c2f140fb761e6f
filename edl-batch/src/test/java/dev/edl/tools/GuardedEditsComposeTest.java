package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.files.FileVersion;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Guarded edits that do not overlap compose (issue 32 item 1), version tokens after every write and
 * refusals that name the changed lines (issue 28 item 4), from the model's side: the tool JSON in,
 * the report text out.
 */
class GuardedEditsComposeTest {
    private static final Pattern VERSION_NOW = Pattern.compile("version now: ([0-9a-f]{16}), (\\d+) lines");

    @TempDir
    Path root;

    private EdlTools tools = EdlTools.of(Path.of(""), RegisterStore.inMemory());

    @BeforeEach
    void sixtyLines() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 60; i++) {
            text.append("line ").append(i).append('\n');
        }
        Files.writeString(root.resolve("f.txt"), text, StandardCharsets.UTF_8);
        tools = EdlTools.of(root, RegisterStore.inMemory());
    }

    private ToolResult call(String tool, String json) {
        return tools.tool(tool).orElseThrow().call(json);
    }

    private ToolResult call(String tool, Map<String, ?> arguments) {
        return tools.tool(tool).orElseThrow().call(arguments);
    }

    private String read() {
        ToolResult read = call("read_lines", "{\"path\": \"f.txt\"}");
        return String.valueOf(read.data().get("version"));
    }

    private String disk() throws Exception {
        return Files.readString(root.resolve("f.txt"), StandardCharsets.UTF_8);
    }

    private ToolResult batch(String version, String search, String replace) {
        return call(
                "batch_edit_blocks",
                "{\"path\": \"f.txt\", \"expectedVersion\": \"" + version + "\", \"edits\": [{\"search\": \"" + search
                        + "\", \"replace\": \"" + replace + "\"}]}");
    }

    @Test
    void fiveGuardedCallsFromOneReadOnDifferentLinesAllApply() throws Exception {
        String version = read();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(5);
        List<Future<ToolResult>> calls = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            int line = i * 10;
            calls.add(pool.submit(() -> {
                start.await();
                return batch(version, "line " + line + "\\n", "LINE " + line + "\\n");
            }));
        }
        start.countDown();
        int over = 0;
        for (Future<ToolResult> future : calls) {
            ToolResult result = future.get(60, TimeUnit.SECONDS);
            assertFalse(result.isError(), result.text());
            if (result.text().contains("Applied over changes at line")) {
                over++;
            }
        }
        pool.shutdown();
        assertEquals(4, over, "every call but the first applied over the others' changes");
        String text = disk();
        for (int i = 1; i <= 5; i++) {
            assertTrue(text.contains("LINE " + i * 10 + "\n"), text);
        }
        assertEquals(60, text.lines().count());
    }

    @Test
    void anOverlappingChangeIsRefusedWithTheLinesNamed() throws Exception {
        String version = read();
        assertFalse(batch(version, "line 10\\n", "ten\\n").isError());
        ToolResult second = batch(version, "line 9\\nline 10\\n", "nine\\nten\\n");
        assertTrue(second.isError(), second.text());
        assertTrue(second.text().contains("Changed since your version: line 10 (now line 10)"), second.text());
        assertTrue(second.text().contains("Nothing was written"), second.text());
        assertFalse(disk().contains("nine"));
    }

    @Test
    void aBorderingChangeIsRefusedToo() throws Exception {
        String version = read();
        assertFalse(batch(version, "line 10\\n", "ten\\n").isError());
        ToolResult second = batch(version, "line 11\\n", "eleven\\n");
        assertTrue(second.isError(), second.text());
        assertFalse(disk().contains("eleven"));
    }

    @Test
    void aVersionNotRememberedIsRefusedAsBeforeAndSaysTheLinesAreUnknown() throws Exception {
        String version = FileVersion.of(Files.readAllBytes(root.resolve("f.txt")));
        Files.writeString(root.resolve("f.txt"), disk().replace("line 3\n", "three\n"), StandardCharsets.UTF_8);
        ToolResult result = batch(version, "line 50\\n", "fifty\\n");
        assertTrue(result.isError(), result.text());
        assertTrue(result.text().contains("expected version " + version), result.text());
        assertTrue(result.text().contains("Which lines changed since your version is unknown here"), result.text());
        assertFalse(disk().contains("fifty"));
    }

    @Test
    void aSearchThatWouldNowMatchTwiceIsRefused() throws Exception {
        String version = read();
        assertFalse(batch(version, "line 5\\n", "line 5\\nline 40\\n").isError());
        ToolResult second = batch(version, "line 40\\n", "forty\\n");
        assertTrue(second.isError(), second.text());
        assertTrue(second.text().contains("does not match the same way"), second.text());
        assertFalse(disk().contains("forty"));
    }

    @Test
    void writeFromLineRemapsItsLinesOverEarlierInsertions() throws Exception {
        String version = read();
        assertFalse(batch(version, "line 2\\n", "line 2\\nnew a\\nnew b\\n").isError());
        ToolResult result = call(
                "write_from_line",
                "{\"path\": \"f.txt\", \"startLine\": 30, \"endLine\": 31, \"content\": \"thirty\\n\","
                        + " \"expectedVersion\": \"" + version + "\"}");
        assertFalse(result.isError(), result.text());
        assertTrue(result.text().contains("Your lines 30–31 are now lines 32–33"), result.text());
        assertTrue(result.text().contains("Applied over changes at 2 lines inserted after line 2"), result.text());
        String text = disk();
        assertTrue(text.contains("line 29\nthirty\nline 32\n"), text);
        assertEquals(61, text.lines().count());
    }

    @Test
    void writeFromLineOverAChangedRangeIsRefused() throws Exception {
        String version = read();
        assertFalse(batch(version, "line 30\\n", "changed\\n").isError());
        ToolResult result = call(
                "write_from_line",
                "{\"path\": \"f.txt\", \"startLine\": 29, \"endLine\": 31, \"content\": \"x\\n\","
                        + " \"expectedVersion\": \"" + version + "\"}");
        assertTrue(result.isError(), result.text());
        assertTrue(result.text().contains("line 30 (now line 30)"), result.text());
        assertTrue(disk().contains("changed\n"));
    }

    @Test
    void everyWriteEndsWithTheNewTokenSoAChainNeedsNoRead() throws Exception {
        String version = read();
        ToolResult first = batch(version, "line 1\\n", "one\\n");
        Matcher now = VERSION_NOW.matcher(first.text());
        assertTrue(now.find(), first.text());
        assertEquals(FileVersion.of(Files.readAllBytes(root.resolve("f.txt"))), now.group(1));
        assertEquals("60", now.group(2));
        ToolResult second = call(
                "write_from_line",
                "{\"path\": \"f.txt\", \"startLine\": 2, \"endLine\": 2, \"content\": \"two\\n\","
                        + " \"expectedVersion\": \"" + now.group(1) + "\"}");
        assertFalse(second.isError(), second.text());
        Matcher after = VERSION_NOW.matcher(second.text());
        assertTrue(after.find(), second.text());
        ToolResult third = call(
                "apply_edit_blocks",
                Map.of(
                        "blocks",
                        "FILE: f.txt\nFIND:\ntwo\nREPLACE:\nTWO\nEND\n",
                        "expectedVersions",
                        Map.of("f.txt", after.group(1))));
        assertFalse(third.isError(), third.text());
        Matcher blocks = VERSION_NOW.matcher(third.text());
        assertTrue(blocks.find(), third.text());
        assertTrue(third.text().contains("f.txt: version now: " + blocks.group(1)), third.text());
        ToolResult fourth = call(
                "edl",
                Map.of(
                        "script",
                        "file f.txt\nselect /TWO/\nreplace \"2\"\n",
                        "expectedVersions",
                        Map.of("f.txt", blocks.group(1))));
        assertFalse(fourth.isError(), fourth.text());
        assertTrue(fourth.text().contains("f.txt: version now: "), fourth.text());
        assertTrue(disk().startsWith("one\n2\nline 3\n"));
    }

    @Test
    void theBlockAndEdlToolsRefuseEditsNextToTheChangedLinesAndNameThem() throws Exception {
        String version = read();
        assertFalse(batch(version, "line 7\\n", "seven\\n").isError());
        ToolResult blocks = call(
                "apply_edit_blocks",
                Map.of(
                        "blocks",
                        "FILE: f.txt\nFIND:\nline 8\nREPLACE:\neight\nEND\n",
                        "expectedVersions",
                        Map.of("f.txt", version)));
        assertTrue(blocks.isError(), blocks.text());
        assertTrue(blocks.text().contains("Changed since your version: line 7 (now line 7)"), blocks.text());
        ToolResult edl = call(
                "edl",
                Map.of(
                        "script",
                        "file f.txt\nselect /line 8/\nreplace \"eight\"\n",
                        "expectedVersions",
                        Map.of("f.txt", version)));
        assertTrue(edl.isError(), edl.text());
        assertTrue(edl.text().contains("Changed since your version: line 7 (now line 7)"), edl.text());
        assertFalse(disk().contains("eight"));
    }

    @Test
    void anInvalidTokenInExpectedVersionsIsAnArgumentError() {
        ToolResult result = call(
                "edl",
                Map.of("script", "file f.txt\nselect /line 5/\ndelete\n", "expectedVersions", Map.of("f.txt", "xyz")));
        assertTrue(result.isError());
        assertTrue(result.text().startsWith("Invalid arguments: \"expectedVersions\" of \"f.txt\""), result.text());
    }
}
