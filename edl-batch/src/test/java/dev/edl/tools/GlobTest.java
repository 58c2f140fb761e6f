package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GlobTest {
    @Test
    void aGlobWithoutASlashMatchesNamesAtAnyDepth() {
        Glob java = Glob.of("*.java");
        assertTrue(java.matches("A.java"));
        assertTrue(java.matches("src/main/A.java"));
        assertFalse(java.matches("src/A.java.txt"));
        assertFalse(java.matches("src/Ajava"));
    }

    @Test
    void aGlobWithASlashMatchesFromTheStart() {
        Glob glob = Glob.of("src/**/*.ts");
        assertTrue(glob.matches("src/a.ts"));
        assertTrue(glob.matches("src/x/y/a.ts"));
        assertFalse(glob.matches("lib/src/a.ts"));
        assertTrue(Glob.of("/docs/*.md").matches("docs/a.md"));
        assertFalse(Glob.of("docs/*.md").matches("docs/sub/a.md"));
        assertTrue(Glob.of("**/*.md").matches("a.md"));
        assertTrue(Glob.of("docs/**").matches("docs/sub/a.md"));
    }

    @Test
    void classesAlternativesAndEscapes() {
        assertTrue(Glob.of("*.{java,kt}").matches("x/A.kt"));
        assertFalse(Glob.of("*.{java,kt}").matches("x/A.scala"));
        assertTrue(Glob.of("file[0-9].txt").matches("file7.txt"));
        assertFalse(Glob.of("file[!0-9].txt").matches("file7.txt"));
        assertTrue(Glob.of("file[!0-9].txt").matches("fileA.txt"));
        assertTrue(Glob.of("a?c").matches("abc"));
        assertFalse(Glob.of("a?c").matches("a/c"));
        assertTrue(Glob.of("\\*.txt").matches("*.txt"));
        assertFalse(Glob.of("\\*.txt").matches("a.txt"));
        assertTrue(Glob.of("a+b(1).txt").matches("a+b(1).txt"), "regex characters are literal");
        assertEquals("*.{java,kt}", Glob.of("*.{java,kt}").toString());
    }

    @Test
    void unusableGlobsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Glob.of(""));
        assertThrows(IllegalArgumentException.class, () -> Glob.of("a[bc"));
        assertThrows(IllegalArgumentException.class, () -> Glob.of("{a,b"));
        assertThrows(IllegalArgumentException.class, () -> Glob.of("a\\"));
    }
}
