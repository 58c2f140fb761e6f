package dev.edl.examples.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts the {@code edl} tool as a real separate process: the same main class the jar runs, on the
 * test runtime class path (tests run before {@code package}, so the jar does not exist yet).
 */
final class CliProcess {
    private CliProcess() {}

    /** What one invocation did. */
    record Outcome(int exitCode, String stdout, String stderr) {
        @Override
        public String toString() {
            return "exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
        }
    }

    /** The command that starts the tool, without arguments. */
    static List<String> command() {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.add("-XX:TieredStopAtLevel=1");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(EdlCli.class.getName());
        return command;
    }

    static Outcome runWithInput(Path workingDirectory, String stdin, String... args)
            throws IOException, InterruptedException {
        return runWithBytes(workingDirectory, stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    static Outcome runWithBytes(Path workingDirectory, byte[] stdin, String... args)
            throws IOException, InterruptedException {
        List<String> command = command();
        command.addAll(List.of(args));
        Path capture = Files.createTempDirectory("edl-cli-test-");
        Path out = capture.resolve("stdout");
        Path err = capture.resolve("stderr");
        Process process = new ProcessBuilder(command)
                .directory(workingDirectory.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        try (OutputStream in = process.getOutputStream()) {
            in.write(stdin);
        }
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
        Files.delete(capture);
        return outcome;
    }

    static Outcome run(Path workingDirectory, String... args) throws IOException, InterruptedException {
        return runWithInput(workingDirectory, "", args);
    }
}
