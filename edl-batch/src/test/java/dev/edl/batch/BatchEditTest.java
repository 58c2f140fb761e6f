package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.EditError;
import dev.edl.batch.internal.match.Patches;
import dev.edl.text.UnifiedDiff;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BatchEditTest {
    @TempDir
    Path root;

    private static final String TEXT = "alpha\nbeta\ngamma\ndelta\n";

    private static List<SearchReplace> edits(String... pairs) {
        List<SearchReplace> edits = new ArrayList<>();
        for (int i = 0; i < pairs.length; i += 2) {
            edits.add(SearchReplace.of(pairs[i], pairs[i + 1]));
        }
        return edits;
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = root.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    @Test
    void editsApplyInOrderEachToThePreviousResult() {
        BatchResult result = BatchEdit.withDefaults().apply(TEXT, edits("beta", "BETA", "BETA\ngamma", "merged"));
        assertTrue(result.isSuccess());
        assertEquals("alpha\nmerged\ndelta\n", result.file().after());
        assertEquals(2, result.applied());
        assertEquals(
                List.of(2, 2), result.edits().stream().map(EditOutcome::line).toList());
        assertFalse(result.file().written());
        assertNull(result.file().path());
    }

    @Test
    void failuresAreReportedAndCompletedWorkIsKept() {
        BatchResult result = BatchEdit.withDefaults().apply(TEXT, edits("beta", "B", "nope", "x", "delta", "D"));
        assertFalse(result.isSuccess());
        assertEquals(3, result.totalEdits());
        assertEquals(2, result.applied());
        assertEquals(1, result.failed());
        assertEquals(0, result.skipped());
        assertEquals("alpha\nB\ngamma\nD\n", result.file().after());
        EditOutcome failed = result.edits().get(1);
        assertEquals(EditStatus.FAILED, failed.status());
        assertNull(failed.matchKind());
        assertEquals(0, failed.line());
        // a 4-character search always shows its closest line, however low the score
        assertTrue(failed.message().startsWith("not found — closest: line 1, 20% similar"), failed.message());
        assertEquals(List.of(failed), result.failures());
    }

    @Test
    void outcomeCarriesKindLineMessageAndSnippet() {
        BatchResult result = BatchEdit.withDefaults()
                .apply(
                        "a\n  b  c\nd\n",
                        List.of(SearchReplace.of("b c\n", "x\n").withLabel("Fix")));
        EditOutcome outcome = result.edits().get(0);
        assertEquals(1, outcome.number());
        assertEquals("Fix", outcome.label());
        assertEquals(EditStatus.APPLIED, outcome.status());
        assertEquals(MatchKind.WHITESPACE, outcome.matchKind());
        assertEquals(2, outcome.line());
        assertEquals(
                "applied at line 2 (whitespace-tolerant; line 2 is indented with 2 spaces, your search with none; the"
                        + " replacement was re-indented to 2 spaces)",
                outcome.message());
        assertEquals("@@ line 2 @@\n-  b  c\n+  x\n", outcome.diff());
        assertEquals("a\n  x\nd\n", result.file().after());
    }

    @Test
    void stopOnErrorSkipsTheRest() {
        BatchResult result = BatchEdit.builder()
                .stopOnError(true)
                .build()
                .apply(TEXT, edits("alpha", "A", "nope", "x", "delta", "D"));
        assertEquals(1, result.applied());
        assertEquals(1, result.failed());
        assertEquals(1, result.skipped());
        EditOutcome skipped = result.edits().get(2);
        assertEquals(EditStatus.SKIPPED, skipped.status());
        assertEquals("skipped — stopped after edit 2 failed (stopOnError)", skipped.message());
        assertEquals("A\nbeta\ngamma\ndelta\n", result.file().after());
    }

    @Test
    void stopOnErrorStillWritesCompletedWork() throws IOException {
        Path file = write("f.txt", TEXT.getBytes(StandardCharsets.UTF_8));
        BatchResult result = BatchEdit.builder()
                .stopOnError(true)
                .build()
                .applyToFile(root, "f.txt", edits("alpha", "A", "nope", "x", "delta", "D"));
        assertTrue(result.file().written());
        assertFalse(result.isSuccess());
        assertEquals("A\nbeta\ngamma\ndelta\n", Files.readString(file));
    }

    @Test
    void allOrNothingReportsMatchedEditsRolledBackNotApplied() {
        BatchResult result = BatchEdit.builder()
                .allOrNothing(true)
                .build()
                .apply(TEXT, edits("alpha", "A", "nope", "x", "gamma", "G"));
        assertEquals(
                List.of(EditStatus.ROLLED_BACK, EditStatus.FAILED, EditStatus.ROLLED_BACK),
                result.edits().stream().map(EditOutcome::status).toList());
        assertEquals(0, result.applied());
        assertEquals(1, result.failed());
        assertEquals(
                List.of(1, 2, 3),
                result.edits().stream().map(EditOutcome::number).toList());
        assertTrue(result.formatted().contains("↺ 1 applied at line 1 (exact) — rolled back (all-or-nothing)"));
        assertTrue(result.formatted().contains("INCOMPLETE: 0 of 3 edits applied, 1 failed, 0 skipped, 2 rolled back"));
        assertEquals(EditError.Kind.EDIT, result.error().orElseThrow().kind());
    }

    @Test
    void aLineHintBelowOneIsAFailedOutcomeNotAnException() {
        BatchResult result = BatchEdit.withDefaults()
                .apply(TEXT, List.of(SearchReplace.of("alpha", "A").withLineHint(0), SearchReplace.of("beta", "B")));
        EditOutcome bad = result.edits().get(0);
        assertEquals(EditStatus.FAILED, bad.status());
        assertEquals("Invalid lineHint: 0. Must be >= 1", bad.message());
        assertEquals(EditStatus.APPLIED, result.edits().get(1).status());
        assertEquals("alpha\nB\ngamma\ndelta\n", result.file().after());
        assertFalse(result.isSuccess());
    }

    @Test
    void errorIsEmptyExactlyOnSuccess() {
        BatchResult ok = BatchEdit.withDefaults().apply(TEXT, edits("alpha", "A"));
        assertTrue(ok.isSuccess());
        assertTrue(ok.error().isEmpty());
        BatchResult failed = BatchEdit.withDefaults().apply(TEXT, edits("nope", "A"));
        assertEquals("1 of 1 edits failed", failed.error().orElseThrow().message());
    }

    @Test
    void allOrNothingInMemoryKeepsTheOriginal() {
        BatchResult result =
                BatchEdit.builder().allOrNothing(true).build().apply(TEXT, edits("alpha", "A", "nope", "x"));
        assertTrue(result.rolledBack());
        assertFalse(result.isSuccess());
        assertEquals(TEXT, result.file().after());
        assertEquals("", result.diff());
    }

    @Test
    void fileFormWritesOnceWithFinalDiff() throws IOException {
        Path file = write("dir/../f.txt".replace("dir/../", ""), TEXT.getBytes(StandardCharsets.UTF_8));
        BatchResult result = BatchEdit.withDefaults().applyToFile(root, "f.txt", edits("beta", "B", "delta", "D"));
        assertTrue(result.isSuccess());
        assertTrue(result.file().written());
        assertEquals("f.txt", result.file().path());
        assertEquals("alpha\nB\ngamma\nD\n", Files.readString(file));
        assertEquals(UnifiedDiff.of("f.txt", TEXT, "alpha\nB\ngamma\nD\n"), result.diff());
    }

    @Test
    void dryRunWritesNothing() throws IOException {
        Path file = write("f.txt", TEXT.getBytes(StandardCharsets.UTF_8));
        BatchResult result = BatchEdit.builder().dryRun(true).build().applyToFile(root, "f.txt", edits("beta", "B"));
        assertTrue(result.isSuccess());
        assertFalse(result.file().written());
        assertTrue(result.dryRun());
        assertEquals("alpha\nB\ngamma\ndelta\n", result.file().after());
        assertFalse(result.diff().isEmpty());
        assertEquals(TEXT, Files.readString(file));
        assertTrue(result.formatted().contains("DRY RUN: nothing written"));
    }

    @Test
    void nothingAppliedWritesNothing() throws IOException {
        Path file = write("f.txt", TEXT.getBytes(StandardCharsets.UTF_8));
        long modified = Files.getLastModifiedTime(file).toMillis();
        BatchResult result = BatchEdit.withDefaults().applyToFile(root, "f.txt", edits("nope", "x"));
        assertFalse(result.file().written());
        assertEquals(modified, Files.getLastModifiedTime(file).toMillis());
        assertEquals(TEXT, Files.readString(file));
    }

    @Test
    void fileErrorsAreResultsNotExceptions() {
        BatchResult missing = BatchEdit.withDefaults().applyToFile(root, "missing.txt", edits("a", "b"));
        assertFalse(missing.isSuccess());
        assertEquals(
                "File not found: missing.txt", missing.error().orElseThrow().message());
        assertEquals(EditError.Kind.FILE, missing.error().orElseThrow().kind());
        assertEquals(1, missing.skipped());
        BatchResult outside = BatchEdit.withDefaults().applyToFile(root, "../x.txt", edits("a", "b"));
        assertEquals(
                "Path is outside the workspace: ../x.txt",
                outside.error().orElseThrow().message());
        assertTrue(outside.formatted().contains("Path is outside the workspace: ../x.txt"));
    }

    @Test
    void crlfBomAndMissingFinalNewlineArePreserved() throws IOException {
        byte[] bytes = "\uFEFFone\r\ntwo\r\nthree".getBytes(StandardCharsets.UTF_8);
        Path file = write("w.txt", bytes);
        BatchResult result =
                BatchEdit.withDefaults().applyToFile(root, "w.txt", edits("one\r\ntwo", "1\n2\n2b", "three", "3"));
        assertTrue(result.isSuccess(), result.formatted());
        assertArrayEquals("\uFEFF1\r\n2\r\n2b\r\n3".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
    }

    @Test
    void whitespaceTierAndFuzzyApplicationFollowTheOptions() {
        String text = "x\n    call(a,  b);\ny\n";
        BatchResult strict = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS.withWhitespaceTolerant(false))
                .build()
                .apply(text, edits("call(a, b);\n", "call(c);\n"));
        assertEquals(1, strict.failed());
        BatchResult fuzzy = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS
                        .withWhitespaceTolerant(false)
                        .withFuzzy(true)
                        .withFuzzyThreshold(0.6)
                        .withFuzzyMargin(0.01))
                .build()
                .apply(text, edits("call(a, b);\n", "call(c);\n"));
        assertEquals(MatchKind.FUZZY, fuzzy.edits().get(0).matchKind());
        assertTrue(fuzzy.edits().get(0).message().startsWith("applied at line 2 (fuzzy, "));
        assertEquals("x\n    call(c);\ny\n", fuzzy.file().after());
    }

    @Test
    void expectedReplacementsAndLineHints() {
        String text = "x\ny\nx\ny\nx\n";
        BatchResult all = BatchEdit.withDefaults()
                .apply(text, List.of(SearchReplace.of("x", "z").withExpectedReplacements(3)));
        assertEquals("z\ny\nz\ny\nz\n", all.file().after());
        assertEquals(
                "applied 3 replacements at lines 1, 3, 5 (exact)",
                all.edits().get(0).message());
        BatchResult hinted = BatchEdit.withDefaults()
                .apply(text, List.of(SearchReplace.of("x", "z").withLineHint(5)));
        assertEquals("x\ny\nx\ny\nz\n", hinted.file().after());
        assertEquals(
                "applied at line 5 (exact, the one of 3 at line hint 5)",
                hinted.edits().get(0).message());
        BatchResult tie = BatchEdit.withDefaults()
                .apply(text, List.of(SearchReplace.of("x", "z").withLineHint(4)));
        assertTrue(
                tie.edits()
                        .get(0)
                        .message()
                        .startsWith("ambiguous: occurrences at lines 3 and 5 are equally near" + " line hint 4"),
                tie.edits().get(0).message());
    }

    @Test
    void batchThenInverseBatchRestoresTheOriginal() {
        qt().forAll(
                        integers().between(1, 60),
                        lists().of(integers().between(0, 10_000)).ofSizeBetween(1, 20))
                .checkAssert((lineCount, picks) -> {
                    StringBuilder text = new StringBuilder();
                    for (int i = 0; i < lineCount; i++) {
                        text.append("  line ").append(i).append(" of the text\n");
                    }
                    String original = text.toString();
                    Set<Integer> lines = new LinkedHashSet<>();
                    for (int pick : picks) {
                        lines.add(pick % lineCount);
                    }
                    List<SearchReplace> forward = new ArrayList<>();
                    List<SearchReplace> inverse = new ArrayList<>();
                    int k = 0;
                    for (int line : lines) {
                        String search = "line " + line + " of the text\n";
                        String replace = "edited #" + k++ + " $1 \\n\nextra\n";
                        forward.add(SearchReplace.of(search, replace));
                        inverse.add(SearchReplace.of(replace, search));
                    }
                    Collections.reverse(inverse);
                    BatchResult there = BatchEdit.withDefaults().apply(original, forward);
                    assertEquals(forward.size(), there.applied(), there::formatted);
                    assertEquals(there.file().after(), Patches.apply(original, there.diff()));
                    BatchResult back =
                            BatchEdit.withDefaults().apply(there.file().after(), inverse);
                    assertEquals(original, back.file().after(), back::formatted);
                });
    }

    @Test
    void allOrNothingWithOneFailureLeavesTheFileByteIdentical() throws IOException {
        Path dir = root;
        int[] counter = {0};
        qt().withExamples(40)
                .forAll(
                        booleans().all(),
                        booleans().all(),
                        integers().between(1, 30),
                        integers().between(0, 29))
                .checkAssert((crlf, bom, lines, failingAt) -> {
                    String lineBreak = crlf ? "\r\n" : "\n";
                    StringBuilder text = new StringBuilder(bom ? "\uFEFF" : "");
                    for (int i = 0; i < lines; i++) {
                        text.append("row ").append(i).append(lineBreak);
                    }
                    byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
                    List<SearchReplace> edits = new ArrayList<>();
                    for (int i = 0; i < lines; i++) {
                        edits.add(SearchReplace.of("row " + i + "\n", "ROW " + i + "\n"));
                    }
                    edits.add(Math.min(failingAt, edits.size()), SearchReplace.of("missing row", "x"));
                    try {
                        Path file = dir.resolve("f" + counter[0]++ + ".txt");
                        Files.write(file, bytes);
                        BatchResult result = BatchEdit.builder()
                                .allOrNothing(true)
                                .build()
                                .applyToFile(dir, file.getFileName().toString(), edits);
                        assertFalse(result.file().written());
                        assertFalse(result.isSuccess());
                        assertArrayEquals(bytes, Files.readAllBytes(file));
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                });
    }

    @Test
    void fileFormPreservesLineEndingsBomAndFinalNewline() throws IOException {
        Path dir = root;
        int[] counter = {0};
        qt().withExamples(40)
                .forAll(
                        booleans().all(),
                        booleans().all(),
                        booleans().all(),
                        integers().between(1, 20))
                .checkAssert((crlf, bom, finalNewline, lines) -> {
                    String lineBreak = crlf ? "\r\n" : "\n";
                    // a file without any line break reads as LF
                    String inserted = lines == 1 && !finalNewline ? "\n" : lineBreak;
                    StringBuilder before = new StringBuilder(bom ? "\uFEFF" : "");
                    StringBuilder after = new StringBuilder(bom ? "\uFEFF" : "");
                    List<SearchReplace> edits = new ArrayList<>();
                    for (int i = 0; i < lines; i++) {
                        String end = i < lines - 1 || finalNewline ? lineBreak : "";
                        before.append("item ").append(i).append(end);
                        after.append(i % 2 == 0 ? "changed " + i + inserted + "added" : "item " + i)
                                .append(end);
                        if (i % 2 == 0) {
                            edits.add(SearchReplace.of("item " + i + "\n", "changed " + i + "\nadded\n")
                                    .withLineHint(i + 1));
                        }
                    }
                    if (!finalNewline && (lines - 1) % 2 == 0) {
                        int last = lines - 1;
                        edits.set(edits.size() - 1, SearchReplace.of("item " + last, "changed " + last + "\nadded"));
                    }
                    try {
                        Path file = dir.resolve("p" + counter[0]++ + ".txt");
                        Files.write(file, before.toString().getBytes(StandardCharsets.UTF_8));
                        BatchResult result = BatchEdit.withDefaults()
                                .applyToFile(dir, file.getFileName().toString(), edits);
                        assertTrue(result.isSuccess(), result::formatted);
                        assertEquals(after.toString(), Files.readString(file, StandardCharsets.UTF_8));
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                });
    }
}
