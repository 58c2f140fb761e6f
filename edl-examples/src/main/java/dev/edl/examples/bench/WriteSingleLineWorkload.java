package dev.edl.examples.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes one W7 or W8 workload to disk for the whole-process measurements of the command-line
 * tool: the input file, the edits as {@code edl batch} JSON, the same edits as an EDL script, and
 * the SHA-256 the edited file must have.
 *
 * <pre>
 * java -cp edl-examples/target/edl.jar dev.edl.examples.bench.WriteSingleLineWorkload W8x10 OUT_DIR
 * cd OUT_DIR
 * edl batch --file constants.java --edits edits.json      # or --no-whitespace
 * edl run script.edl
 * sha256sum constants.java                                                      # = expected.sha256
 * </pre>
 *
 * <p>Writes {@code OUT_DIR/constants.java}, {@code edits.json}, {@code script.edl} and {@code
 * expected.sha256} (W7x10's 123 MB file needs {@code --max-file-size 200M}); exits with status 2 on bad arguments, 1 when writing fails.
 */
public final class WriteSingleLineWorkload {
    private WriteSingleLineWorkload() {}

    /**
     * Writes the workload.
     *
     * @param args {@code ID OUT_DIR}, the id one of W7, W7x10, W8, W8x10
     */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** {@link #main} without the exit: 0 written, 1 writing failed, 2 bad arguments. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length != 2) {
            err.println("usage: WriteSingleLineWorkload ID OUT_DIR   (ID: W7, W7x10, W8, W8x10)");
            return 2;
        }
        SingleLineWorkload workload;
        try {
            workload = SingleLineWorkload.of(args[0]);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
        Path dir = Path.of(args[1]);
        try {
            write(workload, dir);
        } catch (UncheckedIOException e) {
            err.println("cannot write " + dir + ": " + e.getMessage());
            return 1;
        }
        out.printf(
                Locale.ROOT,
                "%s: %,d lines, %,d edits written to %s%n",
                workload.id(),
                workload.lines(),
                workload.edits().size(),
                dir);
        return 0;
    }

    /** Writes the four files into {@code dir} (created if missing). */
    static void write(SingleLineWorkload workload, Path dir) {
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(SingleLineWorkload.SCRIPT_PATH), workload.input(), StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("edits.json"), editsJson(workload), StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("script.edl"), workload.script(), StandardCharsets.UTF_8);
            Files.writeString(
                    dir.resolve("expected.sha256"),
                    workload.expectedSha256() + "  " + SingleLineWorkload.SCRIPT_PATH + "\n",
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The edits as the JSON array {@code edl batch --edits} reads. */
    static String editsJson(SingleLineWorkload workload) {
        StringBuilder json = new StringBuilder(workload.edits().size() * 96).append("[\n");
        for (int i = 0; i < workload.edits().size(); i++) {
            WorkloadEdit edit = workload.edits().get(i);
            json.append("  {\"label\": ");
            quote(json, edit.label());
            json.append(", \"search\": ");
            quote(json, edit.search());
            json.append(", \"replace\": ");
            quote(json, edit.replace());
            json.append(i + 1 < workload.edits().size() ? "},\n" : "}\n");
        }
        return json.append("]\n").toString();
    }

    private static void quote(StringBuilder json, String text) {
        json.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                case '\t' -> json.append("\\t");
                case '\r' -> json.append("\\r");
                default -> {
                    if (c < 0x20) {
                        json.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        json.append('"');
    }
}
