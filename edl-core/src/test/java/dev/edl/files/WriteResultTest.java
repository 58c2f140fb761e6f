package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class WriteResultTest {
    @Test
    void errorMessageIsOptional() {
        assertEquals(Optional.empty(), new WriteResult("a", true, null, false).errorMessage());
        assertEquals(Optional.of("boom"), new WriteResult("a", false, "boom", false).errorMessage());
    }
}
