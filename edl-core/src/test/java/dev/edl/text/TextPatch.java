package dev.edl.text;

import dev.edl.internal.text.Lines;
import java.util.ArrayList;
import java.util.List;

/** Test helper: applies a unified diff to a text, checking every context and removed line. */
final class TextPatch {
    private TextPatch() {}

    /**
     * Applies a unified diff as {@link UnifiedDiff#of} formats it.
     *
     * @param original the old text
     * @param diff the diff ({@code ""} changes nothing)
     * @return the new text
     * @throws AssertionError if a context or removed line does not match the old text
     */
    static String apply(String original, String diff) {
        if (diff.isEmpty()) {
            return original;
        }
        List<String> old = linesWithBreaks(original);
        StringBuilder out = new StringBuilder();
        int at = 0;
        List<String> lines = Lines.split(diff);
        for (int i = 2; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("@@")) {
                String[] range = line.substring(4, line.indexOf(' ', 4)).split(",");
                int count = range.length > 1 ? Integer.parseInt(range[1]) : 1;
                int start = Integer.parseInt(range[0]);
                int zeroBased = count == 0 ? start : start - 1;
                if (zeroBased < at) {
                    throw new AssertionError("hunks out of order at: " + line);
                }
                while (at < zeroBased) {
                    out.append(old.get(at++));
                }
                continue;
            }
            if (line.startsWith("\\")) {
                continue;
            }
            boolean noBreak = i + 1 < lines.size() && lines.get(i + 1).startsWith("\\");
            String content = line.substring(1) + (noBreak ? "" : "\n");
            char marker = line.charAt(0);
            if (marker == ' ' || marker == '-') {
                if (at >= old.size() || !old.get(at).equals(content)) {
                    throw new AssertionError("old line " + (at + 1) + " does not match: " + line);
                }
                at++;
            }
            if (marker == ' ' || marker == '+') {
                out.append(content);
            }
        }
        while (at < old.size()) {
            out.append(old.get(at++));
        }
        return out.toString();
    }

    /** The lines of a text, each with its line break (the last one may have none). */
    static List<String> linesWithBreaks(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int newline = text.indexOf('\n', start);
            int end = newline < 0 ? text.length() : newline + 1;
            lines.add(text.substring(start, end));
            start = end;
        }
        return lines;
    }
}
