package dev.edl.internal.exec;

import dev.edl.Selector;
import org.jspecify.annotations.Nullable;

/**
 * A compiled regex plus what a conservative look at its source proves: a literal that every match
 * contains, and whether a match can never cross a line break. When both hold, a whole-text search
 * only needs to run the regex on the lines that contain the literal (found with a fast {@code
 * indexOf}) instead of trying every position of a large file.
 */
final class RegexPlan {
    private static final int MIN_LITERAL = 3;

    private final java.util.regex.Pattern compiled;
    private final @Nullable String requiredLiteral;

    private RegexPlan(java.util.regex.Pattern compiled, @Nullable String requiredLiteral) {
        this.compiled = compiled;
        this.requiredLiteral = requiredLiteral;
    }

    static RegexPlan of(Selector.Regex regex) {
        return new RegexPlan(regex.compile(), analyse(regex.source(), regex.flags()));
    }

    java.util.regex.Pattern compiled() {
        return compiled;
    }

    /** A literal every match contains, and only when no match can span lines; else null. */
    @Nullable
    String lineLocalLiteral() {
        return requiredLiteral;
    }

    /**
     * The longest run of literal characters outside groups, classes and alternations, if the whole
     * pattern provably stays within one line; null when unsure.
     */
    static @Nullable String analyse(String source, String flags) {
        if (flags.indexOf('i') >= 0 || flags.indexOf('x') >= 0) {
            return null;
        }
        boolean dotAll = flags.indexOf('s') >= 0;
        StringBuilder run = new StringBuilder();
        String best = "";
        int depth = 0;
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '\\') {
                if (i + 1 >= source.length()) {
                    return null;
                }
                char next = source.charAt(i + 1);
                if (Character.isLetterOrDigit(next)) {
                    if ("dwbB".indexOf(next) < 0 && !Character.isDigit(next)) {
                        return null; // \s, \n, \x.., \p{..}, \Q, \R …: might match a line break
                    }
                    best = longer(best, run);
                    run.setLength(0);
                } else if (depth == 0) {
                    run.append(next);
                }
                i += 2;
            } else if (c == '[') {
                int end = classEnd(source, i);
                if (end < 0) {
                    return null;
                }
                best = longer(best, run);
                run.setLength(0);
                i = end + 1;
            } else if (c == '(') {
                if (i + 1 < source.length() && source.charAt(i + 1) == '?') {
                    char kind = i + 2 < source.length() ? source.charAt(i + 2) : ' ';
                    if (":=!<>".indexOf(kind) < 0) {
                        return null; // inline flags could switch on case-insensitivity or DOTALL
                    }
                }
                best = longer(best, run);
                run.setLength(0);
                depth++;
                i++;
            } else if (c == ')') {
                depth--;
                i++;
            } else if (c == '|') {
                if (depth == 0) {
                    return null;
                }
                i++;
            } else if (c == '*' || c == '+' || c == '?' || c == '{') {
                // The quantified character is optional or repeated: not part of a required run.
                if (run.length() > 0 && c != '+') {
                    run.setLength(run.length() - 1);
                }
                best = longer(best, run);
                run.setLength(0);
                if (c == '{') {
                    int end = source.indexOf('}', i);
                    if (end < 0) {
                        return null;
                    }
                    i = end + 1;
                } else {
                    i++;
                }
            } else if (c == '.') {
                if (dotAll) {
                    return null;
                }
                best = longer(best, run);
                run.setLength(0);
                i++;
            } else if (c == '^' || c == '$') {
                best = longer(best, run);
                run.setLength(0);
                i++;
            } else {
                if (c == '\n') {
                    return null;
                }
                if (depth == 0) {
                    run.append(c);
                }
                i++;
            }
        }
        best = longer(best, run);
        return best.length() >= MIN_LITERAL ? best : null;
    }

    private static String longer(String best, StringBuilder run) {
        return run.length() > best.length() ? run.toString() : best;
    }

    /** Index of the {@code ]} closing a simple class, or -1 for classes that might match a line break. */
    private static int classEnd(String source, int open) {
        int i = open + 1;
        if (i < source.length() && source.charAt(i) == '^') {
            return -1;
        }
        if (i < source.length() && source.charAt(i) == ']') {
            i++;
        }
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '\\') {
                if (i + 1 >= source.length()) {
                    return -1;
                }
                char next = source.charAt(i + 1);
                if (Character.isLetterOrDigit(next) && "dw".indexOf(next) < 0) {
                    return -1;
                }
                i += 2;
            } else if (c == '[' || c == '\n') {
                return -1;
            } else if (c == ']') {
                return i;
            } else {
                i++;
            }
        }
        return -1;
    }
}
