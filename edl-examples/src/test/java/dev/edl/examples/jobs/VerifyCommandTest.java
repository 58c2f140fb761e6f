package dev.edl.examples.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link VerifyCommand}: a real shell command in a directory, with a timeout and bounded output. */
class VerifyCommandTest {
    @TempDir
    Path dir;

    @Test
    void exitZeroPassesAndRunsInTheDirectory() throws Exception {
        Files.writeString(dir.resolve("marker.txt"), "here\n");
        VerifyResult result =
                VerifyCommand.of("cat marker.txt && echo oops >&2").run(dir);
        assertTrue(result.passed());
        assertEquals(0, result.exitCode());
        assertFalse(result.timedOut());
        assertTrue(result.output().contains("here"), result.output());
        assertTrue(result.output().contains("oops"), result.output());
    }

    @Test
    void anotherExitCodeFailsWithTheOutput() throws Exception {
        VerifyResult result =
                VerifyCommand.of("echo 'error: expected ;'; exit 3").run(dir);
        assertFalse(result.passed());
        assertEquals(3, result.exitCode());
        assertEquals("error: expected ;\n", result.output());
    }

    @Test
    void aCommandThatRunsTooLongIsKilled() throws Exception {
        VerifyResult result = new VerifyCommand("echo started; sleep 30", Duration.ofMillis(300), 1000).run(dir);
        assertFalse(result.passed());
        assertTrue(result.timedOut());
        assertEquals(-1, result.exitCode());
        assertTrue(result.output().startsWith("started"), result.output());
        assertTrue(result.output().contains("killed after the verify timeout of 300 ms"), result.output());
    }

    @Test
    void longOutputKeepsItsBeginningAndEnd() throws Exception {
        VerifyResult result = new VerifyCommand(
                        "echo FIRST; i=0; while [ $i -lt 3000 ]; do echo line $i; i=$((i+1)); done; echo LAST",
                        Duration.ofSeconds(60),
                        1000)
                .run(dir);
        assertTrue(result.passed());
        assertTrue(result.output().startsWith("FIRST"), result.output());
        assertTrue(result.output().endsWith("LAST\n"), result.output());
        assertTrue(result.output().contains("characters of output left out"), result.output());
        assertTrue(
                result.output().length() < 1200,
                () -> "length " + result.output().length());
    }

    @Test
    void aBlankCommandIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> VerifyCommand.of(" "));
    }
}
