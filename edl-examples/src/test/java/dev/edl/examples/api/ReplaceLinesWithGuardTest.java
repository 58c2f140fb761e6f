package dev.edl.examples.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import dev.edl.batch.LineReplaceResult;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplaceLinesWithGuardTest {
    @TempDir
    Path root;

    @Test
    void aStaleViewWritesNothingAndAFreshOneApplies() throws Exception {
        Path file = root.resolve("notes.txt");
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 30; i++) {
            text.append("note ").append(i).append('\n');
        }
        Files.writeString(file, text);
        String seen = ReplaceLinesWithGuard.view(file, 10, 20);
        Files.writeString(file, "inserted\n" + text);
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());

        LineReplaceResult stale = ReplaceLinesWithGuard.run(root, seen, quiet);
        assertFalse(stale.isSuccess());
        assertEquals(EditError.Kind.INVALID_INPUT, stale.error().orElseThrow().kind());
        assertEquals("inserted\n" + text, Files.readString(file));

        LineReplaceResult fresh = ReplaceLinesWithGuard.run(root, ReplaceLinesWithGuard.view(file, 10, 20), quiet);
        assertTrue(fresh.isSuccess(), fresh.message());
        assertEquals("Replaced lines 10-20", fresh.message());
        List<String> lines = Files.readAllLines(file);
        assertEquals(31 - 11 + 1, lines.size());
        assertEquals("lines 10-20 folded into one", lines.get(9));
        assertEquals("note 20", lines.get(10));
    }
}
