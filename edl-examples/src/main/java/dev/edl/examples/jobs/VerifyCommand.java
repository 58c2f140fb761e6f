package dev.edl.examples.jobs;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * A shell command that checks an attempt (a build, a test run, a linter), run with {@code sh -c}
 * ({@code cmd /c} on Windows) in a directory, with a timeout; exit code 0 means the attempt passes.
 * Standard input is empty; standard output and error are captured together, bounded.
 *
 * @param command the shell command
 * @param timeout how long it may run before it and its child processes are killed
 * @param maxOutputChars the most output characters kept (half from the beginning, half from the end)
 */
public record VerifyCommand(String command, Duration timeout, int maxOutputChars) {
    /** The default timeout: 10 minutes. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(10);

    /** The default output bound: 16,000 characters. */
    public static final int DEFAULT_MAX_OUTPUT = 16_000;

    /** Checks the arguments. */
    public VerifyCommand {
        Objects.requireNonNull(command, "command");
        if (command.isBlank()) {
            throw new IllegalArgumentException("The verify command is empty");
        }
        if (timeout.isZero() || timeout.isNegative()) {
            throw new IllegalArgumentException("The verify timeout must be positive: " + timeout);
        }
        if (maxOutputChars < 100) {
            throw new IllegalArgumentException("Keep at least 100 characters of output: " + maxOutputChars);
        }
    }

    /**
     * A command with the default timeout and output bound.
     *
     * @param command the shell command
     * @return the verify command
     */
    public static VerifyCommand of(String command) {
        return new VerifyCommand(command, DEFAULT_TIMEOUT, DEFAULT_MAX_OUTPUT);
    }

    /**
     * Runs the command.
     *
     * @param directory the working directory
     * @return the result; a command that cannot start is a failed result, not an exception
     * @throws InterruptedException when the calling thread is interrupted (the process is killed)
     */
    public VerifyResult run(Path directory) throws InterruptedException {
        boolean windows =
                System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
        List<String> argv = windows ? List.of("cmd", "/c", command) : List.of("sh", "-c", command);
        long start = System.nanoTime();
        Process process;
        try {
            process = new ProcessBuilder(argv)
                    .directory(directory.toFile())
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            return new VerifyResult(command, false, -1, false, "Cannot start the verify command: " + e.getMessage(), 0);
        }
        BoundedText output = new BoundedText(maxOutputChars);
        Thread reader = new Thread(() -> drain(process.getInputStream(), output), "edl-verify-output");
        reader.setDaemon(true);
        reader.start();
        try (OutputStream stdin = process.getOutputStream()) {
            stdin.flush();
        } catch (IOException e) {
            // the command does not read its input
        }
        boolean finished;
        try {
            finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            kill(process);
            throw e;
        }
        if (!finished) {
            kill(process);
        }
        reader.join(5000);
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (!finished) {
            return new VerifyResult(
                    command,
                    false,
                    -1,
                    true,
                    output.text() + "\n[killed after the verify timeout of " + timeout.toMillis() + " ms]",
                    millis);
        }
        int exit = process.exitValue();
        return new VerifyResult(command, exit == 0, exit, false, output.text(), millis);
    }

    private static void kill(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void drain(InputStream in, BoundedText output) {
        byte[] buffer = new byte[8192];
        try (in) {
            java.nio.charset.CharsetDecoder decoder = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE);
            java.io.Reader reader = new java.io.InputStreamReader(in, decoder);
            char[] chars = new char[buffer.length];
            int n;
            while ((n = reader.read(chars)) >= 0) {
                output.append(chars, n);
            }
        } catch (IOException e) {
            output.append(("\n[output unreadable: " + e.getMessage() + "]").toCharArray(), -1);
        }
    }

    /** Keeps the first and the last characters of a long output. */
    private static final class BoundedText {
        private final int half;
        private final StringBuilder head = new StringBuilder();
        private final StringBuilder tail = new StringBuilder();
        private long dropped;

        BoundedText(int max) {
            this.half = max / 2;
        }

        synchronized void append(char[] chars, int count) {
            int n = count < 0 ? chars.length : count;
            int i = 0;
            while (i < n && head.length() < half) {
                head.append(chars[i++]);
            }
            if (i < n) {
                tail.append(chars, i, n - i);
                if (tail.length() > 2 * half) {
                    int cut = tail.length() - half;
                    dropped += cut;
                    tail.delete(0, cut);
                }
            }
        }

        synchronized String text() {
            if (dropped == 0 && tail.length() <= half) {
                return head.toString() + tail;
            }
            int cut = Math.max(0, tail.length() - half);
            return head + "\n[… " + (dropped + cut) + " characters of output left out …]\n" + tail.substring(cut);
        }
    }
}
