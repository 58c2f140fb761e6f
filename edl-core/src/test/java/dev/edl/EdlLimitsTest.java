package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Per-run limits: parse errors reported, script size, the run's regex budget. */
class EdlLimitsTest {
    @TempDir
    Path root;

    @Test
    void onlyTheFirstParseErrorsAreKeptAndTheRestAreCounted() {
        EdlResult result = Edl.builder().workspace(root).build().run("select\n".repeat(1000));
        String error = result.scriptError().orElseThrow().message();
        assertTrue(error.startsWith("Parse error: "), error);
        assertTrue(error.contains("(and 999 more parse errors)"), error);
    }

    @Test
    void aScriptOverTheSizeLimitRunsNothing() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        EdlResult result =
                Edl.builder().workspace(root).maxScriptSize(20).build().run("file a.txt\nselect /a/\nreplace \"b\"\n");
        assertTrue(
                result.scriptError().orElseThrow().message().startsWith("Error: Script too large"), result.formatted());
        assertEquals("a\n", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void tenCatastrophicPatternsStopAtTheRunBudgetAndSaveTheRest() throws IOException {
        StringBuilder script = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            Files.writeString(root.resolve("f" + i + ".txt"), "x".repeat(40) + "\n");
            script.append("file f")
                    .append(i)
                    .append(".txt\nselect /((x+)+)+y/\nreplace \"t")
                    .append(i)
                    .append("\"\n");
        }
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = Edl.builder()
                .workspace(root)
                .registers(store)
                .regexTimeout(Duration.ofMillis(100))
                .regexTimeoutPerRun(Duration.ofMillis(250))
                .build()
                .run(script.toString());
        String error = result.scriptError().orElseThrow().message();
        assertTrue(error.contains("the run's regex time budget of 250 ms is used up"), result.formatted());
        // Each timed-out search uses at least its 100 ms of the run's 250 ms (a timer never fires
        // early, but may fire late on a loaded machine), so the run stops in the second, third or
        // fourth file; that file fails, and the texts of the files never run are saved.
        int filesRun = result.fileErrors().size();
        assertTrue(filesRun >= 2 && filesRun <= 4, result.formatted());
        assertEquals(10 - filesRun, result.savedRegisters().size(), result.formatted());
        String lastSaved =
                result.savedRegisters().get(result.savedRegisters().size() - 1).name();
        assertEquals("t9", store.get(lastSaved).orElseThrow());
    }

    @Test
    void aSixteenMillionCharacterErrorScriptRunsInASmallHeap() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String modulePath = System.getProperty("jdk.module.path", "");
        String classPath = System.getProperty("java.class.path", "");
        String combined = modulePath.isEmpty() ? classPath : modulePath + File.pathSeparator + classPath;
        Process process = new ProcessBuilder(
                        java,
                        "-Xmx128m",
                        "-cp",
                        combined,
                        HostileScriptMain.class.getName(),
                        Integer.toString(Edl.DEFAULT_MAX_SCRIPT_SIZE))
                .redirectErrorStream(true)
                .start();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "the child did not end");
        assertEquals(0, process.exitValue(), output);
        assertTrue(output.startsWith("Parse error: "), output);
        assertTrue(output.contains("more parse errors)"), output);
    }
}
