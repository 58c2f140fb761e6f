package dev.edl.examples.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import dev.edl.batch.SessionCommit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditBlocksWithRetryTest {
    @TempDir
    Path root;

    @Test
    void aFailedEditIsRetriedFromTheOriginalAndCommitted() throws Exception {
        Path file = root.resolve("src/main.rs");
        Files.createDirectories(file.getParent());
        Files.writeString(file, EditBlocksWithRetry.MAIN_RS);
        List<String> prompts = new ArrayList<>();
        List<String> answers = List.of(
                EditBlocksWithRetry.answer("println!(\"{}\", totl);"),
                EditBlocksWithRetry.answer("println!(\"{}\", total);"));
        SessionCommit commit = EditBlocksWithRetry.run(root, prompt -> {
            prompts.add(prompt);
            return answers.get(prompts.size() - 1);
        });
        assertTrue(commit.isSuccess(), commit.message());
        assertEquals(2, prompts.size());
        assertTrue(prompts.get(1).contains("These edits failed:"), prompts.get(1));
        assertTrue(prompts.get(1).contains("3 |     println!(\"{}\", total);"), prompts.get(1));
        assertEquals(
                EditBlocksWithRetry.MAIN_RS.replace(
                        "    println!(\"{}\", total);\n",
                        "    println!(\"{}\", total);\n    println!(\"{}\", total);\n"),
                Files.readString(file));
        assertTrue(commit.diff().contains("+    println!(\"{}\", total);"), commit.diff());
    }

    @Test
    void withoutACleanAttemptTheCommitIsAValueAndNothingIsWritten() throws Exception {
        Path file = root.resolve("src/main.rs");
        Files.createDirectories(file.getParent());
        Files.writeString(file, EditBlocksWithRetry.MAIN_RS);
        SessionCommit commit = EditBlocksWithRetry.run(root, prompt -> EditBlocksWithRetry.answer("nope();"));
        assertFalse(commit.isSuccess());
        assertEquals(EditError.Kind.EDIT, commit.error().orElseThrow().kind());
        assertEquals(EditBlocksWithRetry.MAIN_RS, Files.readString(file));
    }
}
