package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Command;
import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.RegisterStore;
import dev.edl.files.FileStamp;
import dev.edl.files.TextFile;
import dev.edl.files.TextFormat;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SearchReadAheadTest {
    /** A text of two blocks (over 512 Ki characters each) of distinct lines, {@code lines} of them. */
    private static String twoBlocks(int lines) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            text.append(String.format("    int value%06d = compute(%06d, other);%n", i, i)
                    .replace(System.lineSeparator(), "\n"));
        }
        return text.toString();
    }

    private static String line(int i) {
        return String.format("    int value%06d = compute(%06d, other);", i, i);
    }

    @Test
    void aWindowHoldsTheNextSelectsOfOneLineWithTheLineTheReplaceAfterEachWrites() {
        List<Command> script = Edl.parse("""
                file a.txt
                select <<END
                one
                END
                replace <<END
                uno
                END
                select <<END
                two
                three
                END
                select /regex/
                select <<END
                four
                END
                delete
                select <<END
                five
                END
                select <<END

                after an empty line
                END
                file b.txt
                select <<END
                six
                END
                """);
        SearchReadAhead ahead = new SearchReadAhead();
        // selects of several lines (one starting with an empty line), a regex and a command that is
        // not a select are passed over;
        // the window ends at the next file command
        assertEquals(3, ahead.collect(script, 1));
        assertEquals("one", ahead.line(0));
        assertEquals("uno", ahead.written(0));
        assertEquals("four", ahead.line(1));
        assertNull(ahead.written(1), "a delete follows: no line written is known");
        assertEquals("five", ahead.line(2));
        assertNull(ahead.written(2));
        // the commands looked at are not looked at again; a command that is not a select reads nothing
        assertEquals(0, ahead.before(script, 2, null));
        assertEquals(0, ahead.before(script, 10, null));
    }

    @Test
    void aWindowHoldsAtMostSixteenSelectsAndTheNextStartsAfterIt() {
        StringBuilder source = new StringBuilder("file a.txt\n");
        for (int i = 0; i < 20; i++) {
            source.append("select <<END\nline ").append(i).append("\nEND\n");
        }
        List<Command> script = Edl.parse(source.toString());
        SearchReadAhead ahead = new SearchReadAhead();
        assertEquals(SearchReadAhead.WINDOW, ahead.collect(script, 1));
        assertEquals("line 15", ahead.line(15));
        assertEquals(4, ahead.collect(script, 17));
        assertEquals("line 16", ahead.line(0));
    }

    @Test
    void aDocumentOfManyBlocksReadsAheadForItsLinesOnceManyWholeLineSearchesAreAnnounced() {
        String text = twoBlocks(30_000);
        String[] lines = {line(5), line(29_000)};
        String[] written = {"new", null};
        TextFile file =
                new TextFile("f", Path.of("/f"), text, TextFormat.DEFAULT, new FileStamp(0, new byte[0]), List.of());
        // a thousand whole-line searches on 30,000 lines in two blocks: the filter of lines pays
        assertEquals(2, new Document(file, 1000).readAhead(lines, written, 2));
        // a few searches: the blocks are asked without a filter, and nothing is read ahead
        assertEquals(0, new Document(file, 1).readAhead(lines, written, 2));
    }

    @Test
    void beforeASelectPastTheLastWindowTheDocumentReadsAheadForTheNext() {
        StringBuilder source = new StringBuilder("file f\n");
        for (int i = 0; i < 20; i++) {
            source.append("select <<END\n").append(line(i * 1000)).append("\nEND\n");
            source.append("replace <<END\nx").append(i).append("\nEND\n");
        }
        source.append("select <<END\n").append(line(29_999)).append("\nEND\n");
        List<Command> script = Edl.parse(source.toString());
        TextFile file = new TextFile(
                "f", Path.of("/f"), twoBlocks(30_000), TextFormat.DEFAULT, new FileStamp(0, new byte[0]), List.of());
        Document document = new Document(file, 1000);
        FileRun run = new FileRun(document, Selections.wholeFile(document));
        SearchReadAhead ahead = new SearchReadAhead();
        assertEquals(0, ahead.before(script, 0, run), "a file command reads nothing ahead");
        assertEquals(SearchReadAhead.WINDOW, ahead.before(script, 1, run));
        assertEquals(0, ahead.before(script, 3, run), "inside the window read");
        assertEquals(0, ahead.before(script, 32, run), "a replace reads nothing ahead");
        // the next window starts at the select after the last one read, and ends with the script
        assertEquals(5, ahead.before(script, 33, run));
        assertEquals(line(29_999), ahead.line(4));
        assertNull(ahead.written(4), "the script's last command: no replace after it");
        assertEquals(0, ahead.before(script, 33, run));
        // a window that ends just before a select: that select starts the next one
        StringBuilder selects = new StringBuilder("file f\n");
        for (int i = 0; i < 20; i++) {
            selects.append("select <<END\n").append(line(i * 1000)).append("\nEND\n");
        }
        List<Command> onlySelects = Edl.parse(selects.toString());
        SearchReadAhead next = new SearchReadAhead();
        assertEquals(SearchReadAhead.WINDOW, next.before(onlySelects, 1, run));
        assertEquals(4, next.before(onlySelects, 1 + SearchReadAhead.WINDOW, run));
    }

    @Test
    void aScriptOfManySelectsOnALargeFileEditsItAsWithoutReadingAhead() {
        int count = 30_000;
        String text = twoBlocks(count);
        StringBuilder script = new StringBuilder("file big.java\n");
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < count; i++) {
            boolean edited = i % 25 == 3;
            if (edited) {
                script.append("select <<END\n").append(line(i)).append("\nEND\n");
                script.append("replace <<END\n    int renamed").append(i).append(" = 0;\nEND\n");
            }
            expected.append(edited ? "    int renamed" + i + " = 0;" : line(i)).append('\n');
        }
        EdlResult result = Edl.builder()
                .registers(RegisterStore.inMemory())
                .build()
                .runInMemory(script.toString(), Map.of("big.java", text));
        assertTrue(result.isSuccess(), result::formatted);
        assertEquals(expected.toString(), result.files().get(0).after());
    }
}
