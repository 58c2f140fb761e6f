package dev.edl.batch.internal.match;

import dev.edl.internal.text.Lines;
import java.util.ArrayList;
import java.util.List;

/** Test helper: applies a unified diff (as produced by the engine) to a text, checking context. */
public final class Patches {
    private Patches() {}

    /**
     * Applies a unified diff.
     *
     * @param original the old text
     * @param diff the diff
     * @return the new text
     */
    public static String apply(String original, String diff) {
        if (diff.isEmpty()) {
            return original;
        }
        List<String> old = lines(original);
        List<String> out = new ArrayList<>();
        int at = 0;
        List<String> diffLines = Lines.split(diff);
        for (int i = 0; i < diffLines.size(); i++) {
            String line = diffLines.get(i);
            if (line.startsWith("--- ") || line.startsWith("+++ ")) {
                continue;
            }
            if (line.startsWith("@@")) {
                String[] range = line.substring(4, line.indexOf(' ', 4)).split(",");
                int count = range.length > 1 ? Integer.parseInt(range[1]) : 1;
                int start = count == 0 ? Integer.parseInt(range[0]) : Integer.parseInt(range[0]) - 1;
                while (at < start) {
                    out.add(old.get(at++));
                }
                continue;
            }
            boolean noNewline = i + 1 < diffLines.size() && diffLines.get(i + 1).startsWith("\\");
            String content = line.substring(1) + (noNewline ? "" : "\n");
            if (line.startsWith("\\")) {
                continue;
            }
            char marker = line.charAt(0);
            if (marker == ' ' || marker == '-') {
                if (!old.get(at).equals(content)) {
                    throw new AssertionError(
                            "context mismatch at old line " + (at + 1) + ": " + old.get(at) + " vs " + content);
                }
                at++;
            }
            if (marker == ' ' || marker == '+') {
                out.add(content);
            }
        }
        while (at < old.size()) {
            out.add(old.get(at++));
        }
        return String.join("", out);
    }

    /** Lines with their line breaks. */
    private static List<String> lines(String text) {
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
