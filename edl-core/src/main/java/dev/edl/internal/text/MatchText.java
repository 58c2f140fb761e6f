package dev.edl.internal.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The one editable, indexed text of edl: the EDL executor's documents and edl-batch's edits both
 * run on it. Searches of any length are answered from indexes, and every replacement costs its own
 * size, whatever the text's size and wherever the previous replacement was.
 *
 * <p>Design. The text is a list of blocks ({@link TextBlock}), each a run of whole lines of about
 * {@link #DEFAULT_BLOCK_CHARS} characters with its own gap buffer, line columns and indexes; a
 * block other than the last ends with a line break, so no line and no single-line search spans two
 * blocks. A replacement goes to the block that holds it: the gap of that block moves at most the
 * block's size, and the other blocks are not touched (their offsets are block-relative, so only
 * the table of block starts, one entry per block, shifts). A replacement that spans blocks edits
 * each in place: the first takes the replacement, the last loses its head, those between go; a line
 * that then runs on into the next block takes that block's first line. A block that grows past
 * twice the target size is split at a line break near its middle, which rebuilds that block only.
 *
 * <p>Cost, for a text of {@code n} characters in {@code b = n / B} blocks of about {@code B}
 * characters: a replacement of {@code k} characters into {@code m} costs {@code O(k + m)} for its
 * lines' hashes and index entries, plus at most {@code O(B)} for the block's gap, plus {@code
 * O(b)} to shift the block starts; so 10,000 edits in any order cost the same as in file order.
 * A search asks the blocks' indexes ({@code O(b)} lookups plus the candidates), and one with a
 * line break also checks, at each block boundary, the few positions where it could span it (one
 * per line break in the search). Filters skip the blocks that cannot hold it, so that a batch of
 * many searches does not cost searches times blocks: a whole-line search reads one mask of blocks
 * per line ({@link LineBlockFilter}), a search the batch's plan covers one mask per planned key
 * ({@link PlannedBlocks}), a short search the blocks' gram filters ({@link GramFilter}). Reading a
 * character or mapping an offset or line is a binary search over the block starts, skipped when
 * the previous read was in the same block. Regexes read a flat copy of the whole text ({@link
 * #flat}), made on demand and kept current by replacements while regexes go on between them (each
 * such replacement then also moves the copy's characters after it, as a {@code StringBuilder} edit
 * does); it is dropped once replacements go on without one.
 *
 * <p>Memory: the blocks' characters (2 bytes per character and a sixteenth of room), their line
 * tables (about 20 bytes per line) and, once searches need them, their indexes (at most 8 bytes
 * per character, {@link #indexBytes}); per block a few hundred bytes; the flat copy while regexes
 * use it (1 byte per character for Latin-1 text, else 2).
 *
 * <p>Lines are separated by {@code \n}; a {@code \r} before it is part of the line. A final line
 * break does not start an extra line. Lines are 1-based and offsets 0-based, in UTF-16 units. Not
 * thread-safe.
 */
public final class MatchText {
    /** The characters a block aims at: large enough that a search asks few blocks. */
    static final int DEFAULT_BLOCK_CHARS = 1 << 19;

    /** About the most blocks a text is cut into when it is read (see {@link #blockChars}). */
    static final int MAX_BLOCKS = 64;

    /** Replacements without a {@link #flat} read after which the flat copy is dropped. */
    private static final int FLAT_IDLE_REPLACEMENTS = 4;

    private static final int[] NONE = new int[0];

    private static final int CLEAN = Integer.MAX_VALUE;

    /** Searches that ask every block before the gram filters are built (see {@link #probe}). */
    static final int SEARCHES_BEFORE_FILTERS = 64;

    /**
     * How many lines the filter of lines by block can take in for the cost of asking one block's
     * line-hash index: a lookup there misses the cache more than once and walks postings, a line
     * into the filter is one table write (measured: about 200 ns against 6 ns on 1,000,000 lines
     * in 21 blocks); 16 keeps a margin.
     */
    static final int PROBES_PER_FILTER_LINE = 16;

    /** The most blocks {@link #readAhead} reads for one search (those its line's filter slot admits first). */
    private static final int READ_AHEAD_BLOCKS = 4;

    private final int postingLimit;
    private final int blockChars;
    private final List<TextBlock> blocks = new ArrayList<>();
    /** Start offset and lines before each block; those after block {@link #stale} are out of date. */
    private int[] starts = new int[0];

    private int[] firstLines = new int[0];

    /**
     * Each block's serial, by position: a search skips the blocks its masks rule out on these
     * alone. Reading each block for its serial cost W8x10's searches a cache miss or two per block
     * (40 blocks per search; 4 in W8).
     */
    private int[] serials = new int[0];

    /**
     * For a text of at most 64 blocks, by bit of a mask ({@code serial mod 64}, see {@link
     * PlannedBlocks} and {@link LineBlockFilter}): the positions (bit {@code k} for block {@code
     * k}) of the blocks whose serial has that bit, so that a search finds the blocks its mask
     * admits from the mask's few set bits instead of testing every block (W8x10: 40 blocks per
     * search, one or two admitted). Made with the block starts ({@link #reindex}).
     */
    private final long[] positionsByBit = new long[Long.SIZE];

    /** Made by each {@link #reindex}: tells a cache made from the blocks' serials whether it is current. */
    private int layout;

    /** The positions of the blocks whose planned index is built, as of {@link #builtFor}'s changes and the layout noted. */
    private long builtPositions;

    private @Nullable PlannedBlocks builtFor;
    private int builtChanges;
    private int builtLayout;

    /** Blocks the searches of one or more blocks visited so far (for tests). */
    private long blocksVisited;

    private int stale = CLEAN;
    private int length;
    private int lineCount;
    private int nextSerial;
    private int version;
    private int searches;
    private boolean normalizedTracked;
    /** The announced searches the plan does not cover (all of them when there is no plan). */
    private @Nullable List<String> expected;

    /** The grams of the expected searches, shared by the blocks (null when none is covered). */
    private @Nullable SearchPlan plan;

    /** The block the last read went to, and its range: sequential reads skip the binary search. */
    private int cached = -1;

    private int cachedStart;
    private int cachedEnd;

    /**
     * The block the last line lookup went to, and its lines ({@code cachedFirstLine} &lt; line
     * &le; {@code cachedLastLine}): a scan of many lines in a row (the fuzzy tier reads every
     * line's hash) skips the binary search.
     */
    private int cachedLines = -1;

    private int cachedFirstLine;
    private int cachedLastLine;

    private @Nullable StringBuilder flat;

    /** The last gram search's samples, shared by the blocks (a search asks each block). */
    private final SearchSamples samples = new SearchSamples();
    /**
     * Which blocks may hold a line hash, for a text of many blocks: built once the whole-line
     * searches made ({@link #blocksByLines}) or announced ({@link #filterNow}) pay for it ({@link
     * #filterPays}). Building it costs a table write per line; asking a block that has no match
     * costs far more, so the filter pays once the searches have asked about a sixteenth as many
     * blocks as there are lines (W8edlx10: after 1,560 of its 10,000 searches).
     */
    private @Nullable LineBlockFilter lineFilter;
    /** What {@link #readAhead} read (never used: it only keeps those reads). */
    @SuppressWarnings("UnusedVariable")
    private long readAheadSink;

    private int wholeLineSearches;

    private int replacementsSinceFlat;

    private MatchText(String text, int postingLimit, int blockChars) {
        this(text, postingLimit, blockChars, null, 0);
    }

    /**
     * @param searches the searches announced before the blocks are built (null: none)
     * @param wholeLinesAhead how many whole-line searches are coming (0: none announced)
     */
    private MatchText(
            String text, int postingLimit, int blockChars, @Nullable List<String> searches, int wholeLinesAhead) {
        this.postingLimit = postingLimit;
        this.blockChars = blockChars;
        if (searches != null) {
            announce(searches);
        }
        String first = searches == null || searches.isEmpty() ? null : searches.get(0);
        blocks.addAll(blocksOf(text, first, wholeLinesAhead > 0));
        if (blocks.isEmpty()) {
            blocks.add(newBlock("", 0, 0));
        }
        length = text.length();
        reindex(0);
        // a batch's searches go the whole-line way when its first does
        int lineSearches = wholeLinesAhead;
        if (searches != null && first != null && blocks.get(0).answersAsWholeLine(first)) {
            lineSearches = searches.size();
        }
        filterNow(lineSearches);
    }

    /**
     * Wraps a copy of a text.
     *
     * @param text the text
     * @return a new mutable text
     */
    public static MatchText of(String text) {
        return new MatchText(text, TextBlock.DEFAULT_POSTING_LIMIT, blockChars(text.length()));
    }

    /**
     * Wraps a copy of a text whose searches are known: {@link #of(String)} then {@link
     * #expectSearches}, except that each block builds the index the first of those searches will read
     * as soon as it is copied. Built at the first search instead, the indexes would read every block
     * again: from memory, on a text larger than the processor's caches (W7x10's 112 million
     * characters, W8x10's 17 million).
     *
     * @param text the text
     * @param searches the searches expected, the first first
     * @return a new mutable text
     */
    public static MatchText forSearches(String text, List<String> searches) {
        return new MatchText(text, TextBlock.DEFAULT_POSTING_LIMIT, blockChars(text.length()), searches, 0);
    }

    /**
     * Wraps a copy of a text that whole-line searches ({@link #wholeLineOccurrences}) will read: each
     * block hashes its lines and builds its line-hash index as soon as it is copied (see {@link
     * #forSearches} for why).
     *
     * @param text the text
     * @return a new mutable text
     */
    public static MatchText forWholeLines(String text) {
        return forWholeLines(text, 1);
    }

    /**
     * As {@link #forWholeLines(String)}, told how many whole-line searches are coming: when they are
     * enough for the filter of lines by block to pay ({@link #lineFilter}), it is built as soon as
     * the blocks are read, and no search asks every block.
     *
     * @param text the text
     * @param searches how many whole-line searches are coming (at least 1)
     * @return a new mutable text
     */
    public static MatchText forWholeLines(String text, int searches) {
        return new MatchText(
                text, TextBlock.DEFAULT_POSTING_LIMIT, blockChars(text.length()), null, Math.max(1, searches));
    }

    /** {@link #forSearches} or {@link #forWholeLines} in blocks of about {@code blockChars} (for tests). */
    static MatchText prepared(
            String text, int postingLimit, int blockChars, @Nullable List<String> searches, boolean wholeLines) {
        return prepared(text, postingLimit, blockChars, searches, wholeLines ? 1 : 0);
    }

    /**
     * As {@link #prepared}, told how many whole-line searches are coming (0: the searches, if any,
     * are a batch's), for tests.
     */
    static MatchText prepared(
            String text, int postingLimit, int blockChars, @Nullable List<String> searches, int wholeLineSearches) {
        return new MatchText(text, postingLimit, blockChars, searches, wholeLineSearches);
    }

    /** A text whose indexes drop hashes held by more than {@code postingLimit} lines (for tests). */
    public static MatchText of(String text, int postingLimit) {
        return new MatchText(text, postingLimit, blockChars(text.length()));
    }

    /** A text in blocks of about {@code blockChars} characters (for tests: small blocks, many boundaries). */
    static MatchText of(String text, int postingLimit, int blockChars) {
        return new MatchText(text, postingLimit, blockChars);
    }

    /**
     * The block size for a text: {@link #DEFAULT_BLOCK_CHARS}, or a {@link #MAX_BLOCKS}th of a
     * larger text, so that a search asks at most about that many blocks while an edit still moves
     * at most a block's gap.
     */
    static int blockChars(int length) {
        return Math.max(DEFAULT_BLOCK_CHARS, length / MAX_BLOCKS);
    }

    private TextBlock newBlock(String text) {
        return newBlock(text, 0, text.length());
    }

    /**
     * A text cut into blocks of about {@link #blockChars} at line breaks (none for {@code ""}); a
     * last piece of up to half a block more stays whole. Each block copies its range of the text.
     */
    private List<TextBlock> blocksOf(String text, @Nullable String first, boolean wholeLines) {
        List<TextBlock> pieces = new ArrayList<>();
        int from = 0;
        long lines = 0;
        // lines hashed as they are copied in when the line-hash index is built at once: for
        // whole-line searches, or a batch whose first search the first block answers as a line
        boolean hashAtRead = wholeLines;
        while (from < text.length()) {
            int cut = text.length();
            if (text.length() - from > blockChars + blockChars / 2) {
                int lineBreak = text.indexOf('\n', from + blockChars - 1);
                cut = lineBreak < 0 ? text.length() : lineBreak + 1;
            }
            // the blocks before tell how long lines are: each block's tables are then sized once
            int expectedLines = from == 0 ? -1 : (int) (lines * (cut - from) / from);
            TextBlock block = newBlock(text, from, cut, expectedLines, hashAtRead);
            if (first != null || wholeLines) {
                // indexed now, while its characters, just copied, are still in the caches: at the
                // first search it would read every block again, from memory on a large text
                hashAtRead |= block.prepare(first, wholeLines);
            }
            lines += block.lineCount();
            pieces.add(block);
            from = cut;
        }
        return pieces;
    }

    /**
     * Builds the filter of lines by block now, when the whole-line searches announced are enough
     * for it to pay by the rule {@link #blocksByLines} applies as searches come. Left to that rule,
     * a large text's first searches each asked every block (W8edlx10: the first 1,560 of its
     * 10,000 asked all 40).
     */
    private void filterNow(int searches) {
        if (searches > 0 && blocks.size() > 1 && filterPays(searches)) {
            lineFilter();
        }
    }

    /**
     * Whether the filter of lines by block pays for this many whole-line searches: once they times
     * the blocks times {@link #PROBES_PER_FILTER_LINE} pass the lines (each search asks every block
     * without it).
     */
    private boolean filterPays(long searches) {
        return searches * blocks.size() * PROBES_PER_FILTER_LINE > lineCount;
    }

    /** A block of {@code text[from, to)}, told what the text's other blocks know. */
    private TextBlock newBlock(String text, int from, int to) {
        return newBlock(text, from, to, -1, false);
    }

    /**
     * A block of {@code text[from, to)} of about {@code expectedLines} lines (-1: unknown), its
     * lines hashed as it is read when {@code hashAtRead} (see {@link LineColumns#readHashed}).
     */
    private TextBlock newBlock(String text, int from, int to, int expectedLines, boolean hashAtRead) {
        TextBlock block = new TextBlock(text, from, to, postingLimit, nextSerial++, samples, expectedLines, hashAtRead);
        LineBlockFilter filter = lineFilter;
        if (filter != null) {
            block.addLinesTo(filter);
        }
        if (normalizedTracked) {
            block.trackNormalizedLines();
        }
        List<String> searches = expected;
        if (searches != null) {
            block.expectSearches(searches, plan);
        }
        return block;
    }

    /** Recomputes the block starts and line counts from block {@code from} on. */
    private void reindex(int from) {
        int count = blocks.size();
        if (starts.length < count + 1) {
            starts = Arrays.copyOf(starts, count + count / 2 + 2);
            firstLines = Arrays.copyOf(firstLines, starts.length);
            serials = Arrays.copyOf(serials, starts.length);
        }
        for (int k = from; k < count; k++) {
            TextBlock block = blocks.get(k);
            starts[k + 1] = starts[k] + block.length();
            firstLines[k + 1] = firstLines[k] + block.lineCount();
            serials[k] = block.serial;
        }
        if (count <= Long.SIZE) {
            Arrays.fill(positionsByBit, 0L);
            for (int k = 0; k < count; k++) {
                // a shift of a long uses the low 6 bits of its distance: serial mod 64
                positionsByBit[serials[k] & (Long.SIZE - 1)] |= 1L << k;
            }
        }
        layout++;
        lineCount = firstLines[count];
        stale = CLEAN;
        forgetCachedBlocks();
    }

    private void forgetCachedBlocks() {
        cached = -1;
        cachedLines = -1;
    }

    private void ensureIndexed() {
        if (stale != CLEAN) {
            reindex(Math.min(stale, blocks.size()));
        }
    }

    /** The block holding an offset ({@code length()} is in the last block). */
    private int blockAt(int offset) {
        ensureIndexed();
        if (cached >= 0 && offset >= cachedStart && offset < cachedEnd) {
            return cached;
        }
        int low = 0;
        int high = blocks.size() - 1;
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (starts[mid] <= offset) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        cached = low;
        cachedStart = starts[low];
        cachedEnd = starts[low + 1];
        return low;
    }

    /** The block holding a 1-based line, 1..lineCount(). */
    private int blockOfLine(int line) {
        ensureIndexed();
        if (cachedLines >= 0 && line > cachedFirstLine && line <= cachedLastLine) {
            return cachedLines;
        }
        int low = 0;
        int high = blocks.size() - 1;
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (firstLines[mid] < line) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        cachedLines = low;
        cachedFirstLine = firstLines[low];
        cachedLastLine = firstLines[low + 1];
        return low;
    }

    // ---------------------------------------------------------------- characters

    /**
     * The characters (a live view; do not keep across replacements).
     *
     * @return the characters
     */
    public CharSequence chars() {
        return new View(0, length);
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
        boolean knownWide = false;
        for (TextBlock block : blocks) {
            knownWide |= block.knownWide();
        }
        if (knownWide) {
            // two bytes per character from the start once a replacement wrote a wide character,
            // each block's runs copied in as they are, then copied out (W4's ’)
            StringBuilder out = stringBuilder(length, true);
            for (TextBlock block : blocks) {
                block.appendTo(out, 0, block.length(), true);
            }
            return out.toString();
        }
        // pieces compressed from the blocks' arrays (a vectorised intrinsic), joined into the one
        // array of the result: the characters are written twice, and no array the size of the
        // text is made but the result's. A builder wrote them three times (through such pieces,
        // into itself, then out) and its array was another "humongous" object for the G1
        // collector, whose allocations start a collection once they add up: one per W8edlx10 run.
        List<String> pieces = new ArrayList<>(length / TO_STRING_PIECE + 2 * blocks.size());
        for (TextBlock block : blocks) {
            block.addPieces(pieces, TO_STRING_PIECE);
        }
        return String.join("", pieces);
    }

    /**
     * Characters per piece of {@link #toString}: 64 KiB pieces of Latin-1 text, well under half a
     * G1 region, so none is allocated as a humongous object.
     */
    static final int TO_STRING_PIECE = 1 << 16;

    /**
     * Whether the text equals a string (compared in place, stopping at the first difference).
     *
     * @param other the string to compare with
     * @return true when equal
     */
    public boolean contentEquals(String other) {
        if (other.length() != length) {
            return false;
        }
        int from = 0;
        for (TextBlock block : blocks) {
            if (!block.regionEquals(other, from)) {
                return false;
            }
            from += block.length();
        }
        return true;
    }

    /**
     * The length in UTF-16 units.
     *
     * @return the length
     */
    public int length() {
        return length;
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
     * Whether the text may hold characters above U+00FF (true once one was in it, even if it was
     * replaced since): strings of such text take two bytes per character.
     *
     * @return false when every character the text ever held was Latin-1
     */
    public boolean wide() {
        for (TextBlock block : blocks) {
            if (block.wide()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A builder with room for {@code capacity} characters of text read from a {@code MatchText}
     * (its whole text, snippets, diffs). For text that may hold characters above U+00FF it starts
     * with two bytes per character: a builder otherwise starts with one and, at the first such
     * character, copies everything into a new array twice the size.
     *
     * @param capacity the characters it should hold without growing
     * @param wide whether the text may hold a character above U+00FF
     * @return an empty builder
     */
    public static StringBuilder stringBuilder(int capacity, boolean wide) {
        if (!wide) {
            return new StringBuilder(capacity);
        }
        StringBuilder out = new StringBuilder(0);
        out.append('\u0100').setLength(0);
        out.ensureCapacity(capacity);
        return out;
    }

    /**
     * One character.
     *
     * @param offset a 0-based offset, 0..length()-1
     * @return the character there
     */
    public char charAt(int offset) {
        // one block (a text under 512 Ki characters) is the text: the reads of single characters
        // and lines skip the block lookup (W4's batch, whose diffs and snippets read lines: -2.5 %)
        if (blocks.size() == 1) {
            return blocks.get(0).charAt(offset);
        }
        int k = blockAt(offset);
        return blocks.get(k).charAt(offset - starts[k]);
    }

    /**
     * The whole text as one run of characters (for regexes and other readers of a {@link
     * CharSequence}): a copy made now if there is none; replacements keep it current (moving the
     * characters after them) for as long as reads of it go on between them, and drop it after
     * that. Do not modify it.
     *
     * @return the text
     */
    public CharSequence flat() {
        StringBuilder copy = flat;
        if (copy == null) {
            copy = new StringBuilder(length + 64);
            for (TextBlock block : blocks) {
                block.appendTo(copy, 0, block.length(), false);
            }
            flat = copy;
        }
        replacementsSinceFlat = 0;
        return copy;
    }

    /**
     * A substring.
     *
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @return the text between
     */
    public String substring(int start, int end) {
        int k = blockAt(start);
        if (end <= starts[k + 1]) {
            return blocks.get(k).substring(start - starts[k], end - starts[k]);
        }
        StringBuilder out = new StringBuilder(end - start);
        appendTo(out, start, end);
        return out.toString();
    }

    /**
     * Appends a range of the characters to a builder (no intermediate string).
     *
     * @param out the builder
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     */
    public void appendTo(StringBuilder out, int start, int end) {
        appendTo(out, start, end, false);
    }

    /**
     * Appends a range of the characters to a builder (no intermediate string), telling how the
     * builder stores them: long runs go to a one-byte builder through a string, compressed at once,
     * and to a two-byte one as they are.
     *
     * @param out the builder
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @param wideOut whether {@code out} takes two bytes per character: made by {@link
     *     #stringBuilder} as wide, or holding a character above U+00FF (false is always correct,
     *     only slower for such a builder)
     */
    public void appendTo(StringBuilder out, int start, int end, boolean wideOut) {
        if (blocks.size() == 1) {
            blocks.get(0).appendTo(out, start, end, wideOut);
            return;
        }
        int at = start;
        while (at < end) {
            int k = blockAt(at);
            int stop = Math.min(end, starts[k + 1]);
            blocks.get(k).appendTo(out, at - starts[k], stop - starts[k], wideOut);
            at = stop;
        }
    }

    /** Whether {@code search} occurs at {@code at}. */
    private boolean occursAt(String search, int at) {
        if (at < 0 || at + search.length() > length) {
            return false;
        }
        for (int i = 0; i < search.length(); i++) {
            if (charAt(at + i) != search.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- lines

    /**
     * The number of lines ({@code ""} has 0, {@code "a"} and {@code "a\n"} have 1).
     *
     * @return the line count
     */
    public int lineCount() {
        ensureIndexed();
        return lineCount;
    }

    /**
     * The offset where a line starts.
     *
     * @param line a 1-based line, 1..lineCount()+1 (lineCount()+1 gives the text's length)
     * @return the 0-based offset
     */
    public int lineStart(int line) {
        if (blocks.size() == 1) {
            TextBlock only = blocks.get(0);
            return line > only.lineCount() ? length : only.lineStart(line);
        }
        if (line > lineCount()) {
            return length;
        }
        int k = blockOfLine(line);
        return starts[k] + blocks.get(k).lineStart(line - firstLines[k]);
    }

    /**
     * The offset just after a line's content (before its {@code \n}).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the 0-based offset
     */
    public int lineEnd(int line) {
        if (blocks.size() == 1) {
            return blocks.get(0).lineEnd(line);
        }
        int k = blockOfLine(line);
        return starts[k] + blocks.get(k).lineEnd(line - firstLines[k]);
    }

    /**
     * The content of a line without its line break.
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the line
     */
    public String line(int line) {
        int k = blockOfLine(line);
        return blocks.get(k).line(line - firstLines[k]);
    }

    /**
     * The 1-based line an offset falls on (an offset at a line's {@code \n} belongs to that line).
     *
     * @param offset a 0-based offset, 0..length()
     * @return the line, at least 1
     */
    public int lineOf(int offset) {
        if (blocks.size() == 1) {
            return blocks.get(0).lineOf(offset);
        }
        int k = blockAt(offset);
        return firstLines[k] + blocks.get(k).lineOf(offset - starts[k]);
    }

    /**
     * The hash of a line's characters (its line break excluded), as {@link String#hashCode} gives it.
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the hash
     */
    public int lineHash(int line) {
        if (blocks.size() == 1) {
            return blocks.get(0).lineHash(line);
        }
        int k = blockOfLine(line);
        return blocks.get(k).lineHash(line - firstLines[k]);
    }

    /**
     * The offsets where lines 1..lineCount() start, then the text's length (a copy).
     *
     * @return lineCount() + 1 offsets
     */
    public int[] lineStarts() {
        ensureIndexed();
        int[] out = new int[lineCount + 1];
        for (int k = 0; k < blocks.size(); k++) {
            int[] local = blocks.get(k).lineStarts();
            for (int j = 0; j < local.length - 1; j++) {
                out[firstLines[k] + j] = starts[k] + local[j];
            }
        }
        out[lineCount] = length;
        return out;
    }

    /**
     * The hashes of lines 1..lineCount() (a copy; see {@link #lineHash}).
     *
     * @return lineCount() hashes
     */
    public int[] lineHashes() {
        ensureIndexed();
        int[] out = new int[lineCount];
        for (int k = 0; k < blocks.size(); k++) {
            int[] local = blocks.get(k).lineHashes();
            System.arraycopy(local, 0, out, firstLines[k], local.length);
        }
        return out;
    }

    /**
     * {@link #lineHashes} when every block has already hashed its lines (an index or a read needed
     * them), else null: a caller that can work without them is spared a pass over the text.
     *
     * @return lineCount() hashes, or null
     */
    public int @Nullable [] lineHashesIfComputed() {
        for (TextBlock block : blocks) {
            if (!block.linesHashed()) {
                return null;
            }
        }
        return lineHashes();
    }

    /**
     * Copies the ids of lines 1..lineCount() to {@code out[0..)}: a line keeps its id until a
     * replacement touches it, moves it to another block or splits its block, so equal ids in two
     * versions mean an unchanged line.
     *
     * @param out at least lineCount() entries
     */
    public void lineIds(long[] out) {
        ensureIndexed();
        for (int k = 0; k < blocks.size(); k++) {
            blocks.get(k).lineIds(out, firstLines[k]);
        }
    }

    // ---------------------------------------------------------------- normalised lines

    /**
     * Starts keeping, for every line, the hash and length of its normalised form (a pass over the
     * text now; then each replacement works out its new lines').
     */
    public void trackNormalizedLines() {
        normalizedTracked = true;
        for (TextBlock block : blocks) {
            block.trackNormalizedLines();
        }
    }

    /**
     * The hash code of a line's normalised form ({@link #trackNormalizedLines} must have run).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the hash
     */
    public int normalizedHash(int line) {
        int k = blockOfLine(line);
        return blocks.get(k).normalizedHash(line - firstLines[k]);
    }

    /**
     * The length of a line's normalised form ({@link #trackNormalizedLines} must have run).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the length
     */
    public int normalizedLength(int line) {
        int k = blockOfLine(line);
        return blocks.get(k).normalizedLength(line - firstLines[k]);
    }

    /**
     * The total length of the normalised forms of lines {@code firstLine..firstLine+count-1}
     * ({@link #trackNormalizedLines} must have run): one block lookup per block the lines are in.
     *
     * @param firstLine a 1-based line
     * @param count how many lines, {@code firstLine + count - 1 <= lineCount()}
     * @return the sum of their normalised lengths (line breaks not counted)
     */
    public int normalizedLengths(int firstLine, int count) {
        int total = 0;
        int line = firstLine;
        int end = firstLine + count;
        while (line < end) {
            int k = blockOfLine(line);
            int inBlock = Math.min(end, firstLines[k + 1] + 1) - line;
            total += blocks.get(k).normalizedLengths(line - firstLines[k], inBlock);
            line += inBlock;
        }
        return total;
    }

    /**
     * For each of {@code wanted} (hash codes of normalised lines), the 0-based lines whose
     * normalised form has that hash, in order: one pass over the lines' keys ({@link
     * #trackNormalizedLines} must have run), whatever the number of hashes.
     *
     * @param wanted hash codes (duplicates get the same lines)
     * @return per hash, the lines
     */
    public int[][] linesWithNormalizedHashes(int[] wanted) {
        ensureIndexed();
        int[][] out = new int[wanted.length][];
        List<int[] @Nullable []> perBlock = new ArrayList<>(blocks.size());
        for (TextBlock block : blocks) {
            perBlock.add(block.linesWithNormalizedHashes(wanted));
        }
        for (int w = 0; w < wanted.length; w++) {
            out[w] = joined(perBlock, w);
        }
        return out;
    }

    /**
     * Like {@link #linesWithNormalizedHashes}, but from the indexes, so that the cost grows with the
     * lines found rather than with the text. A hash too common to be indexed is not listed.
     *
     * @param wanted hash codes of normalised lines
     * @return per hash, the 0-based lines in order, or null when the hash is too common to be listed
     */
    public int[] @Nullable [] indexedLinesWithNormalizedHashes(int[] wanted) {
        ensureIndexed();
        int[] @Nullable [] out = new int[wanted.length][];
        List<int[] @Nullable []> perBlock = new ArrayList<>(blocks.size());
        for (TextBlock block : blocks) {
            perBlock.add(block.indexedLinesWithNormalizedHashes(wanted));
        }
        for (int w = 0; w < wanted.length; w++) {
            boolean listed = true;
            for (int[] @Nullable [] lines : perBlock) {
                listed &= lines[w] != null;
            }
            out[w] = listed ? joined(perBlock, w) : null;
        }
        return out;
    }

    /** Entry {@code w} of every block's per-hash lines, shifted to whole-text lines and joined. */
    private int[] joined(List<int[] @Nullable []> perBlock, int w) {
        int size = 0;
        for (int[] @Nullable [] lines : perBlock) {
            int[] some = lines[w];
            size += some == null ? 0 : some.length;
        }
        int[] out = new int[size];
        int at = 0;
        for (int k = 0; k < perBlock.size(); k++) {
            int[] some = perBlock.get(k)[w];
            if (some != null) {
                for (int line : some) {
                    out[at++] = firstLines[k] + line;
                }
            }
        }
        return out;
    }

    /**
     * A line's content normalised as {@link Whitespace#normalize(char[], int, int)} does, read in
     * place (no copy of the line unless it straddles a block's gap).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the normalised line
     */
    public String normalizedLine(int line) {
        int k = blockOfLine(line);
        return blocks.get(k).normalizedLine(line - firstLines[k]);
    }

    // ---------------------------------------------------------------- search

    /**
     * Finds a string: each block from the one holding {@code from} scans its own copy (kept while
     * scans go on), and a search with a line break also tries the positions where it could span a
     * block boundary.
     *
     * @param search the text to find
     * @param from the 0-based offset to start at
     * @return the offset of the next occurrence, or -1
     */
    public int indexOf(String search, int from) {
        StringBuilder copy = flat;
        if (copy != null) {
            return copy.indexOf(search, from);
        }
        int start = Math.max(0, from);
        if (search.isEmpty()) {
            return Math.min(start, length);
        }
        if (start > length) {
            return -1;
        }
        GramFilter.@Nullable Probe probes = probe(search);
        for (int k = blockAt(start); k < blocks.size(); k++) {
            int blockStart = starts[k];
            TextBlock block = blocks.get(k);
            int inside = probes != null && !block.mayContain(probes)
                    ? -1
                    : block.indexOf(search, Math.max(0, start - blockStart));
            int found = inside < 0 ? -1 : blockStart + inside;
            int spanning = firstSpanning(search, k, start);
            if (spanning >= 0 && (found < 0 || spanning < found)) {
                found = spanning;
            }
            if (found >= 0) {
                return found;
            }
        }
        return -1;
    }

    /**
     * The grams of a search to check against each block's filter, or null to ask every block: with
     * one block, for a search that each block's indexes answer in a few lookups (see {@link
     * #answeredByLookups}), and for the first {@link #SEARCHES_BEFORE_FILTERS} other searches
     * (building the filters costs a pass over the text, more than a short script's searches save).
     */
    private GramFilter.@Nullable Probe probe(String search) {
        SearchPlan searchPlan = plan;
        if (blocks.size() == 1
                || answeredByLookups(search)
                || (searchPlan != null && searchPlan.covers(search))
                || ++searches <= SEARCHES_BEFORE_FILTERS) {
            return null;
        }
        return GramFilter.probe(search);
    }

    /**
     * Whether a block answers a search from its line-hash or gram index, a few lookups each: a
     * search with a complete line inside it, or a part between line breaks of at least {@link
     * GramIndex#MIN_LENGTH} characters. For those, asking every block costs less than the gram
     * filters (a bit set per 6-gram of the text, a third of W7's batch time when they were built
     * for every search); the filters pay for short searches, which a block would answer from a
     * fragment index it has to build first.
     */
    static boolean answeredByLookups(String search) {
        int first = search.indexOf('\n');
        if (first < 0) {
            return search.length() >= GramIndex.MIN_LENGTH;
        }
        if (search.indexOf('\n', first + 1) >= 0) {
            return true;
        }
        return Math.max(first, search.length() - first - 1) >= GramIndex.MIN_LENGTH;
    }

    /** The first occurrence at or after {@code from} that starts in block {@code k} and ends past it, or -1. */
    private int firstSpanning(String search, int k, int from) {
        if (k == blocks.size() - 1) {
            return -1;
        }
        int boundary = starts[k + 1];
        // such an occurrence puts one of its line breaks (not its last character) on the block's last one
        for (int i = search.length() - 2; i >= 0; i--) {
            if (search.charAt(i) == '\n') {
                int at = boundary - 1 - i;
                if (at >= Math.max(from, starts[k]) && occursAt(search, at)) {
                    return at;
                }
            }
        }
        return -1;
    }

    /**
     * The 0-based offsets of every occurrence of a string, overlapping ones included, in order:
     * each block answers from its indexes (see {@link OccurrenceSearch}: line hashes for complete
     * lines and for a search as long as the block's longest line, grams for long parts, the
     * fragment index for anything shorter, scans before those are built), and a search with a line
     * break also tries the positions where it could span a block boundary. The cost grows with the
     * number of blocks and candidates, not with the text.
     *
     * @param search a non-empty text
     * @return the start offsets
     */
    public int[] occurrences(String search) {
        return joinedOccurrences(search, false);
    }

    /** The occurrences of a search through the fragment index alone, for tests (built if need be). */
    int[] fragmentOccurrences(String search) {
        return search.isEmpty() ? new int[0] : joinedOccurrences(search, true);
    }

    private int[] joinedOccurrences(String search, boolean fragmentsOnly) {
        ensureIndexed();
        int[] breaks = innerBreaks(search);
        GramFilter.@Nullable Probe probes = probe(search);
        long planned = fragmentsOnly ? -1L : plannedBlocks(search);
        PlannedBlocks plannedBlocks =
                planned == -1L ? null : Objects.requireNonNull(plan).blocks();
        // blocks that answer it as a whole line are filtered by their line hashes, as whole-line
        // searches are (asked once, for the first such block)
        boolean oneLine = !fragmentsOnly && blocks.size() > 1 && search.indexOf('\n') < 0;
        long byLines = 0;
        boolean linesAsked = false;
        int[] out = new int[0];
        int size = 0;
        // a search that cannot span a block's end visits only the blocks the plan admits
        long visited = plannedBlocks != null && breaks.length == 0 ? plannedPositions(planned, plannedBlocks) : -1L;
        for (int k = firstBlock(visited); k < blocks.size(); k = nextBlock(visited, k)) {
            blocksVisited++;
            boolean ruledOut = plannedBlocks != null && !plannedBlocks.mayHoldBlock(planned, serials[k]);
            if (ruledOut && breaks.length == 0) {
                continue; // ruled out by the plan, and no occurrence can span its end
            }
            TextBlock block = blocks.get(k);
            boolean skipped = ruledOut || (probes != null && !block.mayContain(probes));
            if (!skipped && oneLine && block.asLongAsEveryLine(search)) {
                if (!linesAsked) {
                    byLines = blocksByLines(OccurrenceSearch.nonEmptyLineHashes(search));
                    linesAsked = true;
                }
                skipped = !LineBlockFilter.mayHold(byLines, block.serial);
            }
            int[] inside =
                    skipped ? NONE : fragmentsOnly ? block.fragmentOccurrences(search) : block.occurrences(search);
            int[] across = spanning(search, breaks, k);
            if (inside.length + across.length == 0) {
                continue;
            }
            if (size + inside.length + across.length > out.length) {
                out = Arrays.copyOf(out, Math.max(out.length * 2, size + inside.length + across.length));
            }
            int first = size;
            for (int at : inside) {
                out[size++] = starts[k] + at;
            }
            for (int at : across) {
                out[size++] = at;
            }
            if (across.length > 0) {
                Arrays.sort(out, first, size);
            }
        }
        return size == out.length ? out : Arrays.copyOf(out, size);
    }

    /**
     * The positions of the blocks whose serial's bit is set in a mask (see {@link
     * #positionsByBit}), or -1, every block, for a text of more than 64 blocks or a mask with as
     * many bits set as there are blocks.
     */
    private long positionsOf(long mask) {
        int count = blocks.size();
        if (count > Long.SIZE || Long.bitCount(mask) >= count) {
            return -1L;
        }
        long positions = 0;
        for (long bits = mask; bits != 0; bits &= bits - 1) {
            positions |= positionsByBit[Long.numberOfTrailingZeros(bits)];
        }
        return positions;
    }

    /**
     * The positions of the blocks that {@link PlannedBlocks#mayHoldBlock} admits for a planned
     * search's mask: those the mask admits, and those whose planned index is not built (they
     * recorded nothing, so they are always asked); -1 for every block.
     */
    private long plannedPositions(long mask, PlannedBlocks plannedBlocks) {
        long admitted = positionsOf(mask);
        if (admitted == -1L) {
            return -1L;
        }
        if (builtFor != plannedBlocks || builtChanges != plannedBlocks.changes() || builtLayout != layout) {
            long built = 0;
            for (int k = 0; k < blocks.size(); k++) {
                if (plannedBlocks.isBuilt(serials[k])) {
                    built |= 1L << k;
                }
            }
            builtPositions = built;
            builtFor = plannedBlocks;
            builtChanges = plannedBlocks.changes();
            builtLayout = layout;
        }
        return admitted | ~builtPositions;
    }

    /** The first block of a set of positions (-1: every block, of any number). */
    private int firstBlock(long positions) {
        return positions == -1L ? 0 : Math.min(blocks.size(), Long.numberOfTrailingZeros(positions));
    }

    /** The block after block {@code k} in a set of positions (-1: every block, of any number). */
    private int nextBlock(long positions, int k) {
        if (positions == -1L) {
            return k + 1;
        }
        long after = k + 1 >= Long.SIZE ? 0 : positions & -1L << (k + 1);
        return after == 0 ? blocks.size() : Math.min(blocks.size(), Long.numberOfTrailingZeros(after));
    }

    /**
     * For a search the plan covers, on a text of several blocks: the mask of the blocks that may
     * hold all its planned keys ({@link PlannedBlocks}); otherwise -1, every block.
     */
    private long plannedBlocks(String search) {
        SearchPlan searchPlan = plan;
        if (blocks.size() == 1 || searchPlan == null || !searchPlan.covers(search)) {
            return -1L;
        }
        return searchPlan.blocks().blocksFor(searchPlan.slots(search));
    }

    /**
     * The offsets of a search's line breaks other than a final one, in order: where it can span
     * a block boundary (found once per search, not once per block; none are needed with one block).
     */
    private int[] innerBreaks(String search) {
        if (blocks.size() == 1) {
            return NONE;
        }
        int[] breaks = NONE;
        int count = 0;
        // front to back: indexOf is vectorised, lastIndexOf reads a character at a time
        int last = search.length() - 1;
        for (int i = search.indexOf('\n'); i >= 0 && i < last; i = search.indexOf('\n', i + 1)) {
            if (count == breaks.length) {
                breaks = Arrays.copyOf(breaks, Math.max(8, count * 2));
            }
            breaks[count++] = i;
        }
        return count == breaks.length ? breaks : Arrays.copyOf(breaks, count);
    }

    /**
     * Every occurrence that starts in block {@code k} and ends past it, in order: the search's line
     * break {@code i} (from {@link #innerBreaks}) on the block's last character.
     */
    private int[] spanning(String search, int[] breaks, int k) {
        if (k == blocks.size() - 1 || breaks.length == 0) {
            return NONE;
        }
        int boundary = starts[k + 1];
        // break i on the block's last character puts the character after it on the next block's
        // first: comparing those two rules most breaks out before the text is read at the offset
        int nextFirst = boundary < length ? charAt(boundary) : -1;
        int[] found = NONE;
        // the last break first: the offsets found come in order
        for (int j = breaks.length - 1; j >= 0; j--) {
            int i = breaks[j];
            int at = boundary - 1 - i;
            if (at >= starts[k] && search.charAt(i + 1) == nextFirst && occursAt(search, at)) {
                found = Arrays.copyOf(found, found.length + 1);
                found[found.length - 1] = at;
            }
        }
        return found;
    }

    /**
     * The 0-based offsets of every whole-line occurrence of a text, in order: an occurrence that
     * starts a line (at 0 or after a {@code \n}) and ends one (at the end or before a {@code \n}).
     * Each block takes its candidates from its line-hash index through the text's least common
     * non-empty line, so the cost grows with that line's occurrences and the number of blocks,
     * not with the text; a text of several lines is also tried where it could span a block boundary.
     *
     * @param lines a non-empty text (lines without their final line break)
     * @return the start offsets, or null when, in some block, every non-empty line of it is too
     *     common to be indexed (a closing brace, say: then walk the lines near where a match is
     *     wanted, comparing {@link #lineHash}es)
     */
    public int @Nullable [] wholeLineOccurrences(String lines) {
        ensureIndexed();
        int[] breaks = innerBreaks(lines);
        int[] lineHashes = OccurrenceSearch.nonEmptyLineHashes(lines);
        long admitted = blocks.size() > 1 ? blocksByLines(lineHashes) : -1L;
        int[] out = new int[0];
        int size = 0;
        // a text of one line cannot span a block's end: only the blocks the filter admits are visited
        long visited = breaks.length == 0 ? positionsOf(admitted) : -1L;
        for (int k = firstBlock(visited); k < blocks.size(); k = nextBlock(visited, k)) {
            blocksVisited++;
            boolean mayHold = LineBlockFilter.mayHold(admitted, serials[k]);
            if (!mayHold && breaks.length == 0) {
                continue; // a text of one line cannot span the block's end
            }
            TextBlock block = blocks.get(k);
            int[] inside = mayHold ? block.wholeLineOccurrences(lines, lineHashes) : NONE;
            if (inside == null) {
                return null;
            }
            int[] across = wholeLinesSpanning(lines, breaks, k);
            if (size + inside.length + across.length > out.length) {
                out = Arrays.copyOf(out, Math.max(out.length * 2, size + inside.length + across.length));
            }
            int first = size;
            // a block sees its end as the text's: a match ending there (its last line empty) also
            // needs an empty line to follow in the next block
            int blockEnd = starts[k + 1] - starts[k];
            for (int at : inside) {
                if (at + lines.length() < blockEnd || k == blocks.size() - 1 || charAt(starts[k + 1]) == '\n') {
                    out[size++] = starts[k] + at;
                }
            }
            for (int at : across) {
                out[size++] = at;
            }
            if (across.length > 0) {
                Arrays.sort(out, first, size);
            }
        }
        return size == out.length ? out : Arrays.copyOf(out, size);
    }

    /**
     * For a whole-line search on a text of several blocks: the mask of the blocks that may hold all
     * these line hashes ({@link LineBlockFilter}), or -1 (every block) until enough searches asked
     * for the filter to pay.
     */
    private long blocksByLines(int[] lineHashes) {
        return lineFilter != null || filterPays(++wholeLineSearches)
                ? lineFilter().blocksFor(lineHashes)
                : -1L;
    }

    /**
     * Reads ahead for whole-line searches of one line each that are coming ({@link
     * #wholeLineOccurrences}), and for the lines their replacements will write, so that their trips
     * to memory overlap. On a text larger than the caches each such search is a chain of about five
     * dependent misses (the filter of lines, the block's line-hash slot, its node, the line's start,
     * its characters) and each replacement's line adds two more (its filter slot and its line-hash
     * slot); made one search at a time, the processor waits for every one in turn. Here each step
     * is taken for all the searches in one loop, whose loads do not depend on each other, so the
     * processor waits for them together, and the searches then find their data in the caches
     * (W8edlx10's 10,000 {@code select}/{@code replace} pairs: about 8 % of its run).
     *
     * <p>Nothing is searched or changed: the lines are not checked, a stale or wrong guess costs a
     * wasted load, and the searches made later answer from the text as it is then. Only a text of
     * 2 to 64 blocks whose filter of lines is built reads ahead (on one block, or before the
     * filter pays, the data are small enough to stay in the caches, or the block is unknown).
     *
     * @param lines the searches, each one line without its line break, in the order they will come
     * @param written for each search, the line its replacement will write, or null when unknown
     * @param count how many of {@code lines} (and {@code written}) to read ahead for
     * @return how many of those searches the reading ahead followed to a line's start (a line with
     *     the search's hash, or another line that shares its first probe)
     */
    public int readAhead(String[] lines, @Nullable String[] written, int count) {
        LineBlockFilter filter = lineFilter;
        if (filter == null || blocks.size() < 2 || blocks.size() > Long.SIZE) {
            return 0;
        }
        int[] hashes = new int[count];
        int[] writtenHashes = new int[count];
        long[] masks = new long[count];
        long read = 0;
        for (int i = 0; i < count; i++) {
            hashes[i] = lines[i].hashCode();
            String line = written[i];
            writtenHashes[i] = line == null ? 0 : line.hashCode();
        }
        for (int i = 0; i < count; i++) {
            masks[i] = filter.blocksFor(hashes[i]);
            if (written[i] != null) {
                read += filter.blocksFor(writtenHashes[i]);
            }
        }
        // each block a search's mask admits (a filter slot may admit a few), then the state at the
        // search's first probe there, then the id in the node it names, then that line's start
        int[] searchOf = new int[count * READ_AHEAD_BLOCKS];
        int[] positions = new int[searchOf.length];
        int[] steps = new int[searchOf.length];
        int pairs = 0;
        for (int i = 0; i < count; i++) {
            long admitted = positionsOf(masks[i]);
            int taken = 0;
            for (int k = firstBlock(admitted);
                    k < blocks.size() && taken < READ_AHEAD_BLOCKS;
                    k = nextBlock(admitted, k), taken++) {
                TextBlock block = blocks.get(k);
                searchOf[pairs] = i;
                positions[pairs] = k;
                steps[pairs++] = block.touchLine(hashes[i]);
                if (written[i] != null) {
                    read += block.touchLine(writtenHashes[i]);
                }
            }
        }
        for (int p = 0; p < pairs; p++) {
            steps[p] = blocks.get(positions[p]).touchLineId(steps[p]);
        }
        int followed = 0;
        int lastFollowed = -1;
        for (int p = 0; p < pairs; p++) {
            int start = blocks.get(positions[p]).touchLineStart(steps[p]);
            if (start >= 0) {
                read += start;
                if (searchOf[p] != lastFollowed) {
                    lastFollowed = searchOf[p];
                    followed++;
                }
            }
        }
        readAheadSink = read;
        return followed;
    }

    /** The filter of line hashes by block (built now, or again once the text outgrew it). */
    private LineBlockFilter lineFilter() {
        LineBlockFilter filter = lineFilter;
        if (filter == null || filter.outgrownBy(lineCount)) {
            filter = new LineBlockFilter(lineCount);
            lineFilter = filter;
            for (TextBlock block : blocks) {
                block.addLinesTo(filter);
            }
        }
        return filter;
    }

    private int[] wholeLinesSpanning(String lines, int[] breaks, int k) {
        int[] found = spanning(lines, breaks, k);
        if (found.length == 0) {
            return found;
        }
        int kept = 0;
        for (int at : found) {
            int end = at + lines.length();
            if ((at == 0 || charAt(at - 1) == '\n') && (end == length || charAt(end) == '\n')) {
                found[kept++] = at;
            }
        }
        return Arrays.copyOf(found, kept);
    }

    /**
     * Says which searches are coming (a batch's edits): each block then indexes only the positions
     * of those searches' grams ({@link SearchPlan}, {@link PlannedGrams}: one pass over its
     * characters, where indexing for any search costs several), and the searches that plan does not
     * cover (no part of {@link SearchPlan#GRAM} characters between line breaks) bring the other
     * indexes forward when there are enough of them (see {@link OccurrenceSearch}). Replaces the
     * searches said before.
     *
     * @param searches the searches expected, in any order
     */
    public void expectSearches(List<String> searches) {
        List<String> uncovered = announce(searches);
        for (TextBlock block : blocks) {
            block.expectSearches(uncovered, plan);
        }
    }

    /**
     * Plans the searches announced, for the blocks built from now on.
     *
     * @return the searches the plan does not cover (all of them without a plan)
     */
    private List<String> announce(List<String> searches) {
        SearchPlan searchPlan = SearchPlan.of(searches, postingLimit);
        List<String> uncovered = searchPlan == null ? List.copyOf(searches) : searchPlan.uncovered();
        plan = searchPlan;
        expected = uncovered;
        return uncovered;
    }

    /** Builds every block's gram index now (if not built yet). */
    void indexGrams() {
        for (TextBlock block : blocks) {
            block.indexGrams();
        }
    }

    /** Builds every block's fragment index now (if not built yet). */
    void indexFragments() {
        for (TextBlock block : blocks) {
            block.indexFragments();
        }
    }

    /** The number of blocks (for tests). */
    int blockCount() {
        return blocks.size();
    }

    /** How many blocks the searches so far visited, one at a time (for tests). */
    long blocksVisited() {
        return blocksVisited;
    }

    /** Bytes held by the fragment indexes (0 before they are built). */
    public long fragmentIndexBytes() {
        long bytes = 0;
        for (TextBlock block : blocks) {
            bytes += block.fragmentIndexBytes();
        }
        return bytes;
    }

    /**
     * Bytes held by the search indexes built so far: the line-hash, gram and fragment indexes of
     * every block (the per-line columns and the id maps, which every text has, are {@link
     * #lineTableBytes}).
     *
     * @return the bytes, 0 before any index is built
     */
    public long indexBytes() {
        LineBlockFilter filter = lineFilter;
        long bytes = filter == null ? 0 : filter.bytes();
        for (TextBlock block : blocks) {
            bytes += block.indexBytes();
        }
        return bytes;
    }

    /**
     * Bytes held by the per-line columns (start, hash, edge key, id, and the normalised hash and
     * length once tracked) and the maps from line id to slot, over all blocks.
     *
     * @return the bytes
     */
    public long lineTableBytes() {
        long bytes = 0;
        for (TextBlock block : blocks) {
            bytes += block.lineTableBytes();
        }
        return bytes;
    }

    /** Bytes held by the gram indexes (0 before they are built). */
    public long gramIndexBytes() {
        long bytes = 0;
        for (TextBlock block : blocks) {
            bytes += block.gramIndexBytes();
        }
        return bytes;
    }

    // ---------------------------------------------------------------- replacement

    /**
     * Replaces a range, updating the block that holds it (merging the blocks it spans first) and
     * the table of block starts. The cost is the replaced and inserted text plus at most one
     * block's size, wherever the previous replacement was.
     *
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @param replacement the new text
     */
    public void replace(int start, int end, String replacement) {
        version++;
        StringBuilder copy = flat;
        if (copy != null) {
            if (++replacementsSinceFlat > FLAT_IDLE_REPLACEMENTS) {
                flat = null;
            } else {
                copy.replace(start, end, replacement);
            }
        }
        int k = blockAt(start);
        int delta = replacement.length() - (end - start);
        if (end > starts[k + 1]) {
            replaceAcross(k, blockAt(end - 1), start, end, replacement);
            length += delta;
            settle(k);
            return;
        }
        TextBlock block = blocks.get(k);
        int linesBefore = block.lineCount();
        block.replace(start - starts[k], end - starts[k], replacement);
        length += delta;
        forgetCachedBlocks();
        boolean onlyThisBlock = block.length() > 0
                && block.length() <= 2 * blockChars
                && (k == blocks.size() - 1 || block.charAt(block.length() - 1) == '\n');
        if (onlyThisBlock && stale == CLEAN) {
            // only block k changed: the tables after it shift, without reading every later block
            int lineDelta = block.lineCount() - linesBefore;
            for (int j = k + 1; j <= blocks.size(); j++) {
                starts[j] += delta;
                firstLines[j] += lineDelta;
            }
            lineCount += lineDelta;
        } else if (onlyThisBlock) {
            stale = Math.min(stale, k);
        } else {
            settle(k);
        }
    }

    /**
     * Replaces a range that starts in block {@code k} and ends in block {@code m} (after it) in
     * place: block {@code m} loses its head, the blocks between go, and block {@code k}'s tail
     * becomes the replacement. Merging the blocks into a new one instead rebuilt every index of
     * both (up to twice {@link #blockChars} characters) for each edit across a boundary: W4x10's
     * paragraphs crossed one every few hundred edits.
     */
    private void replaceAcross(int k, int m, int start, int end, String replacement) {
        TextBlock first = blocks.get(k);
        int from = start - starts[k];
        blocks.get(m).replace(0, end - starts[m], "");
        first.replace(from, first.length(), replacement);
        blocks.subList(k + 1, m).clear();
        stale = Math.min(stale, k);
        forgetCachedBlocks();
    }

    /**
     * Restores the blocks' shape around block {@code k} after a replacement changed it: no empty
     * block (unless the text is empty), every block but the last ending with a line break (a line
     * that now runs on into the next block takes that block's first line, one line's characters,
     * not a merge of the blocks), and none longer than twice {@link #blockChars}.
     */
    private void settle(int k) {
        // the caller forgot the cached block, and nothing here looks one up
        stale = Math.min(stale, k);
        if (k + 1 < blocks.size() && blocks.get(k + 1).length() == 0) {
            blocks.remove(k + 1);
        }
        if (blocks.get(k).length() == 0 && blocks.size() > 1) {
            blocks.remove(k);
            return;
        }
        TextBlock block = blocks.get(k);
        while (k + 1 < blocks.size() && block.charAt(block.length() - 1) != '\n') {
            TextBlock next = blocks.get(k + 1);
            // the next block's first line with its line break (all of it when it has none)
            int cut = next.lineStart(2);
            block.replace(block.length(), block.length(), next.substring(0, cut));
            next.replace(0, cut, "");
            if (next.length() == 0) {
                blocks.remove(k + 1);
            }
        }
        if (block.length() > 2 * blockChars) {
            split(k);
        }
    }

    /** Cuts block {@code k} into blocks of about the target size at line breaks (as the text was at first). */
    private void split(int k) {
        List<TextBlock> pieces = blocksOf(blocks.get(k).toString(), null, false);
        if (pieces.size() > 1) {
            blocks.remove(k);
            blocks.addAll(k, pieces);
            stale = Math.min(stale, k);
            forgetCachedBlocks();
        }
    }
}
