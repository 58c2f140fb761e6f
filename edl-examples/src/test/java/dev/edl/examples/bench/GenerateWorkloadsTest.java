package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.bench.gen.WorkloadHashes;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateWorkloadsTest {
    private record Run(int status, String out, String err) {}

    /** Runs the main class in a child JVM, as a user would. */
    private static Run spawn(Path workDir, String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                GenerateWorkloads.class.getName()));
        command.addAll(List.of(args));
        Path stdout = workDir.resolve("stdout.txt");
        Path stderr = workDir.resolve("stderr.txt");
        Process process = new ProcessBuilder(command)
                .directory(workDir.toFile())
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("GenerateWorkloads did not finish");
        }
        return new Run(
                process.exitValue(),
                Files.readString(stdout, StandardCharsets.UTF_8),
                Files.readString(stderr, StandardCharsets.UTF_8));
    }

    @Test
    void writesTheChosenWorkloadsWithTheRecordedHashes(@TempDir Path dir) throws Exception {
        Run run = spawn(dir, "out", "--only", "W5");
        assertEquals(0, run.status(), run.err());
        assertEquals("W5 fuzzy-10k              W5-fuzzy-10k" + System.lineSeparator(), run.out());
        assertTrue(WorkloadHashes.matches(dir.resolve("out"), "W5"));
        assertTrue(Files.readString(dir.resolve("out/index.json")).contains("\"dir\": \"W5-fuzzy-10k\""));
    }

    @Test
    void badArgumentsExitWithUsage(@TempDir Path dir) throws Exception {
        Run run = spawn(dir, "--only", "W5,W0", "out");
        assertEquals(2, run.status());
        assertTrue(
                run.err().startsWith("GenerateWorkloads: unknown workload W0 (known: W1,W2,W3,W4,W5,W6)"), run.err());
        assertTrue(run.err().contains("Usage: java -cp edl.jar dev.edl.examples.bench.GenerateWorkloads OUT_DIR"));
        assertTrue(Files.notExists(dir.resolve("out")));
    }

    @Test
    void argumentForms() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertEquals(2, GenerateWorkloads.run(new String[] {}, o, e));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("GenerateWorkloads: OUT_DIR is missing"));
        assertEquals(2, GenerateWorkloads.run(new String[] {"a", "b"}, o, e));
        assertEquals(2, GenerateWorkloads.run(new String[] {"a", "--only"}, o, e));
        assertEquals(0, GenerateWorkloads.run(new String[] {"--help"}, o, e));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void onlyWithAnEqualsSignAndSpaces(@TempDir Path dir) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        assertEquals(0, GenerateWorkloads.run(new String[] {dir.toString(), "--only= W5 ,"}, o, System.err));
        assertEquals(
                "W5 fuzzy-10k              W5-fuzzy-10k" + System.lineSeparator(),
                out.toString(StandardCharsets.UTF_8));
        assertTrue(WorkloadHashes.matches(dir, "W5"));
    }
}
