package dev.edl.internal.parse;

import dev.edl.EdlParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * The note added to a parse error when a heredoc delimiter probably also occurs inside the heredoc
 * content.
 *
 * <p>A delimiter is suspect when it stands alone on more lines than there are heredocs opened with
 * it (and on at least two): one heredoc whose content contains its own delimiter line ends early,
 * leaving the rest of the content to be read as commands. Counting openers keeps a script that
 * correctly reuses {@code EOF} for several heredocs from getting a misleading note when it fails
 * for an unrelated reason.
 */
final class DelimiterClashHint {
    private static final java.util.regex.Pattern OPENER =
            java.util.regex.Pattern.compile("<<(?:([A-Za-z0-9_]+)|'([^'\\n]+)')");

    private DelimiterClashHint() {}

    /**
     * Adds the note to an error when the script shows a delimiter clash.
     *
     * @param error the parse error
     * @param normalizedScript the script after {@link Lexer#normalize(String)}
     * @return the error with the note appended to its detail, or the same error when there is no clash
     */
    static EdlParseException annotate(EdlParseException error, String normalizedScript) {
        String note = note(normalizedScript);
        return note.isEmpty() ? error : withNote(error, note);
    }

    /** Appends a note to an error's detail, keeping its position. */
    static EdlParseException withNote(EdlParseException error, String note) {
        String detail = error.detail();
        String separator = detail.endsWith(".") ? " " : ". ";
        return new EdlParseException(detail + separator + note, error.line(), error.column());
    }

    /**
     * The note for a script, or the empty string when no delimiter clashes.
     *
     * @param normalizedScript the script after {@link Lexer#normalize(String)}
     * @return the note (a sentence), or {@code ""}
     */
    static String note(String normalizedScript) {
        Map<String, int[]> openersAndLines = new LinkedHashMap<>();
        Matcher m = OPENER.matcher(normalizedScript);
        while (m.find()) {
            String delimiter = m.group(1) != null ? m.group(1) : m.group(2);
            openersAndLines.computeIfAbsent(delimiter, d -> new int[2])[0]++;
        }
        if (openersAndLines.isEmpty()) {
            return "";
        }
        int longest = 0;
        for (String delimiter : openersAndLines.keySet()) {
            longest = Math.max(longest, delimiter.length());
        }
        // Line by line without a list of every line: a script may have millions.
        int start = 0;
        int length = normalizedScript.length();
        while (start < length) {
            int end = normalizedScript.indexOf('\n', start);
            if (end < 0) {
                end = length;
            }
            if (end - start <= longest) {
                int[] counts = openersAndLines.get(normalizedScript.substring(start, end));
                if (counts != null) {
                    counts[1]++;
                }
            }
            start = end + 1;
        }
        List<String> clashes = new ArrayList<>();
        for (Map.Entry<String, int[]> entry : openersAndLines.entrySet()) {
            int openers = entry.getValue()[0];
            int lines = entry.getValue()[1];
            if (lines > 1 && lines > openers) {
                clashes.add(entry.getKey());
            }
        }
        if (clashes.isEmpty()) {
            return "";
        }
        return "Note: the heredoc delimiter " + String.join(", ", clashes)
                + " stands alone on more lines than it opens heredocs, so it probably also occurs inside"
                + " the heredoc content and ended the heredoc early. Use a delimiter that does not occur in"
                + " the content (for example <<UNIQUE_MARKER).";
    }
}
