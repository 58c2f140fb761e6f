package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the packaged {@code edl-examples/target/edl.jar} with {@code java -jar}, as a user would
 * (failsafe runs this after the package phase).
 */
class EdlJarIT {
    private static final Path JAR = Path.of("target", "edl.jar").toAbsolutePath();

    @TempDir
    Path workspace;

    private record Outcome(int exitCode, String stdout, String stderr) {}

    private Outcome edl(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(JAR.toString());
        command.addAll(List.of(args));
        Path out = workspace.resolve(".out");
        Path err = workspace.resolve(".err");
        Process process = new ProcessBuilder(command)
                .directory(workspace.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        process.getOutputStream().close(); // no standard input
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("edl " + String.join(" ", args) + " did not finish");
        }
        Outcome outcome = new Outcome(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return outcome;
    }

    @Test
    void theJarRunsScriptsAndKeepsRegistersBetweenInvocations() throws IOException, InterruptedException {
        assertTrue(Files.isRegularFile(JAR), "package the module first: " + JAR);
        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
        Files.writeString(workspace.resolve("fail.edl"), "file a.txt\nselect <<E\nTWO\nE\nreplace <<E\n2\nE\n");
        Files.writeString(workspace.resolve("retry.edl"), "file a.txt\nselect <<E\ntwo\nE\nreplace _saved_1\n");

        Outcome failed = edl("run", "--registers", "regs.json", "fail.edl");
        assertEquals(1, failed.exitCode(), failed.toString());
        assertTrue(failed.stdout().contains("Text saved to register _saved_1"), failed.stdout());

        Outcome retried = edl("run", "--registers", "regs.json", "retry.edl");
        assertEquals(0, retried.exitCode(), retried.toString());
        assertEquals("one\n2\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void helpUsageErrorsAndTheDemo() throws IOException, InterruptedException {
        assertEquals(0, edl("--help").exitCode());
        assertEquals(2, edl("no-such-command").exitCode());
        Outcome demo = edl("demo");
        assertEquals(0, demo.exitCode(), demo.toString());
        assertTrue(demo.stdout().contains("replace _saved_1"), demo.stdout());
        Outcome describe = edl("describe");
        assertEquals(0, describe.exitCode());
        assertTrue(describe.stdout().contains("_saved_"), describe.stdout());
    }
}
