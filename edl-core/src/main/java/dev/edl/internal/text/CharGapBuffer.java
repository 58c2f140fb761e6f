package dev.edl.internal.text;

import java.util.List;

/**
 * The characters of a {@link TextBlock}, in a gap buffer: {@code buf[0, gapStart) + buf[gapEnd,
 * buf.length)}. The gap sits at the last replacement, so a replacement costs the replaced and
 * inserted text plus the distance the gap moves (edits that proceed through the text move it
 * little), never the text's size; the buffer holds 2 bytes per character plus a sixteenth of
 * room, and grows by half when an insertion does not fit. Readers work in place: a range that
 * lies on one side of the gap is read from the array directly, and only one that straddles it is
 * copied. Not thread-safe.
 */
final class CharGapBuffer {
    private char[] buf;
    private int gapStart;
    private int gapEnd;

    /**
     * Whether a character above U+00FF is or was in the text (then its strings are not Latin-1),
     * once {@link #widthKnown}: found out on the first {@link #wide} call, not when the text is
     * read, since most texts never ask.
     */
    private boolean wide;

    private boolean widthKnown;

    CharGapBuffer(String text) {
        this(text, 0, text.length());
    }

    /** A buffer holding {@code text[from, to)}. */
    CharGapBuffer(String text, int from, int to) {
        this(to - from);
        text.getChars(from, to, buf, 0);
    }

    /**
     * A buffer of {@code length} characters still to be copied in, front to back, with {@link
     * #copyIn}: a block read in runs that its line tables follow while the runs are in the cache.
     */
    CharGapBuffer(int length) {
        // a little room for edits that lengthen the text, so that a typical batch never regrows
        this.buf = new char[length + length / 16 + 64];
        this.gapStart = length;
        this.gapEnd = buf.length;
    }

    /** Copies {@code text[from, to)} in at offset {@code at} (of a buffer not edited yet). */
    void copyIn(String text, int from, int to, int at) {
        text.getChars(from, to, buf, at);
    }

    int length() {
        return buf.length - (gapEnd - gapStart);
    }

    char charAt(int offset) {
        return offset < gapStart ? buf[offset] : buf[offset + gapEnd - gapStart];
    }

    boolean wide() {
        if (!widthKnown) {
            int bits = 0;
            for (int i = 0; i < gapStart; i++) {
                bits |= buf[i];
            }
            for (int i = gapEnd; i < buf.length; i++) {
                bits |= buf[i];
            }
            wide = bits > 0xFF;
            widthKnown = true;
        }
        return wide;
    }

    /** True when a character above U+00FF is known to be or have been in the text (no scan). */
    boolean knownWide() {
        return widthKnown && wide;
    }

    /** Where the gap starts: a logical range that ends by it lies in {@link #array} as it is. */
    int gapStart() {
        return gapStart;
    }

    /** The array (read only; valid until the next change), for ranges ending by {@link #gapStart}. */
    char[] array() {
        return buf;
    }

    /** Moves the gap to the end, so that {@link #array} holds the whole text from 0 on. */
    void gapToEnd() {
        moveGap(length());
    }

    /** Replaces {@code [start, end)}: the gap moves to {@code start} and takes the replacement in. */
    void replace(int start, int end, String replacement) {
        moveGap(start);
        gapEnd += end - start;
        int length = replacement.length();
        if (gapEnd - gapStart < length) {
            grow(length);
        }
        replacement.getChars(0, length, buf, gapStart);
        for (int i = 0; i < length && !wide; i++) {
            if (replacement.charAt(i) > 0xFF) {
                wide = true;
                widthKnown = true;
            }
        }
        gapStart += length;
    }

    @Override
    public String toString() {
        // with the gap at the end, the characters are one run: one copy, no temporary array
        moveGap(length());
        return new String(buf, 0, length());
    }

