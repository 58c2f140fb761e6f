package dev.edl.internal.text;

import org.jspecify.annotations.Nullable;

/** Whitespace helpers: line normalisation and indentation. */
public final class Whitespace {
    private Whitespace() {}

    /** Tab stops assumed when converting between tabs and spaces. */
    static final int TAB_WIDTH = 4;

    public static boolean isBlank(char c) {
        // every blank is at most ' ', so most characters are settled by the first comparison
        return c <= ' ' && (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\u000B');
    }

    /**
     * A line with leading and trailing whitespace removed and inner runs of spaces/tabs collapsed to
     * one space.
     *
     * @param chars characters holding the line at {@code [from, to)}
     */
    public static String normalize(char[] chars, int from, int to) {
        int start = from;
        int end = to;
        while (start < end && isBlank(chars[start])) {
            start++;
        }
        while (end > start && isBlank(chars[end - 1])) {
            end--;
        }
        StringBuilder out = null;
        for (int i = start; i < end; i++) {
            char c = chars[i];
            if (isBlank(c)) {
                int runEnd = i;
                while (runEnd < end && isBlank(chars[runEnd])) {
                    runEnd++;
                }
                if (c != ' ' || runEnd - i > 1) {
                    if (out == null) {
                        out = new StringBuilder(end - start).append(chars, start, i - start);
                    }
                    out.append(' ');
                    i = runEnd - 1;
                    continue;
                }
            }
            if (out != null) {
                out.append(c);
            }
        }
        return out == null ? new String(chars, start, end - start) : out.toString();
    }

    public static String normalize(String line) {
        return normalize(line.toCharArray(), 0, line.length());
    }

    /** The leading spaces and tabs of a line. */
    public static String indentOf(String line) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return line.substring(0, i);
    }

    public static int width(String indent) {
        int width = 0;
        for (int i = 0; i < indent.length(); i++) {
            width = indent.charAt(i) == '\t' ? (width / TAB_WIDTH + 1) * TAB_WIDTH : width + 1;
        }
        return width;
    }

    public static String build(int width, boolean tabs) {
        StringBuilder out = new StringBuilder();
        int remaining = Math.max(0, width);
        if (tabs) {
            for (; remaining >= TAB_WIDTH; remaining -= TAB_WIDTH) {
                out.append('\t');
            }
        }
        for (; remaining > 0; remaining--) {
            out.append(' ');
        }
        return out.toString();
    }

    /**
     * Whether a replacement already starts at the file's indentation: its first non-blank line is
     * indented exactly as the matched file line. Such a replacement was written for the file as it
     * is (only the search's indentation was off), so it is kept as written: shifting it by the
     * search's error would move it away from the indentation it names.
     */
    public static boolean keepsFileIndent(String replacement, String fileIndent) {
        String first = firstContentLine(replacement);
        return first != null && indentOf(first).equals(fileIndent);
    }

    /** The first line with a non-blank character, or null. */
    public static @Nullable String firstContentLine(String text) {
        for (String line : text.split("\n", -1)) {
            if (!line.isBlank()) {
                return line;
            }
        }
        return null;
    }

    /** An indentation in words: {@code "12 spaces"}, {@code "2 tabs"}, {@code "1 tab + 2 spaces"}, {@code "none"}. */
    public static String describe(String indent) {
        int tabs = 0;
        int spaces = 0;
        for (int i = 0; i < indent.length(); i++) {
            if (indent.charAt(i) == '\t') {
                tabs++;
            } else {
                spaces++;
            }
        }
        if (tabs == 0 && spaces == 0) {
            return "none";
        }
        String spaceWords = spaces == 1 ? "1 space" : spaces + " spaces";
        String tabWords = tabs == 1 ? "1 tab" : tabs + " tabs";
        if (tabs == 0) {
            return spaceWords;
        }
        return spaces == 0 ? tabWords : tabWords + " + " + spaceWords;
    }

    /**
     * Re-indents a replacement: each non-blank line's indentation is shifted by the difference
     * between the file's and the search's reference indentation, in the file's style. A replacement
     * whose first non-blank line already has the file's indentation is kept as written (see {@link
     * #keepsFileIndent}).
     *
     * @param replacement the literal replacement
     * @param searchIndent the indentation of the search's first non-blank line
     * @param fileIndent the indentation of the matched file line for it
     */
    public static String reindent(String replacement, String searchIndent, String fileIndent) {
        if (searchIndent.equals(fileIndent) || replacement.isEmpty() || keepsFileIndent(replacement, fileIndent)) {
            return replacement;
        }
        boolean tabs = fileIndent.indexOf('\t') >= 0;
        int shift = width(fileIndent) - width(searchIndent);
        StringBuilder out = new StringBuilder(replacement.length() + 64);
        int start = 0;
        while (start <= replacement.length()) {
            int newline = replacement.indexOf('\n', start);
            int end = newline < 0 ? replacement.length() : newline;
            String line = replacement.substring(start, end);
            String indent = indentOf(line);
            if (indent.length() == line.length()
                    || (line.endsWith("\r") && line.trim().isEmpty())) {
                out.append(line);
            } else if (indent.startsWith(searchIndent)) {
                String extra = indent.substring(searchIndent.length());
                out.append(fileIndent)
                        .append(build(width(fileIndent + extra) - width(fileIndent), tabs))
                        .append(line, indent.length(), line.length());
            } else {
                out.append(build(width(indent) + shift, tabs)).append(line, indent.length(), line.length());
            }
            if (newline < 0) {
                break;
            }
            out.append('\n');
            start = newline + 1;
        }
        return out.toString();
    }
}
