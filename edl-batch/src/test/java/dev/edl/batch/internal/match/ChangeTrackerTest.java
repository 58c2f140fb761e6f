package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.internal.text.Lines;
import dev.edl.internal.text.MatchText;
import dev.edl.text.UnifiedDiff;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChangeTrackerTest {
    private static final String[] SHARED = {"a\n", "b\n", "\n", "c\n"};
    private static final String[] WORDS = {"alpha", "beta", "", "gamma\n", "x\ny", "\n", "delta\n\n"};

    @Test
    void separateEditsGiveTheSameDiffAsAWholeFileDiff() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 40; i++) {
            text.append("line ").append(i).append('\n');
        }
        String original = text.toString();
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        for (String[] edit : new String[][] {{"line 5\n", "five\n"}, {"line 30\n", "thirty\nand more\n"}}) {
            tracker.apply(matcher, (Located) matcher.locate(edit[0], edit[1], MatchOptions.DEFAULTS));
        }
        String edited = matcher.text().toString();
        assertEquals(UnifiedDiff.of("f", original, edited), tracker.diff("f", matcher.text()));
    }

    @Test
    void aRegionThatKeepsSomeOfItsLinesDiffsTheSameWhetherTheOriginalsHashesWereKnownOrNot() {
        String original = "a\nb\nc\nd\n";
        for (boolean hashedFirst : new boolean[] {false, true}) {
            TextMatcher matcher = TextMatcher.of(original);
            if (hashedFirst) {
                // as an index that reads every line's hash does before the first edit
                matcher.text().lineHashes();
            }
            ChangeTracker tracker = new ChangeTracker(original);
            tracker.apply(matcher, (Located) matcher.locate("b\nc\n", "c\nb\n", MatchOptions.DEFAULTS));
            assertEquals(
                    UnifiedDiff.of("f", original, "a\nc\nb\nd\n"),
                    tracker.diff("f", matcher.text()),
                    "hashed first: " + hashedFirst);
        }
    }

    @Test
    void snippetShowsTheEditedRegion() {
        TextMatcher matcher = TextMatcher.of("a\nb c\nd\n");
        String snippet = new ChangeTracker("a\nb c\nd\n")
                .apply(matcher, (Located) matcher.locate("c", "C\nE", MatchOptions.DEFAULTS));
        assertEquals("@@ line 2 @@\n-b c\n+b C\n+E\n", snippet);
    }

    @Test
    void snippetLinesAreCutAt200CharactersAndALastLineNeedsNoBreak() {
        String original = "a\n" + "b".repeat(250) + "\nc";
        TextMatcher matcher = TextMatcher.of(original);
        String snippet = new ChangeTracker(original).apply(matcher, (Located)
                matcher.locate("b".repeat(250) + "\nc", "d\ne", MatchOptions.DEFAULTS));
        assertEquals("@@ line 2 @@\n-" + "b".repeat(200) + "…\n-c\n+d\n+e\n", snippet);
    }

    @Test
    void aDeletedLineShowsWithTheLineItJoins() {
        String original = "a\nb\nc\n";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        String snippet = tracker.apply(matcher, (Located) matcher.locate("b\n", "", MatchOptions.DEFAULTS));
        // the line after a removed line break is part of the region (it is where the text joins)
        assertEquals("@@ line 2 @@\n-b\n-c\n+c\n", snippet);
        assertEquals(UnifiedDiff.of("f", original, "a\nc\n"), tracker.diff("f", matcher.text()));
    }

    @Test
    void textsWithCharactersAboveLatin1GiveTheSameDiffAndSnippets() {
        String original = "a\u2019s\nb\nm\nc\u00e9\n";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        String snippet = tracker.apply(matcher, (Located) matcher.locate("b\n", "\u0416\n", MatchOptions.DEFAULTS));
        assertEquals("@@ line 2 @@\n-b\n+\u0416\n", snippet);
        tracker.apply(matcher, (Located) matcher.locate("c\u00e9", "C", MatchOptions.DEFAULTS));
        assertEquals(UnifiedDiff.of("f", original, "a\u2019s\n\u0416\nm\nC\n"), tracker.diff("f", matcher.text()));
    }

    @Test
    void longLinesAppendedToTwoByteBuildersGiveTheSameDiffAndSnippets() {
        // once a snippet held a wide character, the tracker's builders are two bytes per character
        // and take runs of 64 characters and more as they are, Latin-1 runs included
        String wide = "\u2019".repeat(70) + "y".repeat(30);
        String plain = "b".repeat(100);
        String original = "a\n" + wide + "\nm\n" + plain + "\n";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        String edited = wide.replace('y', 'z');
        tracker.apply(matcher, (Located) matcher.locate(wide, edited, MatchOptions.DEFAULTS));
        String snippet =
                tracker.apply(matcher, (Located) matcher.locate(plain, "c".repeat(100), MatchOptions.DEFAULTS));
        assertEquals("@@ line 4 @@\n-" + plain + "\n+" + "c".repeat(100) + "\n", snippet);
        assertEquals(
                UnifiedDiff.of("f", original, "a\n" + edited + "\nm\n" + "c".repeat(100) + "\n"),
                tracker.diff("f", matcher.text()));
    }

    @Test
    void aTrackerStartedAfterEarlierEditsDiffsFromTheTextItStartedWith() {
        // the text's own line data is then not the original's: the diff works it out from the text
        TextMatcher matcher = TextMatcher.of("one\ntwo\nthree\n");
        matcher.apply((Located) matcher.locate("two\n", "2\n", MatchOptions.DEFAULTS));
        String original = matcher.text().toString();
        ChangeTracker tracker = new ChangeTracker(original);
        // one edit whose region keeps its first and last lines (only the diff algorithm finds that)
        tracker.apply(matcher, (Located) matcher.locate("one\n2\nthree", "one\nTWO\nthree", MatchOptions.DEFAULTS));
        assertEquals(UnifiedDiff.of("f", original, "one\nTWO\nthree\n"), tracker.diff("f", matcher.text()));
    }

    @Test
    void editsThatCancelOutAcrossRegionsGiveNoDiff() {
        String original = "a\n".repeat(15);
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        MatchText text = matcher.text();
        replaceAt(tracker, matcher, 0, 2, "");
        replaceAt(tracker, matcher, 20, 22, "a\na\n");
        assertEquals(original, text.toString());
        assertEquals("", tracker.diff("f", text));
    }

    /** Replaces {@code [start, end)} of the matcher's text through the tracker (an exact occurrence). */
    private static String replaceAt(
            ChangeTracker tracker, TextMatcher matcher, int start, int end, String replacement) {
        MatchText text = matcher.text();
        return tracker.apply(
                matcher,
                located(new Occurrence(
                        start,
                        end,
                        text.lineOf(start),
                        text.lineOf(end > start ? end - 1 : start),
                        dev.edl.batch.MatchKind.EXACT,
                        1.0,
                        replacement)));
    }

    /** The tracker's diff turns the original into the matcher's text, and is empty only when they are equal. */
    private static void assertDiffPatchesOriginalIntoFinal(
            String original, ChangeTracker tracker, TextMatcher matcher) {
        String edited = matcher.text().toString();
        String diff = tracker.diff("f", matcher.text());
        assertEquals(edited, Patches.apply(original, diff), diff);
        assertEquals(original.equals(edited), diff.isEmpty(), diff);
    }

    private static Located located(Occurrence occurrence) {
        return new Located(dev.edl.batch.MatchKind.EXACT, List.of(occurrence), 1);
    }

    @Test
    void snippetsAreBounded() {
        String original = "x\n" + "y\n".repeat(20);
        TextMatcher matcher = TextMatcher.of(original);
        String snippet = new ChangeTracker(original)
                .apply(matcher, (Located) matcher.locate("y\n".repeat(20), "z\n".repeat(20), MatchOptions.DEFAULTS));
        assertTrue(snippet.contains("-… (12 more lines)"), snippet);
        assertTrue(snippet.contains("+… (12 more lines)"), snippet);
    }

    @Test
    void diffOfAnySequenceOfEditsPatchesOriginalIntoFinal() {
        qt().forAll(
                        lists().of(integers().between(0, WORDS.length - 1)).ofSizeBetween(0, 25),
                        lists().of(integers().between(0, 10_000)).ofSizeBetween(1, 12))
                .checkAssert((words, edits) -> {
                    StringBuilder built = new StringBuilder();
                    for (int word : words) {
                        built.append(WORDS[word]).append(word % 2 == 0 ? "\n" : " ");
                    }
                    String original = built.toString();
                    TextMatcher matcher = TextMatcher.of(original);
                    ChangeTracker tracker = new ChangeTracker(original);
                    for (int edit : edits) {
                        MatchText text = matcher.text();
                        if (text.length() == 0) {
                            break;
                        }
                        int start = edit % text.length();
                        int end = Math.min(text.length(), start + 1 + (edit / 13) % 9);
                        String replacement = WORDS[(edit / 7) % WORDS.length];
                        replaceAt(tracker, matcher, start, end, replacement);
                    }
                    assertDiffPatchesOriginalIntoFinal(original, tracker, matcher);
                });
    }

    /**
     * The diff (and each snippet) written from the lines kept at each edit equals the one read from the texts, for
     * any edits: near each other (their kept lines overlap other edits), merged, at the start and
     * the end of the text, with and without a final line break, and sharing lines.
     */
    @Test
    void diffFromKeptEditLinesEqualsDiffReadFromTheTexts() {
        qt().forAll(
                        lists().of(integers().between(0, SHARED.length + WORDS.length - 1))
                                .ofSizeBetween(0, 40),
                        lists().of(integers().between(0, Integer.MAX_VALUE)).ofSizeBetween(1, 14))
                .checkAssert((parts, edits) -> {
                    StringBuilder built = new StringBuilder();
                    for (int part : parts) {
                        built.append(part < SHARED.length ? SHARED[part] : WORDS[part - SHARED.length] + "\n");
                    }
                    String original = built.toString();
                    TextMatcher keeping = TextMatcher.of(original);
                    TextMatcher reading = TextMatcher.of(original);
                    ChangeTracker kept = new ChangeTracker(original, true);
                    ChangeTracker read = new ChangeTracker(original, false);
                    for (int edit : edits) {
                        MatchText text = keeping.text();
                        if (text.length() == 0) {
                            break;
                        }
                        int[] range = editRange(text, edit);
                        String replacement = (edit / 11) % 3 == 0
                                ? SHARED[(edit / 5) % SHARED.length]
                                : WORDS[(edit / 7) % WORDS.length];
                        assertEquals(
                                replaceAt(read, reading, range[0], range[1], replacement),
                                replaceAt(kept, keeping, range[0], range[1], replacement));
                    }
                    assertEquals(read.diff("f", reading.text()), kept.diff("f", keeping.text()));
                    assertDiffPatchesOriginalIntoFinal(original, kept, keeping);
                });
    }

    /** A tracker keeps the edits' lines on a text too large for the caches, and its diff is the same. */
    @Test
    void aLargeTextsTrackerKeepsEditLinesAndDiffsTheSame() {
        String line = "int x = 0;\n";
        String original = line.repeat(ChangeTracker.KEEP_EDIT_LINES_FROM / line.length() + 1);
        assertTrue(new ChangeTracker(original).keepsEditLines());
        assertFalse(new ChangeTracker(original.substring(0, ChangeTracker.KEEP_EDIT_LINES_FROM - 1)).keepsEditLines());
        TextMatcher keeping = TextMatcher.of(original);
        TextMatcher reading = TextMatcher.of(original);
        ChangeTracker kept = new ChangeTracker(original);
        ChangeTracker read = new ChangeTracker(original, false);
        int lines = original.length() / line.length();
        for (int at : new int[] {0, 10, 12, lines / 2, lines - 1}) {
            int start = keeping.text().lineStart(at + 1);
            int end = keeping.text().lineStart(at + 2);
            assertEquals(
                    replaceAt(read, reading, start, end, "int y" + at + " = 1;\n"),
                    replaceAt(kept, keeping, start, end, "int y" + at + " = 1;\n"));
        }
        String diff = kept.diff("f", keeping.text());
        assertEquals(read.diff("f", reading.text()), diff);
        // the middle edit's hunk, written from its kept lines: three unchanged lines on each side
        int middle = lines / 2 + 1;
        String unchanged = " int x = 0;\n".repeat(3);
        assertTrue(
                diff.contains("@@ -" + (middle - 3) + ",7 +" + (middle - 3) + ",7 @@\n" + unchanged
                        + "-int x = 0;\n+int y" + (lines / 2) + " = 1;\n" + unchanged + "@@"),
                diff);
    }

    /**
     * A region is written from its edit's kept lines when no other region lies among them: three
     * unchanged lines on each side; at two, both edits' regions are read from the texts.
     */
    @Test
    void aRegionIsWrittenFromKeptLinesOnlyWithNoOtherRegionAmongThem() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 40; i++) {
            text.append("line ").append(i).append('\n');
        }
        String original = text.toString();
        int[] everyOther = new int[20];
        for (int i = 0; i < everyOther.length; i++) {
            everyOther[i] = 1 + 2 * i;
        }
        int[][] cases = {{5, 20, 35}, {10, 14}, {10, 13}, {1, 40}, {2, 39}, everyOther};
        int[] fromKept = {3, 2, 0, 2, 2, 0};
        // per region: three unchanged lines on each side, the removed line and the added one (a hunk
        // of two regions writes the lines between them once; at the text's ends, the lines there are)
        int[] linesFromKept = {3 * 8, 3 + 1 + 3 + 1 + 3 + 2, 0, 5 + 5, 6 + 6, 0};
        for (int c = 0; c < cases.length; c++) {
            TextMatcher keeping = TextMatcher.of(original);
            TextMatcher reading = TextMatcher.of(original);
            ChangeTracker kept = new ChangeTracker(original, true);
            ChangeTracker read = new ChangeTracker(original, false);
            for (int line : cases[c]) {
                String search = "line " + line + "\n";
                String replace = "LINE " + line + "\n";
                read.apply(reading, (Located) reading.locate(search, replace, MatchOptions.DEFAULTS));
                kept.apply(keeping, (Located) keeping.locate(search, replace, MatchOptions.DEFAULTS));
            }
            assertEquals(cases[c].length, kept.keptEdits(), "case " + c);
            assertEquals(read.diff("f", reading.text()), kept.diff("f", keeping.text()), "case " + c);
            assertEquals(fromKept[c], kept.regionsFromKeptLines(), "case " + c);
            assertEquals(linesFromKept[c], kept.linesFromKeptLines(), "case " + c);
        }
    }

    /**
     * A snippet read from kept lines, as a tracker's first (so not yet two-byte) snippet, keeps a
     * line of exactly 200 characters whole and cuts one of 201 after 200.
     */
    @Test
    void keptLinesOf200CharactersStayWholeAndOf201AreCut() {
        for (int length : new int[] {200, 201}) {
            String line = "b".repeat(length);
            String original = "a\n" + line + "\nz\n";
            TextMatcher matcher = TextMatcher.of(original);
            ChangeTracker kept = new ChangeTracker(original, true);
            String snippet =
                    kept.apply(matcher, (Located) matcher.locate(line, "B".repeat(length), MatchOptions.DEFAULTS));
            String shown = length == 200 ? line : "b".repeat(200) + "…";
            String added = length == 200 ? "B".repeat(200) : "B".repeat(200) + "…";
            assertEquals(1, kept.keptEdits(), "length " + length);
            assertEquals("@@ line 2 @@\n-" + shown + "\n+" + added + "\n", snippet, "length " + length);
        }
    }

    /** Snippets read from kept lines are cut and bounded as those read from the text. */
    @Test
    void snippetsFromKeptLinesAreCutAndBoundedAsFromTheText() {
        String nine = "n\n".repeat(9);
        String eight = "e\n".repeat(8);
        String original = "a\n" + "b".repeat(200) + "\n" + "c".repeat(201) + "\n" + nine + "z";
        // in this order: a cut line's '…' makes the later snippets' builders two bytes per character,
        // and those are read from the text
        String[][] edits = {
            {nine, eight},
            {"e\n".repeat(8) + "z", "e\n".repeat(9) + "Z"},
            {"b".repeat(200), "B".repeat(200)},
            {"c".repeat(201), "C".repeat(201)},
        };
        TextMatcher keeping = TextMatcher.of(original);
        TextMatcher reading = TextMatcher.of(original);
        ChangeTracker kept = new ChangeTracker(original, true);
        ChangeTracker read = new ChangeTracker(original, false);
        for (String[] edit : edits) {
            assertEquals(
                    read.apply(reading, (Located) reading.locate(edit[0], edit[1], MatchOptions.DEFAULTS)),
                    kept.apply(keeping, (Located) keeping.locate(edit[0], edit[1], MatchOptions.DEFAULTS)));
        }
        assertEquals(edits.length, kept.keptEdits());
        assertEquals(read.diff("f", reading.text()), kept.diff("f", keeping.text()));
    }

    /**
     * An edit's lines are kept up to {@link EditWindows#MAX_CHARS} characters, the line before it
     * and its new lines counted in.
     */
    @Test
    void editLinesAreKeptUpToTheirLimit() {
        int max = EditWindows.MAX_CHARS;
        // "a" then one long line: the window is "a\n", the line and its line break
        Object[][] cases = {
            {"x".repeat(max - 3), false, "y", 0}, // window 4,096, new line 2: too long
            {"x".repeat(max - 5), false, "y", 1}, // 4,094 + 2: kept
            {"x".repeat(max - 2), false, "y", 0}, // window 4,097: too long
            {"x".repeat(max - 3), true, "", 1}, // window 4,096, the line removed: kept
        };
        for (int c = 0; c < cases.length; c++) {
            String line = (String) cases[c][0];
            String original = "a\n" + line + "\n";
            String search = (boolean) cases[c][1] ? line + "\n" : line;
            String replacement = (String) cases[c][2];
            TextMatcher matcher = TextMatcher.of(original);
            ChangeTracker tracker = new ChangeTracker(original, true);
            tracker.apply(matcher, (Located) matcher.locate(search, replacement, MatchOptions.DEFAULTS));
            String edited = (boolean) cases[c][1] ? "a\n" : "a\n" + replacement + "\n";
            assertEquals(cases[c][3], tracker.keptEdits(), "case " + c);
            assertEquals(UnifiedDiff.of("f", original, edited), tracker.diff("f", matcher.text()), "case " + c);
            assertEquals(cases[c][3], tracker.regionsFromKeptLines(), "case " + c);
        }
    }

    /** An edit whose lines are too long to keep is diffed from the texts, next to edits that are kept. */
    @Test
    void anEditTooLongToKeepIsDiffedFromTheTexts() {
        String longLine = "x".repeat(EditWindows.MAX_CHARS);
        String original = "a\nb\n" + longLine + "\nc\nd\ne\nf\ng\nh\n";
        TextMatcher keeping = TextMatcher.of(original);
        TextMatcher reading = TextMatcher.of(original);
        ChangeTracker kept = new ChangeTracker(original, true);
        ChangeTracker read = new ChangeTracker(original, false);
        for (String[] edit : new String[][] {{"b\n", "B\n"}, {longLine, "y".repeat(300)}, {"g\n", "G\nG2\n"}}) {
            String snippet = read.apply(reading, (Located) reading.locate(edit[0], edit[1], MatchOptions.DEFAULTS));
            assertEquals(
                    snippet, kept.apply(keeping, (Located) keeping.locate(edit[0], edit[1], MatchOptions.DEFAULTS)));
        }
        String edited = "a\nB\n" + "y".repeat(300) + "\nc\nd\ne\nf\nG\nG2\nh\n";
        assertEquals(edited, keeping.text().toString());
        // adjacent edits keep their changes apart, as a tracker that keeps no lines writes them
        assertEquals(read.diff("f", reading.text()), kept.diff("f", keeping.text()));
        assertEquals(edited, Patches.apply(original, kept.diff("f", keeping.text())));
    }

    /**
     * A window that ends the text without a line break, followed in its kept string by new lines
     * that start with an empty line: the window's last line is written without that line break,
     * with the note, as the diff read from the texts writes it.
     */
    @Test
    void aKeptLastLineWithoutALineBreakStopsAtItsEditsEnd() {
        String original = "a\nb\nc";
        TextMatcher keeping = TextMatcher.of(original);
        TextMatcher reading = TextMatcher.of(original);
        ChangeTracker kept = new ChangeTracker(original, true);
        ChangeTracker read = new ChangeTracker(original, false);
        int start = original.indexOf('c');
        assertEquals(
                replaceAt(read, reading, start, start + 1, "\nd"), replaceAt(kept, keeping, start, start + 1, "\nd"));
        assertEquals(1, kept.keptEdits());
        String diff = kept.diff("f", keeping.text());
        assertEquals(read.diff("f", reading.text()), diff);
        assertTrue(diff.contains("-c\n\\ No newline at end of file\n"), diff);
        assertEquals(1, kept.regionsFromKeptLines());
    }

    /**
     * Kept lines fill several of the keeper's chunks, a diff seals the open one between edits, and a
     * wide character turns a chunk's builder to two bytes: each diff still equals the one read from
     * the texts, and every region is written from kept lines.
     */
    @Test
    void keptLinesAcrossChunksAndADiffBetweenEditsDiffTheSame() {
        StringBuilder text = new StringBuilder();
        String filler = "x".repeat(90);
        for (int i = 0; i < 4_000; i++) {
            text.append("line ").append(i).append(' ').append(filler).append('\n');
        }
        String original = text.toString();
        TextMatcher keeping = TextMatcher.of(original);
        TextMatcher reading = TextMatcher.of(original);
        ChangeTracker kept = new ChangeTracker(original, true);
        ChangeTracker read = new ChangeTracker(original, false);
        int edits = 0;
        // every tenth line: a window of seven lines, about 700 characters, so about 400 edits fill
        // four chunks
        for (int i = 5; i < 4_000; i += 10) {
            String search = "line " + i + " ";
            String replace = i == 2_005 ? "line \u0100" + i + " " : "LINE " + i + " ";
            assertEquals(
                    read.apply(reading, (Located) reading.locate(search, replace, MatchOptions.DEFAULTS)),
                    kept.apply(keeping, (Located) keeping.locate(search, replace, MatchOptions.DEFAULTS)));
            edits++;
            if (i == 1_505) {
                assertEquals(read.diff("f", reading.text()), kept.diff("f", keeping.text()));
            }
        }
        assertTrue(edits * 700 > 3 * EditWindows.CHUNK_CHARS, "the kept lines span several chunks");
        assertTrue(kept.keptChunks() >= 3, "sealed: " + kept.keptChunks());
        assertEquals(edits, kept.keptEdits());
        String diff = kept.diff("f", keeping.text());
        assertEquals(read.diff("f", reading.text()), diff);
        assertEquals(edits, kept.regionsFromKeptLines());
        assertEquals(keeping.text().toString(), Patches.apply(original, diff));
    }

    /**
     * A range to edit, chosen by {@code edit}: whole lines, or a part of a line that may take its
     * line break (never empty: a batch edit always replaces something).
     */
    private static int[] editRange(MatchText text, int edit) {
        int line = 1 + edit % text.lineCount();
        int start = text.lineStart(line);
        if (edit / 3 % 2 == 0) {
            return new int[] {start, text.lineStart(Math.min(text.lineCount() + 1, line + 1 + (edit / 17) % 3))};
        }
        int from = Math.min(start + (edit / 19) % 2, text.length() - 1);
        return new int[] {from, Math.min(text.length(), from + 1 + (edit / 13) % 4)};
    }

    /**
     * Whole-line edits from a few distinct lines, so that old and new regions share lines: the diff
     * patches the original into the final text, and after one edit it is as small as a whole-text
     * diff (a region diff is minimal).
     */
    @Test
    void regionsSharingLinesGiveMinimalPatchingDiffs() {
        qt().forAll(
                        lists().of(integers().between(0, SHARED.length - 1)).ofSizeBetween(1, 30),
                        lists().of(integers().between(0, Integer.MAX_VALUE)).ofSizeBetween(1, 8))
                .checkAssert((lines, edits) -> {
                    StringBuilder built = new StringBuilder();
                    for (int line : lines) {
                        built.append(SHARED[line]);
                    }
                    String original = built.toString();
                    TextMatcher matcher = TextMatcher.of(original);
                    ChangeTracker tracker = new ChangeTracker(original);
                    for (int e = 0; e < edits.size(); e++) {
                        MatchText text = matcher.text();
                        if (text.lineCount() == 0) {
                            break;
                        }
                        int edit = edits.get(e);
                        int first = edit % text.lineCount();
                        int start = text.lineStart(first + 1);
                        int end = text.lineStart(first + 2 + (edit / 31) % 4);
                        StringBuilder replacement = new StringBuilder();
                        for (int seed = edit / 127, n = seed % 6; n > 0; n--, seed /= 5) {
                            replacement.append(SHARED[seed % SHARED.length]);
                        }
                        if (edit % 7 == 0 && replacement.length() > 0) {
                            replacement.setLength(replacement.length() - 1);
                        }
                        replaceAt(tracker, matcher, start, end, replacement.toString());
                        if (e == 0) {
                            String edited = matcher.text().toString();
                            String diff = tracker.diff("f", matcher.text());
                            assertEquals(changedLines(UnifiedDiff.of("f", original, edited)), changedLines(diff), diff);
                        }
                    }
                    assertDiffPatchesOriginalIntoFinal(original, tracker, matcher);
                });
    }

    /** Adjacent regions keep their own changes: each shows its removed lines, then its added ones. */
    @Test
    void adjacentRegionsShowTheirChangesApart() {
        String original = "a\nb\nc\nd\n";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        for (String[] edit : new String[][] {{"b\n", "B\n"}, {"c\n", "C\n"}}) {
            tracker.apply(matcher, (Located) matcher.locate(edit[0], edit[1], MatchOptions.DEFAULTS));
        }
        assertEquals("--- a/f\n+++ b/f\n@@ -1,4 +1,4 @@\n a\n-b\n+B\n-c\n+C\n d\n", tracker.diff("f", matcher.text()));
    }

    @Test
    void missingFinalLineBreaksAreMarked() {
        String original = "a\nb";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        tracker.apply(matcher, (Located) matcher.locate("b", "c\nb\n", MatchOptions.DEFAULTS));
        String edited = matcher.text().toString();
        assertEquals(UnifiedDiff.of("f", original, edited), tracker.diff("f", matcher.text()));
        assertEquals(
                "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n a\n-b\n\\ No newline at end of file\n+c\n+b\n",
                tracker.diff("f", matcher.text()));
    }

    /** Lines alike at both ends (and in length) are still told apart, and equal ones still match. */
    @Test
    void linesThatDifferOnlyInTheMiddleAreDiffedExactly() {
        String head = "x".repeat(20);
        String tail = "y".repeat(20) + "\n";
        String original = "top\n" + head + "aaaa" + tail + "sep\nmid\n" + head + "same" + tail + "end\n";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        for (String[] edit : new String[][] {
            {head + "aaaa" + tail, head + "bbbb" + tail},
            {"mid\n" + head + "same" + tail, head + "new!" + tail + head + "same" + tail}
        }) {
            tracker.apply(matcher, (Located) matcher.locate(edit[0], edit[1], MatchOptions.DEFAULTS));
        }
        String edited = matcher.text().toString();
        String diff = tracker.diff("f", matcher.text());
        assertEquals(UnifiedDiff.of("f", original, edited), diff);
        assertEquals(edited, Patches.apply(original, diff), diff);
    }

    /** The number of removed plus added lines in a diff. */
    private static int changedLines(String diff) {
        int count = 0;
        List<String> lines = Lines.split(diff);
        for (int i = 2; i < lines.size(); i++) {
            char marker = lines.get(i).charAt(0);
            if (marker == '-' || marker == '+') {
                count++;
            }
        }
        return count;
    }

    @Test
    void aSnippetOfSeveralReplacementsCountsTheOthers() {
        String original = "x\ny\nx\ny\nx\n";
        TextMatcher matcher = TextMatcher.of(original);
        String snippet = new ChangeTracker(original)
                .apply(matcher, (Located) matcher.locate("x", "z", MatchOptions.DEFAULTS.withExpectedCount(3)));
        assertEquals("@@ line 1 @@\n-x\n+z\n(and 2 more replacements)\n", snippet);
    }

    @Test
    void anInsertionShowsTheLineItLandsIn() {
        String original = "a\nb\n";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        Occurrence insertion = new Occurrence(2, 2, 2, 2, dev.edl.batch.MatchKind.EXACT, 1.0, "X");
        assertEquals("@@ line 2 @@\n-b\n+Xb\n", tracker.apply(matcher, located(insertion)));
        assertEquals(UnifiedDiff.of("f", original, "a\nXb\n"), tracker.diff("f", matcher.text()));
    }

    @Test
    void aLineOfExactly200CharactersIsShownWhole() {
        String original = "a\n" + "b".repeat(200) + "\nc\n";
        TextMatcher matcher = TextMatcher.of(original);
        String snippet = new ChangeTracker(original).apply(matcher, (Located)
                matcher.locate("b".repeat(200) + "\n", "d\n", MatchOptions.DEFAULTS));
        assertEquals("@@ line 2 @@\n-" + "b".repeat(200) + "\n+d\n", snippet);
    }

    @Test
    void aLateTrackerDiffsAnOriginalOfManyLinesStartingWithABlankLine() {
        // the original's line starts and hashes are then worked out from the original itself
        for (int count : new int[] {14, 15, 16, 17, 40}) {
            StringBuilder text = new StringBuilder("\n");
            for (int i = 1; i < count; i++) {
                text.append("line ").append(i).append('\n');
            }
            TextMatcher matcher = TextMatcher.of(text.toString());
            matcher.apply((Located) matcher.locate("line 1\n", "first\n", MatchOptions.DEFAULTS));
            String original = matcher.text().toString();
            ChangeTracker tracker = new ChangeTracker(original);
            String last = "line " + (count - 1) + "\n";
            tracker.apply(matcher, (Located) matcher.locate(last, "last\n", MatchOptions.DEFAULTS));
            tracker.apply(
                    matcher, (Located) matcher.locate("first\nline 2\n", "first\nsecond\n", MatchOptions.DEFAULTS));
            String edited = matcher.text().toString();
            assertEquals(UnifiedDiff.of("f", original, edited), tracker.diff("f", matcher.text()), "lines: " + count);
        }
    }

    @Test
    void deletingTheLastLineOrTheWholeTextShowsOnlyTheRemovedLines() {
        String original = "a\nb\n";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        // the removed line break ends the text: no line after it joins the region
        assertEquals("@@ line 2 @@\n-b\n", tracker.apply(matcher, (Located)
                matcher.locate("b\n", "", MatchOptions.DEFAULTS)));
        assertEquals(UnifiedDiff.of("f", original, "a\n"), tracker.diff("f", matcher.text()));
        assertEquals("--- a/f\n+++ b/f\n@@ -1,2 +1 @@\n a\n-b\n", tracker.diff("f", matcher.text()));

        TextMatcher whole = TextMatcher.of("only\n");
        ChangeTracker wholeTracker = new ChangeTracker("only\n");
        assertEquals("@@ line 1 @@\n-only\n", wholeTracker.apply(whole, (Located)
                whole.locate("only\n", "", MatchOptions.DEFAULTS)));
        assertEquals("", whole.text().toString());
        assertEquals(UnifiedDiff.of("f", "only\n", ""), wholeTracker.diff("f", whole.text()));
    }

    @Test
    void removingOrAddingHundredsOfBlankLinesGivesTheWholeTextDiff() {
        // a region of blank lines has about one character per line: the diff's buffer is sized
        // from characters and lines together
        String blanks = "\n".repeat(300);
        String original = "x\n" + blanks + "y\n";
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        tracker.apply(matcher, (Located) matcher.locate("x\n" + blanks, "x\n", MatchOptions.DEFAULTS));
        assertEquals(UnifiedDiff.of("f", original, "x\ny\n"), tracker.diff("f", matcher.text()));

        matcher = TextMatcher.of("x\ny\n");
        tracker = new ChangeTracker("x\ny\n");
        tracker.apply(matcher, (Located) matcher.locate("x\n", "x\n" + blanks, MatchOptions.DEFAULTS));
        assertEquals(UnifiedDiff.of("f", "x\ny\n", original), tracker.diff("f", matcher.text()));
    }
}
