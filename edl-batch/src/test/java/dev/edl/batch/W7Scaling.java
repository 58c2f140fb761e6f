package dev.edl.batch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * A scaling harness for single-line edits (a main, not a test: it only prints timings): the W7
 * shape, {@code n} lines that share a long prefix and suffix and differ in a 7-digit id, and
 * {@code n / 100} search/replace edits whose search is one whole line (no line break) that occurs
 * once. Edits go through the {@link BatchEdit} API in memory, in file order.
 *
 * <p>Line {@code i} (0-based) is {@link #line}: {@code "    public static final String
 * CONSTANT_NAME_PREFIX_%07d_SUFFIX_LONG_COMMON_TAIL = \"a shared value for every constant\";"} with
 * {@code i}'s 7-digit id. Edit {@code k} searches line {@code 100 k + r_k}, {@code r_k} the k-th
 * {@code nextInt(100)} of {@code new Random(7)}, and replaces its value with {@code "changed
 * <id>"}.
 *
 * <p>Usage: {@code mvn -o -q -pl edl-batch -am test-compile}, then {@code java -cp
 * edl-batch/target/test-classes:edl-batch/target/classes:edl-core/target/classes:<java-diff-utils
 * jar>:<jspecify jar> dev.edl.batch.W7Scaling [runs] [sizes...]} (default 5 runs of 100000 and
 * 1000000 lines). Each size gets two untimed warm-up runs, then {@code runs} timed ones; the
 * median, min and max are printed, and the ratio of the last size's median to the first's.
 */
final class W7Scaling {
    private W7Scaling() {}

    /** Line {@code i} of the W7 text, without its line break. */
    static String line(int i) {
        return String.format(
                "    public static final String CONSTANT_NAME_PREFIX_%07d_SUFFIX_LONG_COMMON_TAIL"
                        + " = \"a shared value for every constant\";",
                i);
    }

    /** The W7 text of {@code n} lines (each ending with a line break). */
    static String text(int n) {
        StringBuilder out = new StringBuilder(n * 112);
        for (int i = 0; i < n; i++) {
            out.append(line(i)).append('\n');
        }
        return out.toString();
    }

    /** The W7 edits of an {@code n}-line text: {@code n / 100} whole-line searches, in file order. */
    static List<SearchReplace> edits(int n) {
        Random random = new Random(7);
        List<SearchReplace> edits = new ArrayList<>();
        for (int k = 0; k < n / 100; k++) {
            int i = 100 * k + random.nextInt(100);
            String search = line(i);
            String replace = search.replace("a shared value for every constant", String.format("changed %07d", i));
            edits.add(SearchReplace.of(search, replace));
        }
        return edits;
    }

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int[] sizes = args.length > 1
                ? Arrays.stream(args, 1, args.length)
                        .mapToInt(Integer::parseInt)
                        .toArray()
                : new int[] {100_000, 1_000_000};
        BatchEdit batch = BatchEdit.withDefaults();
        double[] medians = new double[sizes.length];
        for (int s = 0; s < sizes.length; s++) {
            int n = sizes[s];
            String text = text(n);
            List<SearchReplace> edits = edits(n);
            BatchResult first = batch.apply(text, edits);
            System.out.printf(
                    "W7 %d lines, %d edits: applied=%d failed=%d%n", n, edits.size(), first.applied(), first.failed());
            for (int r = 0; r < 2; r++) {
                batch.apply(text, edits);
            }
            double[] times = new double[runs];
            for (int r = 0; r < runs; r++) {
                long start = System.nanoTime();
                batch.apply(text, edits);
                times[r] = (System.nanoTime() - start) / 1e6;
            }
            Arrays.sort(times);
            medians[s] = times[runs / 2];
            System.out.printf("  median %.1f ms (min %.1f, max %.1f)%n", medians[s], times[0], times[runs - 1]);
        }
        if (sizes.length > 1) {
            System.out.printf(
                    "ratio %d/%d = %.2f%n", sizes[sizes.length - 1], sizes[0], medians[sizes.length - 1] / medians[0]);
        }
    }
}
