package dev.edl.batch.internal.blocks;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A marker line of the edit-block format, recognised on the line's text without surrounding
 * whitespace.
 *
 * @param kind which marker
 * @param upperCase whether the keyword was written in upper case (only those interrupt a body)
 * @param path the cleaned path of a {@code FILE:} marker (empty when none was written), else null
 * @param hint the line of {@code FIND (near line n):}, else null
 */
record Marker(
        Kind kind,
        boolean upperCase,
        @Nullable String path,
        @Nullable Integer hint) {
    /** The marker keywords. */
    enum Kind {
        FILE,
        FIND,
        REPLACE,
        END
    }

    private static final Pattern FILE = Pattern.compile("(?i)(file):(.*)");
    private static final Pattern FIND = Pattern.compile("(?i)(find):");
    private static final Pattern FIND_NEAR =
            Pattern.compile("(?i)(find)\\s*\\(\\s*near\\s+line\\s+(\\d{1,9})\\s*\\)\\s*:");
    private static final Pattern REPLACE = Pattern.compile("(?i)(replace):");
    private static final Pattern UPPER_KEYWORD = Pattern.compile("(FILE|FIND|REPLACE)\\b.*");
    private static final Pattern LONE_KEYWORD = Pattern.compile("(?i)(file|find|replace)\\s*(\\([^)]*\\))?\\s*:?");
    private static final String DECORATION = "*#_`> \t";

    /**
     * Reads a marker line. A {@code FILE:} line without a path and a {@code FIND (near line 0):} are
     * not markers (see {@link #suspect}).
     *
     * @param trimmed the line without surrounding whitespace
     * @return the marker, or null when the line is not one
     */
    static @Nullable Marker read(String trimmed) {
        if (trimmed.equals("END")) {
            return new Marker(Kind.END, true, null, null);
        }
        Matcher file = FILE.matcher(trimmed);
        if (file.matches()) {
            String path = BlockPaths.clean(file.group(2));
            return path.isEmpty() ? null : new Marker(Kind.FILE, isUpper(file.group(1)), path, null);
        }
        Matcher find = FIND.matcher(trimmed);
        if (find.matches()) {
            return new Marker(Kind.FIND, isUpper(find.group(1)), null, null);
        }
        Matcher near = FIND_NEAR.matcher(trimmed);
        if (near.matches()) {
            int hint = Integer.parseInt(near.group(2));
            return hint < 1 ? null : new Marker(Kind.FIND, isUpper(near.group(1)), null, hint);
        }
        Matcher replace = REPLACE.matcher(trimmed);
        if (replace.matches()) {
            return new Marker(Kind.REPLACE, isUpper(replace.group(1)), null, null);
        }
        return null;
    }

    /**
     * Whether a line that is not a marker looks like a mistyped one: an upper-case keyword at the
     * start ({@code FIND (line 12):}, {@code REPLACE}, {@code FILE:} without a path), a keyword alone
     * in any case ({@code Find}), or a marker wrapped in Markdown ({@code **FIND:**}, {@code ###
     * FILE: a}). Prose such as {@code Find the bug:} is not suspect, and neither is anything like
     * {@code END}: outside a block it cannot lose an edit.
     *
     * @param trimmed the line without surrounding whitespace
     * @return the keyword it resembles, or null
     */
    static @Nullable Kind suspect(String trimmed) {
        Matcher upper = UPPER_KEYWORD.matcher(trimmed);
        if (upper.matches()) {
            return Kind.valueOf(upper.group(1));
        }
        Matcher lone = LONE_KEYWORD.matcher(trimmed);
        if (lone.matches()) {
            return Kind.valueOf(lone.group(1).toUpperCase(Locale.ROOT));
        }
        String undecorated = undecorate(trimmed);
        if (!undecorated.equals(trimmed) && !undecorated.isEmpty()) {
            Marker inner = read(undecorated);
            if (inner != null) {
                return inner.kind() == Kind.END ? null : inner.kind();
            }
            return suspect(undecorated);
        }
        return null;
    }

    private static String undecorate(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && DECORATION.indexOf(text.charAt(start)) >= 0) {
            start++;
        }
        while (end > start && DECORATION.indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return text.substring(start, end);
    }

    private static boolean isUpper(String keyword) {
        return keyword.equals(keyword.toUpperCase(Locale.ROOT));
    }
}
