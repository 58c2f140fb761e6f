package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class QuickRunArgsTest {
    /** Arguments people and agents pass to {@code edl run}, odd ones included. */
    private static final List<String> WORDS = List.of(
            "fix.edl",
            "-",
            "other.edl",
            "full",
            "compact",
            "NONE",
            "none",
            "big",
            "--root",
            "src",
            "--root=dir",
            "--root=",
            "--registers",
            "regs.json",
            "--registers=jdbc:postgresql://h/db?user=u",
            "--registers-namespace",
            "team-a",
            "--dry-run",
            "--dry-run=true",
            "--all-or-nothing",
            "--json",
            "--diff",
            "--diff=full",
            "--max-file-size",
            "64M",
            "2k",
            "0",
            "12x",
            "--max-file-size=1G",
            "--expected-version",
            "A.java=0123456789abcdef",
            "B.java=new",
            "=x",
            "A.java=a=b",
            "--expected-version=C.java=fedcba9876543210",
            "--",
            "-h",
            "--help",
            "--unknown",
            "@args.txt",
            "-x");

    @Test
    void whateverTheQuickReaderAcceptsPicocliReadsTheSame() {
        qt().withExamples(3000)
                .forAll(lists().of(integers().between(0, WORDS.size() - 1)).ofSizeBetween(0, 7))
                .checkAssert(indexes -> {
                    List<String> args = new ArrayList<>();
                    args.add("run");
                    indexes.forEach(i -> args.add(WORDS.get(i)));
                    String[] argv = args.toArray(String[]::new);
                    Optional<RunOptions> quick = QuickRunArgs.parse(argv);
                    if (quick.isPresent()) {
                        assertEquals(picocli(argv), quick.get(), String.join(" ", args));
                    }
                });
    }

    @Test
    void readsThePlainFormsAndLeavesTheRestToPicocli() {
        assertTrue(QuickRunArgs.parse(new String[] {"run", "fix.edl"}).isPresent());
        assertTrue(QuickRunArgs.parse(new String[] {"run", "--root", "src", "--dry-run", "--diff", "full", "-"})
                .isPresent());
        assertTrue(QuickRunArgs.parse(new String[] {"run", "--expected-version", "A.java=new", "fix.edl"})
                .isPresent());
        for (String[] args : List.of(
                new String[] {"run", "--help"},
                new String[] {"run", "fix.edl", "other.edl"},
                new String[] {"run", "--root", "a", "--root", "b", "fix.edl"},
                new String[] {"run", "--max-file-size", "12x", "fix.edl"},
                new String[] {"run", "@args.txt"},
                new String[] {"run", "--", "fix.edl"},
                new String[] {"batch", "--file", "A.java"},
                new String[] {})) {
            assertEquals(Optional.empty(), QuickRunArgs.parse(args), String.join(" ", args));
        }
    }

    @Test
    void aQuickRunPrintsAndExitsAsThePicocliRunDoes(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("fix.edl");
        Files.writeString(script, "file A.java\nselect <<END\n  int x = 1;\nEND\nreplace <<END\n  int x = 2;\nEND\n");
        String[][] commands = {
            {"run", "--root", dir.toString(), "--dry-run", script.toString()},
            {"run", "--root", dir.toString(), "--diff", "full", "--dry-run", script.toString()},
            {"run", "--root", dir.toString(), "--json", "--dry-run", script.toString()},
            {"run", "--root", dir.toString(), dir.resolve("missing.edl").toString()},
            {"run", "--root", dir.toString(), "--expected-version", "A.java=0123456789abcdef", script.toString()},
            {"run", "--root", dir.toString(), script.toString()}
        };
        for (String[] args : commands) {
            Files.writeString(dir.resolve("A.java"), "class A {\n  int x = 1;\n}\n");
            Result quick = execute(args, true);
            Files.writeString(dir.resolve("A.java"), "class A {\n  int x = 1;\n}\n");
            Result slow = execute(args, false);
            assertEquals(slow, quick, String.join(" ", args));
        }
        assertEquals("class A {\n  int x = 2;\n}\n", Files.readString(dir.resolve("A.java")));
    }

    private record Result(int exitCode, String out, String err) {}

    private static Result execute(String[] args, boolean quick) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        ByteArrayInputStream in = new ByteArrayInputStream(new byte[0]);
        int code = quick
                ? EdlCli.execute(args, in, outStream, errStream)
                : EdlCli.executeWithPicocli(args, new CliIo(in, outStream, errStream));
        if (quick) {
            assertTrue(QuickRunArgs.parse(args).isPresent(), "the quick reader should take " + String.join(" ", args));
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The options picocli reads from the same command line; its refusal is a disagreement. */
    private static RunOptions picocli(String[] args) {
        CliIo io = new CliIo(
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        RunCommand command = new RunCommand(io);
        new CommandLine(command, new CommandFactory(io)).parseArgs(java.util.Arrays.copyOfRange(args, 1, args.length));
        return command.options();
    }
}
