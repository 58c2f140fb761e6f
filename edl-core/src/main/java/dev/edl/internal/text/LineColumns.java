package dev.edl.internal.text;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Per line of a {@link TextBlock}, in gap arrays that share one gap (at the last replacement, like
 * the characters'): its start offset, its hash, a key of its two ends, its id, and (once tracked)
 * the hash and length of its whitespace-normalised form. There is one <em>entry</em> per line
 * start, the text's end included when it follows a {@code \n}. Logical entry {@code j} sits at
 * physical slot {@link #physical}{@code (j)}; after the gap a start is stored as the distance from
 * the text's end, so a replacement shifts none of them. Moving the gap copies the entries it
 * crosses (and tells {@link LineKeys} where their ids went), so a replacement costs the lines it
 * rewrites plus the lines between it and the previous one. Memory: 16 bytes per line (24 with
 * normalised forms) plus the gap's room. Not thread-safe.
 */
final class LineColumns {
    /** Characters at each end of a line that its {@link #edge} key hashes. */
    static final int EDGE_CHARS = 8;

    private final CharGapBuffer chars;
    private final LineKeys keys;

    private int[] starts;
    private int[] hashes;
    /**
     * Per entry: a key of the line's two ends. The high 16 bits describe its start (the low byte
     * of its first character, then an 8-bit hash of its first {@link #EDGE_CHARS} characters, or
     * all of them when the line is shorter), the low 16 bits its end likewise. Searches with one
     * line break filter line starts on this small array instead of reading the characters. Null until
     * such a search asks for it: most texts never see one, and computing it at once would add a
     * quarter to the cost of reading a text of 60-character lines.
     */
    private int @Nullable [] edges;

    private int[] ids;

    /**
     * Whether {@link #ids} are filled: from the first index or filter that follows lines. A text
     * that only regexes and line numbers read never pays for them.
     */
    private boolean described;

    /**
     * Whether {@link #hashes} are filled: from the first read of all of them (a line-hash index, a
     * filter of lines, normalised forms). Until then a line's hash is computed when asked: a batch
     * whose searches a {@link PlannedGrams} answers needs only ids, and hashing every line cost it
     * a tenth of W8 (a pass of multiplications over every character).
     */
    private boolean hashed;

    private int @Nullable [] normalHashes;
    private int @Nullable [] normalLengths;

    private int entries;
    private int lineGap;
    /** The entry {@link #firstStartAfter} tries first (see {@link #noteEntry}), or -1. */
    private int lastFound = -1;

    /**
     * A shift of the starts not written yet: the entries from {@code shiftedFrom} up to the gap
     * start {@code shiftBy} later than {@link #starts} holds ({@link #NO_SHIFT}: none). A
     * replacement before the gap that keeps its line count moves every start between it and the
     * gap; written at once, that cost each such edit the lines up to the gap, about half a block
     * (W8x10: 15,600 starts per edit, 156 million per batch, for edits in file order, which never
     * move the gap). Recorded instead, the next replacement writes only the starts between it and
     * the previous one, so edits in any order cost the distance from the previous edit.
     */
    private int shiftedFrom = NO_SHIFT;

    private int shiftBy;

    private static final int NO_SHIFT = Integer.MAX_VALUE;

    /** The longest line of the text as read (without its line break), found with the line starts. */
    private final int longestAtRead;

    /** The columns of the lines of {@code text[from, to)} (only the starts now: hashes and ids on first use). */
    LineColumns(CharGapBuffer chars, String text, int from, int to, LineKeys keys) {
        this(chars, text, from, to, keys, -1);
    }

    /**
     * As {@link #LineColumns(CharGapBuffer, String, int, int, LineKeys)}, told about how many lines
     * to expect (-1: unknown).
     */
    LineColumns(CharGapBuffer chars, String text, int from, int to, LineKeys keys, int expectedLines) {
        this.chars = chars;
        this.keys = keys;
        // one pass, grown if there are more lines than the first guess
        int[] found = new int[firstCapacity(to - from, expectedLines)];
        int count = 1;
        int longest = 0;
        for (int i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) {
            if (count == found.length) {
                found = Arrays.copyOf(found, count * 2);
            }
            longest = Math.max(longest, i - from - found[count - 1]);
            found[count++] = i + 1 - from;
        }
        this.longestAtRead = Math.max(longest, to - from - found[count - 1]);
        // the hashes and ids, when filled, are sized like the starts
        this.starts = fitted(found, tableLength(found.length, count, expectedLines));
        this.hashes = NO_VALUES;
        this.ids = NO_VALUES;
        this.entries = count;
        this.lineGap = count;
    }

    private static final int[] NO_VALUES = new int[0];

    /** Characters per run of {@link #readHashed}: a run and its lines stay in the first-level cache. */
    static final int READ_RUN = 1 << 13;

    /**
     * The columns of {@code text[from, to)}, copied into {@code chars} (made with {@link
     * CharGapBuffer#CharGapBuffer(int)}) in runs of {@link #READ_RUN} characters, each line given its
     * hash and id as soon as its run is in: the copy, the line starts and the hashes read each
     * character while it is in the cache. Hashing after the copy read the block again, from the
     * second-level cache at best (a block of 1,875,000 characters in W7edlx10: 0.39 ns per
     * character, against 0.29 for W7edl's blocks of 512 K).
     */
    static LineColumns readHashed(
            CharGapBuffer chars, String text, int from, int to, LineKeys keys, int expectedLines) {
        int capacity = firstCapacity(to - from, expectedLines);
        int[] found = new int[capacity];
        int[] lineHashes = new int[capacity];
        int[] lineIds = new int[capacity];
        char[] buf = chars.array();
        int count = 1;
        int longest = 0;
        int lineStart = 0;
        int next = text.indexOf('\n', from);
        for (int run = from; run < to; run += READ_RUN) {
            int runEnd = Math.min(to, run + READ_RUN);
            chars.copyIn(text, run, runEnd, run - from);
            for (; next >= 0 && next < runEnd; next = text.indexOf('\n', next + 1)) {
                if (count == found.length) {
                    found = Arrays.copyOf(found, count * 2);
                    lineHashes = Arrays.copyOf(lineHashes, found.length);
                    lineIds = Arrays.copyOf(lineIds, found.length);
                }
                int end = next - from;
                longest = Math.max(longest, end - lineStart);
                lineHashes[count - 1] = CharGapBuffer.hashRun(buf, 0, lineStart, end);
                lineIds[count - 1] = keys.newId(count - 1);
                lineStart = end + 1;
                found[count++] = lineStart;
            }
        }
        // the last entry: a line without a line break, or the empty end after one
        lineHashes[count - 1] = CharGapBuffer.hashRun(buf, 0, lineStart, to - from);
        lineIds[count - 1] = keys.newId(count - 1);
        int length = tableLength(found.length, count, expectedLines);
        LineColumns columns =
                new LineColumns(chars, keys, fitted(found, length), count, Math.max(longest, to - from - lineStart));
        columns.hashes = fitted(lineHashes, length);
        columns.ids = fitted(lineIds, length);
        columns.described = true;
        columns.hashed = true;
        return columns;
    }

    /**
     * The length a line table keeps after a first pass filled {@code count} of its {@code length}
     * entries: all of them when sized from the lines expected and not much larger (that room stays,
     * as the gap's), otherwise 16 entries of room.
     */
    private static int tableLength(int length, int count, int expectedLines) {
        boolean kept = expectedLines >= 0 ? length <= count + count / 8 + 16 : length == count + 16;
        return kept ? length : count + 16;
    }

    private static int[] fitted(int[] table, int length) {
        return table.length == length ? table : Arrays.copyOf(table, length);
    }

    /** Columns of {@code entries} line starts (no hashes or ids yet), the gap after the last. */
    private LineColumns(CharGapBuffer chars, LineKeys keys, int[] starts, int entries, int longestAtRead) {
        this.chars = chars;
        this.keys = keys;
        this.starts = starts;
        this.hashes = NO_VALUES;
        this.ids = NO_VALUES;
        this.entries = entries;
        this.lineGap = entries;
        this.longestAtRead = longestAtRead;
    }

    /**
     * The longest line of the text as it was read, without its line break (0 for no line or empty
     * lines only): found in the pass that finds the line starts, so that no search reads every
     * line's bounds again for it (on a text larger than the caches, that pass went to memory).
     */
    int longestAtRead() {
        return longestAtRead;
    }

    /**
     * The entries a block's line tables start with (its id map too): the lines expected and a
     * sixteenth more, as room for the lines edits write, or one per 32 characters when the count
     * is unknown (-1); and 16.
     */
    static int firstCapacity(int chars, int expectedLines) {
        return (expectedLines < 0 ? chars / 32 : expectedLines + expectedLines / 16) + 16;
    }

    /**
     * Gives every line an id, unless done already. Whatever starts to follow lines (an index, a
     * filter) calls this first: reading the ids does too, but a text without lines reads none, and
     * replacements keep ids only once described.
     */
    void describe() {
        if (!described) {
            fill(false);
        }
    }

    /** Whether every line's hash is filled (see {@link #hashes}). */
    boolean hashed() {
        return hashed;
    }

    /** Whether the ids are kept (a replacement then {@link #store}s its lines'). */
    boolean described() {
        return described;
    }

    /** Fills the hash of every line, and its id if it has none yet, unless done already. */
    private void hashAll() {
        if (!hashed) {
            fill(true);
        }
    }

    /** Gives every line an id (unless it has one) and, when asked, its hash: one pass for both. */
    private void fill(boolean withHashes) {
        boolean withIds = !described;
        described = true;
        if (withIds) {
            ids = new int[starts.length];
        }
        if (withHashes) {
            hashed = true;
            hashes = new int[starts.length];
        }
        for (int j = 0; j < entries; j++) {
            int slot = physical(j);
            if (withHashes) {
                hashes[slot] = chars.hash(entry(j), end(j));
            }
            if (withIds) {
                ids[slot] = keys.newId(slot);
            }
        }
    }

    // ---------------------------------------------------------------- mapping

    /** The physical slot of logical entry {@code j}: the one place the gap mapping is written. */
    int physical(int j) {
        return j < lineGap ? j : j + starts.length - entries;
    }

    /** The logical entry at physical slot {@code slot}. */
    int logical(int slot) {
        return slot < lineGap ? slot : slot - (starts.length - entries);
    }

    /** Entries before the gap are physical slots {@code [0, lineGap)}. */
    int gap() {
        return lineGap;
    }

    /** The physical slots after the gap start here and end at {@link #capacity}. */
    int afterGap() {
        return starts.length - entries + lineGap;
    }

    int capacity() {
        return starts.length;
    }

    int entries() {
        return entries;
    }

    /** The offset of logical entry {@code j}. */
    int entry(int j) {
        return j < lineGap ? starts[j] + recordedShift(j) : chars.length() - starts[physical(j)];
    }

    /** The number of lines ({@code ""} has 0, {@code "a"} and {@code "a\n"} have 1). */
    int lineCount() {
        int length = chars.length();
        if (length == 0) {
            return 0;
        }
        return entry(entries - 1) == length ? entries - 1 : entries;
    }

    /** The offset after line entry {@code j}'s content (before its {@code \n}). */
    int end(int j) {
        return j + 1 < entries ? entry(j + 1) - 1 : chars.length();
    }

    /** The hash of the line at a physical slot: kept, or computed from its characters. */
    int hashAt(int slot) {
        if (hashed) {
            return hashes[slot];
        }
        int j = logical(slot);
        return chars.hash(entry(j), end(j));
    }

    int edgeAt(int slot) {
        return edges()[slot];
    }

    int idAt(int slot) {
        describe();
        return ids[slot];
    }

    /** The raw hashes by physical slot (read only), for scans of every line: from now on kept. */
    int[] hashes() {
        hashAll();
        return hashes;
    }

    /** The edge keys by physical slot (read only), for scans of every line. */
    int[] edges() {
        int[] edgeKeys = edges;
        if (edgeKeys == null) {
            edgeKeys = new int[starts.length];
            edges = edgeKeys;
            for (int j = 0; j < entries; j++) {
                edgeKeys[physical(j)] = edgeOf(entry(j), end(j));
            }
        }
        return edgeKeys;
    }

    /** Whether the edge keys are kept (a replacement then {@link #storeEdge}s its lines'). */
    boolean tracksEdges() {
        return edges != null;
    }

    /** Sets a slot's edge key (when {@link #tracksEdges}). */
    void storeEdge(int slot, int edge) {
        int[] edgeKeys = edges;
        if (edgeKeys != null) {
            edgeKeys[slot] = edge;
        }
    }

    int[] ids() {
        describe();
        return ids;
    }

    /** The normalised hashes and lengths by physical slot, once {@link #trackNormalized} ran. */
    int @Nullable [] normalHashes() {
        return normalHashes;
    }

    int @Nullable [] normalLengths() {
        return normalLengths;
    }

    /** Adds the columns of normalised hashes and lengths (to be filled by the caller). */
    void trackNormalized() {
        if (normalHashes == null) {
            normalHashes = new int[starts.length];
            normalLengths = new int[starts.length];
        }
    }

    /**
     * The start of line entry {@code j} ({@link #entry}), noted as the entry the next {@link
     * #firstStartAfter} tries first: a search reads the start of each line it finds, and the
     * caller then asks for that line's number (an edit's line, its snippet's, its diff's).
     */
    int noteEntry(int j) {
        lastFound = j;
        return entry(j);
    }

    /** The index of the first line entry strictly greater than an offset. */
    int firstStartAfter(int offset) {
        // the line noted last, or found last: on a large text the search below would read a few
        // cache lines of starts from memory, one after another
        int noted = lastFound;
        if (noted >= 0
                && noted < entries
                && entry(noted) <= offset
                && (noted + 1 == entries || entry(noted + 1) > offset)) {
            return noted + 1;
        }
        int found = searchStartAfter(offset);
        lastFound = found - 1;
        return found;
    }

    /** {@link #firstStartAfter} by a search from the line gap. */
    private int searchStartAfter(int offset) {
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

    // ---------------------------------------------------------------- replacement

    /**
     * Moves the gap so that {@code entry} entries lie before it; crossed lines keep their ids. Call
     * before the characters change (after-gap starts are converted with the current length).
     */
    void moveGap(int entry) {
        writeShift();
        int shift = starts.length - entries;
        int length = chars.length();
        if (lineGap > entry) {
            // entries [entry, lineGap) move to after the gap
            copyFields(entry, entry + shift, lineGap - entry);
            for (int j = lineGap - 1; j >= entry; j--) {
                starts[j + shift] = length - starts[j];
            }
            if (described) {
                for (int j = lineGap - 1; j >= entry; j--) {
                    keys.moved(ids[j + shift], j + shift);
                }
            }
        } else if (lineGap < entry) {
            // entries [lineGap, entry) move to before the gap
            copyFields(lineGap + shift, lineGap, entry - lineGap);
            for (int j = lineGap; j < entry; j++) {
                starts[j] = length - starts[j + shift];
            }
            if (described) {
                for (int j = lineGap; j < entry; j++) {
                    keys.moved(ids[j], j);
                }
            }
        }
        lineGap = entry;
    }

    /**
     * Before a replacement that changes the length by {@code delta} and rewrites entries {@code [a,
     * b)} in place (the gap lies outside them): shifts the stored starts between them and the gap.
     * Call before the characters change; then {@link #setStart} the rewritten entries after it.
     */
    void shiftForInPlace(int a, int b, int delta) {
        if (b <= lineGap) {
            // absolute starts after the replacement move with it: recorded, see shiftedFrom
            if (delta != 0) {
                shiftFrom(b, delta);
            }
        } else {
            // after the gap starts count from the text's end, which moves: those up to entry a
            // keep their offset, so their distance from the end grows by delta
            int shift = starts.length - entries;
            for (int slot = lineGap + shift; slot <= a + shift; slot++) {
                starts[slot] += delta;
            }
        }
    }

    /**
     * Records that the starts of entries {@code [from, lineGap)} move by {@code delta}: the
     * recorded shift then covers them, and only the entries between {@code from} and where it
     * started are written.
     */
    private void shiftFrom(int from, int delta) {
        if (shiftedFrom >= lineGap) {
            shiftedFrom = from;
            shiftBy = delta;
            return;
        }
        if (from >= shiftedFrom) {
            // entries before the new range keep the shift recorded so far
            for (int j = shiftedFrom; j < from; j++) {
                starts[j] += shiftBy;
            }
            shiftedFrom = from;
        } else {
            // entries before the recorded range take the new shift alone
            for (int j = from; j < shiftedFrom; j++) {
                starts[j] += delta;
            }
        }
        shiftBy += delta;
    }

    /** The recorded shift of entry {@code j} before the gap: what its stored start lacks. */
    private int recordedShift(int j) {
        return j >= shiftedFrom ? shiftBy : 0;
    }

    /** Writes the recorded shift into the starts (before the gap moves or grows by an entry). */
    private void writeShift() {
        for (int j = shiftedFrom; j < lineGap; j++) {
            starts[j] += shiftBy;
        }
        shiftedFrom = NO_SHIFT;
        shiftBy = 0;
    }

    /** Sets logical entry {@code j}'s start offset (after the characters changed). */
    void setStart(int j, int offset) {
        starts[physical(j)] = j < lineGap ? offset - recordedShift(j) : chars.length() - offset;
    }

    /** Drops the {@code count} entries just after the gap (the gap grows over them). */
    void dropAfterGap(int count) {
        entries -= count;
    }

    /** Makes room for {@code count} entries before the gap. */
    void reserve(int count) {
        if (starts.length - entries >= count) {
            return;
        }
        int capacity = Math.max(starts.length * 2, entries + count + 16);
        int tail = entries - lineGap;
        starts = grown(starts, capacity, tail);
        int[] edgeKeys = edges;
        if (edgeKeys != null) {
            edges = grown(edgeKeys, capacity, tail);
        }
        if (hashed) {
            hashes = grown(hashes, capacity, tail);
        }
        if (described) {
            ids = grown(ids, capacity, tail);
            for (int slot = capacity - tail; slot < capacity; slot++) {
                keys.moved(ids[slot], slot);
            }
        }
        int[] normals = normalHashes;
        int[] lengths = normalLengths;
        if (normals != null && lengths != null) {
            normalHashes = grown(normals, capacity, tail);
            normalLengths = grown(lengths, capacity, tail);
        }
    }

    /** Appends an entry starting at {@code start} before the gap (room reserved); its slot. */
    int append(int start) {
        writeShift();
        starts[lineGap] = start;
        entries++;
        return lineGap++;
    }

    /** Fills a slot's hash (when kept) and gives it a fresh id; returns the id. */
    int store(int slot, int hash) {
        if (!described) {
            throw new IllegalStateException("lines not described yet");
        }
        if (hashed) {
            hashes[slot] = hash;
        }
        int id = keys.newId(slot);
        ids[slot] = id;
        return id;
    }

    private void copyFields(int from, int to, int count) {
        if (hashed) {
            System.arraycopy(hashes, from, hashes, to, count);
        }
        if (described) {
            System.arraycopy(ids, from, ids, to, count);
        }
        int[] edgeKeys = edges;
        if (edgeKeys != null) {
            System.arraycopy(edgeKeys, from, edgeKeys, to, count);
        }
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

    // ---------------------------------------------------------------- edge keys

    /** The {@link #edges} key of a line that lies at {@code chars[from, to)}. */
    static int edge(char[] chars, int from, int to) {
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

    /** The {@link #edges} key of the line at logical offsets {@code [from, to)}. */
    int edgeOf(int from, int to) {
        if (to <= chars.gapStart()) {
            return edge(chars.array(), from, to);
        }
        return edgeAcrossGap(from, to);
    }

    /** The {@link #edges} key of the line at logical offsets {@code [from, to)}, across the gap. */
    int edgeAcrossGap(int from, int to) {
        char[] ends = new char[Math.min(to - from, 2 * EDGE_CHARS)];
        int head = Math.min(to - from, EDGE_CHARS);
        for (int i = 0; i < head; i++) {
            ends[i] = chars.charAt(from + i);
        }
        for (int i = head; i < ends.length; i++) {
            ends[i] = chars.charAt(to - ends.length + i);
        }
        return edge(ends, 0, ends.length);
    }

    /** One end's half of an {@link #edges} key: the outer character's low byte, then a hash byte. */
    static int endKey(char outer, int hash) {
        int folded = hash ^ hash >>> 8 ^ hash >>> 16 ^ hash >>> 24;
        return (outer & 0xFF) << 8 | folded & 0xFF;
    }

    /** Bytes held by the columns. */
    long bytes() {
        int[] normal = normalHashes;
        int[] lengths = normalLengths;
        int[] edgeKeys = edges;
        return 4L * (starts.length + hashes.length + ids.length)
                + (edgeKeys == null ? 0 : 4L * edgeKeys.length)
                + (normal == null ? 0 : 4L * normal.length)
                + (lengths == null ? 0 : 4L * lengths.length);
    }
}
