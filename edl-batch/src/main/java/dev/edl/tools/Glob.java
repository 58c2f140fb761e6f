package dev.edl.tools;

import java.util.regex.Pattern;

/**
 * A glob over workspace-relative paths with {@code /} separators: {@code *} any run of characters
 * within one path segment, {@code ?} one character, {@code [abc]}/{@code [a-z]}/{@code [!a]} a
 * character class, {@code {java,kt}} alternatives, {@code **} as a whole segment any number of
 * segments (none included), {@code \x} the character x. A glob without a {@code /} matches a file
 * name at any depth ({@code *.java} finds every Java file); one with a {@code /} matches from the
 * start of the path ({@code src/**}{@code /*.java}); a leading {@code /} is dropped.
 */
final class Glob {
    private final String source;
    private final Pattern pattern;

    private Glob(String source, Pattern pattern) {
        this.source = source;
        this.pattern = pattern;
    }

    /**
     * Compiles a glob.
     *
     * @param glob the glob as written
     * @return the glob
     * @throws IllegalArgumentException for an empty glob, an unclosed {@code [} or {@code {}, or a
     *     trailing {@code \}
     */
    static Glob of(String glob) {
        String body = glob.startsWith("/") ? glob.substring(1) : glob;
        if (body.isEmpty()) {
            throw new IllegalArgumentException("empty glob \"" + glob + "\"");
        }
        boolean anchored = glob.indexOf('/') >= 0 && !(glob.indexOf('/') == glob.length() - 1);
        String regex = translate(body.endsWith("/") ? body.substring(0, body.length() - 1) : body, true);
        return new Glob(glob, Pattern.compile(anchored ? regex : "(?:.*/)?" + regex));
    }

    /**
     * A pattern matching paths from their start, without the unanchored rule (for ignore files,
     * which decide anchoring themselves).
     */
    static Pattern anchored(String body) {
        return Pattern.compile(translate(body, false));
    }

    /** Whether a workspace-relative path ({@code /} separators) matches. */
    boolean matches(String path) {
        return pattern.matcher(path).matches();
    }

    @Override
    public String toString() {
        return source;
    }

    private static String translate(String glob, boolean braces) {
        StringBuilder out = new StringBuilder();
        String[] segments = glob.split("/", -1);
        for (int s = 0; s < segments.length; s++) {
            String segment = segments[s];
            boolean last = s == segments.length - 1;
            if (segment.equals("**")) {
                out.append(last ? ".*" : "(?:[^/]*/)*");
                continue;
            }
            segment(segment, braces, out);
            if (!last) {
                out.append('/');
            }
        }
        return out.toString();
    }

    private static void segment(String segment, boolean braces, StringBuilder out) {
        int depth = 0;
        int i = 0;
        while (i < segment.length()) {
            char c = segment.charAt(i);
            switch (c) {
                case '*' -> {
                    out.append("[^/]*");
                    while (i + 1 < segment.length() && segment.charAt(i + 1) == '*') {
                        i++;
                    }
                }
                case '?' -> out.append("[^/]");
                case '[' -> i = characterClass(segment, i, out);
                case '\\' -> {
                    if (i + 1 >= segment.length()) {
                        throw new IllegalArgumentException("glob ends with a lone \\: \"" + segment + "\"");
                    }
                    i++;
                    out.append(Pattern.quote(String.valueOf(segment.charAt(i))));
                }
                case '{' -> {
                    if (braces) {
                        depth++;
                        out.append("(?:");
                    } else {
                        out.append("\\{");
                    }
                }
                case ',' -> out.append(braces && depth > 0 ? "|" : ",");
                case '}' -> {
                    if (braces && depth > 0) {
                        depth--;
                        out.append(')');
                    } else {
                        out.append("\\}");
                    }
                }
                default -> out.append(Pattern.quote(String.valueOf(c)));
            }
            i++;
        }
        if (depth > 0) {
            throw new IllegalArgumentException("unclosed { in glob segment \"" + segment + "\"");
        }
    }

    /** Appends the class opening at {@code open}; returns the index of its {@code ]}. */
    private static int characterClass(String segment, int open, StringBuilder out) {
        int i = open + 1;
        StringBuilder members = new StringBuilder("[");
        if (i < segment.length() && (segment.charAt(i) == '!' || segment.charAt(i) == '^')) {
            members.append('^');
            i++;
        }
        boolean first = true;
        while (i < segment.length()) {
            char c = segment.charAt(i);
            if (c == ']' && !first) {
                out.append(members).append(members.charAt(1) == '^' ? "/]" : "]");
                return i;
            }
            if (c == '\\' && i + 1 < segment.length()) {
                i++;
                c = segment.charAt(i);
            }
            if (c == '-' && !first && i + 1 < segment.length() && segment.charAt(i + 1) != ']') {
                members.append('-');
            } else {
                members.append('\\').append(Character.isLetterOrDigit(c) ? "x{" + Integer.toHexString(c) + "}" : c);
            }
            first = false;
            i++;
        }
        throw new IllegalArgumentException("unclosed [ in glob segment \"" + segment + "\"");
    }
}
