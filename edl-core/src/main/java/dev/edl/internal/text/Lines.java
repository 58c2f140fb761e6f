package dev.edl.internal.text;

import java.util.ArrayList;
import java.util.List;

/** The one line splitter: a text into its lines, without their line breaks. */
public final class Lines {
    private Lines() {}

    /**
     * Splits a text into lines at {@code \n}; a {@code \r} before it stays in the line. A final line
     * break does not start an extra empty line.
     *
     * @param text any text
     * @return the lines ({@code ""} gives no lines)
     */
    public static List<String> split(String text) {
        return split(text, false);
    }

    /**
     * Splits a text into lines at {@code \n} or {@code \r\n}: like {@link #split(String)}, but one
     * {@code \r} at the end of each line is dropped (a lone {@code \r} inside a line stays).
     *
     * @param text any text
     * @return the lines ({@code ""} gives no lines)
     */
    public static List<String> splitDroppingCr(String text) {
        return split(text, true);
    }

    private static List<String> split(String text, boolean dropCr) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int length = text.length();
        while (start < length) {
            int end = text.indexOf('\n', start);
            int next = end < 0 ? length : end + 1;
            int lineEnd = end < 0 ? length : end;
            if (dropCr && lineEnd > start && text.charAt(lineEnd - 1) == '\r') {
                lineEnd--;
            }
            lines.add(text.substring(start, lineEnd));
            start = next;
        }
        return lines;
    }
}
