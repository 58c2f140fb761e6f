package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a run read of a file: {@link FileResult#selected()}, in lines and columns of the text before the run. */
class FileResultTest {
    private static FileResult run(String script, String text) {
        EdlResult result = Edl.builder().build().runInMemory("file f.txt\n" + script, Map.of("f.txt", text));
        assertTrue(result.isSuccess(), result::formatted);
        return result.files().get(0);
    }

    private static String ranges(FileResult file) {
        StringBuilder out = new StringBuilder();
        for (SelectedRange range : file.selected()) {
            out.append(range.startLine())
                    .append(':')
                    .append(range.startColumn())
                    .append('-')
                    .append(range.endLine())
                    .append(':')
                    .append(range.endColumn())
                    .append(' ')
                    .append(range.text().replace("\n", "⏎"))
                    .append('\n');
        }
        return out.toString();
    }

    @Test
    void theFileIsAFileEditAndTheShortcutsReadIt() {
        FileResult file = run("select /b/\nreplace \"B\"\n", "a\nb\n");
        FileEdit edit = file.edit();
        assertEquals(FileEdit.of("f.txt", "a\nb\n", "a\nB\n"), edit);
        assertEquals(edit.path(), file.path());
        assertEquals(edit.before(), file.before());
        assertEquals(edit.after(), file.after());
        assertEquals("--- a/f.txt\n+++ b/f.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+B\n", file.diff());
        assertEquals(edit.diff(), file.diff());
        assertTrue(file.changed());
    }

    @Test
    void aSelectionIsInTheLinesOfTheTextBeforeTheRun() {
        assertEquals("2:0-2:1 b\n", ranges(run("select /b/\nreplace \"B\"\n", "a\nb\nc\n")));
    }

    @Test
    void aSelectionAfterInsertedLinesMapsBackOverThem() {
        FileResult file = run("select /a\\n/\nreplace \"a\\nX\\nY\\n\"\nselect /c/\ndelete\n", "a\nb\nc\n");
        assertEquals("a\nX\nY\nb\n\n", file.after());
        assertEquals("1:0-2:0 a⏎\n3:0-3:1 c\n", ranges(file));
    }

    @Test
    void aSelectionInsideTextTheRunInsertedMapsToTheRegionItReplaced() {
        FileResult file = run("select /b/\nreplace \"QQQ\"\nselect /QQ/\nreplace \"R\"\n", "a\nb\nc\n");
        assertEquals("a\nRQ\nc\n", file.after());
        assertEquals("2:0-2:1 b\n2:0-2:1 b\n", ranges(file));
    }

    @Test
    void theWholeFileSelectionAFileCommandStartsWithIsNotARead() {
        FileResult file = run("insert_after \"d\\n\"\n", "a\nb\nc\n");
        assertEquals("a\nb\nc\nd\n", file.after());
        assertEquals(List.of(), file.selected());
    }

    @Test
    void aLineNumberSelectionAndAnExtensionAreReadsToo() {
        FileResult file = run("select 2\nextend_forward /d/\nreplace \"x\"\n", "a\nb\nc\nd\ne\n");
        assertEquals("a\nx\ne\n", file.after());
        assertEquals("2:0-2:1 b\n2:0-4:1 b⏎c⏎d\n", ranges(file));
    }
}
