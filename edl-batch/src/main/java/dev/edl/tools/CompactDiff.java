package dev.edl.tools;

import java.util.ArrayList;
import java.util.List;

/**
 * A unified diff sized for a context window: every changed line is kept, but lines longer than
 * {@value #LONG_LINE} characters are clipped — a changed line around what changed (against its
 * partner line on the other side), a context line to its start — and a note says how much was left
 * out and how to get the full diff.
 *
 * <p>The tools use it for their reports ({@code "diff": "compact"}, the default); the command line
 * uses {@link #of(String, String)} with its own way of asking for the full diff.
 */
public final class CompactDiff {
    /** Lines up to this many characters are shown whole. */
    static final int LONG_LINE = 160;

    /** Characters kept on each side of a change inside a long line. */
    static final int AROUND = 50;

    /** Characters of a long context line kept. */
    static final int CONTEXT_KEPT = 80;

    private CompactDiff() {}

    /** How a tool call asks for the full diff, as the note says it. */
    private static final String TOOL_HINT = "pass \"diff\": \"full\"";

    /**
     * The compact form of a unified diff, for a tool report.
     *
     * @param diff a unified diff, possibly empty
     * @return the diff with long lines clipped and a note at its end when anything was clipped
     */
    static String of(String diff) {
        return of(diff, TOOL_HINT);
    }

    /**
     * The compact form of a unified diff (or of a snippet of {@code -}/{@code +} lines): every line
     * is kept, lines longer than {@value #LONG_LINE} characters are clipped and marked {@code …}, and
     * when anything was clipped a note follows: {@code [Compact diff: 2 long lines clipped (1040
     * characters left out, marked …); <fullHint> for whole lines.]}.
     *
     * @param diff a unified diff, possibly empty
     * @param fullHint how the reader asks for the whole lines, e.g. {@code add --diff full}
     * @return the diff with long lines clipped and the note, ending with a line break when anything
     *     was clipped; the diff itself when nothing was
     */
    public static String of(String diff, String fullHint) {
        if (diff.isEmpty()) {
            return diff;
        }
        List<String> lines = List.of(diff.split("\n", -1));
        List<String> out = new ArrayList<>(lines.size());
        int clippedLines = 0;
        long clippedChars = 0;
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (line.startsWith("-") && !line.startsWith("--- ")) {
                int minusEnd = i;
                while (minusEnd < lines.size() && lines.get(minusEnd).startsWith("-")) {
                    minusEnd++;
                }
                int plusEnd = minusEnd;
                while (plusEnd < lines.size()
                        && lines.get(plusEnd).startsWith("+")
                        && !lines.get(plusEnd).startsWith("+++ ")) {
                    plusEnd++;
                }
                int removed = minusEnd - i;
                int added = plusEnd - minusEnd;
                List<String> plus = new ArrayList<>();
                for (int k = 0; k < removed; k++) {
                    String old = lines.get(i + k);
                    String partner = k < added ? lines.get(minusEnd + k) : null;
                    String shown = partner == null ? clipStart(old) : clipAround(old, partner);
                    out.add(shown);
                    if (shown.length() < old.length()) {
                        clippedLines++;
                        clippedChars += old.length() - shown.length();
                    }
                }
                for (int k = 0; k < added; k++) {
                    String now = lines.get(minusEnd + k);
                    String partner = k < removed ? lines.get(i + k) : null;
                    String shown = partner == null ? clipStart(now) : clipAround(now, partner);
                    plus.add(shown);
                    if (shown.length() < now.length()) {
                        clippedLines++;
                        clippedChars += now.length() - shown.length();
                    }
                }
                out.addAll(plus);
                i = plusEnd;
                continue;
            }
            String shown = line;
            if (line.startsWith(" ") && line.length() > LONG_LINE) {
                shown = cut(line, CONTEXT_KEPT) + " …";
            } else if (line.startsWith("+") && !line.startsWith("+++ ")) {
                shown = clipStart(line);
            }
            if (shown.length() < line.length()) {
                clippedLines++;
                clippedChars += line.length() - shown.length();
            }
            out.add(shown);
            i++;
        }
        String result = String.join("\n", out);
        if (clippedLines > 0) {
            result += (result.endsWith("\n") ? "" : "\n") + "[Compact diff: " + clippedLines + " long "
                    + (clippedLines == 1 ? "line" : "lines") + " clipped (" + clippedChars
                    + " characters left out, marked …); " + fullHint + " for whole lines.]\n";
        }
        return result;
    }

    /**
     * A report whose last part is a unified diff, with that diff made compact unless the model asked
     * for the full one.
     */
    static String inReport(String report, boolean full) {
        int at = report.startsWith("--- a/") ? 0 : report.indexOf("\n--- a/") + 1;
        if (full || at <= 0 && !report.startsWith("--- a/")) {
            return report;
        }
        return report.substring(0, at) + of(report.substring(at));
    }

    /**
     * The {@code diff} argument: {@code "compact"} (the default) or {@code "full"}.
     *
     * @return true for the full diff
     */
    static boolean full(ToolArguments args) {
        String mode = args.optionalString("diff");
        if (mode == null || mode.equals("compact")) {
            return false;
        }
        if (mode.equals("full")) {
            return true;
        }
        throw new ToolArgumentException("\"diff\" must be \"compact\" or \"full\"; got \"" + mode + "\".");
    }

    /** A long added or removed line without a partner: its start. */
    private static String clipStart(String line) {
        if (line.length() <= LONG_LINE) {
            return line;
        }
        return cut(line, LONG_LINE - AROUND) + " …";
    }

    /** A long changed line, around where it differs from its partner on the other side. */
    private static String clipAround(String line, String partner) {
        if (line.length() <= LONG_LINE) {
            return line;
        }
        int prefix = 1; // the +/- marker
        int max = Math.min(line.length(), partner.length());
        while (prefix < max && line.charAt(prefix) == partner.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < max - prefix
                && line.charAt(line.length() - 1 - suffix) == partner.charAt(partner.length() - 1 - suffix)) {
            suffix++;
        }
        int from = Math.max(1, prefix - AROUND);
        int to = Math.min(line.length(), line.length() - suffix + AROUND);
        if (from > 1 && Character.isLowSurrogate(line.charAt(from))) {
            from--;
        }
        if (to < line.length() && Character.isHighSurrogate(line.charAt(to - 1))) {
            to++;
        }
        StringBuilder out = new StringBuilder().append(line.charAt(0));
        out.append(from > 1 ? "…" : "").append(line, from, to).append(to < line.length() ? "…" : "");
        return out.length() < line.length() ? out.toString() : line;
    }

    private static String cut(String line, int length) {
        int end = Math.min(length, line.length());
        if (end < line.length() && Character.isHighSurrogate(line.charAt(end - 1))) {
            end--;
        }
        return line.substring(0, end);
    }
}
