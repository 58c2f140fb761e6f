package dev.edl.examples.bench;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Ten-times-larger variants of W1 and W4 for the scaling benchmarks, derived deterministically in
 * memory from the generated workloads, each with a reference result computed from the original's
 * expected output.
 */
final class ScaledWorkloads {
    /** How many copies of the input a scaled workload holds. */
    static final int COPIES = 10;

    /** The copy (0-based) of W1×10 that keeps the original lines, and so the script's targets. */
    static final int ORIGINAL_COPY = 4;

    /**
     * What {@code e} becomes in copies 1–9 of W4×10 (copy 0 keeps {@code e}): none of these occurs
     * in W4, and every search contains an {@code e}, so each copy's searches occur in that copy only.
     */
    private static final String E_REPLACEMENTS = "eèéêëēĕėęě";

    private ScaledWorkloads() {}

    /**
     * W1 at 100k lines with the same 200 commands: ten copies of the input, where every line of the
     * nine copies other than {@link #ORIGINAL_COPY} ends in {@code " // copy k"}, so each selected
     * line (and any text ending at a line break) still occurs exactly once. Reference: the same
     * copies around W1's expected output.
     *
     * @param w1 the loaded W1
     * @return W1×10, id {@code W1x10}
     */
    static EdlWorkload w1TimesTen(EdlWorkload w1) {
        StringBuilder input = new StringBuilder(w1.input().length() * (COPIES + 1));
        StringBuilder expected = new StringBuilder(w1.expected().length() * (COPIES + 1));
        for (int copy = 0; copy < COPIES; copy++) {
            if (copy == ORIGINAL_COPY) {
                input.append(w1.input());
                expected.append(w1.expected());
            } else {
                String marked = markLines(w1.input(), " // copy " + copy);
                input.append(marked);
                expected.append(marked);
            }
        }
        String in = input.toString();
        String out = expected.toString();
        return new EdlWorkload(
                w1.id() + "x10",
                "edl-heredoc-100k",
                w1.script(),
                w1.scriptPath(),
                in,
                derivedFile(w1.inputFile().path(), in),
                out,
                derivedFile(w1.expectedFile().path(), out),
                w1.expectedReplacements());
    }

    /**
     * W4 with 4,000 edits on a 10× larger file: ten copies of the input, copy {@code k} with every
     * {@code e} replaced by a character of its own (also in its edits' search and replace texts);
     * the edits run in document order like W4's own (all of copy 0's edits, then copy 1's, …), so
     * this is a W4-style batch on a proportionally larger file. Every copy's searches occur only in
     * that copy, as often as in W4, so the reference is the copies of W4's expected output and 40
     * designed failures.
     *
     * @param w4 the loaded W4
     * @return W4×10, id {@code W4x10}
     * @throws IllegalStateException if W4 already contains one of the replacement characters
     */
    static BatchWorkload w4TimesTen(BatchWorkload w4) {
        for (int copy = 1; copy < COPIES; copy++) {
            char c = E_REPLACEMENTS.charAt(copy);
            boolean inEdits = w4.edits().stream()
                    .anyMatch(e -> e.search().indexOf(c) >= 0 || e.replace().indexOf(c) >= 0);
            if (w4.input().indexOf(c) >= 0 || w4.expected().indexOf(c) >= 0 || inEdits) {
                throw new IllegalStateException("W4 already contains " + c + ": cannot derive W4x10");
            }
        }
        StringBuilder input = new StringBuilder(w4.input().length() * COPIES);
        StringBuilder expected = new StringBuilder(w4.expected().length() * COPIES);
        for (int copy = 0; copy < COPIES; copy++) {
            input.append(recolour(w4.input(), copy));
            expected.append(recolour(w4.expected(), copy));
        }
        List<WorkloadEdit> edits = new ArrayList<>(w4.edits().size() * COPIES);
        for (int copy = 0; copy < COPIES; copy++) {
            for (WorkloadEdit edit : w4.edits()) {
                edits.add(new WorkloadEdit(
                        edit.label() + " #" + copy, recolour(edit.search(), copy), recolour(edit.replace(), copy)));
            }
        }
        List<ExpectedFailure> failures = new ArrayList<>();
        for (int copy = 0; copy < COPIES; copy++) {
            for (ExpectedFailure failure : w4.expectedFailures()) {
                failures.add(new ExpectedFailure(
                        copy * w4.edits().size() + failure.index(),
                        failure.label() + " #" + copy,
                        failure.reason(),
                        failure.occurrences()));
            }
        }
        String in = input.toString();
        String out = expected.toString();
        return new BatchWorkload(
                w4.id() + "x10",
                "batch-4000-markdown",
                in,
                derivedFile(w4.inputFile().path(), in),
                edits,
                out,
                derivedFile(w4.expectedFile().path(), out),
                w4.expectedSucceeded() * COPIES,
                failures);
    }

    /** Appends a marker to every line (before its {@code \n}). */
    static String markLines(String text, String marker) {
        StringBuilder marked = new StringBuilder(text.length() + text.length() / 16 * marker.length());
        int start = 0;
        for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
            marked.append(text, start, end).append(marker).append('\n');
            start = end + 1;
        }
        if (start < text.length()) {
            marked.append(text, start, text.length()).append(marker);
        }
        return marked.toString();
    }

    private static String recolour(String text, int copy) {
        return copy == 0 ? text : text.replace('e', E_REPLACEMENTS.charAt(copy));
    }

    private static WorkloadFile derivedFile(String path, String content) {
        int lines = 0;
        for (int i = content.indexOf('\n'); i >= 0; i = content.indexOf('\n', i + 1)) {
            lines++;
        }
        return new WorkloadFile(
                path + " (x10, derived)",
                content.getBytes(StandardCharsets.UTF_8).length,
                content.length(),
                lines,
                Workloads.sha256(content));
    }
}
