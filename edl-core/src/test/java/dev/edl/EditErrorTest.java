package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class EditErrorTest {

    @Test
    void factoriesFillTheComponents() {
        EditError general = EditError.of(EditError.Kind.REGISTERS, "Register store failed");
        assertNull(general.path());
        assertNull(general.position());
        assertEquals("Register store failed", general.toString());

        EditError file = EditError.inFile(EditError.Kind.STALE, "src/App.java", "File changed on disk: src/App.java");
        assertEquals(EditError.Kind.STALE, file.kind());
        assertEquals("src/App.java", file.path());
    }

    @Test
    void anEmptyMessageIsAProgrammingError() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> EditError.of(EditError.Kind.EDIT, ""));
        assertEquals("message must not be empty", e.getMessage());
    }
}
