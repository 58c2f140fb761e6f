package dev.edl.batch.internal.match;

import dev.edl.internal.text.Lines;
import dev.edl.internal.text.Whitespace;
import java.util.List;

/**
 * A search text split into lines for the line-based tiers.
 *
 * @param normalized each line with whitespace normalised
 * @param endsWithNewline whether the search ended with a line break (the match then includes the
 *     last line's break)
 * @param referenceIndent the indentation of the first non-blank search line
 * @param firstContentLine the 0-based index of that line (0 when every line is blank)
 */
record SearchLines(String[] normalized, boolean endsWithNewline, String referenceIndent, int firstContentLine) {
    static SearchLines of(String search) {
        boolean newline = search.endsWith("\n");
        List<String> lines = Lines.split(search);
        if (lines.isEmpty()) {
            lines = List.of("");
        }
        String[] normal = new String[lines.size()];
        String indent = "";
        int first = -1;
        for (int i = 0; i < normal.length; i++) {
            normal[i] = Whitespace.normalize(lines.get(i));
            if (first < 0 && !normal[i].isEmpty()) {
                first = i;
                indent = Whitespace.indentOf(lines.get(i));
            }
        }
        return new SearchLines(normal, newline, indent, Math.max(first, 0));
    }

    boolean hasContent() {
        for (String line : normalized) {
            if (!line.isEmpty()) {
                return true;
            }
        }
        return false;
    }
}
