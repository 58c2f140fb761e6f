package dev.edl.batch;

/** The report lines of one {@link EditOutcome}, shared by the results that list outcomes. */
final class OutcomeLines {
    /** Detail lines shown under an edit's first line. */
    static final int DETAIL_LINES = 14;

    private OutcomeLines() {}

    /**
     * Appends {@code ✓ 1 [label] first line} and up to {@link #DETAIL_LINES} indented detail
     * lines (then a count of the rest).
     */
    static void append(StringBuilder out, EditOutcome edit) {
        String[] lines = edit.message().split("\n", -1);
        out.append(mark(edit.status())).append(' ').append(edit.number());
        if (edit.label() != null) {
            out.append(" [").append(edit.label()).append(']');
        }
        out.append(' ').append(lines[0]).append('\n');
        int shown = 0;
        for (int i = 1; i < lines.length && shown < DETAIL_LINES; i++, shown++) {
            out.append("    ").append(lines[i]).append('\n');
        }
        if (lines.length - 1 > shown) {
            out.append("    … (").append(lines.length - 1 - shown).append(" more lines)\n");
        }
    }

    /**
     * Appends the line of an edit block's outcome: {@code ✓ 1 src/main.rs: applied at line 3
     * (exact)}: the whole message after the path (it names the match's kind).
     */
    static void appendBlock(StringBuilder out, EditOutcome outcome) {
        out.append(outcome.isApplied() ? "✓ " : "✗ ")
                .append(outcome.number())
                .append(' ')
                .append(outcome.path())
                .append(": ")
                .append(outcome.message())
                .append('\n');
    }

    static String mark(EditStatus status) {
        return switch (status) {
            case APPLIED -> "✓";
            case FAILED -> "✗";
            case SKIPPED -> "–";
            case ROLLED_BACK -> "↺";
        };
    }
}
