package dev.edl.internal.text;

import dev.edl.files.LineEnding;

/** The one place that decides a text's line-ending style. */
public final class LineEndings {
    private LineEndings() {}

    /**
     * The line-ending style of a text.
     *
     * @param text any text
     * @return CRLF when there is at least one {@code \r\n} and no bare {@code \n}, MIXED when there
     *     are both, LF otherwise (also for a text without line breaks)
     */
    public static LineEnding detect(String text) {
        int at = text.indexOf('\n');
        if (at < 0 || text.indexOf('\r') < 0) {
            // no carriage return at all: one fast scan instead of a call per line
            return LineEnding.LF;
        }
        boolean crlf = false;
        boolean bareLf = false;
        while (at >= 0) {
            if (at > 0 && text.charAt(at - 1) == '\r') {
                crlf = true;
            } else {
                bareLf = true;
            }
            if (crlf && bareLf) {
                return LineEnding.MIXED;
            }
            at = text.indexOf('\n', at + 1);
        }
        return crlf ? LineEnding.CRLF : LineEnding.LF;
    }
}
