package dev.edl.batch.internal.match;

import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A mutable text built for many edits to one large text: the cost of a replacement grows with the
 * replaced and inserted text and with the distance from the previous replacement, not with the
 * text's size, and searches that contain a complete line are answered from an index.
 *
 * <p>These structures move together:
 *
 * <ul>
 *   <li>the characters, in a gap buffer (the gap sits at the last replacement, so edits that
 *       proceed through the text move little);
 *   <li>per line, in gap arrays: its start (after the gap stored as the distance from the text's
 *       end, so a replacement does not shift them), its hash, a key of its two ends, and a stable
 *       id; from the first fuzzy or whitespace lookup on, also the hash and length of its
 *       whitespace-normalised form (and an index of the lines that are not their own normalised
 *       form);
 *   <li>(built on the first search with two line breaks) an index from line hash to line ids; a
 *       line keeps its id while the gap moves, so only {@link #slotOf} changes, never the index. A
 *       hash held by more than {@link #DEFAULT_POSTING_LIMIT} lines is dropped from the index for
 *       good; searches whose complete lines are all that common fall back to a scan of the line
 *       hashes.
 * </ul>
 *
 * <p>Lines are separated by {@code \n}; a {@code \r} before it is part of the line. A final line
 * break does not start an extra line. Not thread-safe.
 */
public final class MatchText {
    /** The most lines one hash may index before it is dropped from the index. */
    static final int DEFAULT_POSTING_LIMIT = 64;

    private static final int[] NONE = new int[0];

    /** Characters at each end of a line that its {@link #edges} key hashes. */
    private static final int EDGE_CHARS = 8;

    /** Lines indexed per {@link LineIndex#addAll} when the index is built. */
    private static final int INDEX_RUN = 32;

    private final int postingLimit;

    // characters: buf[0, gapStart) + buf[gapEnd, buf.length)
    private char[] buf;
    private int gapStart;
    private int gapEnd;

    // line entries (one per line start, the text's end included when it follows a \n), logical
    // entry j at physical j (j < lineGap) or j + (capacity - entries) after the gap
    private int[] starts;
    private int[] hashes;
    /**
     * Per line entry (physical, like {@code hashes}): a key of its two ends. The high 16 bits
     * describe its start (the low byte of its first character, then an 8-bit hash of its first
     * {@link #EDGE_CHARS} characters, or all of them when the line is shorter), the low 16 bits
     * its end likewise. Searches with one line break filter line starts on this small array
     * instead of reading the characters.
     */
    private int[] edges;
    /**
     * A stable id per line entry (physical, moved with the gap like {@code hashes}): the line index
     * holds ids, so moving the line gap only updates {@link #slotOf}, never the index.
     */
    private int[] ids;
    /**
     * Per line entry (physical, moved with the gap like {@code hashes}), once {@link
     * #trackNormalizedLines} ran: the hash code and the length of the line as {@link
     * Whitespace#normalize} gives it. Lets equal normalised lines be found without normalising
     * every line each time; kept apart so that a pass over the hashes reads only them.
     */
    private int @Nullable [] normalHashes;

    private int @Nullable [] normalLengths;

    /** Physical slot of each line id (ids of removed lines keep stale slots, never read). */
    private int[] slotOf;

    private int nextId;
    private int entries;
    private int lineGap;

    private int version;

    /** Whether a character above U+00FF was ever in the text (then its strings are not Latin-1). */
    private boolean wide;

    /**
     * A copy of the text for scans ({@code StringBuilder.indexOf} is much faster than a loop over
     * the gap buffer), kept current by replacements until {@link #MIRROR_IDLE_REPLACEMENTS}
     * replacements in a row needed no scan: a batch of one-line searches then costs what it cost
     * before the gap buffer, and a batch of indexed searches stops paying for the copy.
     */
    private @Nullable StringBuilder mirror;

    private int replacementsSinceScan;

    /** Replacements without a scan after which the scan copy is dropped. */
    private static final int MIRROR_IDLE_REPLACEMENTS = 1;

    private @Nullable LineIndex index;

    /**
     * The sampled-gram index of searches without a complete line, built once {@link
     * #SCANS_BEFORE_GRAMS} scans could have used it (a batch of one or two such searches scans,
     * which costs less than building it).
     */
    private @Nullable GramIndex grams;

    private int gramScans;

    /** Scans of searches the gram index could answer, after which it is built. */
    private static final int SCANS_BEFORE_GRAMS = 2;

    /** A line copied out of the buffer when it straddles the gap, for the gram index. */
    private char[] lineCopy = new char[64];

    /**
     * From {@link #trackNormalizedLines} on: the lines that are not their own normalised form, by
     * the hash of that form. With {@link #index} (where a normal line's raw hash is its normalised
     * hash) it finds the lines with a given normalised form without a pass over every line. Prose
     * has few such lines, so keeping it costs little; indented code has many.
     */
    private @Nullable LineIndex unusualLines;

    private MatchText(String text, int postingLimit) {
        this.postingLimit = postingLimit;
        // a little room for edits that lengthen the text, so that a typical batch never regrows
        this.buf = new char[text.length() + text.length() / 16 + 64];
        text.getChars(0, text.length(), buf, 0);
        this.gapStart = text.length();
        this.gapEnd = buf.length;
        int count = 1;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            count++;
        }
        this.starts = new int[count + 16];
        this.hashes = new int[count + 16];
        this.edges = new int[count + 16];
        this.ids = new int[count + 16];
        this.slotOf = new int[count + 16];
        int at = 0;
        starts[at++] = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            starts[at++] = i + 1;
        }
        this.entries = count;
        this.lineGap = count;
        int bits = 0;
        for (int j = 0; j < count; j++) {
            int start = starts[j];
            int end = j + 1 < count ? starts[j + 1] - 1 : text.length();
            int hash = 0;
            for (int i = start; i < end; i++) {
                hash = 31 * hash + buf[i];
                bits |= buf[i];
            }
            hashes[j] = hash;
            edges[j] = edge(buf, start, end);
            ids[j] = j;
            slotOf[j] = j;
        }
        this.nextId = count;
        this.wide = bits > 0xFF;
    }

    /**
     * Wraps a copy of a text.
     *
     * @param text the text
     * @return a new mutable text
     */
    public static MatchText of(String text) {
        return new MatchText(text, DEFAULT_POSTING_LIMIT);
    }

    /** A text whose index drops hashes held by more than {@code postingLimit} lines (for tests). */
    static MatchText of(String text, int postingLimit) {
        return new MatchText(text, postingLimit);
    }

    /**
     * The characters (a live view; do not keep across replacements).
     *
     * @return the characters
     */
    public CharSequence chars() {
        return new View(0, length());
    }

    /** A window of the characters. */
    private final class View implements CharSequence {
        private final int from;
        private final int to;

        View(int from, int to) {
            this.from = from;
            this.to = to;
        }

        @Override
        public int length() {
            return to - from;
        }

        @Override
        public char charAt(int i) {
            return MatchText.this.charAt(from + i);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new View(from + start, from + end);
        }

        @Override
        public String toString() {
            return substring(from, to);
        }
    }

    /**
     * The whole text as a string (a copy).
     *
     * @return the text
     */
    @Override
    public String toString() {
        // with the gap at the end, the characters are one run: one copy, no temporary array
        moveGap(length());
        return new String(buf, 0, length());
    }

    /**
     * Whether the text equals a string (compared in place, stopping at the first difference).
     *
     * @param other the string to compare with
     * @return true when equal
     */
    public boolean contentEquals(String other) {
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

    /**
     * The length in UTF-16 units.
     *
     * @return the length
     */
    public int length() {
        return buf.length - (gapEnd - gapStart);
    }

    private char charAt(int offset) {
        return offset < gapStart ? buf[offset] : buf[offset + gapEnd - gapStart];
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
     * Starts keeping, for every line, the hash and length of its normalised form (a pass over the
     * text now; then each replacement works out its new lines', mostly in the pass that hashes
     * them anyway).
     */
    void trackNormalizedLines() {
        if (normalHashes != null) {
            return;
        }
        normalHashes = new int[starts.length];
        normalLengths = new int[starts.length];
        unusualLines = new LineIndex(16, postingLimit);
        int shift = starts.length - entries;
        for (int j = 0; j < entries; j++) {
            int start = entry(j);
            int end = j + 1 < entries ? entry(j + 1) - 1 : length();
            int slot = j < lineGap ? j : j + shift;
            // most lines are normal already: then their hash is the one kept for the raw line
            storeNormalKey(slot, start, end, isNormal(start, end));
        }
    }

    /** Stores the normalised hash and length of the line at {@code [start, end)} in a slot. */
    private void storeNormalKey(int slot, int start, int end, boolean normal) {
        int[] normals = Objects.requireNonNull(normalHashes);
        int[] lengths = Objects.requireNonNull(normalLengths);
        if (normal) {
            normals[slot] = hashes[slot];
            lengths[slot] = end - start;
        } else {
            String line = normalized(start, end);
            normals[slot] = line.hashCode();
            lengths[slot] = line.length();
            Objects.requireNonNull(unusualLines).add(normals[slot], ids[slot]);
        }
    }

    /**
     * The hash code of a line's normalised form ({@link #trackNormalizedLines} must have run).
     *
     * @param line a 1-based line, 1..lineCount()
     */
    int normalizedHash(int line) {
        int j = line - 1;
        return Objects.requireNonNull(normalHashes, "trackNormalizedLines() first")[
                j < lineGap ? j : j + starts.length - entries];
    }

    /**
     * The length of a line's normalised form ({@link #trackNormalizedLines} must have run).
     *
     * @param line a 1-based line, 1..lineCount()
     */
    int normalizedLength(int line) {
        int j = line - 1;
        return Objects.requireNonNull(normalLengths, "trackNormalizedLines() first")[
                j < lineGap ? j : j + starts.length - entries];
    }

    /**
     * For each of {@code wanted} (hash codes of normalised lines), the 0-based lines whose
     * normalised form has that hash, in order: one pass over the lines' keys ({@link
     * #trackNormalizedLines} must have run), whatever the number of hashes.
     *
     * @param wanted hash codes (duplicates get the same lines)
     * @return per hash, the lines
     */
    int[][] linesWithNormalizedHashes(int[] wanted) {
        // open addressing: hash -> index of its list; a 16-bit filter rejects most lines first
        int capacity = Integer.highestOneBit(Math.max(4, wanted.length * 4) - 1) << 1;
        int[] slotHash = new int[capacity];
        int[] slotList = new int[capacity];
        Arrays.fill(slotList, -1);
        long[] present = new long[1 << 10];
        int[] listOf = new int[wanted.length];
        int lists = 0;
        for (int k = 0; k < wanted.length; k++) {
            int h = wanted[k];
            int slot = HashSpread.spread(h) & (capacity - 1);
            while (slotList[slot] >= 0 && slotHash[slot] != h) {
                slot = (slot + 1) & (capacity - 1);
            }
            if (slotList[slot] < 0) {
                slotHash[slot] = h;
                slotList[slot] = lists++;
                present[(h & 0xFFFF) >>> 6] |= 1L << h;
            }
            listOf[k] = slotList[slot];
        }
        int[][] found = new int[lists][];
        int[] counts = new int[lists];
        Arrays.fill(found, NONE);
        int[] normals = Objects.requireNonNull(normalHashes, "trackNormalizedLines() first");
        int count = lineCount();
        int shift = starts.length - entries;
        for (int j = 0; j < count; j++) {
            int h = normals[j < lineGap ? j : j + shift];
            if ((present[(h & 0xFFFF) >>> 6] & (1L << h)) == 0) {
                continue;
            }
            int slot = HashSpread.spread(h) & (capacity - 1);
            while (slotList[slot] >= 0) {
                if (slotHash[slot] == h) {
                    int list = slotList[slot];
                    if (counts[list] == found[list].length) {
                        found[list] = Arrays.copyOf(found[list], Math.max(4, counts[list] * 2));
                    }
                    found[list][counts[list]++] = j;
                    break;
                }
                slot = (slot + 1) & (capacity - 1);
            }
        }
        int[][] result = new int[wanted.length][];
        for (int k = 0; k < wanted.length; k++) {
            int list = listOf[k];
            result[k] = counts[list] == found[list].length ? found[list] : Arrays.copyOf(found[list], counts[list]);
        }
        return result;
    }

    /**
     * Like {@link #linesWithNormalizedHashes}, but from the indexes, so that the cost grows with the
     * lines found rather than with the text: normal lines under their raw hash in {@link #index},
     * the others in {@link #unusualLines}. A hash too common for either index is not listed.
     *
     * @param wanted hash codes of normalised lines
     * @return per hash, the 0-based lines in order, or null when the hash is too common to be listed
     */
    int[] @Nullable [] indexedLinesWithNormalizedHashes(int[] wanted) {
        int[] normals = Objects.requireNonNull(normalHashes, "trackNormalizedLines() first");
        LineIndex unusual = Objects.requireNonNull(unusualLines);
        LineIndex raw = index();
        int shift = starts.length - entries;
        int lineCount = lineCount();
        int[] @Nullable [] result = new int[wanted.length][];
        for (int k = 0; k < wanted.length; k++) {
            int h = wanted[k];
            int rawSlot = raw.find(h);
            int unusualSlot = unusual.find(h);
            if ((rawSlot >= 0 && raw.count(rawSlot) < 0) || (unusualSlot >= 0 && unusual.count(unusualSlot) < 0)) {
                result[k] = null;
                continue;
            }
            int[] byRaw = rawSlot < 0 ? NONE : raw.keys(rawSlot);
            int[] byNormal = unusualSlot < 0 ? NONE : unusual.keys(unusualSlot);
            int[] lines = new int[byRaw.length + byNormal.length];
            int count = 0;
            for (int[] keys : new int[][] {byRaw, byNormal}) {
                for (int id : keys) {
                    int slot = slotOf[id];
                    int line = slot < lineGap ? slot : slot - shift;
                    // a raw hash match that is not normal has another normalised hash; the entry
                    // after a final line break is indexed but is no line
                    if (normals[slot] == h && line < lineCount) {
                        lines[count++] = line;
                    }
                }
            }
            Arrays.sort(lines, 0, count);
            // a line can be in both indexes (a new line that reached past the gap when it was stored
            // is taken as not normal without checking)
            int distinct = 0;
            for (int i = 0; i < count; i++) {
                if (distinct == 0 || lines[distinct - 1] != lines[i]) {
                    lines[distinct++] = lines[i];
                }
            }
            result[k] = distinct == lines.length ? lines : Arrays.copyOf(lines, distinct);
        }
        return result;
    }

    /**
     * Whether {@code [from, to)} is its own normalised form: no blank other than single spaces
     * between non-blank characters (a cheaper check than normalising: one comparison per
     * character, as blanks are all at most {@code ' '}).
     */
    private boolean isNormal(int from, int to) {
        int gap = gapEnd - gapStart;
        int physicalFrom = from < gapStart ? from : from + gap;
        int physicalTo = to <= gapStart ? to : to + gap;
        if (from < gapStart && to > gapStart) {
            return false;
        }
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
    private static boolean breaksNormalForm(char[] chars, int i, int from, int to) {
        char c = chars[i];
        return c <= ' ' && (c != ' ' || i == from || i == to - 1 || chars[i + 1] <= ' ');
    }

    /**
     * Copies the ids of lines 1..lineCount() to {@code out[0..)}: a line keeps its id until a
     * replacement touches it, so equal ids in two versions mean an unchanged line.
     */
    void lineIds(int[] out) {
        int count = lineCount();
        int shift = starts.length - entries;
        for (int j = 0; j < count; j++) {
            out[j] = ids[j < lineGap ? j : j + shift];
        }
    }

    /**
     * The hash of a line's characters (its line break excluded), as {@link String#hashCode} gives it.
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the hash
     */
    public int lineHash(int line) {
        int j = line - 1;
        return hashes[j < lineGap ? j : j + starts.length - entries];
    }

    /**
     * The offsets where lines 1..lineCount() start, then the text's length (a copy).
     *
     * @return lineCount() + 1 offsets
     */
    public int[] lineStarts() {
        int count = lineCount();
        int[] out = new int[count + 1];
        for (int j = 0; j < count; j++) {
            out[j] = entry(j);
        }
        out[count] = length();
        return out;
    }

    /**
     * The hashes of lines 1..lineCount() (a copy; see {@link #lineHash}).
     *
     * @return lineCount() hashes
     */
    public int[] lineHashes() {
        int count = lineCount();
        int[] out = new int[count];
        int shift = starts.length - entries;
        for (int j = 0; j < count; j++) {
            out[j] = hashes[j < lineGap ? j : j + shift];
        }
        return out;
    }

    /**
     * Whether the text may hold characters above U+00FF (true once one was in it, even if it was
     * replaced since): strings of such text take two bytes per character.
     *
     * @return false when every character the text ever held was Latin-1
     */
    public boolean wide() {
        return wide;
    }

    /** Every line id given so far is below this. */
    int idLimit() {
        return nextId;
    }

    /** The {@link #edges} key of a line that lies at {@code chars[from, to)}. */
    private static int edge(char[] chars, int from, int to) {
        if (to == from) {
            return 0;
        }
        int headEnd = Math.min(to, from + EDGE_CHARS);
        int head = 0;
        for (int i = from; i < headEnd; i++) {
            head = 31 * head + chars[i];
        }
        int tail = 0;
        for (int i = Math.max(from, to - EDGE_CHARS); i < to; i++) {
            tail = 31 * tail + chars[i];
        }
        return endKey(chars[from], head) << 16 | endKey(chars[to - 1], tail);
    }

    /** The {@link #edges} key of the line at logical offsets {@code [from, to)}, across the gap. */
    private int edgeAcrossGap(int from, int to) {
        char[] ends = new char[Math.min(to - from, 2 * EDGE_CHARS)];
        int head = Math.min(to - from, EDGE_CHARS);
        for (int i = 0; i < head; i++) {
            ends[i] = charAt(from + i);
        }
        for (int i = head; i < ends.length; i++) {
            ends[i] = charAt(to - ends.length + i);
        }
        return edge(ends, 0, ends.length);
    }

    /** One end's half of an {@link #edges} key: the outer character's low byte, then a hash byte. */
    private static int endKey(char outer, int hash) {
        int folded = hash ^ hash >>> 8 ^ hash >>> 16 ^ hash >>> 24;
        return (outer & 0xFF) << 8 | folded & 0xFF;
    }

    /**
     * The number of lines ({@code ""} has 0, {@code "a"} and {@code "a\n"} have 1).
     *
     * @return the line count
     */
    public int lineCount() {
        int length = length();
        if (length == 0) {
            return 0;
        }
        return entry(entries - 1) == length ? entries - 1 : entries;
    }

    /** The offset of logical line entry {@code j}. */
    private int entry(int j) {
        return j < lineGap ? starts[j] : length() - starts[j + starts.length - entries];
    }

    /**
     * The offset where a line starts.
     *
     * @param line a 1-based line, 1..lineCount()+1 (lineCount()+1 gives the text's length)
     * @return the 0-based offset
     */
    public int lineStart(int line) {
        if (line > lineCount()) {
            return length();
        }
        return entry(line - 1);
    }

    /**
     * The offset just after a line's content (before its {@code \n}).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the 0-based offset
     */
    public int lineEnd(int line) {
        if (line < entries) {
            return entry(line) - 1;
        }
        return length();
    }

    /**
     * The content of a line without its line break.
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the line
     */
    public String line(int line) {
        return substring(lineStart(line), lineEnd(line));
    }

    /**
     * The 1-based line an offset falls on (an offset at a line's {@code \n} belongs to that line).
     *
     * @param offset a 0-based offset, 0..length()
     * @return the line, at least 1
     */
    public int lineOf(int offset) {
        int low = firstStartAfter(offset) - 1;
        return Math.max(1, Math.min(low + 1, Math.max(1, lineCount())));
    }

    /**
     * A line's content normalised as {@link Whitespace#normalize(char[], int, int)} does, read in
     * place (no copy of the line unless it straddles the gap).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the normalised line
     */
    String normalizedLine(int line) {
        return normalized(lineStart(line), lineEnd(line));
    }

    /** {@code [start, end)} normalised, read in place unless it straddles the gap. */
    private String normalized(int start, int end) {
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
     * A substring.
     *
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @return the text between
     */
    public String substring(int start, int end) {
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

    /** Copies {@code [start, end)} to the start of {@code out}, across the gap. */
    private void copyChars(int start, int end, char[] out) {
        int before = Math.max(0, Math.min(end, gapStart) - start);
        if (before > 0) {
            System.arraycopy(buf, start, out, 0, before);
        }
        if (end - start > before) {
            int from = start + before;
            System.arraycopy(buf, from + gapEnd - gapStart, out, before, end - from);
        }
    }

    /**
     * Appends a range of the characters to a builder (no intermediate string).
     *
     * @param out the builder
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     */
    public void appendTo(StringBuilder out, int start, int end) {
        if (start < gapStart) {
            out.append(buf, start, Math.min(end, gapStart) - start);
        }
        if (end > gapStart) {
            int from = Math.max(start, gapStart);
            out.append(buf, from + gapEnd - gapStart, end - from);
        }
    }

    /**
     * Finds a string (a scan from {@code from}, over a copy of the text: see {@link #mirror}).
     *
     * @param search the text to find
     * @param from the 0-based offset to start at
     * @return the offset of the next occurrence, or -1
     */
    public int indexOf(String search, int from) {
        StringBuilder whole = mirror;
        if (whole == null) {
            whole = new StringBuilder(length() + 64).append(buf, 0, gapStart).append(buf, gapEnd, buf.length - gapEnd);
            mirror = whole;
        }
        replacementsSinceScan = 0;
        return whole.indexOf(search, from);
    }

    /**
     * Replaces a range, updating the line starts, line hashes and index in place. The cost is the
     * replaced and inserted text plus the distance from the previous replacement (in characters and
     * lines), not the text's size.
     *
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @param replacement the new text
     */
    public void replace(int start, int end, String replacement) {
        version++;
        StringBuilder copy = mirror;
        if (copy != null) {
            if (++replacementsSinceScan > MIRROR_IDLE_REPLACEMENTS) {
                mirror = null;
            } else {
                copy.replace(start, end, replacement);
            }
        }
        // line a holds start and keeps its start offset; entries a+1..b-1 lie in (start, end]
        int a = firstStartAfter(start) - 1;
        int b = firstStartAfter(end);
        moveLineGap(a);
        int lineAStart = entry(a);
        LineIndex postings = index;
        LineIndex unusual = unusualLines;
        GramIndex sampled = grams;
        for (int j = a; j < b; j++) {
            int id = ids[j + starts.length - entries];
            if (postings != null) {
                postings.remove(id);
            }
            if (sampled != null) {
                sampled.removeLine(id);
            }
            if (unusual != null) {
                unusual.remove(id);
            }
        }
        entries -= b - a;
        // the removed entries were the first ones after the gap: the gap just grew over them

        moveGap(start);
        gapEnd += end - start;
        int length = replacement.length();
        if (gapEnd - gapStart < length) {
            growChars(length);
        }
        replacement.getChars(0, length, buf, gapStart);
        for (int i = 0; i < length && !wide; i++) {
            wide = replacement.charAt(i) > 0xFF;
        }
        gapStart += length;

        int added = 1;
        for (int i = replacement.indexOf('\n'); i >= 0; i = replacement.indexOf('\n', i + 1)) {
            added++;
        }
        if (starts.length - entries < added) {
            growLines(added);
        }
        starts[lineGap++] = lineAStart;
        for (int i = replacement.indexOf('\n'); i >= 0; i = replacement.indexOf('\n', i + 1)) {
            starts[lineGap++] = start + i + 1;
        }
        entries += added;
        boolean tracking = normalHashes != null;
        for (int j = a; j < a + added; j++) {
            int lineStart = starts[j];
            int lineEnd = j + 1 < entries ? entry(j + 1) - 1 : length();
            int hash;
            boolean normal;
            if (lineEnd <= gapStart) {
                // the usual case (only the last line may reach past the gap): one pass in place gives
                // the hash and whether the line is its own normalised form
                char[] chars = buf;
                hash = 0;
                normal = true;
                for (int i = lineStart; i < lineEnd; i++) {
                    hash = 31 * hash + chars[i];
                    if (normal && breaksNormalForm(chars, i, lineStart, lineEnd)) {
                        normal = false;
                    }
                }
            } else {
                hash = hash(lineStart, lineEnd);
                normal = false;
            }
            hashes[j] = hash;
            edges[j] = lineEnd <= gapStart ? edge(buf, lineStart, lineEnd) : edgeAcrossGap(lineStart, lineEnd);
            int id = newId(j);
            if (sampled != null && j < lineCount()) {
                if (lineEnd <= gapStart) {
                    sampled.addLine(id, buf, lineStart, lineEnd);
                } else {
                    int lineLength = lineEnd - lineStart;
                    if (lineCopy.length < lineLength) {
                        lineCopy = new char[Math.max(lineLength, lineCopy.length * 2)];
                    }
                    copyChars(lineStart, lineEnd, lineCopy);
                    sampled.addLine(id, lineCopy, 0, lineLength);
                }
            }
            if (tracking) {
                storeNormalKey(j, lineStart, lineEnd, normal);
            }
        }
        if (postings != null) {
            // apart from the hashing above, so that the slot lookups of the new lines overlap
            postings.addAll(hashes, ids, a, a + added);
        }
    }

    /** Moves the character gap so that it starts at a (logical) offset. */
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

    private void growChars(int needed) {
        int length = length();
        int capacity = Math.max(buf.length + buf.length / 2, length + needed + 64);
        char[] grown = new char[capacity];
        System.arraycopy(buf, 0, grown, 0, gapStart);
        int tail = buf.length - gapEnd;
        System.arraycopy(buf, gapEnd, grown, capacity - tail, tail);
        gapEnd = capacity - tail;
        buf = grown;
    }

    /** Moves the line gap so that {@code entry} entries lie before it; crossed lines keep their ids. */
    private void moveLineGap(int entry) {
        int shift = starts.length - entries;
        int length = length();
        if (lineGap > entry) {
            // entries [entry, lineGap) move to after the gap
            int count = lineGap - entry;
            copyLineFields(entry, entry + shift, count);
            for (int j = lineGap - 1; j >= entry; j--) {
                starts[j + shift] = length - starts[j];
                slotOf[ids[j + shift]] = j + shift;
            }
        } else if (lineGap < entry) {
            // entries [lineGap, entry) move to before the gap
            int count = entry - lineGap;
            copyLineFields(lineGap + shift, lineGap, count);
            for (int j = lineGap; j < entry; j++) {
                starts[j] = length - starts[j + shift];
                slotOf[ids[j]] = j;
            }
        }
        lineGap = entry;
    }

    /** Copies the per-line fields that move with the gap unchanged (starts are converted apart). */
    private void copyLineFields(int from, int to, int count) {
        System.arraycopy(hashes, from, hashes, to, count);
        System.arraycopy(edges, from, edges, to, count);
        System.arraycopy(ids, from, ids, to, count);
        int[] normals = normalHashes;
        int[] lengths = normalLengths;
        if (normals != null && lengths != null) {
            System.arraycopy(normals, from, normals, to, count);
            System.arraycopy(lengths, from, lengths, to, count);
        }
    }

    /** A copy of a gap array with more capacity (the part after the gap moved to the end). */
    private int[] grown(int[] array, int capacity, int tail) {
        int[] grown = new int[capacity];
        System.arraycopy(array, 0, grown, 0, lineGap);
        System.arraycopy(array, array.length - tail, grown, capacity - tail, tail);
        return grown;
    }

    private void growLines(int needed) {
        int capacity = Math.max(starts.length * 2, entries + needed + 16);
        int tail = entries - lineGap;
        int[] grownStarts = new int[capacity];
        int[] grownHashes = new int[capacity];
        int[] grownEdges = new int[capacity];
        int[] grownIds = new int[capacity];
        System.arraycopy(starts, 0, grownStarts, 0, lineGap);
        System.arraycopy(hashes, 0, grownHashes, 0, lineGap);
        System.arraycopy(edges, 0, grownEdges, 0, lineGap);
        System.arraycopy(ids, 0, grownIds, 0, lineGap);
        System.arraycopy(starts, starts.length - tail, grownStarts, capacity - tail, tail);
        System.arraycopy(hashes, hashes.length - tail, grownHashes, capacity - tail, tail);
        System.arraycopy(edges, edges.length - tail, grownEdges, capacity - tail, tail);
        System.arraycopy(ids, ids.length - tail, grownIds, capacity - tail, tail);
        for (int slot = capacity - tail; slot < capacity; slot++) {
            slotOf[grownIds[slot]] = slot;
        }
        int[] normals = normalHashes;
        int[] lengths = normalLengths;
        if (normals != null && lengths != null) {
            normalHashes = grown(normals, capacity, tail);
            normalLengths = grown(lengths, capacity, tail);
        }
        starts = grownStarts;
        hashes = grownHashes;
        edges = grownEdges;
        ids = grownIds;
    }

    // ---------------------------------------------------------------- index

    private LineIndex index() {
        LineIndex postings = index;
        if (postings == null) {
            postings = new LineIndex(entries, postingLimit);
            // the entries before the gap, then those after it, in runs that addAll reads ahead
            int afterGap = starts.length - entries + lineGap;
            for (int[] range : new int[][] {{0, lineGap}, {afterGap, starts.length}}) {
                for (int from = range[0]; from < range[1]; from += INDEX_RUN) {
                    postings.addAll(hashes, ids, from, Math.min(range[1], from + INDEX_RUN));
                }
            }
            index = postings;
        }
        return postings;
    }

    /** Gives the line entry at physical slot {@code slot} (before the gap) a fresh id. */
    private int newId(int slot) {
        if (nextId == slotOf.length) {
            slotOf = Arrays.copyOf(slotOf, nextId * 2);
        }
        int id = nextId++;
        ids[slot] = id;
        slotOf[id] = slot;
        return id;
    }

    // ---------------------------------------------------------------- search

    /**
     * The 0-based offsets of every occurrence of a string, overlapping ones included, in order.
     *
     * <p>A search with a complete line (text between two of its line breaks) takes its candidates
     * from the line index, through its least common complete line, and checks each in place: the
     * cost grows with the number of candidates, not with the text. When every complete line is too
     * common to be indexed, the line hashes are scanned. A search with at most one line break has
     * no complete line, and its cost grows with the text (the documented limit): with one line
     * break it tries each line start, without one (or while a scan copy is current) it scans the
     * characters.
     *
     * @param search a non-empty text
     * @return the start offsets
     */
    public int[] occurrences(String search) {
        int firstBreak = search.indexOf('\n');
        int secondBreak = firstBreak < 0 ? -1 : search.indexOf('\n', firstBreak + 1);
        if (firstBreak < 0) {
            int[] found = byGrams(search, 0, search.length(), true);
            return found != null ? found : scan(search);
        }
        if (secondBreak < 0) {
            // the longer part of the search is the likelier to have a rare sample
            int[] found = firstBreak >= search.length() - firstBreak - 1
                    ? byGrams(search, 0, firstBreak, false)
                    : byGrams(search, firstBreak + 1, search.length(), false);
            if (found != null) {
                return found;
            }
            return mirror != null ? scan(search) : byLineStarts(search, firstBreak);
        }
        if (mirror != null) {
            return scan(search);
        }
        LineIndex postings = index();
        int best = -1;
        int bestCount = 0;
        int bestOffset = -1;
        boolean indexed = false;
        for (int from = firstBreak, to = secondBreak; to >= 0; from = to, to = search.indexOf('\n', to + 1)) {
            int slot = postings.find(hash(search, from + 1, to));
            int keys = slot < 0 ? 0 : postings.count(slot);
            if (keys < 0) {
                // too common to be indexed
                continue;
            }
            indexed = true;
            if (keys == 0) {
                return NONE;
            }
            if (best < 0 || keys < bestCount) {
                best = slot;
                bestCount = keys;
                bestOffset = from + 1;
                if (keys == 1) {
                    // as few candidates as there can be: the other lines need not be looked up
                    break;
                }
            }
        }
        if (!indexed || best < 0) {
            int[] found = byGrams(search, 0, firstBreak, false);
            return found != null ? found : byLineHashes(search, firstBreak, secondBreak);
        }
        int[] keys = postings.keys(best);
        int[] found = new int[keys.length];
        int count = 0;
        int length = length();
        for (int key : keys) {
            int slot = slotOf[key];
            int j = slot < lineGap ? slot : slot - (starts.length - entries);
            int at = entry(j) - bestOffset;
            if (at >= 0 && at + search.length() <= length && matchesAt(search, at)) {
                found[count++] = at;
            }
        }
        int[] result = Arrays.copyOf(found, count);
        Arrays.sort(result);
        return result;
    }

    /**
     * The occurrences of a search through the gram index, from the samples of its part {@code
     * [from, to)} (which has no line break), or null when the index cannot answer: not built (and
     * {@code mayBuild} false or too few scans so far), the part too short, or its samples common.
     */
    private int @Nullable [] byGrams(String search, int from, int to, boolean mayBuild) {
        if (to - from < GramIndex.MIN_LENGTH) {
            return null;
        }
        GramIndex index = grams;
        if (index == null) {
            if (!mayBuild || ++gramScans <= SCANS_BEFORE_GRAMS) {
                return null;
            }
            index = indexGrams();
        }
        GramIndex.Candidates candidates = index.lookup(search.toCharArray(), from, to);
        if (candidates == null) {
            return null;
        }
        int[] lines = candidates.lines();
        int[] columns = candidates.columns();
        int[] found = new int[lines.length];
        int count = 0;
        int length = length();
        for (int k = 0; k < lines.length; k++) {
            int at = entry(logical(slotOf[lines[k]])) + columns[k] - candidates.offset() - from;
            if (at >= 0 && at + search.length() <= length && matchesAt(search, at)) {
                found[count++] = at;
            }
        }
        int[] result = Arrays.copyOf(found, count);
        Arrays.sort(result);
        return result;
    }

    /**
     * Says how many searches are coming (a batch's edits): when more than a scan or two, the gram
     * index is built on the first search it can answer instead of after {@link
     * #SCANS_BEFORE_GRAMS} scans (each of which costs a pass over the text, and a copy of it).
     *
     * @param searches the number of searches expected
     */
    public void expectSearches(int searches) {
        if (searches > SCANS_BEFORE_GRAMS) {
            gramScans = Math.max(gramScans, SCANS_BEFORE_GRAMS);
        }
    }

    /** Builds the gram index now (once; the gap moves to the end so that every line is in one run). */
    GramIndex indexGrams() {
        GramIndex index = grams;
        if (index != null) {
            return index;
        }
        index = new GramIndex(length(), postingLimit);
        moveGap(length());
        int count = lineCount();
        for (int j = 0; j < count; j++) {
            index.addLine(ids[physical(j)], buf, entry(j), j + 1 < entries ? entry(j + 1) - 1 : length());
        }
        grams = index;
        return index;
    }

    /** Bytes held by the gram index (0 before it is built). */
    long gramIndexBytes() {
        GramIndex index = grams;
        return index == null ? 0 : index.bytes();
    }

    /** The physical slot of logical line entry {@code j}. */
    private int physical(int j) {
        return j < lineGap ? j : j + starts.length - entries;
    }

    /** The logical line entry at physical slot {@code slot}. */
    private int logical(int slot) {
        return slot < lineGap ? slot : slot - (starts.length - entries);
    }

    private int[] scan(String search) {
        int[] found = new int[8];
        int count = 0;
        for (int at = indexOf(search, 0); at >= 0; at = indexOf(search, at + 1)) {
            if (count == found.length) {
                found = Arrays.copyOf(found, count * 2);
            }
            found[count++] = at;
        }
        return Arrays.copyOf(found, count);
    }

    /**
     * The search's only line break must be one of the text's: tries each line start (first a check
     * of the line's start and the previous line's end against {@link #edges}: the characters next to
     * the break, and the hash of {@link #EDGE_CHARS} characters on a side that has that many; then a
     * comparison from the search's end, where lines that share a prefix differ sooner).
     */
    private int[] byLineStarts(String search, int firstBreak) {
        // line i starts with the part after the break, line i - 1 ends with the part before it: the
        // filters compare what a side's length allows (nothing, the outer character, or both)
        int afterLength = search.length() - firstBreak - 1;
        int headMask = afterLength == 0 ? 0 : afterLength < EDGE_CHARS ? 0xFF000000 : 0xFFFF0000;
        int headKey = afterLength == 0
                ? 0
                : endKey(
                                        search.charAt(firstBreak + 1),
                                        hash(
                                                search,
                                                firstBreak + 1,
                                                firstBreak + 1 + Math.min(afterLength, EDGE_CHARS)))
                                << 16
                        & headMask;
        int tailMask = firstBreak == 0 ? 0 : firstBreak < EDGE_CHARS ? 0xFF00 : 0xFFFF;
        int tailKey = firstBreak == 0
                ? 0
                : endKey(search.charAt(firstBreak - 1), hash(search, Math.max(0, firstBreak - EDGE_CHARS), firstBreak))
                        & tailMask;
        // when the part before the break is all of line i - 1, the line's hash decides at once
        int beforeHash = hash(search, 0, firstBreak);
        int[] found = new int[8];
        int count = 0;
        // the head filter runs over each side of the line gap in turn (see nextMatch)
        int shift = starts.length - entries;
        for (int side = 0; side < 2; side++) {
            int from = side == 0 ? 1 : Math.max(lineGap, 1) + shift;
            int to = side == 0 ? lineGap : entries + shift;
            for (int p = nextMatch(edges, from, to, headMask, headKey);
                    p < to;
                    p = nextMatch(edges, p + 1, to, headMask, headKey)) {
                int at = lineStartMatch(search, firstBreak, side == 0 ? p : p - shift, tailMask, tailKey, beforeHash);
                if (at >= 0) {
                    if (count == found.length) {
                        found = Arrays.copyOf(found, count * 2);
                    }
                    found[count++] = at;
                }
            }
        }
        return Arrays.copyOf(found, count);
    }

    /**
     * The first of {@code values[from, to)} whose masked value is the key, or {@code to}. Scans of
     * every line run this on each side of the line gap: a loop with one comparison per line runs
     * about three times faster than one that also maps entries across the gap and checks matches.
     */
    private static int nextMatch(int[] values, int from, int to, int mask, int key) {
        for (int p = from; p < to; p++) {
            if ((values[p] & mask) == key) {
                return p;
            }
        }
        return to;
    }

    /**
     * Where the search matches with its only line break ending line {@code i - 1} ({@code i >= 1}
     * a line entry whose start passed the head filter), or -1.
     */
    private int lineStartMatch(String search, int firstBreak, int i, int tailMask, int tailKey, int beforeHash) {
        int previous = i - 1;
        int physical = previous < lineGap ? previous : previous + starts.length - entries;
        if ((edges[physical] & tailMask) != tailKey) {
            return -1;
        }
        int at = entry(i) - firstBreak - 1;
        int previousStart = entry(previous);
        // the part before the break lies within line i - 1
        if (at < previousStart || at + search.length() > length()) {
            return -1;
        }
        if (at == previousStart && hashes[physical] != beforeHash) {
            return -1;
        }
        return matchesBackwardAt(search, at) ? at : -1;
    }

    /** Scans every line hash for the search's first complete line. */
    private int[] byLineHashes(String search, int firstBreak, int secondBreak) {
        int[] found = new int[8];
        int count = 0;
        int hash = hash(search, firstBreak + 1, secondBreak);
        int length = length();
        int shift = starts.length - entries;
        for (int side = 0; side < 2; side++) {
            int from = side == 0 ? 1 : Math.max(lineGap, 1) + shift;
            int to = side == 0 ? lineGap : entries + shift;
            for (int p = nextMatch(hashes, from, to, -1, hash); p < to; p = nextMatch(hashes, p + 1, to, -1, hash)) {
                int at = entry(side == 0 ? p : p - shift) - firstBreak - 1;
                if (at >= 0 && at + search.length() <= length && matchesAt(search, at)) {
                    if (count == found.length) {
                        found = Arrays.copyOf(found, count * 2);
                    }
                    found[count++] = at;
                }
            }
        }
        return Arrays.copyOf(found, count);
    }

    private boolean matchesBackwardAt(String search, int at) {
        for (int i = search.length() - 1; i >= 0; i--) {
            if (charAt(at + i) != search.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private boolean matchesAt(String search, int at) {
        for (int i = 0; i < search.length(); i++) {
            if (charAt(at + i) != search.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private int hash(int from, int to) {
        int hash = 0;
        for (int i = from; i < to; i++) {
            hash = 31 * hash + charAt(i);
        }
        return hash;
    }

    private static int hash(CharSequence text, int from, int to) {
        int hash = 0;
        for (int i = from; i < to; i++) {
            hash = 31 * hash + text.charAt(i);
        }
        return hash;
    }

    /** The index of the first line entry strictly greater than an offset. */
    private int firstStartAfter(int offset) {
        // galloping from the line gap, where the last replacement was: offsets asked for mostly lie
        // close to it, and nearby entries share cache lines (a plain binary search jumps around)
        int pivot = Math.min(lineGap, entries - 1);
        int low;
        int high;
        if (entry(pivot) <= offset) {
            low = pivot + 1;
            int step = 1;
            high = pivot + step;
            while (high < entries && entry(high) <= offset) {
                low = high + 1;
                step <<= 1;
                high = pivot + step;
            }
            high = Math.min(high, entries);
        } else {
            high = pivot;
            int step = 1;
            low = pivot - step;
            while (low > 0 && entry(low) > offset) {
                high = low;
                step <<= 1;
                low = pivot - step;
            }
            low = Math.max(low, 0);
        }
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (entry(mid) <= offset) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }
}
