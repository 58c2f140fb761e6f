package dev.edl.internal.exec;

import dev.edl.internal.text.Lines;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Explains why a heredoc pattern found nothing, when the reason is a common one: the lines are
 * there but indented or spaced differently (then the file's lines are shown, and how the
 * indentations differ), or most of the lines are there and one differs (then the first differing
 * line is shown, the pattern's and the file's, numbered). Computed only after a failure, in one pass
 * over the file's lines.
 */
final class NearMiss {
    private static final int MAX_PLACES = 3;
    private static final int MAX_SHOWN_LINES = 12;
    private static final int MAX_LINE_CHARS = 160;

    private NearMiss() {}

    /**
     * The end of the error message's parenthesis (closing it), possibly followed by lines that show
     * the file's text, or null when nothing close was found.
     */
    static @Nullable String explain(String pattern, String text) {
        List<String> wanted = Lines.split(pattern);
        List<String> lines = Lines.split(text);
        if (wanted.isEmpty() || lines.isEmpty()) {
            return null;
        }
        String[] normalWanted = new String[wanted.size()];
        Map<String, Integer> firstIndexOf = new HashMap<>();
        for (int k = 0; k < normalWanted.length; k++) {
            normalWanted[k] = normalise(wanted.get(k));
            if (!normalWanted[k].isEmpty()) {
                firstIndexOf.putIfAbsent(normalWanted[k], k);
            }
        }
        List<Integer> blankInsensitive = new ArrayList<>();
        List<Integer> firstLineOnly = new ArrayList<>();
        // the closest place: the most pattern lines equal (whitespace aside) at one alignment
        int bestStart = -1;
        int bestEqual = 0;
        String[] normalLines = new String[lines.size()];
        for (int i = 0; i < normalLines.length; i++) {
            normalLines[i] = normalise(lines.get(i));
        }
        Set<Integer> tried = new HashSet<>();
        for (int i = 0; i < normalLines.length; i++) {
            Integer k = firstIndexOf.get(normalLines[i]);
            if (k == null) {
                continue;
            }
            int start = i - k;
            if (start < 0 || start + wanted.size() > lines.size() || !tried.add(start)) {
                continue;
            }
            int equal = equalLines(normalLines, start, normalWanted);
            if (equal == wanted.size()) {
                blankInsensitive.add(start + 1);
            } else {
                if (k == 0 && wanted.size() > 1) {
                    firstLineOnly.add(start + 1);
                }
                if (equal > bestEqual) {
                    bestEqual = equal;
                    bestStart = start;
                }
            }
        }
        if (!blankInsensitive.isEmpty()) {
            return "the lines are in the file with different indentation or spacing at line"
                    + places(blankInsensitive) + "; copy them exactly, whitespace included"
                    + indentation(wanted, lines, blankInsensitive.get(0)) + ")"
                    + fileLines(lines, blankInsensitive, wanted.size());
        }
        if (bestStart < 0 || wanted.size() < 2 || bestEqual * 2 < wanted.size()) {
            return firstLineOnly.isEmpty()
                    ? null
                    : "the first line of the pattern is at line" + places(firstLineOnly)
                            + ", but the lines after it differ)";
        }
        int differs = 0;
        while (normalLines[bestStart + differs].equals(normalWanted[differs])) {
            differs++;
        }
        String lead = firstLineOnly.isEmpty()
                ? bestEqual + " of its " + wanted.size() + " lines are at lines " + (bestStart + 1) + "–"
                        + (bestStart + wanted.size())
                : "the first line of the pattern is at line" + places(firstLineOnly) + ", but the lines after it"
                        + " differ";
        int fileLine = bestStart + differs + 1;
        String patternLabel = "- your pattern, line " + (differs + 1) + ": ";
        String fileLabel = "+ file, line " + fileLine + ": ";
        int width = Math.max(patternLabel.length(), fileLabel.length());
        return lead + ")\nThe closest place starts at line " + (bestStart + 1) + "; its first differing line is the"
                + " file's line " + fileLine + ", your pattern's line " + (differs + 1) + " (· is a space, → a tab):"
                + "\n  " + pad(patternLabel, width) + visible(wanted.get(differs))
                + "\n  " + pad(fileLabel, width) + visible(lines.get(fileLine - 1));
    }

