package dev.edl.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The rules of one {@code .gitignore} or {@code .ignore} file, in gitignore syntax: blank lines and
 * {@code #} comments are skipped; {@code !} re-includes; a trailing {@code /} matches directories
 * only; a pattern with a {@code /} elsewhere is anchored to the file's directory, one without
 * matches a name at any depth below it; {@code *}, {@code ?}, {@code [..]} and {@code **} as in
 * {@link Glob}; {@code \\} escapes, trailing spaces are dropped unless escaped.
 */
final class IgnoreRules {
    /** What the rules say about a path. */
    enum Verdict {
        IGNORED,
        KEPT,
        NO_MATCH
    }

    private record Rule(Pattern pattern, boolean negated, boolean directoryOnly) {}

    private final List<Rule> rules;

    private IgnoreRules(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    /**
     * Reads an ignore file's text. Lines that are not valid patterns (an unclosed {@code [}) are
     * skipped, as git does.
     *
     * @param text the file's content
     * @return the rules
     */
    static IgnoreRules parse(String text) {
        List<Rule> rules = new ArrayList<>();
        for (String raw : text.split("\r?\n", -1)) {
            String line = trimTrailingSpaces(raw);
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            boolean negated = line.startsWith("!");
            if (negated) {
                line = line.substring(1);
            } else if (line.startsWith("\\!") || line.startsWith("\\#")) {
                line = line.substring(1);
            }
            boolean directoryOnly = line.endsWith("/") && !line.endsWith("\\/");
            if (directoryOnly) {
                line = line.substring(0, line.length() - 1);
            }
            if (line.isEmpty()) {
                continue;
            }
            boolean anchored = line.indexOf('/') >= 0;
            String body = line.startsWith("/") ? line.substring(1) : line;
            if (body.isEmpty()) {
                continue;
            }
            try {
                rules.add(new Rule(Glob.anchored(anchored ? body : "**/" + body), negated, directoryOnly));
            } catch (IllegalArgumentException e) {
                // not a valid pattern: git ignores such a line too
            }
        }
        return new IgnoreRules(rules);
    }

    /**
     * What the last matching rule says about a path.
     *
     * @param relative the path relative to the ignore file's directory, {@code /} separators
     * @param directory whether the path is a directory
     * @return the verdict of the last rule that matches, or {@link Verdict#NO_MATCH}
     */
    Verdict verdict(String relative, boolean directory) {
        for (int i = rules.size() - 1; i >= 0; i--) {
            Rule rule = rules.get(i);
            if (rule.directoryOnly() && !directory) {
                continue;
            }
            if (rule.pattern().matcher(relative).matches()) {
                return rule.negated() ? Verdict.KEPT : Verdict.IGNORED;
            }
        }
        return Verdict.NO_MATCH;
    }

    boolean isEmpty() {
        return rules.isEmpty();
    }

    private static String trimTrailingSpaces(String line) {
        int end = line.length();
        while (end > 0 && line.charAt(end - 1) == ' ' && !(end > 1 && line.charAt(end - 2) == '\\')) {
            end--;
        }
        return line.substring(0, end);
    }
}
