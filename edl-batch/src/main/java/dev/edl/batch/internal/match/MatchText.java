package dev.edl.batch.internal.match;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A mutable text with an index of line starts that is updated in place on each replacement, so
 * that many edits to one large text stay near-linear (no per-edit rescans for line numbers).
 *
 * <p>Lines are separated by {@code \n}; a {@code \r} before it is part of the line. A final line
 * break does not start an extra line. Not thread-safe.
 */
public final class MatchText {
    private final StringBuilder chars;
    /** Offsets where lines start: 0 and every offset just after a {@code \n}. */
    private int[] starts;

    private int startCount;
    private int version;
    /** Hash of each line's content (parallel to {@code starts}), or null until first needed. */
    private int @Nullable [] hashes;

    private MatchText(String text) {
        this.chars = new StringBuilder(text.length() + 16).append(text);
        this.starts = new int[16];
        this.startCount = 0;
        addStart(0);
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            addStart(i + 1);
        }
    }

    /**
     * Wraps a copy of a text.
     *
     * @param text the text
     * @return a new mutable text
     */
    public static MatchText of(String text) {
        return new MatchText(text);
    }

    private void addStart(int offset) {
        if (startCount == starts.length) {
            starts = Arrays.copyOf(starts, starts.length * 2);
        }
        starts[startCount++] = offset;
    }

    /**
     * The characters (a live view; do not keep across replacements).
     *
     * @return the characters
     */
    public CharSequence chars() {
        return chars;
    }

    /**
     * The whole text as a string (a copy).
     *
     * @return the text
     */
    @Override
    public String toString() {
        return chars.toString();
    }

    /**
     * The length in UTF-16 units.
     *
     * @return the length
     */
    public int length() {
        return chars.length();
    }

    /**
     * A counter that changes on every replacement, for caches.
     *
     * @return the version
     */
    public int version() {
        return version;
    }

    /**
     * The number of lines ({@code ""} has 0, {@code "a"} and {@code "a\n"} have 1).
     *
     * @return the line count
     */
    public int lineCount() {
        if (chars.length() == 0) {
            return 0;
        }
        return starts[startCount - 1] == chars.length() ? startCount - 1 : startCount;
    }

    /**
     * The offset where a line starts.
     *
     * @param line a 1-based line, 1..lineCount()+1 (lineCount()+1 gives the text's length)
     * @return the 0-based offset
     */
    public int lineStart(int line) {
        if (line > lineCount()) {
            return chars.length();
        }
        return starts[line - 1];
    }

    /**
     * The offset just after a line's content (before its {@code \n}).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the 0-based offset
     */
    public int lineEnd(int line) {
        if (line < startCount) {
            return starts[line] - 1;
        }
        return chars.length();
    }

    /**
     * The content of a line without its line break.
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the line
     */
    public String line(int line) {
        return chars.substring(lineStart(line), lineEnd(line));
    }

    /**
     * The 1-based line an offset falls on (an offset at a line's {@code \n} belongs to that line).
     *
     * @param offset a 0-based offset, 0..length()
     * @return the line, at least 1
     */
    public int lineOf(int offset) {
        int low = 0;
        int high = startCount - 1;
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (starts[mid] <= offset) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return Math.max(1, Math.min(low + 1, Math.max(1, lineCount())));
    }

    /**
     * A substring.
     *
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @return the text between
     */
    public String substring(int start, int end) {
        return chars.substring(start, end);
    }

    /**
     * Finds a string.
     *
     * @param search the text to find
     * @param from the 0-based offset to start at
     * @return the offset of the next occurrence, or -1
     */
    public int indexOf(String search, int from) {
        return chars.indexOf(search, from);
    }

    /**
     * Replaces a range, updating the line index in place (cost: the text's tail move plus the
     * number of lines, no rescans).
     *
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @param replacement the new text
     */
    public void replace(int start, int end, String replacement) {
        chars.replace(start, end, replacement);
        version++;
        int delta = replacement.length() - (end - start);
        int first = firstStartAfter(start);
        int afterRemoved = firstStartAfter(end);
        int added = 0;
        for (int i = replacement.indexOf('\n'); i >= 0; i = replacement.indexOf('\n', i + 1)) {
            added++;
        }
        int removed = afterRemoved - first;
        int newCount = startCount - removed + added;
        if (newCount > starts.length) {
            starts = Arrays.copyOf(starts, Math.max(newCount, starts.length * 2));
        }
        System.arraycopy(starts, afterRemoved, starts, first + added, startCount - afterRemoved);
        int at = first;
        for (int i = replacement.indexOf('\n'); i >= 0; i = replacement.indexOf('\n', i + 1)) {
            starts[at++] = start + i + 1;
        }
        for (int i = first + added; i < newCount; i++) {
            starts[i] += delta;
        }
        int[] lineHashes = hashes;
        if (lineHashes != null) {
            if (newCount > lineHashes.length) {
                lineHashes = Arrays.copyOf(lineHashes, starts.length);
            }
            System.arraycopy(lineHashes, afterRemoved, lineHashes, first + added, startCount - afterRemoved);
            startCount = newCount;
            for (int i = first - 1; i < first + added && i < newCount; i++) {
                lineHashes[i] = hashLine(i);
            }
            hashes = lineHashes;
        } else {
            startCount = newCount;
        }
    }

    /**
     * The 0-based offsets of every occurrence of a string, overlapping ones included, in order.
     * A search spanning a whole line (two or more line breaks) is found through line hashes, one
     * with a single line break by trying each line start; only searches without line breaks scan
     * the text.
     *
     * @param search a non-empty text
     * @return the start offsets
     */
    public int[] occurrences(String search) {
        int firstBreak = search.indexOf('\n');
        int secondBreak = firstBreak < 0 ? -1 : search.indexOf('\n', firstBreak + 1);
        int[] found = new int[8];
        int count = 0;
        if (firstBreak >= 0 && secondBreak < 0) {
            // the search's only line break must be one of the text's: try each line start
            int length = chars.length();
            for (int i = 1; i < startCount; i++) {
                int at = starts[i] - firstBreak - 1;
                // the part before the break lies within line i - 1
                if (at < starts[i - 1] || at + search.length() > length) {
                    continue;
                }
                if (firstBreak + 1 < search.length() && chars.charAt(starts[i]) != search.charAt(firstBreak + 1)) {
                    continue;
                }
                if (firstBreak > 0 && chars.charAt(starts[i] - 2) != search.charAt(firstBreak - 1)) {
                    continue;
                }
                if (matchesAt(search, at)) {
                    if (count == found.length) {
                        found = Arrays.copyOf(found, count * 2);
                    }
                    found[count++] = at;
                }
            }
            return Arrays.copyOf(found, count);
        }
        if (secondBreak < 0) {
            for (int at = chars.indexOf(search, 0); at >= 0; at = chars.indexOf(search, at + 1)) {
                if (count == found.length) {
                    found = Arrays.copyOf(found, count * 2);
                }
                found[count++] = at;
            }
            return Arrays.copyOf(found, count);
        }
        int[] lineHashes = lineHashes();
        int lineLength = secondBreak - firstBreak - 1;
        int hash = hash(search, firstBreak + 1, secondBreak);
        int length = chars.length();
        for (int i = 1; i < startCount; i++) {
            if (lineHashes[i] != hash || lineLength(i) != lineLength) {
                continue;
            }
            int at = starts[i] - firstBreak - 1;
            if (at >= 0 && at + search.length() <= length && matchesAt(search, at)) {
                if (count == found.length) {
                    found = Arrays.copyOf(found, count * 2);
                }
                found[count++] = at;
            }
        }
        return Arrays.copyOf(found, count);
    }

    private boolean matchesAt(String search, int at) {
        for (int i = 0; i < search.length(); i++) {
            if (chars.charAt(at + i) != search.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The length of 0-based line {@code index} without its break (up to the text end for the last). */
    private int lineLength(int index) {
        int end = index + 1 < startCount ? starts[index + 1] - 1 : chars.length();
        return end - starts[index];
    }

    private int[] lineHashes() {
        int[] lineHashes = hashes;
        if (lineHashes == null) {
            lineHashes = new int[starts.length];
            for (int i = 0; i < startCount; i++) {
                lineHashes[i] = hashLine(i);
            }
            hashes = lineHashes;
        }
        return lineHashes;
    }

    private int hashLine(int index) {
        int start = starts[index];
        return hash(chars, start, start + lineLength(index));
    }

    private static int hash(CharSequence text, int from, int to) {
        int hash = 0;
        for (int i = from; i < to; i++) {
            hash = 31 * hash + text.charAt(i);
        }
        return hash;
    }

    /** The index of the first line start strictly greater than an offset. */
    private int firstStartAfter(int offset) {
        int low = 0;
        int high = startCount;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (starts[mid] <= offset) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }
}
