package dev.edl.internal.exec;

import dev.edl.internal.text.Lines;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Explains why a heredoc pattern found nothing, when the reason is a common one: the lines are
 * there but indented or spaced differently, or only the first line is there. Computed only after a
 * failure, in one pass over the file's lines.
 */
final class NearMiss {
    private static final int MAX_PLACES = 3;
    private static final int MAX_SHOWN_LINES = 12;
    private static final int MAX_LINE_CHARS = 160;

    private NearMiss() {}

    /**
     * The end of the error message's parenthesis (closing it), possibly followed by the file's lines,
     * or null when nothing close was found.
     */
    static @Nullable String explain(String pattern, String text) {
        List<String> wanted = Lines.split(pattern);
        List<String> lines = Lines.split(text);
        if (wanted.isEmpty() || lines.isEmpty()) {
            return null;
        }
        List<Integer> blankInsensitive = new ArrayList<>();
        List<Integer> firstLineOnly = new ArrayList<>();
        String firstWanted = normalise(wanted.get(0));
        for (int start = 0; start + wanted.size() <= lines.size(); start++) {
            if (!normalise(lines.get(start)).equals(firstWanted)) {
                continue;
            }
            if (matchesFrom(lines, start, wanted)) {
                blankInsensitive.add(start + 1);
            } else if (wanted.size() > 1) {
                firstLineOnly.add(start + 1);
            }
        }
        if (!blankInsensitive.isEmpty()) {
            return "the lines are in the file with different indentation or spacing at line" + places(blankInsensitive)
                    + "; copy them exactly, whitespace included)"
                    + fileLines(lines, blankInsensitive.get(0), wanted.size());
        }
        if (!firstLineOnly.isEmpty()) {
            return "the first line of the pattern is at line" + places(firstLineOnly)
                    + ", but the lines after it differ)";
        }
        return null;
    }

    /**
     * The file's lines {@code first..first+count-1} (1-based), numbered, with spaces shown as {@code ·}
     * and tabs as {@code →}, so that a model can copy the whitespace it got wrong.
     */
    private static String fileLines(List<String> lines, int first, int count) {
        int shown = Math.min(count, MAX_SHOWN_LINES);
        int last = first + count - 1;
        StringBuilder out = new StringBuilder(". The file's line")
                .append(count == 1 ? " " + first + " as it is" : "s " + first + "–" + last + " as they are")
                .append(" (· is a space, → a tab):");
        for (int i = 0; i < shown; i++) {
            int number = first + i;
            out.append('\n').append(String.format(java.util.Locale.ROOT, "%7d | ", number));
            out.append(visible(lines.get(number - 1)));
        }
        if (count > shown) {
            out.append("\n        … (").append(count - shown).append(" more lines)");
        }
        return out.toString();
    }

    private static String visible(String line) {
        StringBuilder out = new StringBuilder(Math.min(line.length(), MAX_LINE_CHARS) + 1);
        for (int i = 0; i < line.length() && i < MAX_LINE_CHARS; i++) {
            char c = line.charAt(i);
            out.append(c == ' ' ? '·' : c == '\t' ? '→' : c == '\r' ? '␍' : c);
        }
        if (line.length() > MAX_LINE_CHARS) {
            out.append('…');
        }
        return out.toString();
    }

    private static boolean matchesFrom(List<String> lines, int start, List<String> wanted) {
        for (int i = 0; i < wanted.size(); i++) {
            if (!normalise(lines.get(start + i)).equals(normalise(wanted.get(i)))) {
                return false;
            }
        }
        return true;
    }

    private static String places(List<Integer> lines) {
        StringBuilder out = new StringBuilder(lines.size() == 1 ? " " : "s ");
        for (int i = 0; i < Math.min(MAX_PLACES, lines.size()); i++) {
            out.append(i == 0 ? "" : ", ").append(lines.get(i));
        }
        return lines.size() > MAX_PLACES ? out + ", …" : out.toString();
    }

    /** Blanks at both ends removed, inner runs of blanks collapsed to one space. */
    static String normalise(String line) {
        String stripped = line.strip();
        StringBuilder out = new StringBuilder(stripped.length());
        boolean blank = false;
        for (int i = 0; i < stripped.length(); i++) {
            char c = stripped.charAt(i);
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == 0x0B) {
                blank = true;
                continue;
            }
            if (blank) {
                out.append(' ');
                blank = false;
            }
            out.append(c);
        }
        return out.toString();
    }
}
