package dev.edl.examples;

import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.SearchReplace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Batch formatting of a large Markdown file: a 6,000-line compendium gets one formatting edit per
 * entry — 400 search/replace edits in a single call, read once and written once. One edit is
 * deliberately stale: it fails with a "closest match" diagnosis while the other 399 are kept.
 *
 * <p>Run it with {@code java -cp edl-examples/target/edl.jar dev.edl.examples.MarkdownBatchExample}.
 */
public final class MarkdownBatchExample {
    /** How many entries the generated compendium has. */
    public static final int ENTRIES = 400;

    private MarkdownBatchExample() {}

    /**
     * Writes the unformatted compendium: per entry a bold name line, a metadata line and prose.
     *
     * @param file where to write it
     * @throws IOException if it cannot be written
     */
    public static void writeCompendium(Path file) throws IOException {
        StringBuilder text = new StringBuilder("# Compendium\n\n");
        for (int i = 1; i <= ENTRIES; i++) {
            text.append("**").append(name(i)).append("**\n");
            text.append("level ")
                    .append(level(i))
                    .append(" | school ")
                    .append(school(i))
                    .append('\n');
            text.append('\n');
            for (int line = 0; line < 10; line++) {
                text.append("The ")
                        .append(name(i).toLowerCase(java.util.Locale.ROOT))
                        .append(" effect, paragraph line ")
                        .append(line + 1)
                        .append(".\n");
            }
            text.append('\n');
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /**
     * The formatting edits, one per entry: the bold name line and the metadata line become a
     * {@code ##} heading and a bullet list. The edit for entry 200 was computed from an older version
     * of the file (stale level) and fails.
     *
     * @return the edits, in file order
     */
    public static List<SearchReplace> formattingEdits() {
        List<SearchReplace> edits = new ArrayList<>();
        for (int i = 1; i <= ENTRIES; i++) {
            int level = i == 200 ? 99 : level(i);
            String search = "**" + name(i) + "**\nlevel " + level + " | school " + school(i) + "\n";
            String replace = "## " + name(i) + "\n\n- Level: " + level(i) + "\n- School: " + school(i) + "\n";
            edits.add(SearchReplace.of(search, replace).withLabel(name(i)));
        }
        return edits;
    }

    /**
     * Applies the formatting edits to the file in one call, keeping the completed work when one fails.
     *
     * @param root the workspace root
     * @param path the compendium, relative to the root
     * @return the batch result
     */
    public static BatchResult format(Path root, String path) {
        return BatchEdit.builder().build().applyToFile(root, path, formattingEdits());
    }

    /**
     * Generates the compendium in a temporary directory, formats it and prints a summary.
     *
     * @param args ignored
     * @throws IOException if the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path root = Files.createTempDirectory("edl-markdown-");
        writeCompendium(root.resolve("compendium.md"));
        long started = System.nanoTime();
        BatchResult result = format(root, "compendium.md");
        long millis = (System.nanoTime() - started) / 1_000_000;
        System.out.println(result.applied() + " of " + result.totalEdits() + " edits applied, " + result.failed()
                + " failed, written: " + result.file().written() + " (" + millis + " ms)");
        result.failures().forEach(failure -> System.out.println(failure.message()));
        System.out.println("Formatted file: " + root.resolve("compendium.md"));
    }

    static String name(int i) {
        String[] stems = {"Fire", "Frost", "Storm", "Stone", "Shadow", "Light", "Wind", "Tide"};
        String[] ends = {"ball", "bolt", "ward", "step", "veil", "call", "burst", "song"};
        return stems[i % stems.length] + ends[(i / stems.length) % ends.length] + " " + toRoman(i);
    }

    private static int level(int i) {
        return i % 9 + 1;
    }

    private static String school(int i) {
        String[] schools = {"evocation", "abjuration", "illusion", "conjuration"};
        return schools[i % schools.length];
    }

    private static String toRoman(int number) {
        int[] values = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
        String[] digits = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
        StringBuilder roman = new StringBuilder();
        int rest = number;
        for (int i = 0; i < values.length; i++) {
            while (rest >= values[i]) {
                roman.append(digits[i]);
                rest -= values[i];
            }
        }
        return roman.toString();
    }
}
