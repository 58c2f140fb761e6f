package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.cli.CliProcess.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.TypeConversionException;

/** {@code --max-file-size}: parsing, and the limit applied by real {@code edl} processes. */
class FileSizeTest {
    @TempDir
    Path workspace;

    @Test
    void parsesBytesAndBinarySuffixes() {
        FileSize size = new FileSize();
        assertEquals(123L, size.convert("123"));
        assertEquals(2048L, size.convert("2k"));
        assertEquals(200L << 20, size.convert("200M"));
        assertEquals(3L << 30, size.convert("3g"));
        assertThrows(TypeConversionException.class, () -> size.convert("12x"));
        assertThrows(TypeConversionException.class, () -> size.convert("0"));
        assertThrows(TypeConversionException.class, () -> size.convert("M"));
        assertThrows(TypeConversionException.class, () -> size.convert("99999999999G"));
    }

    @Test
    void batchRunAndLinesReadAFileAboveTheDefaultOnlyUpToTheGivenLimit() throws Exception {
        // 3,000 bytes: over a 2k limit, under a 4k one
        Files.writeString(
                workspace.resolve("big.txt"), "line of text 0123456789 abcdefghijklmnopq\n".repeat(71) + "last\n");
        Files.writeString(workspace.resolve("edits.json"), "[{\"search\": \"last\", \"replace\": \"final\"}]");
        Files.writeString(
                workspace.resolve("script.edl"), "file big.txt\nselect <<END\nfinal\nEND\nreplace <<END\nend\nEND\n");

        Outcome tooSmall = CliProcess.run(
                workspace, "batch", "--file", "big.txt", "--edits", "edits.json", "--max-file-size", "2k");
        assertNotEquals(0, tooSmall.exitCode(), tooSmall::toString);
        assertTrue((tooSmall.stdout() + tooSmall.stderr()).contains("too large"), tooSmall::toString);
        Outcome batch = CliProcess.run(
                workspace, "batch", "--file", "big.txt", "--edits", "edits.json", "--max-file-size", "4k");
        assertEquals(0, batch.exitCode(), batch::toString);

        Outcome runTooSmall = CliProcess.run(workspace, "run", "--max-file-size", "2048", "script.edl");
        assertNotEquals(0, runTooSmall.exitCode(), runTooSmall::toString);
        Outcome run = CliProcess.run(workspace, "run", "--max-file-size", "4K", "script.edl");
        assertEquals(0, run.exitCode(), run::toString);

        Outcome lines = CliProcess.run(
                workspace, "lines", "--file", "big.txt", "--start", "1", "--content", "first", "--max-file-size", "1k");
        assertNotEquals(0, lines.exitCode(), lines::toString);

        Outcome badSize = CliProcess.run(workspace, "run", "--max-file-size", "lots", "script.edl");
        assertEquals(ExitCodes.USAGE, badSize.exitCode(), badSize::toString);
        assertTrue(badSize.stderr().contains("not a size"), badSize::toString);
        assertEquals(
                "line of text 0123456789 abcdefghijklmnopq\n".repeat(71) + "end\n",
                Files.readString(workspace.resolve("big.txt")));
    }
}