    private static String pad(String label, int width) {
        return label + " ".repeat(width - label.length());
    }

    private static int equalLines(String[] normalLines, int start, String[] normalWanted) {
        int equal = 0;
        for (int k = 0; k < normalWanted.length; k++) {
            if (normalLines[start + k].equals(normalWanted[k])) {
                equal++;
            }
        }
        return equal;
    }

    /**
     * How the indentation of the pattern's first non-blank line differs from the file's line at
     * that place: {@code ": line 4 is indented with 12 spaces, your pattern with 8 spaces"}; empty
     * when they are the same.
     */
    private static String indentation(List<String> wanted, List<String> lines, int first) {
        for (int k = 0; k < wanted.size(); k++) {
            if (wanted.get(k).isBlank()) {
                continue;
            }
            String mine = indentOf(wanted.get(k));
            String file = indentOf(lines.get(first - 1 + k));
            if (mine.equals(file)) {
                return "";
            }
            return ": line " + (first + k) + " is indented with " + describe(file) + ", your pattern with "
                    + describe(mine);
        }
        return "";
    }

    private static String indentOf(String line) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return line.substring(0, i);
    }

    /** An indentation in words: {@code "12 spaces"}, {@code "2 tabs"}, {@code "1 tab + 2 spaces"}, {@code "none"}. */
    static String describe(String indent) {
        int tabs = 0;
        for (int i = 0; i < indent.length(); i++) {
            if (indent.charAt(i) == '\t') {
                tabs++;
            }
        }
        int spaces = indent.length() - tabs;
        if (indent.isEmpty()) {
            return "none";
        }
        String spaceWords = Texts.plural(spaces, "space", "spaces");
        String tabWords = Texts.plural(tabs, "tab", "tabs");
        if (tabs == 0) {
            return spaceWords;
        }
        return spaces == 0 ? tabWords : tabWords + " + " + spaceWords;
    }

    /**
     * The file's lines at each place (1-based first lines, {@code count} lines each), numbered,
     * with spaces shown as {@code ·} and tabs as {@code →}, so that a model can copy the whitespace
     * it got wrong; at most {@value #MAX_SHOWN_LINES} lines in all (a place left out is named).
     */
    private static String fileLines(List<String> lines, List<Integer> places, int count) {
        StringBuilder out = new StringBuilder();
        int budget = MAX_SHOWN_LINES;
        List<Integer> notShown = new ArrayList<>();
        for (int p = 0; p < places.size() && p < MAX_PLACES; p++) {
            int first = places.get(p);
            if (p > 0 && count > budget) {
                notShown.add(first);
                continue;
            }
            int shown = Math.min(count, budget);
            budget -= shown;
            int last = first + count - 1;
            out.append("\nThe file's line")
                    .append(count == 1 ? " " + first + " as it is" : "s " + first + "–" + last + " as they are")
                    .append(" (· is a space, → a tab):");
            for (int i = 0; i < shown; i++) {
                int number = first + i;
                out.append('\n').append(String.format(Locale.ROOT, "%7d | ", number));
                out.append(visible(lines.get(number - 1)));
            }
            if (count > shown) {
                out.append("\n        … (").append(count - shown).append(" more lines)");
            }
        }
        if (!notShown.isEmpty()) {
            out.append("\n(the lines at line")
                    .append(places(notShown))
                    .append(" are not shown: the report shows at most ")
                    .append(MAX_SHOWN_LINES)
                    .append(" lines; they differ from your pattern the same way or another)");
        }
        if (places.size() > MAX_PLACES) {
            out.append("\n(").append(places.size() - MAX_PLACES).append(" more places not shown)");
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
