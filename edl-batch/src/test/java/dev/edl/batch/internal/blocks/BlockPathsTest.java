package dev.edl.batch.internal.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BlockPathsTest {
    @Test
    void cleansWrappersAndNormalises() {
        assertEquals("src/main.rs", BlockPaths.clean("  `src/main.rs`  "));
        assertEquals("src/main.rs", BlockPaths.clean("**src/main.rs**"));
        assertEquals("src/main.rs", BlockPaths.clean("\"./src/main.rs\""));
        assertEquals("src/main.rs", BlockPaths.clean("'././src//main.rs'"));
        assertEquals("src/main.rs", BlockPaths.clean("src/lib/../main.rs"));
        assertEquals("src/main.rs", BlockPaths.clean("src\\main.rs"));
        assertEquals("../up.txt", BlockPaths.clean("../up.txt"));
        assertEquals("/abs/x", BlockPaths.clean("/abs/./x"));
        assertEquals("/x", BlockPaths.clean("/../x"));
        assertEquals("", BlockPaths.clean(" `` "));
    }
}