    boolean contentEquals(String other) {
        if (other.length() != length()) {
            return false;
        }
        int gap = gapEnd - gapStart;
        for (int i = 0; i < other.length(); i++) {
            if (buf[i < gapStart ? i : i + gap] != other.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the characters equal {@code other[from, from + length())}. */
    boolean regionEquals(String other, int from) {
        int length = length();
        if (from + length > other.length()) {
            return false;
        }
        int gap = gapEnd - gapStart;
        for (int i = 0; i < length; i++) {
            if (buf[i < gapStart ? i : i + gap] != other.charAt(from + i)) {
                return false;
            }
        }
        return true;
    }

    String substring(int start, int end) {
        if (end <= gapStart) {
            return new String(buf, start, end - start);
        }
        int gap = gapEnd - gapStart;
        if (start >= gapStart) {
            return new String(buf, start + gap, end - start);
        }
        char[] out = new char[end - start];
        System.arraycopy(buf, start, out, 0, gapStart - start);
        System.arraycopy(buf, gapEnd, out, gapStart - start, end - gapStart);
        return new String(out);
    }

    void appendTo(StringBuilder out, int start, int end, boolean wideOut) {
        if (start < gapStart) {
            appendRun(out, start, Math.min(end, gapStart) - start, wideOut);
        }
        if (end > gapStart) {
            int from = Math.max(start, gapStart);
            appendRun(out, from + gapEnd - gapStart, end - from, wideOut);
        }
    }

    /**
     * Adds the characters as strings of at most {@code most} characters each, in order (for {@link
     * MatchText#toString}: joining them copies each once).
     */
    void addPieces(List<String> pieces, int most) {
        addPieces(pieces, 0, gapStart, most);
        addPieces(pieces, gapEnd, buf.length, most);
    }

    private void addPieces(List<String> pieces, int from, int to, int most) {
        for (int at = from; at < to; at += most) {
            pieces.add(new String(buf, at, Math.min(most, to - at)));
        }
    }

    /** Runs at least this long go to a one-byte builder through a string (see {@link #appendRun}). */
    private static final int RUN_THROUGH_STRING = 64;

    /**
     * Appends {@code buf[from, from + count)}. A builder of Latin-1 text checks a {@code char[]}
     * one character at a time, while a string is compressed from it by a vectorised intrinsic
     * and then copied as bytes: about three times faster for the long runs of a whole text. A
     * builder of two bytes per character ({@code wideOut}) copies a {@code char[]} as it is, and
     * a string would only add two copies (W4's snippets and diff: a third of their appending).
     */
    private void appendRun(StringBuilder out, int from, int count, boolean wideOut) {
        if (count >= RUN_THROUGH_STRING && !wideOut) {
            out.append(new String(buf, from, count));
        } else {
            out.append(buf, from, count);
        }
    }

    /** Copies {@code [start, end)} to the start of {@code out}. */
    void copy(int start, int end, char[] out) {
        copy(start, end, out, 0);
    }

    /** Copies {@code [start, end)} to {@code out} from index {@code at}. */
    void copy(int start, int end, char[] out, int at) {
        int before = Math.max(0, Math.min(end, gapStart) - start);
        if (before > 0) {
            System.arraycopy(buf, start, out, at, before);
        }
        if (end - start > before) {
            int from = start + before;
            System.arraycopy(buf, from + gapEnd - gapStart, out, at + before, end - from);
        }
    }

    /** A copy of the text for {@code StringBuilder.indexOf} scans. */
    StringBuilder copyForScans() {
        return new StringBuilder(length() + 64).append(buf, 0, gapStart).append(buf, gapEnd, buf.length - gapEnd);
    }

    /** The {@link String#hashCode} of {@code [from, to)}. */
    int hash(int from, int to) {
        if (to <= gapStart) {
            return hashRun(buf, 0, from, to);
        }
        int gap = gapEnd - gapStart;
        if (from >= gapStart) {
            return hashRun(buf, 0, from + gap, to + gap);
        }
        return hashRun(buf, hashRun(buf, 0, from, gapStart), gapEnd, to + gap);
    }

    /**
     * Continues the polynomial hash {@code seed} ({@code h = 31 * h + c}) over {@code
     * array[from, to)}, four characters per step: one multiplication (not four) on the chain that
     * each step waits for, and the same value as one character at a time.
     */
    static int hashRun(char[] array, int seed, int from, int to) {
        int hash = seed;
        int i = from;
        for (; i + 3 < to; i += 4) {
            hash = 923_521 * hash + 29_791 * array[i] + 961 * array[i + 1] + 31 * array[i + 2] + array[i + 3];
        }
        for (; i < to; i++) {
            hash = 31 * hash + array[i];
        }
        return hash;
    }

    boolean matchesAt(String search, int at) {
        for (int i = 0; i < search.length(); i++) {
            if (charAt(at + i) != search.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Like {@link #matchesAt}, comparing from the end (lines that share a prefix differ sooner). */
    boolean matchesBackwardAt(String search, int at) {
        for (int i = search.length() - 1; i >= 0; i--) {
            if (charAt(at + i) != search.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** {@code [start, end)} normalised as {@link Whitespace#normalize} does, in place unless split. */
    String normalized(int start, int end) {
        if (end <= gapStart) {
            return Whitespace.normalize(buf, start, end);
        }
        int gap = gapEnd - gapStart;
        if (start >= gapStart) {
            return Whitespace.normalize(buf, start + gap, end + gap);
        }
        return Whitespace.normalize(substring(start, end));
    }

    /**
     * Whether {@code [from, to)} is its own normalised form: no blank other than single spaces
     * between non-blank characters (a range across the gap is taken as not normal, unchecked).
     */
    boolean isNormal(int from, int to) {
        if (from < gapStart && to > gapStart) {
            return false;
        }
        int gap = gapEnd - gapStart;
        int physicalFrom = from < gapStart ? from : from + gap;
        int physicalTo = to <= gapStart ? to : to + gap;
        for (int i = physicalFrom; i < physicalTo; i++) {
            if (breaksNormalForm(buf, i, physicalFrom, physicalTo)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the character at {@code i} of a line at {@code chars[from, to)} keeps the line from
     * being its own normalised form: a blank other than a single space between non-blanks (blanks
     * are all at most {@code ' '}, so one comparison settles most characters).
     */
    static boolean breaksNormalForm(char[] chars, int i, int from, int to) {
        char c = chars[i];
        return c <= ' ' && (c != ' ' || i == from || i == to - 1 || chars[i + 1] <= ' ');
    }

    private void moveGap(int offset) {
        if (offset < gapStart) {
            int count = gapStart - offset;
            System.arraycopy(buf, offset, buf, gapEnd - count, count);
            gapStart = offset;
            gapEnd -= count;
        } else if (offset > gapStart) {
            int count = offset - gapStart;
            System.arraycopy(buf, gapEnd, buf, gapStart, count);
            gapStart = offset;
            gapEnd += count;
        }
    }

    private void grow(int needed) {
        int length = length();
        int capacity = Math.max(buf.length + buf.length / 2, length + needed + 64);
        char[] grown = new char[capacity];
        System.arraycopy(buf, 0, grown, 0, gapStart);
        int tail = buf.length - gapEnd;
        System.arraycopy(buf, gapEnd, grown, capacity - tail, tail);
        gapEnd = capacity - tail;
        buf = grown;
    }
}
