package dev.edl.examples.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link JobFile}: workSplit's edit-mode job files, and clear refusals with the field and line. */
class JobFileTest {
    private static JobFormatException refused(String text) {
        return assertThrows(JobFormatException.class, () -> JobFile.parse(text, "job.md"));
    }

    @Test
    void readsAWorkSplitEditJob(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("add-flag.md");
        Files.writeString(file, """
                ---
                mode: edit
                target_files:
                  - src/main.rs
                  - src/commands/run.rs
                context_files:
                  - src/lib.rs
                output_dir: src/
                output_file: main.rs
                verify: cargo check --quiet
                max_attempts: 4
                depends_on:
                  - earlier_job
                ---

                # Add New CLI Flag

                Add the `--verbose` flag to the run command.
                """);
        EditJob job = JobFile.read(file);
        assertEquals(List.of("src/main.rs", "src/commands/run.rs"), job.targetFiles());
        assertEquals(List.of("src/lib.rs"), job.contextFiles());
        assertEquals("src/", job.outputDir());
        assertEquals("main.rs", job.outputFile());
        assertEquals("cargo check --quiet", job.verify());
        assertTrue(job.verifyEnabled());
        assertEquals(4, job.maxAttempts());
        assertEquals("# Add New CLI Flag\n\nAdd the `--verbose` flag to the run command.", job.instructions());
        assertEquals(file.toString(), job.source());
    }

    @Test
    void optionalFieldsMayBeLeftOutAndOneTargetMayBeAPlainValue() throws Exception {
        EditJob job = JobFile.parse("---\nmode: edit\ntarget_files: a.txt\n---\nChange it.\n", "job.md");
        assertEquals(List.of("a.txt"), job.targetFiles());
        assertEquals(List.of(), job.contextFiles());
        assertNull(job.verify());
        assertNull(job.maxAttempts());
        assertNull(job.outputDir());
    }

    @Test
    void verifyFalseTurnsVerificationOff() throws Exception {
        EditJob job = JobFile.parse("---\nmode: edit\ntarget_files: [a.txt]\nverify: false\n---\nx\n", "job.md");
        assertFalse(job.verifyEnabled());
        assertNull(job.verify());
    }

    @Test
    void aMissingModeIsRefused() {
        JobFormatException e = refused("---\ntarget_files: [a.txt]\n---\nx\n");
        assertEquals("mode", e.field());
        assertTrue(e.getMessage().startsWith("job.md:1: mode: missing"), e.getMessage());
    }

    @Test
    void anotherModeIsRefusedAtItsLine() {
        JobFormatException e = refused("---\ntarget_files: [a.txt]\nmode: replace\n---\nx\n");
        assertEquals("mode", e.field());
        assertEquals(3, e.line());
        assertTrue(e.problem().contains("'replace' is not supported"), e.problem());
    }

    @Test
    void anUnknownFieldIsRefusedAtItsLine() {
        JobFormatException e = refused("---\nmode: edit\ntarget_file: a.txt\n---\nx\n");
        assertEquals("target_file", e.field());
        assertEquals(3, e.line());
        assertEquals(
                "job.md:3: target_file: unknown field (known: mode, target_files, context_files, verify,"
                        + " max_attempts, output_dir, output_file, depends_on)",
                e.getMessage());
    }

    @Test
    void targetFilesMustBeAListOfPaths() {
        JobFormatException e = refused("---\nmode: edit\ntarget_files:\n  a: b\n---\nx\n");
        assertEquals("target_files", e.field());
        assertEquals(4, e.line());
        assertEquals("expected a list of paths", e.problem());
        JobFormatException nested = refused("---\nmode: edit\ntarget_files:\n  - a.txt\n  - [b.txt]\n---\nx\n");
        assertEquals(5, nested.line());
        JobFormatException empty = refused("---\nmode: edit\ntarget_files: []\n---\nx\n");
        assertEquals("the list is empty", empty.problem());
        JobFormatException missing = refused("---\nmode: edit\ncontext_files: [a.txt]\n---\nx\n");
        assertEquals("target_files", missing.field());
    }

    @Test
    void malformedYamlIsRefusedAtTheLineOfTheProblem() {
        JobFormatException e = refused("---\nmode: edit\ntarget_files: [a.txt]\ncontext_files: b: c\n---\nx\n");
        assertNull(e.field());
        assertEquals(4, e.line());
        assertTrue(e.problem().startsWith("malformed YAML"), e.problem());
    }

    @Test
    void aFieldGivenTwiceIsRefused() {
        JobFormatException e = refused("---\nmode: edit\ntarget_files: [a]\nmode: edit\n---\nx\n");
        assertEquals("mode", e.field());
        assertEquals(4, e.line());
    }

    @Test
    void maxAttemptsMustBeAPositiveWholeNumber() {
        assertEquals(
                3,
                refused("---\nmode: edit\nmax_attempts: 0\ntarget_files: [a]\n---\nx\n")
                        .line());
        assertEquals(
                "max_attempts",
                refused("---\nmode: edit\ntarget_files: [a]\nmax_attempts: three\n---\nx\n")
                        .field());
    }

    @Test
    void theFrameAndTheInstructionsAreRequired() {
        assertTrue(refused("mode: edit\n").problem().contains("starts with a '---' line"));
        assertTrue(refused("---\nmode: edit\ntarget_files: [a]\n").problem().contains("no closing '---'"));
        JobFormatException body = refused("---\nmode: edit\ntarget_files: [a]\n---\n\n");
        assertEquals(5, body.line());
        assertTrue(body.problem().contains("instructions"), body.problem());
        assertTrue(refused("---\n---\nx\n").problem().contains("front matter is empty"));
        assertTrue(refused("---\n- a\n---\nx\n").problem().contains("mapping"));
    }

    @Test
    void yamlTagsThatConstructObjectsAreNotRun() {
        JobFormatException e = refused(
                "---\nmode: edit\ntarget_files: !!javax.script.ScriptEngineManager [a]\nverify: !!java.lang.ProcessBuilder x\n---\nx\n");
        assertTrue(e.getMessage().startsWith("job.md:"), e.getMessage());
    }
}
