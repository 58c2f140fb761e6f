package dev.edl.batch.internal.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Objects;
import org.junit.jupiter.api.Test;

class MarkerTest {
    @Test
    void readsEveryMarkerForm() {
        assertEquals(new Marker(Marker.Kind.FILE, true, "a/b.rs", null), Marker.read("FILE: ./a/b.rs"));
        assertEquals(new Marker(Marker.Kind.FILE, false, "x", null), Marker.read("file:x"));
        assertEquals(new Marker(Marker.Kind.FIND, true, null, null), Marker.read("FIND:"));
        assertEquals(new Marker(Marker.Kind.FIND, true, null, 42), Marker.read("FIND (near line 42):"));
        assertEquals(new Marker(Marker.Kind.FIND, false, null, 3), Marker.read("find(near   line 3) :"));
        assertEquals(new Marker(Marker.Kind.REPLACE, false, null, null), Marker.read("Replace:"));
        assertEquals(new Marker(Marker.Kind.END, true, null, null), Marker.read("END"));
    }

    @Test
    void nonMarkers() {
        assertNull(Marker.read("end"));
        assertNull(Marker.read("End"));
        assertNull(Marker.read("FILE:"));
        assertNull(Marker.read("FILE: ``"));
        assertNull(Marker.read("FIND (near line 0):"));
        assertNull(Marker.read("FIND"));
        assertNull(Marker.read("REPLACE"));
        assertNull(Marker.read("Find the bug:"));
        assertNull(Marker.read("**FIND:**"));
    }

    @Test
    void upperCaseIsRecorded() {
        assertTrue(Objects.requireNonNull(Marker.read("REPLACE:")).upperCase());
        assertFalse(Objects.requireNonNull(Marker.read("rEPLACE:")).upperCase());
    }

    @Test
    void suspectsMistypedMarkersButNotProse() {
        assertEquals(Marker.Kind.FIND, Marker.suspect("FIND (line 12):"));
        assertEquals(Marker.Kind.FIND, Marker.suspect("FIND"));
        assertEquals(Marker.Kind.FIND, Marker.suspect("find"));
        assertEquals(Marker.Kind.FIND, Marker.suspect("**FIND:**"));
        assertEquals(Marker.Kind.FILE, Marker.suspect("FILE:"));
        assertEquals(Marker.Kind.FILE, Marker.suspect("### FILE: src/a.rs"));
        assertEquals(Marker.Kind.FILE, Marker.suspect("FILE src/a.rs"));
        assertEquals(Marker.Kind.REPLACE, Marker.suspect("REPLACE"));
        assertEquals(Marker.Kind.REPLACE, Marker.suspect("Replace (all):"));
        assertNull(Marker.suspect("Find the bug below:"));
        assertNull(Marker.suspect("Replace the loop with a stream."));
        assertNull(Marker.suspect("FILES CHANGED: 2"));
        assertNull(Marker.suspect("**END**"));
        assertNull(Marker.suspect("END OF ANSWER"));
        assertNull(Marker.suspect("```"));
    }
}
