package dev.edl.internal.exec;

/** Small text helpers shared by the executor and the report. */
final class Texts {
    private Texts() {}

    /**
     * Lines a text spans: one per line break, plus one if it does not end with a line break
     * ({@code ""} → 0, {@code "x"} → 1, {@code "x\n"} → 1, {@code "a\nb"} → 2).
     */
    static int lineCount(CharSequence text) {
        int length = text.length();
        if (length == 0) {
            return 0;
        }
        int breaks = 0;
        if (text instanceof String string) {
            // indexOf is vectorised; a charAt loop reads one character at a time
            for (int i = string.indexOf('\n'); i >= 0; i = string.indexOf('\n', i + 1)) {
                breaks++;
            }
        } else if (text instanceof StringBuilder builder) {
            for (int i = builder.indexOf("\n"); i >= 0; i = builder.indexOf("\n", i + 1)) {
                breaks++;
            }
        } else {
            for (int i = 0; i < length; i++) {
                if (text.charAt(i) == '\n') {
                    breaks++;
                }
            }
        }
        return text.charAt(length - 1) == '\n' ? breaks : breaks + 1;
    }

    static String plural(int count, String singular, String plural) {
        return count + " " + (count == 1 ? singular : plural);
    }

    /** Texts longer than 800 characters: the first and last 397 around {@code \n...\n}. */
    static String abbreviate(String text) {
        if (text.length() <= 800) {
            return text;
        }
        return text.substring(0, 397) + "\n...\n" + text.substring(text.length() - 397);
    }

    /** A one-line preview of a text for the trace, at most {@code max} characters. */
    static String preview(String text, int max) {
        int lineEnd = text.indexOf('\n');
        String first = lineEnd >= 0 ? text.substring(0, lineEnd) : text;
        boolean more = lineEnd >= 0 && lineEnd < text.length() - 1;
        if (first.length() > max) {
            return first.substring(0, max) + "…";
        }
        return more ? first + "…" : first;
    }
}
