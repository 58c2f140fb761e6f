package dev.edl.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.batch.BatchResult;
import dev.edl.batch.EditStatus;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownBatchExampleTest {
    @TempDir
    Path root;

    @Test
    void formatsEveryEntryButTheStaleOneInOneWrite() throws Exception {
        Path file = root.resolve("compendium.md");
        MarkdownBatchExample.writeCompendium(file);
        assertTrue(Files.readAllLines(file).size() > 5_000);

        BatchResult result = MarkdownBatchExample.format(root, "compendium.md");

        assertEquals(MarkdownBatchExample.ENTRIES, result.totalEdits());
        assertEquals(MarkdownBatchExample.ENTRIES - 1, result.applied());
        assertEquals(1, result.failed());
        assertEquals(EditStatus.FAILED, result.edits().get(199).status());
        assertTrue(result.file().written());
        assertFalse(result.isSuccess());
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains("## " + MarkdownBatchExample.name(1) + "\n\n- Level: 2\n"), text.substring(0, 200));
        assertTrue(text.contains("**" + MarkdownBatchExample.name(200) + "**\n"), "the stale entry is untouched");
    }
}
