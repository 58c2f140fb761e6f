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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Guarded {@code edl} and {@code apply_edit_blocks} calls compose like {@code batch_edit_blocks}
 * (issue 32 items 1 and 2), from the model's side: the tool JSON in, the report text and the file on
 * disk out.
 */
class GuardedScriptsComposeTest {
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

    private ToolResult call(String tool, Map<String, ?> arguments) {
        return tools.tool(tool).orElseThrow().call(arguments);
    }

    private String read() {
        return String.valueOf(call("read_lines", Map.of("path", "f.txt")).data().get("version"));
    }

    private String disk() throws Exception {
        return Files.readString(root.resolve("f.txt"), StandardCharsets.UTF_8);
    }

    /** Replaces line {@code n} ("line n") with {@code replacement} through one of the two tools. */
    private ToolResult edit(String tool, String version, int n, String replacement) {
        if (tool.equals("edl")) {
            return call(
                    "edl",
                    Map.of(
                            "script",
                            "file f.txt\nselect /^line " + n + "$/m\nreplace \"" + replacement + "\"\n",
                            "expectedVersions",
                            Map.of("f.txt", version)));
        }
        return call(
                "apply_edit_blocks",
                Map.of(
                        "blocks",
                        "FILE: f.txt\nFIND:\nline " + n + "\nREPLACE:\n" + replacement + "\nEND\n",
                        "expectedVersions",
                        Map.of("f.txt", version)));
    }

    private static int applied(List<ToolResult> results) {
        int over = 0;
        for (ToolResult result : results) {
            assertFalse(result.isError(), result.text());
            if (result.text().startsWith("f.txt: Applied over changes at line")) {
                over++;
            }
        }
        return over;
    }

    private void assertFiveEdited() throws Exception {
        String text = disk();
        for (int i = 1; i <= 5; i++) {
            assertTrue(text.contains("\nLINE " + i * 10 + "\n"), text);
        }
        assertEquals(60, text.lines().count(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"edl", "apply_edit_blocks"})
    void fiveCallsFromOneReadOnDifferentLinesAllApplyOneAfterAnother(String tool) throws Exception {
        String version = read();
        List<ToolResult> results = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            results.add(edit(tool, version, i * 10, "LINE " + i * 10));
        }
        assertEquals(4, applied(results), "every call but the first applied over the others' changes");
        assertTrue(
                results.get(4)
                        .text()
                        .startsWith("f.txt: Applied over changes at line 10 (now line 10); line 20 (now line 20);"
                                + " line 30 (now line 30); line 40 (now line 40) made since your version"),
                results.get(4).text());
        assertFiveEdited();
    }

