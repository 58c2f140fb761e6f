package dev.edl.tools;

import dev.edl.batch.LineReplaceResult;
import dev.edl.internal.text.Lines;

/** Formats a line-range replacement for an LLM or a terminal. */
public final class LineReports {
    private LineReports() {}

    /**
     * The report: the message, the warnings, then the diff.
     *
     * @param result the result
     * @return the report, ending with a line break
     */
    public static String format(LineReplaceResult result) {
        StringBuilder out = new StringBuilder();
        if (result.path() != null && !result.message().contains(result.path())) {
            out.append(result.path()).append(": ");
        }
        out.append(result.message());
        if (result.isSuccess()) {
            int moved = result.newLineCount() - result.linesReplaced();
            int total = Lines.split(result.content()).size();
            out.append(" (")
                    .append(total)
                    .append(total == 1 ? " line" : " lines")
                    .append(" now");
            if (moved != 0) {
                out.append("; later lines moved ")
                        .append(moved > 0 ? "down by " : "up by ")
                        .append(Math.abs(moved));
            }
            out.append(')');
        }
        out.append('\n');
        for (String warning : result.warnings()) {
            out.append("Warning: ").append(warning).append('\n');
        }
        if (!result.diff().isEmpty()) {
            out.append('\n').append(result.diff());
            if (!result.diff().endsWith("\n")) {
                out.append('\n');
            }
        }
        return out.toString();
    }
}
