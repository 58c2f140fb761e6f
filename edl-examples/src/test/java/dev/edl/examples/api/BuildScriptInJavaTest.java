package dev.edl.examples.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BuildScriptInJavaTest {
    @TempDir
    Path workspace;

    @Test
    void textsThatLookLikeEdlSyntaxAreWrittenExactly() throws Exception {
        Files.writeString(workspace.resolve("dir with space.txt"), "a\nEND\nb\n");
        BuildScriptInJava.Built built =
                BuildScriptInJava.run(workspace, "dir with space.txt", "END", "EOF \"x\" `y`", "END");

        assertTrue(built.result().isSuccess(), built.result()::formatted);
        assertEquals("a\nEND\nEOF \"x\" `y`\nb\n", Files.readString(workspace.resolve("dir with space.txt")));
        assertTrue(built.script().text().startsWith("file `dir with space.txt`\n"), built.script()::text);
        assertEquals(4, built.script().commands().size());
    }
}
