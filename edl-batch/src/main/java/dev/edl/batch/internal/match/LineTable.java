package dev.edl.batch.internal.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The whitespace-normalised lines of one version of a text, with length prefix sums and (built on
 * first use) a map from normalised line to the lines where it occurs. Shared by the whitespace and
 * fuzzy tiers; rebuilt only when the text changes.
 */
final class LineTable {
    private static final int[] NONE = new int[0];

    final int version;
    final String[] normalized;
    /** {@code prefix[i]} = total normalised length of lines {@code 0..i-1}. */
    final int[] prefix;

    /** Coarse character buckets for cheap bag-distance bounds over windows of lines. */
    static final int COARSE_BUCKETS = 16;

    /**
     * {@code coarse[i * COARSE_BUCKETS + b]} = how many characters of bucket {@code b} lines {@code
     * 0..i-1} hold (normalised, without line breaks); built on first use.
     */
    private int @Nullable [] coarse;

    private Map<String, int[]> postings = Map.of();
    private boolean postingsBuilt;

    LineTable(MatchText text) {
        this.version = text.version();
        int count = text.lineCount();
        this.normalized = new String[count];
        this.prefix = new int[count + 1];
        CharSequence chars = text.chars();
        for (int line = 1; line <= count; line++) {
            String normal = Whitespace.normalize(chars, text.lineStart(line), text.lineEnd(line));
            normalized[line - 1] = normal;
            prefix[line] = prefix[line - 1] + normal.length();
        }
    }

    static int coarseBucket(char c) {
        return (c * 0x9E3779B1) >>> 28;
    }

    /** The coarse bucket prefix counts (see {@link #coarse}). */
    int[] coarse() {
        int[] counts = coarse;
        if (counts == null) {
            counts = new int[(normalized.length + 1) * COARSE_BUCKETS];
            for (int i = 0; i < normalized.length; i++) {
                int base = (i + 1) * COARSE_BUCKETS;
                System.arraycopy(counts, base - COARSE_BUCKETS, counts, base, COARSE_BUCKETS);
                String line = normalized[i];
                for (int j = 0; j < line.length(); j++) {
                    counts[base + coarseBucket(line.charAt(j))]++;
                }
            }
            coarse = counts;
        }
        return counts;
    }

    int size() {
        return normalized.length;
    }

    /** The 0-based lines whose normalised form equals {@code normal}. */
    int[] linesEqualTo(String normal) {
        if (!postingsBuilt) {
            Map<String, List<Integer>> lists = new HashMap<>();
            for (int i = 0; i < normalized.length; i++) {
                lists.computeIfAbsent(normalized[i], k -> new ArrayList<>(1)).add(i);
            }
            Map<String, int[]> built = new HashMap<>(lists.size() * 2);
            for (Map.Entry<String, List<Integer>> entry : lists.entrySet()) {
                built.put(
                        entry.getKey(),
                        entry.getValue().stream().mapToInt(Integer::intValue).toArray());
            }
            postings = built;
            postingsBuilt = true;
        }
        return postings.getOrDefault(normal, NONE);
    }
}
