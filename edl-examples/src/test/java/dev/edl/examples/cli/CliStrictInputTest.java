package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.cli.CliProcess.Outcome;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Input the tool must refuse rather than guess at: bytes that are not UTF-8, JSON that is not exactly one value. */
class CliStrictInputTest {
    /** "caf" + a lone Latin-1 e-acute byte: not UTF-8. */
    private static final byte[] LATIN1 = {'c', 'a', 'f', (byte) 0xE9, '\n'};

    @TempDir
    Path workspace;

    @BeforeEach
    void files() throws IOException {
        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
    }

    private record Run(int exitCode, String out, String err) {}

    private Run edl(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        all[0] = args[0];
        all[1] = "--root=" + workspace;
        System.arraycopy(args, 1, all, 2, args.length - 1);
        int code = EdlCli.execute(
                all,
                new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Run edl(String stdin, String... args) {
        return edl(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    @Test
    void invalidUtf8OnStandardInputOfARealProcessIsRefusedAndNothingIsWritten() throws Exception {
        byte[] prefix = "file a.txt\nselect /one/\nreplace \"".getBytes(StandardCharsets.UTF_8);
        byte[] script = concat(prefix, LATIN1);
        script = concat(script, "\"\n".getBytes(StandardCharsets.UTF_8));
        Outcome run = CliProcess.runWithBytes(workspace, script, "run", "-");
        assertEquals(2, run.exitCode(), run::toString);
        assertTrue(
                run.stderr()
                        .contains("standard input is not valid UTF-8 (bad byte at offset " + (prefix.length + 3) + ")"),
                run::toString);
        assertEquals("one\ntwo\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void invalidUtf8IsRefusedByEveryCommandThatReadsStandardInput() throws IOException {
        for (String[] args : new String[][] {
            {"lines", "--file", "a.txt", "--start", "1", "--content-file", "-"},
            {"batch", "--file", "a.txt", "--edits", "-"},
            {"blocks", "--commit", "-"},
        }) {
            Run run = edl(LATIN1, args);
            assertEquals(2, run.exitCode(), () -> String.join(" ", args) + "\n" + run);
            assertTrue(run.err().contains("standard input is not valid UTF-8"), run::toString);
            assertEquals("one\ntwo\n", Files.readString(workspace.resolve("a.txt")));
        }
        Files.write(workspace.resolve("latin1.txt"), LATIN1);
        Run fromFile = edl(
                new byte[0],
                "lines",
                "--file",
                "a.txt",
                "--start",
                "1",
                "--content-file",
                workspace.resolve("latin1.txt").toString());
        assertEquals(2, fromFile.exitCode(), fromFile::toString);
        assertTrue(fromFile.err().contains("latin1.txt is not valid UTF-8"), fromFile::toString);
    }

    @Test
    void editsJsonMustBeExactlyOneArrayWithoutDuplicateNames() throws IOException {
        String one = "[{\"search\":\"one\",\"replace\":\"ONE\"}]";
        for (String bad : new String[] {
            one + " trailing",
            one + one,
            one + "\n[{\"search\":\"two\",\"replace\":\"TWO\"}]",
            "[{\"search\":\"one\",\"replace\":\"ONE\",\"replace\":\"1\"}]",
            "[" + "[".repeat(100) + "]".repeat(100) + "]",
            "[{\"search\":\"one\",\"replace\":\"ONE\"},]",
            "[{'search':'one','replace':'ONE'}]",
            "[{\"search\":\"one\",\"replace\":\"ONE\"}] // comment",
        }) {
            Run run = edl(bad, "batch", "--file", "a.txt", "--edits", "-");
            assertEquals(2, run.exitCode(), () -> bad + "\n" + run);
            assertTrue(run.err().contains("is not valid JSON"), () -> bad + "\n" + run);
            assertEquals("one\ntwo\n", Files.readString(workspace.resolve("a.txt")), bad);
        }
        Run ok = edl(one + "\n", "batch", "--file", "a.txt", "--edits", "-");
        assertEquals(0, ok.exitCode(), ok::toString);
        assertEquals("ONE\ntwo\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void editsJsonWithAnUnpairedSurrogateEscapeIsRefusedAtParsing() throws IOException {
        for (String bad : new String[] {
            "[{\"search\":\"one\",\"replace\":\"\\ud800\"}]",
            "[{\"search\":\"one\",\"replace\":\"x\\udc00y\"}]",
            "[{\"search\":\"\\ud83d\",\"replace\":\"ONE\"}]",
        }) {
            Run run = edl(bad, "batch", "--file", "a.txt", "--edits", "-");
            assertEquals(2, run.exitCode(), () -> bad + "\n" + run);
            assertTrue(run.err().contains("edits[0]"), () -> bad + "\n" + run);
            assertTrue(run.err().contains("lone surrogate"), () -> bad + "\n" + run);
            assertTrue(run.out().isEmpty(), () -> bad + "\n" + run);
            assertEquals("one\ntwo\n", Files.readString(workspace.resolve("a.txt")), bad);
        }
        Run pair = edl(
                "[{\"search\":\"one\",\"replace\":\"\\ud83d\\ude00\"}]", "batch", "--file", "a.txt", "--edits", "-");
        assertEquals(0, pair.exitCode(), pair::toString);
        assertEquals("\ud83d\ude00\ntwo\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void aFileTooBigForTheHeapGetsOneClearLineAndExitTwo() throws Exception {
        Path big = workspace.resolve("big.txt");
        byte[] line = "0123456789abcdef0123456789abcdef0123456789abcdef012345678\n".getBytes(StandardCharsets.UTF_8);
        try (var out = Files.newOutputStream(big)) {
            for (int i = 0; i < 48 * 1024 * 1024 / line.length; i++) {
                out.write(line);
            }
        }
        long before = Files.size(big);
        java.util.List<String> command = CliProcess.command();
        command.add(1, "-Xmx32m");
        command.addAll(java.util.List.of(
                "lines",
                "--root",
                workspace.toString(),
                "--file",
                "big.txt",
                "--start",
                "1",
                "--end",
                "1",
                "--content",
                "x\n"));
        Process process = new ProcessBuilder(command)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, java.util.concurrent.TimeUnit.SECONDS));
        assertEquals(2, process.exitValue(), stdout + stderr);
        assertEquals(1, stderr.strip().lines().count(), stderr);
        assertTrue(stderr.startsWith("edl: out of memory: `edl lines` on big.txt"), stderr);
        assertTrue(stderr.contains("-Xmx2g") && stderr.contains("JAVA_TOOL_OPTIONS"), stderr);
        assertTrue(!stderr.contains("\tat ") && !stderr.contains("java.lang.OutOfMemoryError"), stderr);
        assertEquals(before, Files.size(big));
    }

    @Test
    void linesNeedsContentAndAnExplicitEmptyContentDeletes() throws IOException {
        Run none = edl("", "lines", "--file", "a.txt", "--start", "1");
        assertEquals(2, none.exitCode(), none::toString);
        assertTrue(none.err().contains("--content"), none::toString);
        assertEquals("one\ntwo\n", Files.readString(workspace.resolve("a.txt")));
        Run deleted = edl("", "lines", "--file", "a.txt", "--start", "1", "--end", "1", "--content", "");
        assertEquals(0, deleted.exitCode(), deleted::toString);
        assertEquals("two\n", Files.readString(workspace.resolve("a.txt")));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] all = new byte[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