    @ParameterizedTest
    @ValueSource(strings = {"edl", "apply_edit_blocks"})
    void fiveCallsFromOneReadSentAtOnceAllApply(String tool) throws Exception {
        String version = read();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(5);
        List<Future<ToolResult>> calls = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            int line = i * 10;
            calls.add(pool.submit(() -> {
                start.await();
                return edit(tool, version, line, "LINE " + line);
            }));
        }
        start.countDown();
        List<ToolResult> results = new ArrayList<>();
        for (Future<ToolResult> future : calls) {
            results.add(future.get(60, TimeUnit.SECONDS));
        }
        pool.shutdown();
        assertEquals(4, applied(results));
        assertFiveEdited();
    }

    @ParameterizedTest
    @ValueSource(strings = {"edl", "apply_edit_blocks"})
    void anEditOfAChangedLineIsRefusedWithTheLinesNamedAndTheFileUntouched(String tool) throws Exception {
        String version = read();
        assertFalse(edit(tool, version, 10, "ten").isError());
        String before = disk();
        ToolResult second = edit(tool, version, 10, "TEN");
        assertTrue(second.isError(), second.text());
        assertTrue(
                second.text()
                        .contains(
                                tool.equals("edl")
                                        ? "Changed since your version: line 10 (now line 10); they touch lines this"
                                                + " script replaces (line 10 of your version)."
                                        : "Changed since your version: line 10 (now line 10); edit 1 does not match"
                                                + " the same way in the current file"),
                second.text());
        assertTrue(second.text().contains("expected version " + version), second.text());
        assertEquals(before, disk());
    }

    @ParameterizedTest
    @ValueSource(strings = {"edl", "apply_edit_blocks"})
    void anEditNextToAChangedLineIsRefused(String tool) throws Exception {
        String version = read();
        assertFalse(edit(tool, version, 10, "ten").isError());
        ToolResult second = edit(tool, version, 11, "eleven");
        assertTrue(second.isError(), second.text());
        assertTrue(second.text().contains("Changed since your version: line 10 (now line 10)"), second.text());
        assertFalse(disk().contains("eleven"));
    }

    @Test
    void aScriptWhoseSelectionCoversAChangedLineIsRefusedThoughItWritesElsewhere() throws Exception {
        String version = read();
        assertFalse(edit("apply_edit_blocks", version, 13, "thirteen").isError());
        String before = disk();
        ToolResult script = call(
                "edl",
                Map.of(
                        "script",
                        "file f.txt\nselect /^line 10$/m\nextend_forward /^line 15$/m\nnarrow /line 10/\nreplace \"ten\"\n",
                        "expectedVersions",
                        Map.of("f.txt", version)));
        assertTrue(script.isError(), script.text());
        assertTrue(
                script.text()
                        .contains("Changed since your version: line 13 (now line 13); they touch lines this script"
                                + " selected (lines 10–15 of your version)."),
                script.text());
        assertEquals(before, disk());
    }

    @Test
    void aScriptSelectingByLineNumberIsRefusedWhenLinesMovedAboveIt() throws Exception {
        String version = read();
        assertFalse(
                edit("apply_edit_blocks", version, 12, "line 12\nnew a\nnew b").isError());
        String before = disk();
        ToolResult script = call(
                "edl",
                Map.of(
                        "script",
                        "file f.txt\nselect 30\nreplace \"thirty\"\n",
                        "expectedVersions",
                        Map.of("f.txt", version)));
        assertTrue(script.isError(), script.text());
        assertTrue(script.text().contains("would not give the same result on the current file"), script.text());
        assertEquals(before, disk());
    }

    @Test
    void aScriptSelectingByLineNumberAboveTheChangesApplies() throws Exception {
        String version = read();
        assertFalse(edit("apply_edit_blocks", version, 50, "fifty").isError());
        ToolResult script = call(
                "edl",
                Map.of(
                        "script",
                        "file f.txt\nselect 30\nreplace \"thirty\"\n",
                        "expectedVersions",
                        Map.of("f.txt", version)));
        assertFalse(script.isError(), script.text());
        assertTrue(script.text().startsWith("f.txt: Applied over changes at line 50 (now line 50)"), script.text());
        assertTrue(disk().contains("line 29\nthirty\nline 31\n"), disk());
        assertTrue(disk().contains("line 49\nfifty\nline 51\n"), disk());
    }

    @ParameterizedTest
    @ValueSource(strings = {"edl", "apply_edit_blocks"})
    void aVersionNotRememberedIsRefusedAsBefore(String tool) throws Exception {
        String version = FileVersion.of(Files.readAllBytes(root.resolve("f.txt")));
        Files.writeString(root.resolve("f.txt"), disk().replace("line 3\n", "three\n"), StandardCharsets.UTF_8);
        String before = disk();
        ToolResult result = edit(tool, version, 50, "fifty");
        assertTrue(result.isError(), result.text());
        assertTrue(result.text().contains("expected version " + version), result.text());
        assertTrue(result.text().contains("Which lines changed since your version is unknown here"), result.text());
        assertEquals(before, disk());
    }

    @Test
    void aScriptMovingAChangedLineElsewhereIsRefused() throws Exception {
        String version = read();
        assertFalse(edit("apply_edit_blocks", version, 15, "fifteen").isError());
        String before = disk();
        ToolResult script = call(
                "edl",
                Map.of(
                        "script",
                        "file f.txt\nselect /^line 15\\n/m\ncut r\ninsert_before \"line 15\\n\"\nselect /^line 40$/m\nreplace r\n",
                        "expectedVersions",
                        Map.of("f.txt", version)));
        assertTrue(script.isError(), script.text());
        assertEquals(before, disk());
    }

    @Test
    void aScriptOverTwoFilesComposesTheStaleOneAndEditsBoth() throws Exception {
        Files.writeString(root.resolve("g.txt"), "alpha\nbeta\n", StandardCharsets.UTF_8);
        String version = read();
        String other = String.valueOf(
                call("read_lines", Map.of("path", "g.txt")).data().get("version"));
        assertFalse(edit("apply_edit_blocks", version, 50, "fifty").isError());
        ToolResult script = call(
                "edl",
                Map.of(
                        "script",
                        "file f.txt\nselect /^line 20$/m\nreplace \"twenty\"\nfile g.txt\nselect /beta/\nreplace \"BETA\"\n",
                        "expectedVersions",
                        Map.of("f.txt", version, "g.txt", other)));
        assertFalse(script.isError(), script.text());
        assertTrue(script.text().startsWith("f.txt: Applied over changes at line 50 (now line 50)"), script.text());
        assertTrue(script.text().contains("g.txt: version now: "), script.text());
        assertTrue(disk().contains("line 19\ntwenty\nline 21\n") && disk().contains("\nfifty\n"), disk());
        assertEquals("alpha\nBETA\n", Files.readString(root.resolve("g.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void whenOneStaleFileOfAScriptIsRefusedTheOtherIsNotComposedEither() throws Exception {
        Files.writeString(root.resolve("g.txt"), "alpha\nbeta\n", StandardCharsets.UTF_8);
        String version = read();
        String other = String.valueOf(
                call("read_lines", Map.of("path", "g.txt")).data().get("version"));
        assertFalse(edit("apply_edit_blocks", version, 50, "fifty").isError());
        assertFalse(call("apply_edit_blocks", Map.of("blocks", "FILE: g.txt\nFIND:\nbeta\nREPLACE:\nb\nEND\n"))
                .isError());
        ToolResult script = call(
                "edl",
                Map.of(
                        "script",
                        "file f.txt\nselect /^line 20$/m\nreplace \"twenty\"\nfile g.txt\nselect /alpha/\nreplace \"ALPHA\"\n",
                        "expectedVersions",
                        Map.of("f.txt", version, "g.txt", other),
                        "allOrNothing",
                        true));
        assertTrue(script.isError(), script.text());
        assertFalse(script.text().contains("Applied over changes"), script.text());
        assertFalse(disk().contains("twenty"), disk());
        assertEquals("alpha\nb\n", Files.readString(root.resolve("g.txt"), StandardCharsets.UTF_8));
    }
}
