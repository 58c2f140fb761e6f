package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real processes hammer one counter line through {@code write_from_line} and {@code
 * batch_edit_blocks}, each write guarded by the version {@code read_lines} showed (issue 26): every
 * write reported successful is on disk, i.e. the successes reported are exactly 1..N with no value
 * reported twice, and the file ends at counter N. A guarded write that edited over a change it never
 * saw would report a value the other process had already reported.
 */
class GuardedWriteProcessTest {
    @TempDir
    Path temp;

    @Test
    void twoProcessesLoseNoGuardedWrite() throws Exception {
        hammer(2_500);
    }

    @Test
    @Tag("hostile-long")
    void twoProcessesLoseNoneOfManyGuardedWrites() throws Exception {
        hammer(15_000);
    }

    private void hammer(int perProcess) throws Exception {
        // In memory-backed /dev/shm where there is one, so that forcing each write to the device is cheap.
        Path shm = Path.of("/dev/shm");
        Path root =
                Files.isDirectory(shm) && Files.isWritable(shm) ? Files.createTempDirectory(shm, "edl-guarded-") : temp;
        try {
            hammerIn(root, perProcess);
        } finally {
            if (!root.equals(temp)) {
                try (Stream<Path> names = Files.list(root)) {
                    for (Path name : names.toList()) {
                        Files.delete(name);
                    }
                }
                Files.delete(root);
            }
        }
    }

    private static void hammerIn(Path root, int perProcess) throws Exception {
        Files.writeString(root.resolve("f.txt"), "counter 0\n", StandardCharsets.UTF_8);
        List<Process> workers = List.of(start(root, perProcess), start(root, perProcess));
        List<Integer> reported = new ArrayList<>();
        List<String> summaries = new ArrayList<>();
        try {
            for (Process worker : workers) {
                try (OutputStream go = worker.getOutputStream()) {
                    go.write("go\n".getBytes(StandardCharsets.UTF_8));
                }
            }
            for (Process worker : workers) {
                try (BufferedReader in =
                        new BufferedReader(new InputStreamReader(worker.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        if (line.startsWith("ok ")) {
                            reported.add(Integer.parseInt(line.substring(3)));
                        } else {
                            assertTrue(line.startsWith("done "), line);
                            summaries.add(line);
                        }
                    }
                }
                assertTrue(worker.waitFor(300, TimeUnit.SECONDS), "a worker did not finish");
                assertEquals(0, worker.exitValue(), "a worker failed");
            }
        } finally {
            workers.forEach(Process::destroyForcibly);
        }
        int total = 2 * perProcess;
        assertEquals(total, reported.size(), "every worker made its writes");
        Set<Integer> distinct = new TreeSet<>(reported);
        assertEquals(
                IntStream.rangeClosed(1, total).boxed().collect(Collectors.toCollection(TreeSet::new)),
                distinct,
                "no success reported twice (a lost write), none missing");
        assertEquals("counter " + total + "\n", Files.readString(root.resolve("f.txt"), StandardCharsets.UTF_8));
        try (Stream<Path> names = Files.list(root)) {
            assertEquals(
                    List.of("f.txt"),
                    names.map(p -> String.valueOf(p.getFileName())).toList());
        }
        System.out.println("GuardedWriteProcessTest: " + total + " guarded writes, none lost; " + summaries);
    }

    private static Process start(Path root, int successes) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String modulePath = System.getProperty("jdk.module.path", "");
        String classPath = System.getProperty("java.class.path", "");
        String combined = modulePath.isEmpty() ? classPath : modulePath + File.pathSeparator + classPath;
        List<String> command = List.of(
                java,
                "-Xshare:auto",
                "-cp",
                combined,
                GuardedWriterMain.class.getName(),
                root.toString(),
                "f.txt",
                Integer.toString(successes));
        return new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
    }
}
