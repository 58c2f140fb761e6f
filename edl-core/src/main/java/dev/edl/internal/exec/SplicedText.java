package dev.edl.internal.exec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A document's current text: a base text, and once heredoc patterns are looked up by line, the
 * splices made since then kept aside instead of copied into the base. Heredoc patterns are then
 * found from line hashes ({@link LineHashes} of the base plus the lines of the pending splices),
 * so a {@code select <<END} + {@code replace} pair costs about the pattern's length times its
 * candidate lines, not the file's length twice (a scan for uniqueness and a move of the text
 * after the edit).
 *
 * <p>A pending splice always covers whole lines: an edit of {@code [start, end)} is widened to
 * the start of its first line and past the line break after {@code end}, and merged with the
 * pending splices it overlaps or touches. So every base line is either untouched (outside every
 * splice, its index entry still right) or dead (inside one), and every current line lies wholly in
 * the base or wholly in one splice's text.
 *
 * <p>Cost, for {@code s} pending splices: reading a character, mapping an offset or checking a
 * candidate line is a binary search over the splices, {@code O(log s)}; a new splice costs its
 * lines' length (hashing them) plus {@code O(s)} to shift the later splices' offsets, an array
 * copy. Memory: the base text (1 byte per character for Latin-1 text, else 2), 8 bytes per base
 * line for the index, and per pending splice its text, 8 bytes per line and a map entry per line
 * (about 80 bytes). Anything that needs the text as one buffer ({@link #flat()}: regexes,
 * several ranges edited at once, the final text) applies the pending splices in one pass and drops
 * the index; it is rebuilt from the second heredoc lookup after that, so a script that alternates
 * regex and heredoc selects pays no more than a scan per lookup. Too many or too large pending
 * splices also flatten, which bounds the per-splice {@code O(s)} and the re-copying of a region
 * that keeps growing.
 *
 * <p>Over 400 lines because the offset mapping, the merging of splices and the lookup that walks
 * base and pending candidates in text order all lean on the same invariants (whole-line splices,
 * sorted and never touching); split apart they would each have to restate them.
 */
final class SplicedText {
    /** Heredoc lookups after a flatten before the index is built: the first one just scans. */
    private static final int LOOKUPS_BEFORE_INDEX = 2;

    private static final int MAX_SPLICES = 1 << 14;
    private static final int MIN_LARGE_SPLICE = 1 << 16;

    private final int maxSplices;
    private final int minLargeSplice;

    /** One pending splice: base {@code [baseStart, baseEnd)}, whole lines, became {@code text}. */
    private static final class Splice {
        final int baseStart;
        final int baseEnd;
        final String text;
        /** Starts (in {@code text}) and hashes of the current lines that lie in this splice. */
        final int[] lineStarts;

        final int[] lineHashes;
        /** Sum of the length changes of this splice and all before it. */
        int shiftAfter;

        Splice(int baseStart, int baseEnd, String text, int[] lineStarts, int[] lineHashes) {
            this.baseStart = baseStart;
            this.baseEnd = baseEnd;
            this.text = text;
            this.lineStarts = lineStarts;
            this.lineHashes = lineHashes;
        }

        int delta() {
            return text.length() - (baseEnd - baseStart);
        }

        int currentStart() {
            return baseStart + shiftAfter - delta();
        }

        int currentEnd() {
            return baseStart + shiftAfter - delta() + text.length();
        }

        int lineEnd(int line) {
            int next = line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : text.indexOf('\n', lineStarts[line]);
            return next < 0 ? text.length() : next;
        }
    }

    private StringBuilder base;
    private @Nullable LineHashes index;
    private int lookups;
    /** Pending splices in text order. */
    private final List<Splice> splices = new ArrayList<>();
    /** Line hash → the pending splices with a line of that hash. */
    private final Map<Integer, List<Splice>> pendingLines = new HashMap<>();

    private int length;

    SplicedText(String text) {
        this(new StringBuilder(text));
    }

    /** Takes ownership of {@code text}. */
    SplicedText(StringBuilder text) {
        this(text, MAX_SPLICES, MIN_LARGE_SPLICE);
    }

    /** With other limits on the pending splices (tests use small ones). */
    SplicedText(StringBuilder text, int maxSplices, int minLargeSplice) {
        this.base = text;
        this.length = text.length();
        this.maxSplices = maxSplices;
        this.minLargeSplice = minLargeSplice;
    }

    int length() {
        return length;
    }

    /** The whole current text as one buffer; valid until the next {@link #replace}. Never modify it. */
    StringBuilder flat() {
        if (splices.isEmpty()) {
            // nothing pending: the index still describes the base
            return base;
        }
        StringBuilder out = new StringBuilder(length);
        int copied = 0;
        for (Splice splice : splices) {
            out.append(base, copied, splice.baseStart).append(splice.text);
            copied = splice.baseEnd;
        }
        out.append(base, copied, base.length());
        base = out;
        splices.clear();
        pendingLines.clear();
        index = null;
        lookups = 0;
        return base;
    }

    char charAt(int offset) {
        int at = locate(offset);
        if (at >= 0) {
            Splice splice = splices.get(at);
            if (offset < splice.currentEnd()) {
                return splice.text.charAt(offset - splice.currentStart());
            }
            return base.charAt(offset - splice.shiftAfter);
        }
        return base.charAt(offset);
    }

    String substring(int start, int end) {
        if (splices.isEmpty()) {
            return base.substring(start, end);
        }
        StringBuilder out = new StringBuilder(end - start);
        int position = start;
        while (position < end) {
            int at = locate(position);
            Splice splice = at >= 0 ? splices.get(at) : null;
            if (splice != null && position < splice.currentEnd()) {
                int to = Math.min(end, splice.currentEnd());
                out.append(splice.text, position - splice.currentStart(), to - splice.currentStart());
                position = to;
            } else {
                int shift = splice == null ? 0 : splice.shiftAfter;
                int next = at + 1 < splices.size() ? splices.get(at + 1).currentStart() : length;
                int to = Math.min(end, next);
                out.append(base, position - shift, to - shift);
                position = to;
            }
        }
        return out.toString();
    }

    /** Whether {@code text} occurs at {@code offset}; {@code offset + text.length() <= length()}. */
    private boolean regionEquals(int offset, String text) {
        int position = offset;
        int end = offset + text.length();
        while (position < end) {
            int at = locate(position);
            Splice splice = at >= 0 ? splices.get(at) : null;
            CharSequence source;
            int shift;
            int to;
            if (splice != null && position < splice.currentEnd()) {
                source = splice.text;
                shift = splice.currentStart();
                to = Math.min(end, splice.currentEnd());
            } else {
                source = base;
                shift = splice == null ? 0 : splice.shiftAfter;
                to = Math.min(end, at + 1 < splices.size() ? splices.get(at + 1).currentStart() : length);
            }
            for (int i = position; i < to; i++) {
                if (source.charAt(i - shift) != text.charAt(i - offset)) {
                    return false;
                }
            }
            position = to;
        }
        return true;
    }

    /** Replaces {@code [start, end)} of the current text with {@code insert}. */
    void replace(int start, int end, String insert) {
        if (index == null) {
            base.replace(start, end, insert);
            length = base.length();
            return;
        }
        int lineStart = start;
        while (lineStart > 0 && charAt(lineStart - 1) != '\n') {
            lineStart--;
        }
        int lineEnd = end;
        while (lineEnd < length && charAt(lineEnd) != '\n') {
            lineEnd++;
        }
        lineEnd = Math.min(length, lineEnd + 1);
        // the pending splices that overlap or touch [lineStart, lineEnd]
        int first = locate(lineStart);
        if (first < 0 || splices.get(first).currentEnd() < lineStart) {
            first++;
        }
        int last = first - 1;
        while (last + 1 < splices.size() && splices.get(last + 1).currentStart() <= lineEnd) {
            last++;
        }
        int shiftBefore = first > 0 ? splices.get(first - 1).shiftAfter : 0;
        int mergedStart = lineStart;
        int baseStart = lineStart - shiftBefore;
        if (last >= first && splices.get(first).currentStart() <= lineStart) {
            mergedStart = splices.get(first).currentStart();
            baseStart = splices.get(first).baseStart;
        }
        int mergedEnd = lineEnd;
        int baseEnd = lineEnd - (last >= first ? splices.get(last).shiftAfter : shiftBefore);
        if (last >= first && splices.get(last).currentEnd() >= lineEnd) {
            mergedEnd = splices.get(last).currentEnd();
            baseEnd = splices.get(last).baseEnd;
        }
        String text = substring(mergedStart, start) + insert + substring(end, mergedEnd);
        for (int i = last; i >= first; i--) {
            unlist(splices.remove(i));
        }
        Splice splice = newSplice(baseStart, baseEnd, text);
        splices.add(first, splice);
        for (int i = first, shift = shiftBefore; i < splices.size(); i++) {
            shift += splices.get(i).delta();
            splices.get(i).shiftAfter = shift;
        }
        length += insert.length() - (end - start);
        for (int i = 0; i < splice.lineHashes.length; i++) {
            pendingLines
                    .computeIfAbsent(splice.lineHashes[i], h -> new ArrayList<>(2))
                    .add(splice);
        }
        if (splices.size() > maxSplices || text.length() > Math.max(minLargeSplice, base.length() >> 4)) {
            flat();
        }
    }

    private Splice newSplice(int baseStart, int baseEnd, String text) {
        // the line starting at text's end is the base line after the splice, unless that is the end
        boolean atEnd = baseEnd == base.length();
        int[] starts = new int[8];
        int count = 0;
        for (int from = 0; from >= 0; ) {
            if (from == text.length() && !atEnd) {
                break;
            }
            if (count == starts.length) {
                starts = Arrays.copyOf(starts, count * 2);
            }
            starts[count++] = from;
            int next = text.indexOf('\n', from);
            from = next < 0 ? -1 : next + 1;
        }
        starts = Arrays.copyOf(starts, count);
        Splice splice = new Splice(baseStart, baseEnd, text, starts, new int[count]);
        for (int i = 0; i < count; i++) {
            splice.lineHashes[i] = LineHashes.hash(text, starts[i], splice.lineEnd(i));
        }
        return splice;
    }

    private void unlist(Splice splice) {
        for (int hash : splice.lineHashes) {
            List<Splice> list = pendingLines.get(hash);
            if (list != null) {
                list.remove(splice);
                if (list.isEmpty()) {
                    pendingLines.remove(hash);
                }
            }
        }
    }

    /** Index of the last pending splice whose current start is {@code <= offset}, or -1. */
    private int locate(int offset) {
        int low = 0;
        int high = splices.size() - 1;
        int found = -1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            if (splices.get(mid).currentStart() <= offset) {
                found = mid;
                low = mid + 1;
            } else {
                high = mid - 1;
            }
        }
        return found;
    }

    /** Index of the last pending splice whose base start is {@code <= offset}, or -1. */
    private int locateBase(int offset) {
        int low = 0;
        int high = splices.size() - 1;
        int found = -1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            if (splices.get(mid).baseStart <= offset) {
                found = mid;
                low = mid + 1;
            } else {
                high = mid - 1;
            }
        }
        return found;
    }

    /** The current offset of the base line starting at {@code baseOffset}, or -1 if a splice replaced it. */
    private int currentOfBaseLine(int baseOffset) {
        int at = locateBase(baseOffset);
        if (at < 0) {
            return baseOffset;
        }
        Splice splice = splices.get(at);
        if (baseOffset < splice.baseEnd || splice.baseEnd == base.length() && baseOffset == base.length()) {
            return -1;
        }
        return baseOffset + splice.shiftAfter;
    }

    /** The smallest base offset whose live lines all lie at current offsets {@code >= offset}. */
    private int baseFloor(int offset) {
        int at = locate(offset);
        if (at < 0) {
            return offset;
        }
        Splice splice = splices.get(at);
        return offset < splice.currentEnd() ? splice.baseStart : offset - splice.shiftAfter;
    }

    /**
     * Whole-line occurrences of {@code lines} starting at or after {@code scopeStart} and ending at
     * or before {@code scopeEnd}, as {@link PatternSearch} defines them; {@code null} when the
     * index is not in use yet (the caller scans {@link #flat()} instead).
     */
    @Nullable
    List<TextRange> findLines(String lines, int scopeStart, int scopeEnd, PatternSearch.Want want) {
        LineHashes hashes = index;
        if (hashes == null) {
            if (++lookups < LOOKUPS_BEFORE_INDEX) {
                return null;
            }
            hashes = LineHashes.of(flat().toString());
            index = hashes;
        }
        // the pattern line with the fewest candidates
        int bestHash = 0;
        int bestOffset = 0;
        int bestCount = Integer.MAX_VALUE;
        for (int from = 0; from >= 0; ) {
            int next = lines.indexOf('\n', from);
            int to = next < 0 ? lines.length() : next;
            int hash = LineHashes.hash(lines, from, to);
            List<Splice> pending = pendingLines.get(hash);
            int count = hashes.count(hash) + (pending == null ? 0 : pending.size());
            if (count < bestCount) {
                bestHash = hash;
                bestOffset = from;
                bestCount = count;
            }
            from = next < 0 ? -1 : next + 1;
        }
        List<TextRange> found = new ArrayList<>();
        if (scopeEnd - scopeStart < lines.length()) {
            return found;
        }
        // candidate line starts for the chosen pattern line, inside the scope
        int low = scopeStart + bestOffset;
        int high = scopeEnd - lines.length() + bestOffset;
        int[] pending = pendingCandidates(bestHash, low, high);
        int limit = want == PatternSearch.Want.FIRST ? 1 : want == PatternSearch.Want.TWO ? 2 : Integer.MAX_VALUE;
        if (want == PatternSearch.Want.LAST) {
            int p = pending.length - 1;
            int b = hashes.from(bestHash, baseFloor(high + 1)) - 1;
            int first = hashes.first(bestHash);
            while (true) {
                int baseLine = -1;
                while (b >= first && (baseLine = currentOfBaseLine(hashes.start(b))) < 0) {
                    b--;
                }
                if (b < first) {
                    baseLine = -1;
                }
                int candidate;
                if (p >= 0 && pending[p] > baseLine) {
                    candidate = pending[p--];
                } else if (baseLine >= 0) {
                    candidate = baseLine;
                    b--;
                } else {
                    return found;
                }
                if (candidate < low) {
                    return found;
                }
                TextRange range = occurrence(lines, candidate - bestOffset);
                if (range != null) {
                    found.add(range);
                    return found;
                }
            }
        }
        int p = 0;
        int b = hashes.from(bestHash, baseFloor(low));
        int end = hashes.end(bestHash);
        while (found.size() < limit) {
            int baseLine = -1;
            while (b < end && (baseLine = currentOfBaseLine(hashes.start(b))) < 0) {
                b++;
            }
            if (b >= end) {
                baseLine = -1;
            }
            int candidate;
            if (p < pending.length && (baseLine < 0 || pending[p] < baseLine)) {
                candidate = pending[p++];
            } else if (baseLine >= 0) {
                candidate = baseLine;
                b++;
            } else {
                break;
            }
            if (candidate > high) {
                break;
            }
            TextRange range = occurrence(lines, candidate - bestOffset);
            if (range != null) {
                found.add(range);
            }
        }
        return found;
    }

    /** Current starts of pending lines with this hash in {@code [low, high]}, sorted. */
    private int[] pendingCandidates(int hash, int low, int high) {
        List<Splice> list = pendingLines.get(hash);
        if (list == null) {
            return new int[0];
        }
        int[] out = new int[8];
        int count = 0;
        for (Splice splice : list) {
            int start = splice.currentStart();
            for (int i = 0; i < splice.lineHashes.length; i++) {
                int line = start + splice.lineStarts[i];
                if (splice.lineHashes[i] == hash && line >= low && line <= high) {
                    if (count == out.length) {
                        out = Arrays.copyOf(out, count * 2);
                    }
                    out[count++] = line;
                }
            }
        }
        out = Arrays.copyOf(out, count);
        Arrays.sort(out);
        // a splice with two equal lines is listed twice
        int distinct = 0;
        for (int i = 0; i < count; i++) {
            if (i == 0 || out[i] != out[i - 1]) {
                out[distinct++] = out[i];
            }
        }
        return Arrays.copyOf(out, distinct);
    }

    /** The whole-line occurrence of {@code lines} at {@code at}, or null. */
    private @Nullable TextRange occurrence(String lines, int at) {
        int end = at + lines.length();
        if (at < 0 || end > length || at > 0 && charAt(at - 1) != '\n') {
            return null;
        }
        if (end < length && charAt(end) != '\n' || !regionEquals(at, lines)) {
            return null;
        }
        return new TextRange(at, end < length ? end + 1 : end, true);
    }
}
