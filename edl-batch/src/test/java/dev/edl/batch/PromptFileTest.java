package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PromptFileTest {
    @Test
    void holdsPathAndContent() {
        PromptFile file = new PromptFile("a.txt", "x\n");
        assertEquals("a.txt", file.path());
        assertEquals("x\n", file.content());
    }
}
