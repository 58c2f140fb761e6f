package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditPromptTest {
    @TempDir
    Path root;

    @Test
    void assembleShowsRulesTargetsWithGutterContextAndInstructions() {
        StringBuilder big = new StringBuilder();
        for (int i = 1; i <= 120; i++) {
            big.append(i == 7 ? "" : "line " + i).append('\n');
        }
        String prompt = EditPrompt.assemble(
                "System prompt.",
                List.of(new PromptFile("src/a.rs", big.toString()), new PromptFile("b.txt", "x\r\ny")),
                List.of(new PromptFile("docs/api.md", "# API\nread me")),
                "Rename things.");
        assertTrue(prompt.startsWith("System prompt.\n\n## Edit format\n"), prompt);
        assertTrue(prompt.contains("FILE: <path of a target file, as shown below>\nFIND:\n"));
        assertTrue(prompt.contains("=== src/a.rs (target file, 120 lines;"));
        assertTrue(prompt.contains("\n  1 | line 1\n"));
        assertTrue(prompt.contains("\n  7 |\n"));
        assertTrue(prompt.contains("\n120 | line 120\n=== end of src/a.rs ===\n"));
        assertTrue(prompt.contains("=== b.txt (target file, 2 lines;"));
        assertTrue(prompt.contains("\n1 | x\n2 | y\n=== end of b.txt ===\n"));
        assertTrue(prompt.contains(
                "## Context files (read-only: do not edit)\n\n=== docs/api.md (context file, read-only) ===\n"
                        + "# API\nread me\n=== end of docs/api.md ===\n"));
        assertTrue(prompt.endsWith("## Instructions\n\nRename things.\n"));
        assertTrue(prompt.indexOf("## Target files") < prompt.indexOf("## Context files"));
    }

    @Test
    void assembleWithoutSystemPromptOrContext() {
        String prompt = EditPrompt.assemble("", List.of(new PromptFile("a", "")), List.of(), "Do it.");
        assertTrue(prompt.startsWith("## Edit format\n"));
        assertTrue(prompt.contains("=== a (target file, 0 lines;"));
        assertFalse(prompt.contains("## Context files"));
        assertThrows(IllegalArgumentException.class, () -> EditPrompt.assemble("", List.of(), List.of(), "x"));
    }

    @Test
    void aGutterCopiedFromThePromptIsStrippedWhenParsing() throws EditFailedException {
        String content = "a\nb\nc\n";
        String prompt = EditPrompt.assemble("", List.of(new PromptFile("f", content)), List.of(), "x");
        String copied = prompt.substring(prompt.indexOf("2 | b"), prompt.indexOf("=== end of f"));
        ParsedEdits parsed = EditBlocks.parse("FILE: f\nFIND:\n" + copied + "REPLACE:\nB\nC\nEND\n");
        assertEquals(2, parsed.edits().get(0).lineHint());
        assertEquals("a\nB\nC\n", EditBlocks.apply(content, parsed.edits()));
    }

    @Test
    void retryFeedbackNamesAppliedAndFailedEditsWithTheRealLinesAndAsksForEverythingAgain() throws Exception {
        Files.writeString(
                root.resolve("a.py"),
                "def total(xs):\n    result = sum(xs)\n    return result\n",
                StandardCharsets.UTF_8);
        EditSession session = EditSession.open(root, List.of("a.py"));
        EditAttempt attempt = session.apply("FILE: a.py\nFIND:\ndef total(xs):\nREPLACE:\ndef total(xs: list):\nEND\n"
                + "FIND:\n    result = sum(x)\nREPLACE:\n    result = sum(xs, 0)\nEND\n"
                + "FIND:\nREPLACE:\nx\nEND\n");
        String feedback = EditPrompt.retryFeedback(attempt);
        assertTrue(feedback.contains("none of them was kept"), feedback);
        assertTrue(
                feedback.contains("These edits applied (include them again unchanged):\n"
                        + "- edit 1 (a.py, FIND at response line 2): applied at line 1 (exact)\n"),
                feedback);
        assertTrue(
                feedback.contains("These edits failed:\n- edit 2 (a.py, FIND at response line 7): not found"),
                feedback);
        assertTrue(feedback.contains("The file's real line 2 ("), feedback);
        assertTrue(feedback.contains("    2 |     result = sum(xs)\n"), feedback);
        assertTrue(feedback.contains("- line 12: Empty FIND"), feedback);
        assertTrue(feedback.contains("Send the COMPLETE set of edit blocks again"), feedback);
        assertTrue(
                feedback.contains("regenerate them from the files as they are now (this call changed nothing)"),
                feedback);
    }

    @Test
    void retryFeedbackForAnAnswerWithoutBlocksAndForASuccess() throws Exception {
        Files.writeString(root.resolve("a.txt"), "x\n", StandardCharsets.UTF_8);
        EditSession session = EditSession.open(root, List.of("a.txt"));
        String none = EditPrompt.retryFeedback(session.apply("I think the file is fine."));
        assertTrue(none.contains("No edit blocks were found in your answer."), none);
        assertTrue(none.contains("Send the COMPLETE set of edit blocks again"), none);
        String ok = EditPrompt.retryFeedback(session.apply("FILE: a.txt\nFIND:\nx\nREPLACE:\ny\nEND\n"));
        assertEquals("All 1 edits applied; nothing to correct.\n", ok);
    }

    @Test
    void retryFeedbackListsAtMostThirtyAppliedEdits() throws Exception {
        StringBuilder file = new StringBuilder();
        StringBuilder response = new StringBuilder("FILE: big.txt\n");
        for (int i = 1; i <= 35; i++) {
            file.append("line ").append(i).append(";\n");
            response.append("FIND:\nline ")
                    .append(i)
                    .append(";\nREPLACE:\nLINE ")
                    .append(i)
                    .append(";\nEND\n");
        }
        response.append("FIND:\nnowhere\nREPLACE:\nx\nEND\n");
        Files.writeString(root.resolve("big.txt"), file.toString(), StandardCharsets.UTF_8);
        EditSession session = EditSession.open(root, List.of("big.txt"));
        String feedback = EditPrompt.retryFeedback(session.apply(response.toString()));
        assertTrue(
                feedback.contains(
                        "- edit 30 (big.txt, FIND at response line 147): applied at line 30 (exact)\n- … and 5 more\n"),
                feedback);
        assertFalse(feedback.contains("edit 31 (big.txt"), feedback);
        assertTrue(feedback.contains("- edit 36 (big.txt, FIND at response line 177): not found"), feedback);
    }
}
