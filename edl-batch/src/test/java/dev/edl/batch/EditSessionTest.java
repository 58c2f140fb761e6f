package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.files.FileAccessException;
import dev.edl.files.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditSessionTest {
    @TempDir
    Path root;

    private void write(String path, String content) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content, StandardCharsets.UTF_8);
    }

    private String read(String path) throws IOException {
        return Files.readString(root.resolve(path), StandardCharsets.UTF_8);
    }

    private static String block(String file, String find, String replace) {
        return "FILE: " + file + "\nFIND:\n" + find + "\nREPLACE:\n" + replace + "\nEND\n";
    }

    @Test
    void applyReturnsTheFullEditedContentsAndWritesNothing() throws Exception {
        write("a.txt", "one\ntwo\nthree\n");
        write("dir/b.txt", "alpha\nbeta\n");
        EditSession session = EditSession.open(root, List.of("a.txt", "./dir/b.txt"));
        assertEquals(List.of("a.txt", "dir/b.txt"), session.targets());

        EditAttempt attempt =
                session.apply("Sure.\n" + block("a.txt", "two", "2") + block("dir/b.txt", "beta", "BETA") + "Done.\n");

        assertTrue(attempt.isSuccess());
        assertEquals(1, attempt.number());
        assertEquals("one\n2\nthree\n", attempt.file("a.txt").orElseThrow().after());
        assertEquals("alpha\nBETA\n", attempt.file("./dir/b.txt").orElseThrow().after());
        assertEquals("one\ntwo\nthree\n", attempt.files().get(0).before());
        assertTrue(attempt.files().get(0).diff().contains("-two\n+2\n"));
        assertTrue(attempt.diff().contains("+++ b/dir/b.txt"));
        assertEquals(2, attempt.applied());
        assertEquals(2, attempt.edits().get(0).line());
        assertEquals(MatchKind.EXACT, attempt.edits().get(0).matchKind());
        assertEquals("one\ntwo\nthree\n", read("a.txt"));
        assertEquals("alpha\nbeta\n", read("dir/b.txt"));
        assertSame(attempt, session.lastAttempt());
    }

    @Test
    void missingTargetIsAClearError() throws IOException {
        write("a.txt", "x\n");
        FileAccessException error = assertThrows(
                FileAccessException.class, () -> EditSession.open(root, List.of("a.txt", "src/missing.rs")));
        assertEquals("Target file not found: src/missing.rs", error.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EditSession.open(root, List.of()));
    }

    @Test
    void editsForOtherFilesAreFailuresNotIgnored() throws Exception {
        write("a.txt", "x\n");
        write("other.txt", "y\n");
        EditSession session = EditSession.open(root, List.of("a.txt"));
        EditAttempt attempt = session.apply(block("a.txt", "x", "X") + block("other.txt", "y", "Y"));
        assertFalse(attempt.isSuccess());
        assertEquals(1, attempt.failed());
        EditOutcome failed = attempt.failures().get(0);
        assertEquals("other.txt", failed.path());
        assertEquals("not a target file of this edit job: other.txt (targets: a.txt)", failed.message());
        assertEquals("X\n", attempt.file("a.txt").orElseThrow().after());
        assertEquals(1, attempt.files().size());
    }

    @Test
    void failedEditsAreReportedAndTheOthersStillApply() throws Exception {
        write("a.txt", "one\ntwo\nthree\n");
        EditSession session = EditSession.open(root, List.of("a.txt"));
        EditAttempt attempt = session.apply(block("a.txt", "one", "1") + block("a.txt", "tow", "2")
                + block("a.txt", "three", "3") + "FILE: a.txt\nFIND:\nx\nREPLACE:\ny\n");
        assertFalse(attempt.isSuccess());
        assertEquals("1\ntwo\n3\n", attempt.file("a.txt").orElseThrow().after());
        assertEquals(2, attempt.applied());
        EditOutcome failed = attempt.failures().get(0);
        assertEquals(2, failed.number());
        assertFalse(failed.isApplied());
        assertNull(failed.matchKind());
        assertNotNull(failed.closest());
        assertEquals("two", failed.closest().text());
        assertEquals(1, attempt.diagnostics().size());
        assertTrue(attempt.diagnostics().get(0).reason().startsWith("Missing END"));
    }

    @Test
    void retryStartsAgainFromTheOriginals() throws Exception {
        write("a.txt", "one\ntwo\nthree\n");
        EditSession session = EditSession.open(root, List.of("a.txt"));
        EditAttempt first = session.apply(block("a.txt", "one", "1") + block("a.txt", "tow", "2"));
        assertFalse(first.isSuccess());
        assertEquals("1\ntwo\nthree\n", first.files().get(0).after());

        // The complete set again: "one" is only found if the retry starts from the original.
        EditAttempt second = session.retry(block("a.txt", "one", "1") + block("a.txt", "two", "2"));
        assertTrue(second.isSuccess());
        assertEquals(2, second.number());
        assertEquals("1\n2\nthree\n", second.files().get(0).after());
        assertEquals("one\ntwo\nthree\n", second.files().get(0).before());
        assertEquals("one\ntwo\nthree\n", read("a.txt"));
    }

    @Test
    void commitWritesTheLastAttemptOnly() throws Exception {
        write("a.txt", "one\n");
        write("b.txt", "two\n");
        EditSession session = EditSession.open(root, List.of("a.txt", "b.txt"));
        session.apply(block("a.txt", "one", "first"));
        session.retry(block("a.txt", "one", "1") + block("b.txt", "two", "2"));
        SessionCommit commit = session.commit();
        assertTrue(commit.isSuccess(), commit.message());
        assertEquals("Wrote 2 files: a.txt, b.txt", commit.message());
        assertEquals("1\n", read("a.txt"));
        assertEquals("2\n", read("b.txt"));
        assertThrows(IllegalStateException.class, session::commit);
        assertThrows(IllegalStateException.class, () -> session.apply(block("a.txt", "1", "x")));
    }

    @Test
    void commitWritesOnlyChangedFilesAndKeepsCrlf() throws Exception {
        write("a.txt", "one\r\ntwo\r\n");
        write("b.txt", "same\n");
        EditSession session = EditSession.open(root, List.of("a.txt", "b.txt"));
        EditAttempt attempt = session.apply(block("a.txt", "two", "2\n3"));
        assertEquals("one\n2\n3\n", attempt.files().get(0).after());
        assertEquals(
                List.of("a.txt"),
                attempt.changedFiles().stream().map(EditedFile::path).toList());
        SessionCommit commit = session.commit();
        assertEquals(1, commit.writes().size());
        assertEquals("Wrote 1 file: a.txt", commit.message());
        assertEquals("one\r\n2\r\n3\r\n", read("a.txt"));
    }

    @Test
    void commitRefusesAFailedAttemptAndWritesNothing() throws Exception {
        write("a.txt", "one\n");
        EditSession session = EditSession.open(root, List.of("a.txt"));
        assertThrows(IllegalStateException.class, session::commit);
        session.apply(block("a.txt", "one", "1") + block("a.txt", "missing", "x"));
        SessionCommit refused = session.commit();
        assertFalse(refused.isSuccess());
        assertEquals(List.of(), refused.writes());
        assertTrue(refused.message().startsWith("Nothing written: attempt 1 has 1 failed edit(s)"), refused.message());
        assertEquals("one\n", read("a.txt"));

        session.retry("I have no edits.");
        assertFalse(session.commit().isSuccess());
        session.retry(block("a.txt", "one", "1"));
        assertTrue(session.commit().isSuccess());
        assertEquals("1\n", read("a.txt"));
    }

    @Test
    void commitIsAllOrNothingAcrossFilesWhenAWriteFails() throws Exception {
        write("a.txt", "a1\r\na2\r\n");
        write("b/b.txt", "b1\n");
        write("c.txt", "\uFEFFc1\n");
        byte[] aBefore = Files.readAllBytes(root.resolve("a.txt"));
        byte[] cBefore = Files.readAllBytes(root.resolve("c.txt"));
        EditSession session = EditSession.open(root, List.of("a.txt", "b/b.txt", "c.txt"));
        EditAttempt attempt =
                session.apply(block("a.txt", "a2", "A2") + block("b/b.txt", "b1", "B1") + block("c.txt", "c1", "C1"));
        assertTrue(attempt.isSuccess());

        // Between apply and commit, b/b.txt's parent becomes a regular file: its write must fail.
        Files.delete(root.resolve("b/b.txt"));
        Files.delete(root.resolve("b"));
        Files.writeString(root.resolve("b"), "not a directory");

        SessionCommit commit = session.commit();
        assertFalse(commit.isSuccess());
        assertEquals(3, commit.writes().size());
        assertFalse(commit.writes().get(1).written());
        assertNotNull(commit.writes().get(1).error());
        assertTrue(commit.message().startsWith("Nothing written"), commit.message());
        assertArrayEquals(aBefore, Files.readAllBytes(root.resolve("a.txt")));
        assertArrayEquals(cBefore, Files.readAllBytes(root.resolve("c.txt")));
        assertEquals("not a directory", read("b"));
    }

    @Test
    void aTargetReplacedByADirectoryFailsTheCommitAndRestoresTheOthers() throws Exception {
        write("a.txt", "a1\n");
        write("b.txt", "b1\n");
        write("c.txt", "c1\n");
        EditSession session = EditSession.builder(Workspace.at(root))
                .target("a.txt")
                .target("b.txt")
                .target("c.txt")
                .build();
        session.apply(block("a.txt", "a1", "A1") + block("b.txt", "b1", "B1") + block("c.txt", "c1", "C1"));
        Files.delete(root.resolve("c.txt"));
        Files.createDirectory(root.resolve("c.txt"));

        SessionCommit commit = session.commit();
        assertFalse(commit.isSuccess());
        assertEquals("a1\n", read("a.txt"));
        assertEquals("b1\n", read("b.txt"));
        assertTrue(Files.isDirectory(root.resolve("c.txt")));
    }

    @Test
    void aTargetChangedOnDiskSinceOpeningIsNotOverwritten() throws Exception {
        write("a.txt", "a1\n");
        write("b.txt", "b1\n");
        EditSession session = EditSession.open(root, List.of("a.txt", "b.txt"));
        assertTrue(session.apply(block("a.txt", "a1", "A1") + block("b.txt", "b1", "B1"))
                .isSuccess());
        write("b.txt", "someone else's edit\n");

        SessionCommit commit = session.commit();
        assertFalse(commit.isSuccess());
        assertEquals("a1\n", read("a.txt"));
        assertEquals("someone else's edit\n", read("b.txt"));
    }

    @Test
    void editsForPathsOutsideTheWorkspaceAreNotTargets() throws Exception {
        write("a.txt", "x\n");
        EditSession session = EditSession.open(root, List.of("a.txt"));
        EditAttempt attempt = session.apply(block("../a.txt", "x", "y") + block("/etc/passwd", "root", "x"));
        assertEquals(2, attempt.failed());
        assertTrue(attempt.failures().get(0).message().startsWith("not a target file of this edit job: ../a.txt"));
        assertFalse(attempt.files().get(0).changed());
    }

    @Test
    void promptFilesShowTheOriginals() throws Exception {
        write("a.txt", "one\n");
        EditSession session = EditSession.open(root, List.of("a.txt"));
        assertEquals(List.of(new PromptFile("a.txt", "one\n")), session.promptFiles());
    }

    @Test
    void fuzzyApplicationThroughTheBuilder() throws Exception {
        write("a.txt", "a\nlet total = compute(1, 2);\nb\n");
        EditSession strict = EditSession.open(root, List.of("a.txt"));
        String response = block("a.txt", "let total = compute(1, 3);", "let total = 0;");
        assertFalse(strict.apply(response).isSuccess());
        EditSession fuzzy = EditSession.builder(Workspace.at(root))
                .target("a.txt")
                .matching(MatchSettings.DEFAULTS.withFuzzy(true))
                .build();
        EditAttempt attempt = fuzzy.apply(response);
        assertTrue(attempt.isSuccess());
        assertEquals(MatchKind.FUZZY, attempt.edits().get(0).matchKind());
        assertEquals("a\nlet total = 0;\nb\n", attempt.files().get(0).after());
    }
}
