package dev.edl.internal.text;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One block of a {@link MatchText}: a run of whole lines (every block but the last ends with a
 * {@code \n}) with its own characters, line columns and indexes, all in block-relative offsets
 * and 1-based block-relative lines. Within a block, a replacement costs the replaced and inserted
 * text plus the distance from the block's previous replacement, which the block's size bounds.
 *
 * <p>This class coordinates structures that move together: the characters ({@link
 * CharGapBuffer}), per-line columns ({@link LineColumns}: start, hash, edge key, id), the map from
 * line id to slot ({@link LineKeys}), from the first fuzzy or whitespace lookup on the normalised
 * lines ({@link NormalizedLines}), and the search strategies with their indexes ({@link
 * OccurrenceSearch}: the line-hash index, the gram index and the fragment index). A replacement
 * updates each in turn.
 *
 * <p>Over 400 lines because it is the block's reading API: each method is a line or two of
 * delegation under its javadoc; the structures themselves live in their own files.
 *
 * <p>Lines are separated by {@code \n}; a {@code \r} before it is part of the line. A final line
 * break does not start an extra line. Not thread-safe.
 */
final class TextBlock {
    /** The most lines one hash may index before it is dropped from an index. */
    static final int DEFAULT_POSTING_LIMIT = 64;

    private final int postingLimit;
    private final CharGapBuffer chars;
    private final LineKeys keys;
    private final LineColumns columns;
    private final OccurrenceSearch search;
    private @Nullable NormalizedLines normalized;
    private @Nullable GramFilter grams;
    /** The text's filter of line hashes by block, once it has one: replacements add to it. */
    private @Nullable LineBlockFilter lineFilter;

    private int version;

    /** Tells this block's line ids from other blocks' (see {@link MatchText#lineIds}). */
    final int serial;

    TextBlock(String text, int postingLimit, int serial) {
        this(text, 0, text.length(), postingLimit, serial, new SearchSamples());
    }

    /**
     * A block holding {@code text[from, to)} (copied once, never through a substring), of a text
     * whose blocks share the samples of the last gram search.
     */
    TextBlock(String text, int from, int to, int postingLimit, int serial, SearchSamples samples) {
        this(text, from, to, postingLimit, serial, samples, -1);
    }

    /** As above, told about how many lines to expect (-1: unknown), so that its tables are sized once. */
    TextBlock(String text, int from, int to, int postingLimit, int serial, SearchSamples samples, int expectedLines) {
        this(text, from, to, postingLimit, serial, samples, expectedLines, false);
    }

    /**
     * As above; with {@code hashAtRead}, every line's hash and id are found as the characters are
     * copied in ({@link LineColumns#readHashed}), for a block whose line-hash index is built at once.
     */
    TextBlock(
            String text,
            int from,
            int to,
            int postingLimit,
            int serial,
            SearchSamples samples,
            int expectedLines,
            boolean hashAtRead) {
        this.serial = serial;
        this.postingLimit = postingLimit;
        this.keys = new LineKeys(LineColumns.firstCapacity(to - from, expectedLines));
        if (hashAtRead) {
            this.chars = new CharGapBuffer(to - from);
            this.columns = LineColumns.readHashed(chars, text, from, to, keys, expectedLines);
        } else {
            this.chars = new CharGapBuffer(text, from, to);
            this.columns = new LineColumns(chars, text, from, to, keys, expectedLines);
        }
        this.search = new OccurrenceSearch(chars, columns, keys, postingLimit, serial, samples);
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
            return chars.charAt(from + i);
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
        return chars.toString();
    }

    /**
     * Whether the text equals a string (compared in place, stopping at the first difference).
     *
     * @param other the string to compare with
     * @return true when equal
     */
    public boolean contentEquals(String other) {
        return chars.contentEquals(other);
    }

