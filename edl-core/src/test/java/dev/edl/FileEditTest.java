package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.text.UnifiedDiff;
import org.junit.jupiter.api.Test;

class FileEditTest {
    @Test
    void theDiffIsComputedOnFirstUseAndKept() {
        FileEdit edit = FileEdit.of("a.txt", "one\ntwo\n", "one\n2\n");
        String diff = edit.diff();
        assertEquals(UnifiedDiff.of("a.txt", "one\ntwo\n", "one\n2\n"), diff);
        assertTrue(diff.startsWith("--- a/a.txt\n+++ b/a.txt\n"), diff);
        assertSame(diff, edit.diff());
        assertTrue(edit.changed());
        assertFalse(edit.written());
        assertFalse(edit.created());
    }

    @Test
    void anInMemoryTextIsLabelledText() {
        FileEdit edit = FileEdit.of(null, "a\n", "b\n");
        assertNull(edit.path());
        assertTrue(edit.diff().startsWith("--- a/text\n+++ b/text\n"), edit.diff());
        assertEquals("FileEdit[text, changed]", edit.toString());
    }

    @Test
    void anEngineMayHandItsOwnDiff() {
        FileEdit edit = FileEdit.of("a.txt", "a\n", "b\n").withDiff("@@ tracked @@\n");
        assertEquals("@@ tracked @@\n", edit.diff());
        assertEquals("", FileEdit.of("a.txt", "same\n", "same\n").diff());
    }

    @Test
    void withersCopyAndEqualityIgnoresHowTheDiffWasMade() {
        FileEdit plain = FileEdit.of("a.txt", "", "new\n");
        FileEdit created = plain.withCreated(true).withWritten(true);
        assertFalse(plain.created());
        assertTrue(created.created());
        assertTrue(created.written());
        assertEquals("new\n", created.after());
        assertEquals(created, plain.withDiff("x").withWritten(true).withCreated(true));
        assertEquals(
                created.hashCode(), plain.withWritten(true).withCreated(true).hashCode());
        assertNotEquals(plain, created);
        assertTrue(FileEdit.of("n.txt", "", "").withCreated(true).changed(), "a new empty file is a change");
        assertEquals("FileEdit[a.txt, created, written, changed]", created.toString());
    }
}
