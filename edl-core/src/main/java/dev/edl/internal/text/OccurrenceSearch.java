package dev.edl.internal.text;

import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Finds every occurrence of a search in a {@link MatchText}, overlapping ones included, choosing
 * per search the cheapest of its strategies and keeping their indexes current on replacements:
 *
 * <ul>
 *   <li>a search without a line break at least as long as every line of the block ({@link
 *       #longestLineBound}, a bound kept from the line starts) can only be a whole line: its
 *       candidates are the lines with its hash in the {@link LineHashIndex} (W7's batch: every
 *       search is one of its equally long lines, answered as the EDL executor's whole-line {@code
 *       select} is, without the planned index's pass over every character);
 *   <li>a search with a complete line (text between two of its line breaks) takes candidates from
 *       the {@link LineHashIndex} through its least common complete line (built on the first such
 *       search: 16 bytes per line plus its table);
 *   <li>a search, or a part of one, of at least {@link GramIndex#MIN_LENGTH} characters without a
 *       line break takes candidates from the {@link GramIndex} (built once a few scans could have
 *       used it, or at once when a batch says many searches are coming; its cost is argued there);
 *   <li>otherwise, the {@link FragmentIndex} (every position of the text under its 4-character
 *       gram, built once the searches that needed it cost {@link #SCANS_BEFORE_FRAGMENTS} scans
 *       without it, a walk of the line starts or hashes counting an eighth of one ({@link
 *       #SCAN_COST}), or at once when a batch says many short single-line searches are coming;
 *       its cost is argued there), which answers a search of any length; once it is built, the
 *       gram index is dropped and not built again (it answers nothing the fragment index cannot,
 *       and the two together would pass 8 bytes per character of text on short lines); it is
 *       dropped by the replacement after which its lines written since the build outgrew their
 *       bound, and built again by the next search that needs it;
 *   <li>before it is built: with one line break, a pass over the per-line edge keys; without one, a scan
 *       of a copy of the characters ({@code StringBuilder.indexOf} is much faster than a loop
 *       over the gap buffer), kept current by replacements until {@link #MIRROR_IDLE_REPLACEMENTS}
 *       replacements in a row needed no scan.
 * </ul>
 *
 * <p>Over 400 lines because the strategies share their filters and their order of fall-backs,
 * which read best in one place; each is a short method, and the indexes are in their own files.
 *
 * <p>Every candidate is checked against the characters, so the answer is exact whatever the
 * indexes drop (a hash held by too many lines, a gram too common to sample). Not thread-safe.
 */
final class OccurrenceSearch {
    private static final int[] NONE = new int[0];

    /** Lines indexed per {@link LineHashIndex#addAll} when the index is built. */
    private static final int INDEX_RUN = 32;

    /** Replacements without a scan after which the scan copy is dropped. */
    private static final int MIRROR_IDLE_REPLACEMENTS = 1;

    /** Scans of searches the gram index could answer, after which it is built. */
    private static final int SCANS_BEFORE_GRAMS = 2;

    /**
     * Searches the fragment index could answer, after which it is built; not brought forward by
     * {@link #expectSearches}. Building it groups every position of the text: about as costly as 5
     * to 15 scans of the same text (measured on W8's 1.7 and W8x10's 17 million characters; when
     * it sorted them all, 40 to 70), and each search then sorts the groups it looks into
     * first, so a batch with a few short or failing searches among many long ones scans for those
     * few (W4 built it for one ambiguous 27-character search, then indexed every line its
     * replacements wrote: a third of its time).
     */
    static final int SCANS_BEFORE_FRAGMENTS = 16;

    /**
     * What a search the fragment index could answer costs without it, in walks of the block's line
     * starts: a scan of the characters ({@link #SCAN_COST}) for a search of one line, one walk
     * ({@link #byLineStarts}, {@link #byLineHashes}: an int or two per line, against the dozens of
     * characters of a line a scan reads) for one of several lines. So a batch of a few hundred
     * two-line searches walks the line starts instead of grouping every position of every block
     * (W4x10's 120: building the index in each of its blocks was a fifth of the batch, walking costs
     * a fiftieth).
     */
    static final int SCAN_COST = 8;

    /** {@link #SCANS_BEFORE_FRAGMENTS} in the units of {@link #SCAN_COST}. */
    private static final int COST_BEFORE_FRAGMENTS = SCANS_BEFORE_FRAGMENTS * SCAN_COST;

    /**
     * Short searches (one line, too short for the gram index) a batch must announce for the
     * fragment index to be built on the first of them: more than a build costs in scans. W8's 1,000
     * whole short lines build it at once; W4's one short failing search among 400 long ones does not.
     */
    static final int SHORT_SEARCHES_FOR_FRAGMENTS = 64;

    private final CharGapBuffer chars;
    private final LineColumns columns;
    private final LineKeys keys;
    private final int postingLimit;

    /** The serial of the block searched (see {@link PlannedBlocks}). */
    private final int serial;

    /** The samples of the last gram search, shared with the text's other blocks. */
    private final SearchSamples samples;

    /** See {@link #longestLineBound}. */
    private int longestLine;

    private @Nullable StringBuilder mirror;
    private int replacementsSinceScan;

    private @Nullable LineHashIndex lines;
    private @Nullable GramIndex grams;
    private int gramScans;

    /** Set when the gram index outgrew its bound: then it is not built again. */
    private boolean gramsDropped;

    private @Nullable FragmentIndex fragments;
    private int fragmentCost;

    /** The grams of the searches a batch announced, and this block's index of them. */
    private @Nullable SearchPlan plan;

    private @Nullable PlannedGrams planned;

    /** Set when the planned index outgrew its bound: then it is not built again for this plan. */
    private boolean planDropped;

    /** How the fragment index reads the current lines. */
    private final FragmentIndex.Lines current = new FragmentIndex.Lines() {
        @Override
        public int startOf(int id) {
            return columns.entry(entryOf(id));
        }

        @Override
        public int endOf(int id) {
            return withBreak(columns.end(entryOf(id)));
        }

        @Override
        public boolean fits(String search, int at) {
            return OccurrenceSearch.this.fits(search, at);
        }
    };

    /** A line copied out of the buffer when it straddles the gap, for the gram index. */
    private char[] lineCopy = new char[64];

    OccurrenceSearch(
            CharGapBuffer chars,
            LineColumns columns,
            LineKeys keys,
            int postingLimit,
            int serial,
            SearchSamples samples) {
        this.samples = samples;
        this.serial = serial;
        this.chars = chars;
        this.columns = columns;
        this.keys = keys;
        this.postingLimit = postingLimit;
        this.longestLine = columns.longestAtRead();
    }

    /**
     * See {@link MatchText#expectSearches}: the searches the plan covers go to the planned index;
     * the others bring the gram and fragment indexes forward when there are enough of them.
     *
     * @param uncovered the announced searches the plan does not cover (all of them without a plan)
     */
    void expectSearches(List<String> uncovered, @Nullable SearchPlan plan) {
        if (this.plan != plan) {
            dropPlanned();
            this.plan = plan;
            planDropped = false;
        }
        int shortSearches = 0;
        for (String search : uncovered) {
            if (search.length() < GramIndex.MIN_LENGTH && search.indexOf('\n') < 0) {
                shortSearches++;
            }
        }
        if (uncovered.size() > SCANS_BEFORE_GRAMS) {
            gramScans = Math.max(gramScans, SCANS_BEFORE_GRAMS);
        }
        if (shortSearches > SHORT_SEARCHES_FOR_FRAGMENTS) {
            fragmentCost = Math.max(fragmentCost, COST_BEFORE_FRAGMENTS);
        }
    }

    /**
     * Builds now the index this block's first search will read (see {@link MatchText#forSearches}):
     * the line-hash index for whole-line searches, or for a first search {@link #occurrences} answers
     * as a whole line; the planned index for a first search the plan covers; nothing otherwise.
     *
     * @param first the first search announced, or null
     * @param wholeLines whether whole-line searches ({@link #wholeLines}) are coming
     * @return whether it built the line-hash index
     */
    boolean prepare(@Nullable String first, boolean wholeLines) {
        if (wholeLines || (first != null && answersAsWholeLine(first))) {
            lineIndex();
            return true;
        }
        if (first != null && plan != null && SearchPlan.plannable(first) && plan.covers(first)) {
            plannedIndex();
        }
        return false;
    }

    /** See {@link MatchText#indexOf}. */
    int indexOf(String search, int from) {
        return scanCopy().indexOf(search, from);
    }

    /** See {@link MatchText#flat}: the scan copy, made now if there is none. */
    StringBuilder scanCopy() {
        StringBuilder whole = mirror;
        if (whole == null) {
            whole = chars.copyForScans();
            mirror = whole;
        }
        replacementsSinceScan = 0;
        return whole;
    }

    // ---------------------------------------------------------------- replacement

    /** Before the characters change: the scan copy follows the replacement, or is dropped. */
    void replacing(int start, int end, String replacement) {
        StringBuilder copy = mirror;
        if (copy != null) {
            if (++replacementsSinceScan > MIRROR_IDLE_REPLACEMENTS) {
                mirror = null;
            } else {
                copy.replace(start, end, replacement);
            }
        }
    }

    /** A replacement removed the line with this id. */
    void removed(int id) {
        LineHashIndex index = lines;
        if (index != null) {
            index.remove(id);
        }
        GramIndex sampled = grams;
        if (sampled != null) {
            sampled.removeLine(id);
        }
        FragmentIndex fragment = fragments;
        if (fragment != null) {
            fragment.removed(id);
        }
        PlannedGrams plannedGrams = planned;
        if (plannedGrams != null) {
            plannedGrams.removeLine(id);
        }
    }

    /** The offset after a line's line break, from the offset of its end (before it). */
    private int withBreak(int end) {
        return end < chars.length() && chars.charAt(end) == '\n' ? end + 1 : end;
    }

    /** A replacement wrote the line at {@code [start, end)}, with an id, at physical slot {@code slot}. */
    void added(int id, int start, int end) {
        PlannedGrams plannedGrams = planned;
        if (plannedGrams != null) {
            if (plannedGrams.bytes() > 2 * maxPlannedBytes()) {
                // the postings of killed lines, which walks free lazily: built again when next needed
                dropPlanned();
            } else {
                withLine(id, start, end, plannedGrams::addLine);
            }
        }
        FragmentIndex fragment = fragments;
        if (fragment != null) {
            fragment.added(id, chars, start, withBreak(end));
            if (fragment.stale()) {
                // dropped now, not at the next search, so that its lines written since the build
                // never hold more than their bound: the next search that needs it builds it again
                fragments = null;
            }
        }
        GramIndex sampled = grams;
        if (sampled == null) {
            return;
        }
        if (sampled.bytes() > (long) GramIndex.MAX_BYTES_PER_CHAR * chars.length() + (1 << 16)) {
            grams = null;
            gramsDropped = true;
            return;
        }
        withLine(id, start, end, sampled::addLine);
    }

    /** Takes a line, with its id, as one run of an array (an index's {@code addLine}). */
    private interface LineReader {
        void read(int id, char[] array, int from, int to);
    }

    /** Hands the line at {@code [start, end)} to a reader, copied out of the buffer when it straddles the gap. */
    private void withLine(int id, int start, int end, LineReader reader) {
        if (end <= chars.gapStart()) {
            reader.read(id, chars.array(), start, end);
        } else {
            int length = end - start;
            if (lineCopy.length < length) {
                lineCopy = new char[Math.max(length, lineCopy.length * 2)];
            }
            chars.copy(start, end, lineCopy);
            reader.read(id, lineCopy, 0, length);
        }
    }

    /** The most bytes the planned index may hold when built. */
    private long maxPlannedBytes() {
        return (long) (PlannedGrams.MAX_BYTES_PER_CHAR * chars.length()) + (1 << 16);
    }

    /** A replacement wrote the lines at physical slots {@code [from, to)} (before the line gap). */
    void addedLines(int from, int to) {
        LineHashIndex index = lines;
        if (index != null) {
            // apart from the hashing, so that the slot lookups of the new lines overlap
            index.addAll(columns.hashes(), columns.ids(), from, to);
        }
    }

    // ---------------------------------------------------------------- indexes

    /** The line-hash index (built now if need be). */
    LineHashIndex lineIndex() {
        LineHashIndex index = lines;
        if (index == null) {
            // hashes and ids in one pass
            columns.hashes();
            index = LineHashIndex.forLines(columns.entries(), chars.length(), postingLimit);
            // the entries before the gap, then those after it, in runs that addAll reads ahead
            for (int[] range : new int[][] {{0, columns.gap()}, {columns.afterGap(), columns.capacity()}}) {
                for (int from = range[0]; from < range[1]; from += INDEX_RUN) {
                    index.addAll(columns.hashes(), columns.ids(), from, Math.min(range[1], from + INDEX_RUN));
                }
            }
            lines = index;
        }
        return index;
    }

    /**
     * The planned index (built now if need be), or null when there is no plan or the index
     * outgrew {@link PlannedGrams#MAX_BYTES_PER_CHAR} for this plan.
     */
    @Nullable
    PlannedGrams plannedIndex() {
        SearchPlan searchPlan = plan;
        if (searchPlan == null || planDropped) {
            return null;
        }
        PlannedGrams index = planned;
        if (index == null) {
            index = new PlannedGrams(searchPlan, serial, columns.lineCount() + 1024, postingLimit);
            readEveryLine(index::addLine);
            if (index.bytes() > maxPlannedBytes()) {
                planDropped = true;
                return null;
            }
            planned = index;
            searchPlan.blocks().indexed(serial, true);
        }
        return index;
    }

    /** Forgets the planned index, and tells the plan's {@link PlannedBlocks} that it is gone. */
    private void dropPlanned() {
        SearchPlan searchPlan = plan;
        if (planned != null && searchPlan != null) {
            searchPlan.blocks().indexed(serial, false);
        }
        planned = null;
    }

    /**
     * The gram index (built now if need be: the gap moves to the end, so every line is one run), or
     * null when it outgrew {@link GramIndex#MAX_BYTES_PER_CHAR} (then searches scan).
     */
    @Nullable
    GramIndex gramIndex() {
        if (gramsDropped) {
            return null;
        }
        GramIndex index = grams;
        if (index == null) {
            index = new GramIndex(chars.length(), postingLimit);
            readEveryLine(index::addLine);
            if (index.bytes() > (long) GramIndex.MAX_BYTES_PER_CHAR * chars.length() + (1 << 16)) {
                gramsDropped = true;
                return null;
            }
            grams = index;
        }
        return index;
    }

    /**
     * Hands every line to a reader, with its id (the gap moves to the end first, so every line is
     * one run of the array); the ids are read from their raw array, as in every loop over all lines.
     */
    private void readEveryLine(LineReader reader) {
        int[] ids = columns.ids();
        chars.gapToEnd();
        char[] array = chars.array();
        int count = columns.lineCount();
        for (int j = 0; j < count; j++) {
            reader.read(ids[columns.physical(j)], array, columns.entry(j), columns.end(j));
        }
    }

    /** The fragment index (built now, or again after its changes outgrew it and it was dropped). */
    FragmentIndex fragmentIndex() {
        FragmentIndex index = fragments;
        if (index == null) {
            // dropped first, so that the old and the new one are not both held; the gram index
            // goes for good: the fragment index answers every search it could, and both together
            // would pass the bound of 8 bytes per character on short lines
            fragments = null;
            grams = null;
            gramsDropped = true;
            columns.describe();
            chars.gapToEnd();
            int count = columns.lineCount();
            int[] starts = new int[count];
            int[] ids = new int[count];
            int[] idsBySlot = columns.ids();
            for (int j = 0; j < count; j++) {
                starts[j] = columns.entry(j);
                ids[j] = idsBySlot[columns.physical(j)];
            }
            index = new FragmentIndex(chars.array(), chars.length(), starts, ids);
            fragments = index;
        }
        return index;
    }

    /** The occurrences of a search through the fragment index alone (built now if need be). */
    int[] fragmentOccurrences(String search) {
        return fragmentIndex().occurrences(search, current);
    }

    /** Bytes held by the fragment index (0 before it is built). */
    long fragmentIndexBytes() {
        FragmentIndex index = fragments;
        return index == null ? 0 : index.bytes();
    }

    /**
     * The occurrences of a search through the fragment index, or null when it is not built and the
     * searches that needed it so far cost at most {@link #SCANS_BEFORE_FRAGMENTS} scans without it
     * (each is cheaper than building it).
     *
     * @param cost what this search costs without the index, in walks of the line starts (see
     *     {@link #SCAN_COST})
     */
    private int @Nullable [] byFragments(String search, int cost) {
        if (fragments == null) {
            fragmentCost += cost;
            if (fragmentCost <= COST_BEFORE_FRAGMENTS) {
                return null;
            }
        }
        return fragmentIndex().occurrences(search, current);
    }

    /** Bytes held by the line-hash, gram and fragment indexes built so far. */
    long indexBytes() {
        LineHashIndex index = lines;
        PlannedGrams plannedGrams = planned;
        return (index == null ? 0 : index.bytes())
                + gramIndexBytes()
                + fragmentIndexBytes()
                + (plannedGrams == null ? 0 : plannedGrams.bytes());
    }

    /** Bytes held by the gram index (0 before it is built). */
    long gramIndexBytes() {
        GramIndex index = grams;
        return index == null ? 0 : index.bytes();
    }

    // ---------------------------------------------------------------- search

    /** See {@link MatchText#occurrences}. */
    int[] occurrences(String search) {
        int firstBreak = search.indexOf('\n');
        int secondBreak = firstBreak < 0 ? -1 : search.indexOf('\n', firstBreak + 1);
        if (firstBreak < 0 && asLongAsEveryLine(search)) {
            int[] found = asWholeLine(search);
            if (found != null) {
                return found;
            }
        }
        if (secondBreak < 0) {
            int[] found = byPlan(search);
            if (found != null) {
                return found;
            }
        }
        if (firstBreak < 0) {
            int[] found = byGrams(search, 0, search.length(), true);
            if (found == null) {
                found = byFragments(search, SCAN_COST);
            }
            return found != null ? found : scan(search);
        }
        if (secondBreak < 0) {
            // the longer part of the search is the likelier to have a rare sample
            int[] found = firstBreak >= search.length() - firstBreak - 1
                    ? byGrams(search, 0, firstBreak, false)
                    : byGrams(search, firstBreak + 1, search.length(), false);
            if (found == null) {
                found = byFragments(search, mirror != null ? SCAN_COST : 1);
            }
            if (found != null) {
                return found;
            }
            return mirror != null ? scan(search) : byLineStarts(search, firstBreak);
        }
        if (mirror != null && fragments == null) {
            return scan(search);
        }
        LineHashIndex postings = lineIndex();
        int best = -1;
        int bestCount = 0;
        int bestOffset = -1;
        boolean indexed = false;
        for (int from = firstBreak, to = secondBreak; to >= 0; from = to, to = search.indexOf('\n', to + 1)) {
            int slot = postings.find(hash(search, from + 1, to));
            int count = slot < 0 ? 0 : postings.count(slot);
            if (count < 0) {
                // too common to be indexed
                continue;
            }
            indexed = true;
            if (count == 0) {
                return NONE;
            }
            if (best < 0 || count < bestCount) {
                best = slot;
                bestCount = count;
                bestOffset = from + 1;
                if (count == 1) {
                    // as few candidates as there can be: the other lines need not be looked up
                    break;
                }
            }
        }
        if (!indexed || best < 0) {
            int[] found = byGrams(search, 0, firstBreak, false);
            if (found == null) {
                found = byFragments(search, 1);
            }
            return found != null ? found : byLineHashes(search, firstBreak, secondBreak);
        }
        return matchingAtLines(search, postings.keys(best), bestOffset);
    }

    /**
     * The occurrences among lines: each line's start less {@code offset} (where the search's line
     * that the lines matched starts in it), checked against the characters; in order.
     */
    private int[] matchingAtLines(String search, int[] ids, int offset) {
        int[] found = new int[ids.length];
        int count = 0;
        for (int id : ids) {
            int at = foundLineStart(id) - offset;
            if (fits(search, at)) {
                found[count++] = at;
            }
        }
        int[] result = Arrays.copyOf(found, count);
        Arrays.sort(result);
        return result;
    }

    /**
     * See {@link MatchText#wholeLineOccurrences}: candidates from the line-hash index through the
     * pattern's least common non-empty line, each checked in place; null when every such line is
     * too common to be indexed (or there is none).
     */
    int @Nullable [] wholeLines(String pattern) {
        return wholeLines(pattern, nonEmptyLineHashes(pattern));
    }

    /** The hashes of a pattern's non-empty lines, in order (a text of many blocks hashes them once). */
    static int[] nonEmptyLineHashes(String pattern) {
        int[] hashes = new int[8];
        int count = 0;
        for (int from = 0; from >= 0; ) {
            int next = pattern.indexOf('\n', from);
            int to = next < 0 ? pattern.length() : next;
            if (to > from) {
                if (count == hashes.length) {
                    hashes = Arrays.copyOf(hashes, count * 2);
                }
                hashes[count++] = hash(pattern, from, to);
            }
            from = next < 0 ? -1 : next + 1;
        }
        return Arrays.copyOf(hashes, count);
    }

    /** {@link #wholeLines(String)} with the hashes of the pattern's non-empty lines given. */
    int @Nullable [] wholeLines(String pattern, int[] lineHashes) {
        LineHashIndex postings = lineIndex();
        int best = -1;
        int bestCount = 0;
        int bestOffset = 0;
        int line = 0;
        for (int from = 0; from >= 0; ) {
            int next = pattern.indexOf('\n', from);
            int to = next < 0 ? pattern.length() : next;
            if (to > from) {
                int slot = postings.find(lineHashes[line++]);
                int count = slot < 0 ? 0 : postings.count(slot);
                if (count == 0) {
                    return NONE;
                }
                if (count > 0 && (best < 0 || count < bestCount)) {
                    best = slot;
                    bestCount = count;
                    bestOffset = from;
                }
            }
            from = next < 0 ? -1 : next + 1;
        }
        if (best < 0) {
            return null;
        }
        int[] ids = postings.keys(best);
        int[] found = new int[ids.length];
        int count = 0;
        int length = chars.length();
        for (int id : ids) {
            int at = foundLineStart(id) - bestOffset;
            int end = at + pattern.length();
            if (fits(pattern, at)
                    && (at == 0 || chars.charAt(at - 1) == '\n')
                    && (end == length || chars.charAt(end) == '\n')) {
                found[count++] = at;
            }
        }
        int[] result = Arrays.copyOf(found, count);
        Arrays.sort(result);
        return result;
    }

    /**
     * The start of a candidate line (a live id from an index), noted as the line whose number the
     * caller asks next ({@link LineColumns#noteEntry}).
     */
    private int foundLineStart(int id) {
        return columns.noteEntry(entryOf(id));
    }

    /** The line entry ({@link LineColumns#entry}) of a line id: its slot, past the line gap or not. */
    private int entryOf(int id) {
        return columns.logical(keys.slotOf(id));
    }

    /**
     * Reading ahead for {@link #wholeLines} (see {@link MatchText#readAhead}): the state at a line
     * hash's first probe in the line-hash index, or 0 when the index is not built (it is not built
     * here).
     */
    int touchLine(int hash) {
        LineHashIndex index = lines;
        return index == null ? 0 : index.touch(hash);
    }

    /** The next step of {@link #touchLine}: the id in the node a state names, or -1. */
    int touchLineId(int state) {
        LineHashIndex index = lines;
        return index == null ? -1 : index.touchFirstId(state);
    }

    /**
     * The last step of {@link #touchLine}: the start of the line with an id and its first
     * character, or -1 when the id names no line now. The id may be stale (its line replaced, its
     * slot reused), so every step is checked; the result only has to be something read.
     */
    int touchLineStart(int id) {
        if (id < 0 || id >= keys.limit()) {
            return -1;
        }
        int j = entryOf(id);
        if (j < 0 || j >= columns.entries()) {
            return -1;
        }
        int start = columns.entry(j);
        return start < chars.length() ? start + chars.charAt(start) : start;
    }

    /**
     * An upper bound on the length of this block's lines (without their line breaks): the longest
     * line as read ({@link LineColumns#longestAtRead}), raised by every replacement that writes a
     * longer line ({@link #wrote}); it is never lowered, so it may pass the longest line once that
     * line is replaced, which only makes fewer searches take {@link #asWholeLine}.
     */
    int longestLineBound() {
        return longestLine;
    }

    /**
     * Whether {@link #occurrences} answers a search as a whole line: it has no line break, and no
     * line is longer.
     */
    boolean answersAsWholeLine(String search) {
        return asLongAsEveryLine(search) && search.indexOf('\n') < 0;
    }

    /**
     * {@link #answersAsWholeLine} for a search already known to have no line break (a text of many
     * blocks looks for one once, not once per block).
     */
    boolean asLongAsEveryLine(String search) {
        return !search.isEmpty() && search.length() >= longestLineBound();
    }

    /** A replacement wrote logical line entries {@code [a, a + count)}: the bound follows them. */
    void wrote(int a, int count) {
        int bound = longestLine;
        for (int j = a; j < a + count; j++) {
            bound = Math.max(bound, columns.end(j) - columns.entry(j));
        }
        longestLine = bound;
    }

    /**
     * The occurrences of a search without a line break that is at least as long as every line
     * ({@link #longestLineBound}): it can only lie inside one line, so it is that whole line, and
     * the line-hash index gives the lines with its hash (the EDL executor's whole-line {@code
     * select} takes the same path; no pass over the characters for grams). None when it is longer
     * than every line; null when its hash is too common to be indexed.
     */
    private int @Nullable [] asWholeLine(String search) {
        if (search.length() > longestLineBound()) {
            return NONE;
        }
        LineHashIndex postings = lineIndex();
        int slot = postings.find(hash(search, 0, search.length()));
        int count = slot < 0 ? 0 : postings.count(slot);
        if (count <= 0) {
            return count == 0 ? NONE : null;
        }
        return matchingAtLines(search, postings.keys(slot), 0);
    }

    /** Whether the search lies within the text at {@code at} and matches there. */
    private boolean fits(String search, int at) {
        return at >= 0 && at + search.length() <= chars.length() && chars.matchesAt(search, at);
    }

    /**
     * The occurrences of a search through the planned index, or null when the search is not
     * covered by the plan (or there is none), or all its keys are common here.
     */
    private int @Nullable [] byPlan(String search) {
        SearchPlan searchPlan = plan;
        if (searchPlan == null || !searchPlan.covers(search)) {
            return null;
        }
        PlannedGrams index = plannedIndex();
        if (index == null) {
            return null;
        }
        GramIndex.Candidates candidates = index.lookup(searchPlan.keys(search), searchPlan.offsets(search));
        return candidates == null ? null : resolve(search, candidates, 0);
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
            index = gramIndex();
            if (index == null) {
                return null;
            }
        }
        GramIndex.Candidates candidates = index.lookup(search, from, to, samples);
        return candidates == null ? null : resolve(search, candidates, from);
    }

    /**
     * The occurrences among candidates of a gram at {@code candidates.offset()} from {@code from}
     * in the search: each line's start plus the gram's column, less that offset, checked against
     * the characters; in order.
     */
    private int[] resolve(String search, GramIndex.Candidates candidates, int from) {
        int[] ids = candidates.lines();
        int[] gramColumns = candidates.columns();
        int[] found = new int[ids.length];
        int count = 0;
        for (int k = 0; k < ids.length; k++) {
            int at = foundLineStart(ids[k]) + gramColumns[k] - candidates.offset() - from;
            if (fits(search, at)) {
                found[count++] = at;
            }
        }
        int[] result = Arrays.copyOf(found, count);
        Arrays.sort(result);
        return result;
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
     * of the line's start and the previous line's end against the edge keys: the characters next
     * to the break, and the hash of {@link LineColumns#EDGE_CHARS} characters on a side that has
     * that many; then a comparison from the search's end, where lines that share a prefix differ
     * sooner).
     */
    private int[] byLineStarts(String search, int firstBreak) {
        // line i starts with the part after the break, line i - 1 ends with the part before it: the
        // filters compare what a side's length allows (nothing, the outer character, or both)
        int edgeChars = LineColumns.EDGE_CHARS;
        int afterLength = search.length() - firstBreak - 1;
        int headMask = afterLength == 0 ? 0 : afterLength < edgeChars ? 0xFF000000 : 0xFFFF0000;
        int headKey = afterLength == 0
                ? 0
                : LineColumns.endKey(
                                        search.charAt(firstBreak + 1),
                                        hash(search, firstBreak + 1, firstBreak + 1 + Math.min(afterLength, edgeChars)))
                                << 16
                        & headMask;
        int tailMask = firstBreak == 0 ? 0 : firstBreak < edgeChars ? 0xFF00 : 0xFFFF;
        int tailKey = firstBreak == 0
                ? 0
                : LineColumns.endKey(
                                search.charAt(firstBreak - 1),
                                hash(search, Math.max(0, firstBreak - edgeChars), firstBreak))
                        & tailMask;
        // when the part before the break is all of line i - 1, the line's hash decides at once
        int beforeHash = hash(search, 0, firstBreak);
        int[] found = new int[8];
        int count = 0;
        int[] edges = columns.edges();
        // the head filter runs over each side of the line gap in turn (see nextMatch)
        for (int side = 0; side < 2; side++) {
            int from = side == 0 ? 1 : columns.physical(Math.max(columns.gap(), 1));
            int to = side == 0 ? columns.gap() : columns.capacity();
            for (int p = nextMatch(edges, from, to, headMask, headKey);
                    p < to;
                    p = nextMatch(edges, p + 1, to, headMask, headKey)) {
                int at = lineStartMatch(search, firstBreak, columns.logical(p), tailMask, tailKey, beforeHash);
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
        int physical = columns.physical(previous);
        if ((columns.edgeAt(physical) & tailMask) != tailKey) {
            return -1;
        }
        int at = columns.entry(i) - firstBreak - 1;
        int previousStart = columns.entry(previous);
        // the part before the break lies within line i - 1
        if (at < previousStart || at + search.length() > chars.length()) {
            return -1;
        }
        if (at == previousStart && columns.hashAt(physical) != beforeHash) {
            return -1;
        }
        return chars.matchesBackwardAt(search, at) ? at : -1;
    }

    /** Scans every line hash for the search's first complete line. */
    private int[] byLineHashes(String search, int firstBreak, int secondBreak) {
        int[] found = new int[8];
        int count = 0;
        int hash = hash(search, firstBreak + 1, secondBreak);
        int[] hashes = columns.hashes();
        for (int side = 0; side < 2; side++) {
            int from = side == 0 ? 1 : columns.physical(Math.max(columns.gap(), 1));
            int to = side == 0 ? columns.gap() : columns.capacity();
            for (int p = nextMatch(hashes, from, to, -1, hash); p < to; p = nextMatch(hashes, p + 1, to, -1, hash)) {
                int at = columns.entry(columns.logical(p)) - firstBreak - 1;
                if (fits(search, at)) {
                    if (count == found.length) {
                        found = Arrays.copyOf(found, count * 2);
                    }
                    found[count++] = at;
                }
            }
        }
        return Arrays.copyOf(found, count);
    }

    private static int hash(CharSequence text, int from, int to) {
        int hash = 0;
        for (int i = from; i < to; i++) {
            hash = 31 * hash + text.charAt(i);
        }
        return hash;
    }
}