    /** Whether this block's characters equal {@code other[from, from + length())}. */
    boolean regionEquals(String other, int from) {
        return chars.regionEquals(other, from);
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
     * Whether the text may hold characters above U+00FF (true once one was in it, even if it was
     * replaced since): strings of such text take two bytes per character.
     *
     * @return false when every character the text ever held was Latin-1
     */
    public boolean wide() {
        return chars.wide();
    }

    /** True when a character above U+00FF is known to be or have been in the text (no scan). */
    boolean knownWide() {
        return chars.knownWide();
    }

    // ---------------------------------------------------------------- lines

    /**
     * The number of lines ({@code ""} has 0, {@code "a"} and {@code "a\n"} have 1).
     *
     * @return the line count
     */
    public int lineCount() {
        return columns.lineCount();
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
        return columns.entry(line - 1);
    }

    /**
     * The offset just after a line's content (before its {@code \n}).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the 0-based offset
     */
    public int lineEnd(int line) {
        return columns.end(line - 1);
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
        int low = columns.firstStartAfter(offset) - 1;
        return Math.max(1, Math.min(low + 1, Math.max(1, lineCount())));
    }

    /**
     * The hash of a line's characters (its line break excluded), as {@link String#hashCode} gives it.
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the hash
     */
    public int lineHash(int line) {
        return columns.hashAt(columns.physical(line - 1));
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
            out[j] = columns.entry(j);
        }
        out[count] = length();
        return out;
    }

    /** Whether every line's hash is computed (by the first read of all of them: an index, a filter). */
    boolean linesHashed() {
        return columns.hashed();
    }

    /**
     * The hashes of lines 1..lineCount() (a copy; see {@link #lineHash}).
     *
     * @return lineCount() hashes
     */
    public int[] lineHashes() {
        int count = lineCount();
        int[] out = new int[count];
        int[] hashes = columns.hashes();
        for (int j = 0; j < count; j++) {
            out[j] = hashes[columns.physical(j)];
        }
        return out;
    }

    /**
     * Copies the ids of lines 1..lineCount() to {@code out[at..)}, each tagged with this block's
     * serial: a line keeps its id until a replacement touches it (or its block is rebuilt).
     */
    void lineIds(long[] out, int at) {
        int count = lineCount();
        long tag = (long) serial << 32;
        int[] ids = columns.ids();
        for (int j = 0; j < count; j++) {
            out[at + j] = tag | ids[columns.physical(j)];
        }
    }

    // ---------------------------------------------------------------- normalised lines

    /**
     * Starts keeping, for every line, the hash and length of its normalised form (a pass over the
     * text now; then each replacement works out its new lines').
     */
    public void trackNormalizedLines() {
        if (normalized == null) {
            normalized = new NormalizedLines(chars, columns, keys, postingLimit);
        }
    }

    private NormalizedLines normalized() {
        return Objects.requireNonNull(normalized, "trackNormalizedLines() first");
    }

    /**
     * The hash code of a line's normalised form ({@link #trackNormalizedLines} must have run).
     *
     * @param line a 1-based line, 1..lineCount()
     */
    public int normalizedHash(int line) {
        return normalized().hash(line - 1);
    }

    /**
     * The length of a line's normalised form ({@link #trackNormalizedLines} must have run).
     *
     * @param line a 1-based line, 1..lineCount()
     */
    public int normalizedLength(int line) {
        return normalized().length(line - 1);
    }

    /**
     * The total length of the normalised forms of lines {@code line..line+count-1}.
     *
     * @param line a 1-based line
     * @param count how many lines
     */
    int normalizedLengths(int line, int count) {
        return normalized().lengths(line - 1, count);
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
        return normalized().linesWith(wanted);
    }

    /**
     * Like {@link #linesWithNormalizedHashes}, but from the indexes, so that the cost grows with the
     * lines found rather than with the text. A hash too common to be indexed is not listed.
     *
     * @param wanted hash codes of normalised lines
     * @return per hash, the 0-based lines in order, or null when the hash is too common to be listed
     */
    public int[] @Nullable [] indexedLinesWithNormalizedHashes(int[] wanted) {
        return normalized().indexedLinesWith(wanted, search.lineIndex());
    }

    /**
     * A line's content normalised as {@link Whitespace#normalize(char[], int, int)} does, read in
     * place (no copy of the line unless it straddles the gap).
     *
     * @param line a 1-based line, 1..lineCount()
     * @return the normalised line
     */
    public String normalizedLine(int line) {
        return chars.normalized(lineStart(line), lineEnd(line));
    }

    // ---------------------------------------------------------------- characters

    /**
     * One character.
     *
     * @param offset a 0-based offset, 0..length()-1
     * @return the character there
     */
    public char charAt(int offset) {
        return chars.charAt(offset);
    }

