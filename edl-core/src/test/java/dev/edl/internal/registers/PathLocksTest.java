package dev.edl.internal.registers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PathLocksTest {
    @TempDir
    Path dir;

    @Test
    void canonicalFormOfAMissingPathKeepsItsMissingPart() throws IOException {
        Path canonical = PathLocks.canonical(dir.resolve("x/./y/../z/r.json"));
        assertEquals(dir.toRealPath().resolve("x/z/r.json"), canonical);
        assertTrue(canonical.isAbsolute());
    }

    @Test
    void canonicalFormResolvesSymbolicLinksOfExistingAncestors() throws IOException {
        Path real = Files.createDirectories(dir.resolve("real"));
        Path link = Files.createSymbolicLink(dir.resolve("link"), real);
        assertEquals(real.toRealPath().resolve("sub/r.json"), PathLocks.canonical(link.resolve("sub/r.json")));
    }

    @Test
    void onePathOneLock() throws IOException {
        Path a = PathLocks.canonical(dir.resolve("r.json"));
        Path b = PathLocks.canonical(dir.resolve("other/../r.json"));
        assertSame(PathLocks.forPath(a), PathLocks.forPath(b));
        assertNotSame(PathLocks.forPath(a), PathLocks.forPath(PathLocks.canonical(dir.resolve("s.json"))));
    }
}
