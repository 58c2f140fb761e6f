package dev.edl.examples.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A workload of single-line search/replace edits (W7 here, W8 in {@link SourceLikeWorkload}).
 *
 * <p>W7, single-line search/replace at scale, built in memory (it is not one of the generated
 * workloads and has no files or recorded hashes): {@code lines} lines that share a long prefix and
 * suffix and differ only in a 7-digit id, so that no filter on a line's first or last characters
 * tells them apart, and {@code lines / 100} edits whose search is one whole line (without its line
 * break) that occurs once.
 *
 * <p>Line {@code i} (0-based) is {@code "    public static final String
 * CONSTANT_NAME_PREFIX_<i>_SUFFIX_LONG_COMMON_TAIL = \"a shared value for every constant\";"} with
 * {@code i} as 7 digits. Edit {@code k} searches line {@code 100 k + r_k}, {@code r_k} the k-th
 * {@code nextInt(100)} of {@code new Random(7)}, and replaces the value with {@code "changed <i>"};
 * the edits are in file order.
 *
 * @param id the row id ({@code W7}, {@code W7x10}, {@code W7edl}, ..., or a W8 id)
 * @param lines how many lines the input has
 * @param input the input text, every line ending with {@code \n}
 * @param edits the edits, in order (label {@code "line <i>"})
 * @param expectedSha256 the SHA-256 of the expected output, computed by replacing the edited lines
 *     of a line array directly (a model that shares no code with the engine)
 */
record SingleLineWorkload(String id, int lines, String input, List<WorkloadEdit> edits, String expectedSha256) {
    /** The value every line has before it is edited. */
    static final String SHARED_VALUE = "a shared value for every constant";

    /** The file name the EDL script edits. */
    static final String SCRIPT_PATH = "constants.java";

    /** Copies the list. */
    SingleLineWorkload {
        edits = List.copyOf(edits);
    }

    /**
     * The workload of a row id: {@code W7} and {@code W7edl} have 100,000 lines and 1,000 edits,
     * {@code W7x10} and {@code W7edlx10} 1,000,000 lines and 10,000 edits; the W8 ids ({@code W8},
     * {@code W8exact}, {@code W8edl} and their {@code x10}) are {@link SourceLikeWorkload}'s, at the
     * same sizes.
     *
     * @throws IllegalArgumentException for any other id
     */
    static SingleLineWorkload of(String id) {
        return switch (id) {
            case "W7", "W7edl" -> build(id, 100_000);
            case "W7x10", "W7edlx10" -> build(id, 1_000_000);
            case "W8", "W8exact", "W8edl" -> SourceLikeWorkload.build(id, 100_000);
            case "W8x10", "W8exactx10", "W8edlx10" -> SourceLikeWorkload.build(id, 1_000_000);
            default -> throw new IllegalArgumentException("not a W7 or W8 workload: " + id);
        };
    }

    /** The W7 workload of {@code lines} lines (a multiple of 100) and {@code lines / 100} edits. */
    static SingleLineWorkload build(String id, int lines) {
        StringBuilder input = new StringBuilder(lines * 112);
        String[] model = new String[lines];
        for (int i = 0; i < lines; i++) {
            model[i] = line(i);
            input.append(model[i]).append('\n');
        }
        Random random = new Random(7);
        List<WorkloadEdit> edits = new ArrayList<>(lines / 100);
        for (int k = 0; k < lines / 100; k++) {
            int i = 100 * k + random.nextInt(100);
            String search = line(i);
            String replace = search.replace(SHARED_VALUE, String.format(Locale.ROOT, "changed %07d", i));
            edits.add(new WorkloadEdit("line " + i, search, replace));
            model[i] = replace;
        }
        StringBuilder expected = new StringBuilder(input.length());
        for (String line : model) {
            expected.append(line).append('\n');
        }
        return new SingleLineWorkload(id, lines, input.toString(), edits, Workloads.sha256(expected.toString()));
    }

    /** Line {@code i} of the input, without its line break. */
    static String line(int i) {
        return String.format(
                Locale.ROOT,
                "    public static final String CONSTANT_NAME_PREFIX_%07d_SUFFIX_LONG_COMMON_TAIL = \"%s\";",
                i,
                SHARED_VALUE);
    }

    /**
     * The same edits as an EDL script: {@code file constants.java}, then per edit {@code select
     * <<END} (the line) and {@code replace <<END} (the new line).
     */
    String script() {
        StringBuilder script = new StringBuilder("file " + SCRIPT_PATH + "\n");
        for (WorkloadEdit edit : edits) {
            script.append("select <<END\n").append(edit.search()).append("\nEND\n");
            script.append("replace <<END\n").append(edit.replace()).append("\nEND\n");
        }
        return script.toString();
    }
}
