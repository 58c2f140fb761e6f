package dev.edl.batch.internal.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
