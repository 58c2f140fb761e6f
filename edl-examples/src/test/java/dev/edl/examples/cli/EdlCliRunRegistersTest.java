package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.cli.CliProcess.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code edl run} with a register store that cannot be used: the exit code matches what was written. */
class EdlCliRunRegistersTest {
    @TempDir
    Path workspace;

    @Test
    void aCutWithACorruptStoreEditsNothingAndExitsTwo() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "keep\nmove me\n");
        Files.writeString(workspace.resolve("regs.json"), "{corrupt");
        Outcome outcome = CliProcess.runWithInput(
                workspace, "file a.txt\nselect <<E\nmove me\nE\ncut clip\n", "run", "--registers", "regs.json", "-");
        assertEquals(2, outcome.exitCode(), outcome::toString);
        assertEquals("keep\nmove me\n", Files.readString(workspace.resolve("a.txt")), "the cut text is not lost");
        assertTrue(outcome.stdout().contains("no file was written"), outcome::toString);
    }

    @Test
    void allOrNothingWithAnUnreadableStoreWritesNothing() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "alpha\n");
        Files.writeString(workspace.resolve("b.txt"), "one\ntwo\n");
        Files.writeString(workspace.resolve("regs.json"), "{corrupt");
        Outcome outcome = CliProcess.runWithInput(
                workspace,
                "file a.txt\nselect /alpha/\nreplace \"ALPHA\"\nfile b.txt\nselect /two/\nreplace myreg\n",
                "run",
                "--all-or-nothing",
                "--registers",
                "regs.json",
                "-");
        assertEquals(2, outcome.exitCode(), outcome::toString);
        assertEquals("alpha\n", Files.readString(workspace.resolve("a.txt")), outcome::toString);
    }

    @Test
    void aRunThatStopsAfterWritingAFileExitsOneNotTwo() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "alpha\n");
        Files.writeString(workspace.resolve("b.txt"), "one\ntwo\n");
        Files.writeString(workspace.resolve("regs.json"), "{corrupt");
        Outcome outcome = CliProcess.runWithInput(
                workspace,
                "file a.txt\nselect /alpha/\nreplace \"ALPHA\"\nfile b.txt\nselect /two/\nreplace myreg\n",
                "run",
                "--registers",
                "regs.json",
                "-");
        assertEquals("ALPHA\n", Files.readString(workspace.resolve("a.txt")), outcome::toString);
        assertEquals(1, outcome.exitCode(), outcome::toString);
    }
}
