package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real processes editing one file at once through {@code Edl}: every edit a process reports
 * applied is on disk (the write lock spans processes), and no lock or temporary file is left.
 */
class WorkspaceProcessRaceTest {
    private static final int PROCESSES = 4;
    private static final int EDITS = 6;

    @TempDir
    Path root;

    @Test
    void processesEditingOneFileLoseNoAppliedEdit() throws Exception {
        Path file = root.resolve("f.txt");
        Files.writeString(file, "start\n", StandardCharsets.UTF_8);
        List<Process> processes = new ArrayList<>();
        for (int p = 0; p < PROCESSES; p++) {
            processes.add(ChildJvm.start("edit", root.toString(), "f.txt", "process " + p, Integer.toString(EDITS)));
        }
        List<String> applied = new ArrayList<>();
        for (Process process : processes) {
            try (BufferedReader in = ChildJvm.lines(process)) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    assertTrue(line.startsWith("applied "), line);
                    applied.add(line.substring("applied ".length()));
                }
            }
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), "a worker did not finish");
            assertEquals(0, process.exitValue());
        }
        String content = Files.readString(file, StandardCharsets.UTF_8);
        assertEquals(PROCESSES * EDITS, applied.size(), "every worker applied every edit in the end");
        for (String line : applied) {
            assertEquals(1, content.lines().filter(line::equals).count(), line + " is on disk once:\n" + content);
        }
        assertEquals(PROCESSES * EDITS + 1, content.lines().count(), content);
        assertEquals(List.of("f.txt"), WorkspaceHelpers.names(root));
    }
}
