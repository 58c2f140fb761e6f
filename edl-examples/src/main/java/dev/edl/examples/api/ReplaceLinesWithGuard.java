package dev.edl.examples.api;

import dev.edl.batch.LineEdit;
import dev.edl.batch.LineReplace;
import dev.edl.batch.LineReplaceResult;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Replaces lines 10–20 of a file, guarded against a stale view: the replacement only happens if
 * those lines are still what the caller (an agent) last read. Run it with {@code java -cp
 * edl-examples/target/edl.jar dev.edl.examples.api.ReplaceLinesWithGuard}.
 */
public final class ReplaceLinesWithGuard {
    private ReplaceLinesWithGuard() {}

    /**
     * Replaces lines 10–20 of {@code notes.txt} with one line, if they still equal {@code seen}.
     *
     * @param root the workspace root holding {@code notes.txt}
     * @param seen lines 10–20 as the caller last read them
     * @param out where the outcome is printed
     * @return the result; on a stale view {@code error()} is {@code INVALID_INPUT} and nothing is
     *     written
     */
    public static LineReplaceResult run(Path root, String seen, PrintStream out) {
        LineReplaceResult result = LineReplace.withDefaults()
                .applyToFile(root, "notes.txt", new LineEdit(10, 20, "lines 10-20 folded into one\n", seen));
        out.println(result.error().map(e -> e.kind() + ": " + e.message()).orElse(result.message()));
        return result;
    }

    /**
     * Lines {@code from..to} (1-based, inclusive) of a file, as an agent would read them.
     *
     * @param file the file
     * @param from the first line
     * @param to the last line
     * @return the lines, each ending with a line break
     * @throws IOException when the file cannot be read
     */
    public static String view(Path file, int from, int to) throws IOException {
        List<String> lines = Files.readAllLines(file);
        return String.join("\n", lines.subList(from - 1, to)) + "\n";
    }

    /**
     * Runs the example in a temporary directory: a stale view is refused, a fresh one applies.
     *
     * @param args ignored
     * @throws IOException when the temporary file cannot be written or read
     */
    public static void main(String[] args) throws IOException {
        Path root = Files.createTempDirectory("edl-lines-example");
        Path file = root.resolve("notes.txt");
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 30; i++) {
            text.append("note ").append(i).append('\n');
        }
        Files.writeString(file, text);
        String seen = view(file, 10, 20);
        Files.writeString(file, "inserted by someone else\n" + text);
        run(root, seen, System.out);
        run(root, view(file, 10, 20), System.out);
    }
}
