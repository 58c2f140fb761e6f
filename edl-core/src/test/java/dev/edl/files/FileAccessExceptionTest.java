package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class FileAccessExceptionTest {
    @Test
    void messageAndCauseAreKept() {
        assertEquals("File not found: a", new FileAccessException("File not found: a").getMessage());
        IOException cause = new IOException("disk");
        FileAccessException e = new FileAccessException("Cannot read file: a (disk)", cause);
        assertEquals("Cannot read file: a (disk)", e.getMessage());
        assertSame(cause, e.getCause());
    }
}
