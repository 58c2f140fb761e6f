package dev.edl.examples.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import dev.edl.batch.BatchResult;
import dev.edl.batch.EditOutcome;
import dev.edl.batch.EditStatus;
import dev.edl.batch.MatchKind;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BatchWithOutcomesTest {
    @TempDir
    Path root;

    @Test
    void reportsEveryEditAndWritesTheOnesThatApplied() throws Exception {
        Files.writeString(root.resolve("spells.md"), BatchWithOutcomes.SPELLS);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        BatchResult result = BatchWithOutcomes.run(root, new PrintStream(printed, true, StandardCharsets.UTF_8));
        assertEquals(
                List.of(EditStatus.APPLIED, EditStatus.APPLIED, EditStatus.FAILED),
                result.edits().stream().map(EditOutcome::status).toList());
        assertEquals(MatchKind.WHITESPACE, result.edits().get(1).matchKind());
        assertEquals(EditError.Kind.EDIT, result.error().orElseThrow().kind());
        assertTrue(result.file().written());
        assertEquals(
                "# Spells\n\nFireball: 8d6 fire damage\n    Levitate: rise 20 feet\n",
                Files.readString(root.resolve("spells.md")));
        String output = printed.toString(StandardCharsets.UTF_8);
        assertTrue(output.startsWith("1 Fireball: APPLIED applied at line 3 (exact)\n"), output);
        assertTrue(output.contains("3 Fly: FAILED not found"), output);
    }
}
