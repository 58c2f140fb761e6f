package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import dev.edl.files.WriteResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SessionCommitTest {
    @Test
    void successExactlyWithoutError() {
        SessionCommit ok = new SessionCommit(null, List.of(WriteResult.written("a")), "Wrote 1 file: a", "--- a/a\n");
        assertTrue(ok.isSuccess());
        assertTrue(ok.error().isEmpty());
        assertEquals("--- a/a\n", ok.diff());
        SessionCommit refused = new SessionCommit(
                EditError.of(EditError.Kind.EDIT, "Nothing written"), List.of(), "Nothing written", "");
        assertFalse(refused.isSuccess());
        assertEquals(EditError.Kind.EDIT, refused.error().orElseThrow().kind());
    }

    @Test
    void formattedIsTheMessageThenTheDiff() {
        assertEquals(
                "Wrote 1 file: a\n\n--- a/a\n",
                new SessionCommit(null, List.of(WriteResult.written("a")), "Wrote 1 file: a", "--- a/a\n").formatted());
        assertEquals("Nothing written\n", new SessionCommit(null, List.of(), "Nothing written", "").formatted());
    }

    @Test
    void aFileChangedBeforeTheCommitIsStaleAsTheFileLayerSays(@TempDir Path root) throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\n");
        EditSession session = EditSession.open(root, List.of("a.txt"));
        assertTrue(
                session.apply("FILE: a.txt\nFIND:\none\nREPLACE:\nONE\nEND\n").isSuccess());
        Files.writeString(root.resolve("a.txt"), "changed elsewhere\n");
        SessionCommit commit = session.commit();
        assertEquals(EditError.Kind.STALE, commit.error().orElseThrow().kind(), commit::formatted);
        assertEquals(
                EditError.Kind.STALE,
                commit.writes().get(0).error().orElseThrow().kind());
        assertEquals("changed elsewhere\n", Files.readString(root.resolve("a.txt")));
    }
}
