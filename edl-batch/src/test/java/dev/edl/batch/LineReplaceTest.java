package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;

import dev.edl.internal.text.Lines;
import dev.edl.text.UnifiedDiff;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LineReplaceTest {
    @TempDir
    Path root;

    private static final String FIVE = "l1\nl2\nl3\nl4\nl5\n";

    private static LineReplaceResult replace(String text, int start, @Nullable Integer end, String content) {
        return LineReplace.withDefaults().apply(text, LineEdit.of(start, end, content));
    }

    @Test
    void replacesARange() {
        LineReplaceResult result = replace(FIVE, 2, 3, "new\n");
        assertTrue(result.isSuccess());
        assertEquals("Replaced lines 2-3", result.message());
        assertEquals("l1\nnew\nl4\nl5\n", result.file().after());
        assertEquals(2, result.linesReplaced());
        assertEquals(1, result.newLineCount());
        assertEquals(UnifiedDiff.of("text", FIVE, "l1\nnew\nl4\nl5\n"), result.diff());
        assertFalse(result.file().written());
    }

    @Test
    void theEmptyStringDeletes(@TempDir Path root) throws IOException {
        Path file = root.resolve("f.txt");
        Files.writeString(file, FIVE);
        LineReplaceResult deleted = LineReplace.withDefaults().applyToFile(root, "f.txt", LineEdit.of(2, 3, ""));
        assertTrue(deleted.file().written(), deleted.message());
        assertEquals("l1\nl4\nl5\n", Files.readString(file));
    }

    @Test
    void omittedEndLineMeansToTheEnd() {
        assertEquals("l1\nl2\nx\n", replace(FIVE, 3, null, "x").file().after());
    }

    @Test
    void invalidStartLine() {
        LineReplaceResult result = replace(FIVE, 0, null, "x");
        assertFalse(result.isSuccess());
        assertEquals("Invalid startLine: 0. Must be >= 1", result.message());
        assertEquals(FIVE, result.file().after());
    }

    @Test
    void invalidRange() {
        assertEquals(
                "Invalid range: endLine (2) cannot be less than startLine (4)",
                replace(FIVE, 4, 2, "x").message());
    }

    @Test
    void startBeyondTheEnd() {
        assertEquals(
                "startLine 8 is beyond file length (5 lines). Use startLine 6 to append.",
                replace(FIVE, 8, null, "x").message());
    }

    @Test
    void startJustAfterTheEndAppends() {
        LineReplaceResult result = replace(FIVE, 6, null, "l6\nl7\n");
        assertEquals(FIVE + "l6\nl7\n", result.file().after());
        assertEquals("Appended 2 lines after line 5", result.message());
        assertEquals(0, result.linesReplaced());
        assertEquals("a\nb", replace("a", 2, null, "b").file().after());
    }

    @Test
    void endPastTheEndIsClampedWithAWarning() {
        LineReplaceResult result = replace(FIVE, 4, 9, "x");
        assertEquals("l1\nl2\nl3\nx\n", result.file().after());
        assertEquals("Replaced lines 4-5", result.message());
        assertEquals(List.of("endLine 9 is beyond the end of the file (5 lines): clamped to 5"), result.warnings());
    }

    @Test
    void contentSplittingRules() {
        assertEquals(
                "l1\na\n\nl3\nl4\nl5\n", replace(FIVE, 2, 2, "a\n\n").file().after());
        assertEquals("l1\na\nl3\nl4\nl5\n", replace(FIVE, 2, 2, "a").file().after());
        assertEquals("l1\nl4\nl5\n", replace(FIVE, 2, 3, "").file().after());
        assertEquals(0, replace(FIVE, 2, 3, "").newLineCount());
    }

    @Test
    void finalNewlineStateIsKept() {
        assertEquals("a\nX", replace("a\nb", 2, 2, "X\n").file().after());
        assertEquals("a", replace("a\nb", 2, 2, "").file().after());
        assertEquals("X\nY", replace("a\nb", 1, null, "X\nY\n").file().after());
        assertEquals("x\n", replace("", 1, null, "x").file().after());
    }

    @Test
    void crlfTextGetsCrlfLines() {
        assertEquals(
                "a\r\nX\r\nY\r\nc\r\n",
                replace("a\r\nb\r\nc\r\n", 2, 2, "X\nY").file().after());
    }

    @Test
    void expectCurrentGuardsAgainstStaleLineNumbers() {
        LineEdit guarded = LineEdit.of(2, 3, "x").withExpectCurrent("l2\nl3\n");
        assertEquals(
                "l1\nx\nl4\nl5\n",
                LineReplace.withDefaults().apply(FIVE, guarded).file().after());
        LineReplaceResult stale = LineReplace.withDefaults().apply("l0\n" + FIVE, guarded);
        assertFalse(stale.isSuccess());
        assertTrue(stale.message().startsWith("expectCurrent does not match the current lines 2-3"), stale.message());
        assertTrue(stale.message().contains("  -l3"), stale.message());
        assertEquals("l0\n" + FIVE, stale.file().after());
    }

    @Test
    void dryRunMessage() {
        LineReplaceResult result = LineReplace.builder().dryRun(true).build().apply(FIVE, LineEdit.of(2, 4, "x"));
        assertEquals("DRY RUN: Would replace lines 2-4", result.message());
        assertTrue(result.dryRun());
    }

    @Test
    void fileFormWritesAndKeepsFormat() throws IOException {
        Path file = root.resolve("f.txt");
        Files.write(file, "\uFEFFa\r\nb\r\nc".getBytes(StandardCharsets.UTF_8));
        LineReplaceResult result =
                LineReplace.withDefaults().applyToFile(root, "f.txt", LineEdit.of(2, 3, "B\nC\nD\n"));
        assertTrue(result.file().written(), result.message());
        assertEquals("f.txt", result.file().path());
        assertArrayEquals("\uFEFFa\r\nB\r\nC\r\nD".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
    }

    @Test
    void fileFormDryRunAndFailuresWriteNothing() throws IOException {
        Path file = root.resolve("f.txt");
        Files.writeString(file, FIVE);
        LineReplaceResult dry =
                LineReplace.builder().dryRun(true).build().applyToFile(root, "f.txt", LineEdit.of(1, 1, "x"));
        assertEquals("DRY RUN: Would replace lines 1-1", dry.message());
        assertFalse(dry.file().written());
        assertEquals("x\nl2\nl3\nl4\nl5\n", dry.file().after());
        LineReplaceResult bad = LineReplace.withDefaults().applyToFile(root, "f.txt", LineEdit.fromLine(9, "x"));
        assertFalse(bad.file().written());
        assertEquals(FIVE, Files.readString(file));
        LineReplaceResult missing = LineReplace.withDefaults().applyToFile(root, "nope.txt", LineEdit.fromLine(1, "x"));
        assertEquals("File not found: nope.txt", missing.message());
    }

    @Test
    void lineCountChangesByNewMinusOldAndOtherLinesAreUntouched() {
        qt().forAll(
                        integers().between(0, 30),
                        integers().between(1, 32),
                        integers().between(0, 6),
                        booleans().all())
                .checkAssert((lines, start, newCount, finalNewline) -> {
                    StringBuilder text = new StringBuilder();
                    for (int i = 1; i <= lines; i++) {
                        text.append("old ").append(i).append(i < lines || finalNewline ? "\n" : "");
                    }
                    StringBuilder content = new StringBuilder();
                    for (int i = 0; i < newCount; i++) {
                        content.append("new ").append(i).append('\n');
                    }
                    int end = Math.min(lines, start + 2);
                    LineReplaceResult result = LineReplace.withDefaults()
                            .apply(text.toString(), LineEdit.of(start, Math.max(end, start), content.toString()));
                    if (start > lines + 1) {
                        assertFalse(result.isSuccess());
                        return;
                    }
                    List<String> before = Lines.split(text.toString());
                    List<String> after = Lines.split(result.file().after());
                    assertEquals(before.size() + result.newLineCount() - result.linesReplaced(), after.size());
                    for (int i = 0; i < start - 1; i++) {
                        assertEquals(before.get(i), after.get(i));
                    }
                    int tail = before.size() - (start - 1) - result.linesReplaced();
                    for (int i = 1; i <= tail; i++) {
                        assertEquals(before.get(before.size() - i), after.get(after.size() - i));
                    }
                    if (lines > 0 && !result.file().after().isEmpty()) {
                        assertEquals(
                                text.toString().endsWith("\n"),
                                result.file().after().endsWith("\n"));
                    }
                });
    }

    @Test
    void fileFormPreservesLineEndingsBomAndFinalNewline() {
        int[] counter = {0};
        qt().withExamples(40)
                .forAll(
                        booleans().all(),
                        booleans().all(),
                        booleans().all(),
                        integers().between(2, 12))
                .checkAssert((crlf, bom, finalNewline, lines) -> {
                    String lineBreak = crlf ? "\r\n" : "\n";
                    StringBuilder before = new StringBuilder(bom ? "\uFEFF" : "");
                    StringBuilder after = new StringBuilder(bom ? "\uFEFF" : "");
                    for (int i = 1; i <= lines; i++) {
                        String end = i < lines || finalNewline ? lineBreak : "";
                        before.append("old ").append(i).append(end);
                        if (i == 2) {
                            after.append("new a")
                                    .append(lineBreak)
                                    .append("new b")
                                    .append(end);
                        } else {
                            after.append("old ").append(i).append(end);
                        }
                    }
                    try {
                        Path file = root.resolve("r" + counter[0]++ + ".txt");
                        Files.write(file, before.toString().getBytes(StandardCharsets.UTF_8));
                        LineReplaceResult result = LineReplace.withDefaults()
                                .applyToFile(
                                        root,
                                        file.getFileName().toString(),
                                        new LineEdit(2, 2, "new a\r\nnew b\n", "old 2"));
                        assertTrue(result.file().written(), result.message());
                        assertEquals(1, result.linesReplaced());
                        assertEquals(2, result.newLineCount());
                        assertArrayEquals(after.toString().getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                });
    }
}
