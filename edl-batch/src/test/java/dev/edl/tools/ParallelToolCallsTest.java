package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tool calls an agent framework runs at once on one file (issue 26): they queue on the file's edit
 * lock instead of bouncing with "File changed on disk since it was read", so all succeed and all
 * their edits are on disk.
 */
class ParallelToolCallsTest {
    private static final int CALLS = 50;

    @TempDir
    Path root;

    @Test
    void fiftyConcurrentCallsOnOneFileAllSucceedAndAllAreOnDisk() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= CALLS; i++) {
            text.append("line ").append(i).append('\n');
        }
        Files.writeString(root.resolve("f.txt"), text, StandardCharsets.UTF_8);
        EdlTools tools = EdlTools.of(root, RegisterStore.inMemory());
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(CALLS);
        List<Future<ToolResult>> calls = new ArrayList<>();
        for (int i = 1; i <= CALLS; i++) {
            int line = i;
            calls.add(pool.submit(() -> {
                start.await();
                return call(tools, line);
            }));
        }
        start.countDown();
        List<String> failures = new ArrayList<>();
        for (Future<ToolResult> call : calls) {
            ToolResult result = call.get(120, TimeUnit.SECONDS);
            if (result.isError()) {
                failures.add(result.text());
            }
        }
        pool.shutdown();
        assertEquals(List.of(), failures, "every call succeeded");
        StringBuilder expected = new StringBuilder();
        for (int i = 1; i <= CALLS; i++) {
            expected.append("line ").append(i).append(" edited\n");
        }
        assertEquals(expected.toString(), Files.readString(root.resolve("f.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void aGuardedCallQueuedBehindAnotherIsRefusedNotWrittenOver() throws Exception {
        Files.writeString(root.resolve("f.txt"), "a\nb\n", StandardCharsets.UTF_8);
        EdlTools tools = EdlTools.of(root, RegisterStore.inMemory());
        ToolResult read = tools.tool("read_lines").orElseThrow().call(Map.of("path", "f.txt"));
        String version = String.valueOf(read.data().get("version"));
        EdlTool lines = tools.tool("write_from_line").orElseThrow();
        ToolResult first = lines.call(
                Map.of("path", "f.txt", "startLine", 1, "endLine", 1, "content", "A", "expectedVersion", version));
        assertFalse(first.isError(), first::text);
        ToolResult second = lines.call(
                Map.of("path", "f.txt", "startLine", 2, "endLine", 2, "content", "B", "expectedVersion", version));
        String current = String.valueOf(tools.tool("read_lines")
                .orElseThrow()
                .call(Map.of("path", "f.txt"))
                .data()
                .get("version"));
        assertTrue(second.isError(), second::text);
        assertEquals(
                "Nothing was written: File changed on disk since it was read: f.txt (expected version " + version
                        + ", current version " + current + ").\nChanged since your version: line 1 (now line 1);"
                        + " they touch lines 2–2 that this call replaces (or the lines next to them).\nRead it again"
                        + " with read_lines and redo the edit on the current lines.\n",
                second.text());
        assertEquals("A\nb\n", Files.readString(root.resolve("f.txt"), StandardCharsets.UTF_8));
    }

    /** Line {@code n}'s edit, through one of the three editing tools in turn. */
    private static ToolResult call(EdlTools tools, int n) {
        String name = List.of("edl", "batch_edit_blocks", "write_from_line").get(n % 3);
        EdlTool tool = tools.tool(name).orElseThrow();
        return switch (name) {
            case "edl" ->
                tool.call(Map.of(
                        "script", "file f.txt\nselect /^line " + n + "$/m\nreplace \"line " + n + " edited\"\n"));
            case "batch_edit_blocks" ->
                tool.call(Map.of(
                        "path",
                        "f.txt",
                        "edits",
                        List.of(Map.of("search", "line " + n + "\n", "replace", "line " + n + " edited\n"))));
            default ->
                tool.call(Map.of(
                        "path",
                        "f.txt",
                        "startLine",
                        n,
                        "endLine",
                        n,
                        "content",
                        "line " + n + " edited",
                        "expectCurrent",
                        "line " + n));
        };
    }
}
