package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
        return LineReplace.builder()
                .startLine(start)
                .endLine(end)
                .content(content)
                .build()
                .apply(text);
    }

    @Test
    void replacesARange() {
        LineReplaceResult result = replace(FIVE, 2, 3, "new\n");
        assertTrue(result.isSuccess());
        assertEquals("Replaced lines 2-3", result.message());
        assertEquals("l1\nnew\nl4\nl5\n", result.content());
        assertEquals(2, result.linesReplaced());
        assertEquals(1, result.newLineCount());
        assertEquals(UnifiedDiff.of("text", FIVE, "l1\nnew\nl4\nl5\n"), result.diff());
        assertFalse(result.written());
    }

    @Test
    void contentIsRequiredAndTheEmptyStringDeletes(@TempDir Path root) throws IOException {
        Path file = root.resolve("f.txt");
        Files.writeString(file, FIVE);
        IllegalStateException missing = assertThrows(
                IllegalStateException.class,
                () -> LineReplace.builder().startLine(2).build().applyToFile(root, "f.txt"));
        assertTrue(String.valueOf(missing.getMessage()).contains("content"), missing::getMessage);
        assertEquals(FIVE, Files.readString(file));

        LineReplaceResult deleted = LineReplace.builder()
                .startLine(2)
                .endLine(3)
                .content("")
                .build()
                .applyToFile(root, "f.txt");
        assertTrue(deleted.written(), deleted.message());
        assertEquals("l1\nl4\nl5\n", Files.readString(file));
    }

    @Test
    void omittedEndLineMeansToTheEnd() {
        assertEquals("l1\nl2\nx\n", replace(FIVE, 3, null, "x").content());
    }

    @Test
    void invalidStartLine() {
        LineReplaceResult result = replace(FIVE, 0, null, "x");
        assertFalse(result.isSuccess());
        assertEquals("Invalid startLine: 0. Must be >= 1", result.message());
        assertEquals(FIVE, result.content());
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
        assertEquals(FIVE + "l6\nl7\n", result.content());
        assertEquals("Appended 2 lines after line 5", result.message());
        assertEquals(0, result.linesReplaced());
        assertEquals("a\nb", replace("a", 2, null, "b").content());
    }

    @Test
    void endPastTheEndIsClampedWithAWarning() {
        LineReplaceResult result = replace(FIVE, 4, 9, "x");
        assertEquals("l1\nl2\nl3\nx\n", result.content());
        assertEquals("Replaced lines 4-5", result.message());
        assertEquals(List.of("endLine 9 is beyond the end of the file (5 lines): clamped to 5"), result.warnings());
    }

    @Test
    void contentSplittingRules() {
        assertEquals("l1\na\n\nl3\nl4\nl5\n", replace(FIVE, 2, 2, "a\n\n").content());
        assertEquals("l1\na\nl3\nl4\nl5\n", replace(FIVE, 2, 2, "a").content());
        assertEquals("l1\nl4\nl5\n", replace(FIVE, 2, 3, "").content());
        assertEquals(0, replace(FIVE, 2, 3, "").newLineCount());
    }

    @Test
    void finalNewlineStateIsKept() {
        assertEquals("a\nX", replace("a\nb", 2, 2, "X\n").content());
        assertEquals("a", replace("a\nb", 2, 2, "").content());
        assertEquals("X\nY", replace("a\nb", 1, null, "X\nY\n").content());
        assertEquals("x\n", replace("", 1, null, "x").content());
    }

    @Test
    void crlfTextGetsCrlfLines() {
        assertEquals(
                "a\r\nX\r\nY\r\nc\r\n", replace("a\r\nb\r\nc\r\n", 2, 2, "X\nY").content());
    }

    @Test
    void expectCurrentGuardsAgainstStaleLineNumbers() {
        LineReplace guarded = LineReplace.builder()
                .startLine(2)
                .endLine(3)
                .content("x")
                .expectCurrent("l2\nl3\n")
                .build();
        assertEquals("l1\nx\nl4\nl5\n", guarded.apply(FIVE).content());
        LineReplaceResult stale = guarded.apply("l0\n" + FIVE);
        assertFalse(stale.isSuccess());
        assertTrue(stale.message().startsWith("expectCurrent does not match the current lines 2-3"), stale.message());
        assertTrue(stale.message().contains("  -l3"), stale.message());
        assertEquals("l0\n" + FIVE, stale.content());
    }

    @Test
    void dryRunMessage() {
        LineReplaceResult result = LineReplace.builder()
                .startLine(2)
                .endLine(4)
                .content("x")
                .dryRun(true)
                .build()
                .apply(FIVE);
        assertEquals("DRY RUN: Would replace lines 2-4", result.message());
        assertTrue(result.dryRun());
    }

    @Test
    void fileFormWritesAndKeepsFormat() throws IOException {
        Path file = root.resolve("f.txt");
        Files.write(file, "\uFEFFa\r\nb\r\nc".getBytes(StandardCharsets.UTF_8));
        LineReplaceResult result = LineReplace.builder()
                .startLine(2)
                .endLine(3)
                .content("B\nC\nD\n")
                .build()
                .applyToFile(root, "f.txt");
        assertTrue(result.written(), result.message());
        assertEquals("f.txt", result.path());
        assertArrayEquals("\uFEFFa\r\nB\r\nC\r\nD".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
    }

    @Test
    void fileFormDryRunAndFailuresWriteNothing() throws IOException {
        Path file = root.resolve("f.txt");
        Files.writeString(file, FIVE);
        LineReplaceResult dry = LineReplace.builder()
                .startLine(1)
                .endLine(1)
                .content("x")
                .dryRun(true)
                .build()
                .applyToFile(root, "f.txt");
        assertEquals("DRY RUN: Would replace lines 1-1", dry.message());
        assertFalse(dry.written());
        assertEquals("x\nl2\nl3\nl4\nl5\n", dry.content());
        LineReplaceResult bad =
                LineReplace.builder().startLine(9).content("x").build().applyToFile(root, "f.txt");
        assertFalse(bad.written());
        assertEquals(FIVE, Files.readString(file));
        LineReplaceResult missing = LineReplace.builder().content("x").build().applyToFile(root, "nope.txt");
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
                    LineReplaceResult result = LineReplace.builder()
                            .startLine(start)
                            .endLine(Math.max(end, start))
                            .content(content.toString())
                            .build()
                            .apply(text.toString());
                    if (start > lines + 1) {
                        assertFalse(result.isSuccess());
                        return;
                    }
                    List<String> before = Lines.split(text.toString());
                    List<String> after = Lines.split(result.content());
                    assertEquals(before.size() + result.newLineCount() - result.linesReplaced(), after.size());
                    for (int i = 0; i < start - 1; i++) {
                        assertEquals(before.get(i), after.get(i));
                    }
                    int tail = before.size() - (start - 1) - result.linesReplaced();
                    for (int i = 1; i <= tail; i++) {
                        assertEquals(before.get(before.size() - i), after.get(after.size() - i));
                    }
                    if (lines > 0 && !result.content().isEmpty()) {
                        assertEquals(
                                text.toString().endsWith("\n"), result.content().endsWith("\n"));
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
                        LineReplaceResult result = LineReplace.builder()
                                .startLine(2)
                                .endLine(2)
                                .content("new a\r\nnew b\n")
                                .expectCurrent("old 2")
                                .build()
                                .applyToFile(root, file.getFileName().toString());
                        assertTrue(result.written(), result.message());
                        assertEquals(1, result.linesReplaced());
                        assertEquals(2, result.newLineCount());
                        assertArrayEquals(after.toString().getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                });
    }
}