    /**
     * The whole text as one run of characters (for regexes and other readers of a {@link
     * CharSequence}): the copy that {@link #indexOf} scans, made now if there is none (a copy of
     * the text); replacements keep it current (moving the characters after them) for as long as
     * scans or reads of it go on between them, and drop it after that. Do not modify it.
     *
     * @return the text
     */
    public CharSequence flat() {
        return search.scanCopy();
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
     * Appends a range of the characters to a builder (no intermediate string).
     *
     * @param out the builder
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @param wideOut whether {@code out} takes two bytes per character (see {@link
     *     MatchText#appendTo(StringBuilder, int, int, boolean)})
     */
    public void appendTo(StringBuilder out, int start, int end, boolean wideOut) {
        chars.appendTo(out, start, end, wideOut);
    }

    /** Adds the characters as strings of at most {@code most} characters each, in order. */
    void addPieces(List<String> pieces, int most) {
        chars.addPieces(pieces, most);
    }

    // ---------------------------------------------------------------- search

    /**
     * Finds a string (a scan from {@code from}, over a copy of the text kept while scans go on).
     *
     * @param search the text to find
     * @param from the 0-based offset to start at
     * @return the offset of the next occurrence, or -1
     */
    public int indexOf(String search, int from) {
        return this.search.indexOf(search, from);
    }

    /**
     * The 0-based offsets of every occurrence of a string, overlapping ones included, in order.
     *
     * <p>A search without a line break that no line is longer than can only be a whole line: its
     * candidates are the lines with its hash. A search with a complete line (text between two of
     * its line breaks) takes its candidates from the line index, through its least common complete
     * line; a search with at most one line break, from the gram index through a part of it without
     * a line break of at least {@link GramIndex#MIN_LENGTH} characters; each candidate is checked
     * in place, so the cost grows with the number of candidates, not with the text. Shorter
     * searches, and those whose lines or grams are all too common to be indexed, take theirs from
     * the fragment index (4-character grams of every position: a search of any length), once the
     * searches that needed it cost {@link OccurrenceSearch#SCANS_BEFORE_FRAGMENTS} scans without
     * it; before that they scan the characters (one line) or walk the line hashes or the per-line
     * edge keys (several lines: each walk counts an eighth of a scan, {@link
     * OccurrenceSearch#SCAN_COST}). See {@link OccurrenceSearch}.
     *
     * @param search a non-empty text
     * @return the start offsets
     */
    public int[] occurrences(String search) {
        return this.search.occurrences(search);
    }

    /**
     * The 0-based offsets of every whole-line occurrence of a text, in order: an occurrence that
     * starts a line (at 0 or after a {@code \n}) and ends one (at the end or before a {@code \n}).
     * The candidates come from the line-hash index (built on the first such search from the line
     * hashes kept per line: no pass over the characters) through the text's least common non-empty
     * line, so the cost grows with that line's occurrences, not with the text.
     *
     * @param lines a non-empty text (lines without their final line break)
     * @return the start offsets, or null when every non-empty line of it is too common to be
     *     indexed (a closing brace, say: then walk the lines near where a match is wanted, comparing
     *     {@link #lineHash}es)
     */
    public int @Nullable [] wholeLineOccurrences(String lines) {
        return search.wholeLines(lines);
    }

    /** {@link #wholeLineOccurrences(String)} with the hashes of the pattern's non-empty lines given. */
    int @Nullable [] wholeLineOccurrences(String lines, int[] lineHashes) {
        return search.wholeLines(lines, lineHashes);
    }

    /**
     * Says which searches are coming (a batch's edits): when more than a scan or two, the gram
     * index is built on the first search it can answer instead of after a few scans (each of which
     * costs a pass over the text, and a copy of it). The fragment index, which costs far more than
     * a scan to build, is brought forward only when many of them are short single-line searches
     * that only it can answer; otherwise it waits for searches that need it.
     *
     * @param searches the searches expected, in any order
     */
    public void expectSearches(List<String> searches) {
        SearchPlan plan = SearchPlan.of(searches, postingLimit);
        expectSearches(plan == null ? searches : plan.uncovered(), plan);
    }

    /**
     * {@link #expectSearches(List)} with the plan of those searches, shared by a text's blocks.
     *
     * @param uncovered the searches the plan does not cover (all of them when there is no plan)
     */
    void expectSearches(List<String> uncovered, @Nullable SearchPlan plan) {
        search.expectSearches(uncovered, plan);
    }

    /** See {@link OccurrenceSearch#touchLine}. */
    int touchLine(int hash) {
        return search.touchLine(hash);
    }

    /** See {@link OccurrenceSearch#touchLineId}. */
    int touchLineId(int state) {
        return search.touchLineId(state);
    }

    /** See {@link OccurrenceSearch#touchLineStart}. */
    int touchLineStart(int id) {
        return search.touchLineStart(id);
    }

    /** See {@link OccurrenceSearch#prepare}: true when it built the line-hash index. */
    boolean prepare(@Nullable String first, boolean wholeLines) {
        return search.prepare(first, wholeLines);
    }

    /** Builds the gram index now (if not built yet). */
    void indexGrams() {
        search.gramIndex();
    }

    /** Builds the fragment index now (if not built yet). */
    void indexFragments() {
        search.fragmentIndex();
    }

    /** The occurrences of a search through the fragment index alone, for tests (built if need be). */
    int[] fragmentOccurrences(String search) {
        return search.isEmpty() ? new int[0] : this.search.fragmentOccurrences(search);
    }

    /** Bytes held by the fragment index (0 before it is built). */
    public long fragmentIndexBytes() {
        return search.fragmentIndexBytes();
    }

    /**
     * Bytes held by the search indexes built so far: the line-hash index, the gram index and the
     * fragment index (the per-line columns and the id map, which every text has, are {@link
     * #lineTableBytes}).
     *
     * @return the bytes, 0 before any index is built
     */
    public long indexBytes() {
        GramFilter filter = grams;
        return search.indexBytes() + (filter == null ? 0 : filter.bytes());
    }

    /**
     * Bytes held by the per-line columns (start, hash, edge key, id, and the normalised hash and
     * length once tracked) and the map from line id to slot.
     *
     * @return the bytes
     */
    public long lineTableBytes() {
        return columns.bytes() + keys.bytes();
    }

    /** Bytes held by the gram index (0 before it is built). */
    public long gramIndexBytes() {
        return search.gramIndexBytes();
    }

    /**
     * Whether {@link #occurrences} answers this search from the line-hash index as a whole line:
     * it has no line break and no line of this block is longer.
     */
    boolean answersAsWholeLine(String search) {
        return this.search.answersAsWholeLine(search);
    }

    /** {@link #answersAsWholeLine} for a search known to have no line break. */
    boolean asLongAsEveryLine(String search) {
        return this.search.asLongAsEveryLine(search);
    }

    /**
     * False when this block cannot hold the search of this {@link GramFilter.Probe} (its filter,
     * built on the first call, lacks one of the search's grams); true when it may.
     */
    boolean mayContain(GramFilter.Probe probes) {
        GramFilter filter = grams;
        if (filter == null) {
            chars.gapToEnd();
            filter = GramFilter.of(chars.array(), chars.length());
            grams = filter;
        }
        return filter.mayContain(probes);
    }

    /**
     * Adds every line's hash to a text's filter of lines by block, and the lines that replacements
     * write from now on.
     */
    void addLinesTo(LineBlockFilter filter) {
        // the raw array (with the ids, filled in the same pass if need be), as in every loop over
        // all lines: through hashAt this one ran three times slower (W8edlx10's 1,000,000 lines)
        int[] hashes = columns.hashes();
        lineFilter = filter;
        int count = lineCount();
        for (int j = 0; j < count; j++) {
            filter.add(hashes[columns.physical(j)], serial);
        }
    }

    // ---------------------------------------------------------------- replacement

    /**
     * Replaces a range, updating the line columns and indexes in place. The cost is the replaced
     * and inserted text plus the distance from the previous replacement (in characters and
     * lines), not the text's size.
     *
     * @param start the 0-based start offset
     * @param end the 0-based end offset (exclusive)
     * @param replacement the new text
     */
    public void replace(int start, int end, String replacement) {
        version++;
        search.replacing(start, end, replacement);
        // line a holds start and keeps its start offset; entries a+1..b-1 lie in (start, end]
        int a = columns.firstStartAfter(start) - 1;
        int b = columns.firstStartAfter(end);
        int added = 1;
        for (int i = replacement.indexOf('\n'); i >= 0; i = replacement.indexOf('\n', i + 1)) {
            added++;
        }
        if (b - a == added && (b <= columns.gap() || a >= columns.gap())) {
            replaceInPlace(start, end, replacement, a, b);
            return;
        }
        columns.moveGap(a);
        int lineAStart = columns.entry(a);
        forget(a, b);
        // the removed entries were the first ones after the gap: the gap grows over them
        columns.dropAfterGap(b - a);
        chars.replace(start, end, replacement);
        updateGramFilter(start, replacement.length());

        columns.reserve(added);
        columns.append(lineAStart);
        for (int i = replacement.indexOf('\n'); i >= 0; i = replacement.indexOf('\n', i + 1)) {
            columns.append(start + i + 1);
        }
        // new entries lie before the line gap: logical j is physical j
        describeLines(a, a, added);
        search.wrote(a, added);
    }

    /**
     * A replacement that keeps the number of line entries ({@code [a, b)} become as many), while
     * the line gap lies outside them: the entries are rewritten where they are and only the
     * starts between them and the gap shift, so edits far apart in a block do not move every
     * line between them (as moving the gap would, with each crossed line's id).
     */
    private void replaceInPlace(int start, int end, String replacement, int a, int b) {
        forget(a, b);
        columns.shiftForInPlace(a, b, replacement.length() - (end - start));
        chars.replace(start, end, replacement);
        updateGramFilter(start, replacement.length());
        int j = a + 1;
        for (int i = replacement.indexOf('\n'); i >= 0; i = replacement.indexOf('\n', i + 1)) {
            columns.setStart(j++, start + i + 1);
        }
        describeLines(a, columns.physical(a), b - a);
        search.wrote(a, b - a);
    }

    /** Drops entries {@code [a, b)}' ids from the indexes (their lines are being rewritten). */
    private void forget(int a, int b) {
        if (!columns.described()) {
            // no index holds an id yet
            return;
        }
        NormalizedLines normal = normalized;
        for (int j = a; j < b; j++) {
            int id = columns.idAt(columns.physical(j));
            search.removed(id);
            if (normal != null) {
                normal.remove(id);
            }
        }
    }

    private void updateGramFilter(int start, int replacementLength) {
        GramFilter filter = grams;
        if (filter != null) {
            filter.addAll(
                    chars,
                    start - GramFilter.GRAM + 1,
                    Math.min(chars.length(), start + replacementLength + GramFilter.GRAM - 1));
        }
    }

    /**
     * Fills hash, edge key, id and index entries of the {@code added} line entries from logical
     * {@code a}, which sit at physical slots from {@code slot} on (one side of the gap).
     */
    private void describeLines(int a, int slot, int added) {
        if (columns.tracksEdges()) {
            for (int j = a; j < a + added; j++) {
                columns.storeEdge(slot + j - a, columns.edgeOf(columns.entry(j), columns.end(j)));
            }
        }
        if (!columns.described()) {
            // nothing has read a hash or id yet (every index needs them): the first read describes all
            return;
        }
        int lineCount = columns.lineCount();
        for (int j = a; j < a + added; j++) {
            int lineStart = columns.entry(j);
            int lineEnd = columns.end(j);
            int hash;
            boolean normalLine;
            NormalizedLines normal = normalized;
            if (lineEnd <= chars.gapStart() && normal == null) {
                // the usual case (only the last line may reach past the gap), with no whitespace-
                // tolerant search made yet: the hash alone, four characters a step
                hash = CharGapBuffer.hashRun(chars.array(), 0, lineStart, lineEnd);
                normalLine = false;
            } else if (lineEnd <= chars.gapStart()) {
                // one pass in place gives the hash and whether the line is its own normalised form
                char[] buf = chars.array();
                hash = 0;
                normalLine = true;
                for (int i = lineStart; i < lineEnd; i++) {
                    hash = 31 * hash + buf[i];
                    if (normalLine && CharGapBuffer.breaksNormalForm(buf, i, lineStart, lineEnd)) {
                        normalLine = false;
                    }
                }
            } else {
                hash = chars.hash(lineStart, lineEnd);
                normalLine = false;
            }
            int id = columns.store(slot + j - a, hash);
            LineBlockFilter filter = lineFilter;
            if (filter != null) {
                filter.add(hash, serial);
            }
            if (j < lineCount) {
                search.added(id, lineStart, lineEnd);
            }
            if (normal != null) {
                normal.store(slot + j - a, lineStart, lineEnd, normalLine);
            }
        }
        search.addedLines(slot, slot + added);
    }
}
