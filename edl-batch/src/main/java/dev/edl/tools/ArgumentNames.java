package dev.edl.tools;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** Finds the allowed argument name a misspelt one most likely meant. */
final class ArgumentNames {
    private ArgumentNames() {}

    /**
     * The allowed name closest to the given one: the same letters ignoring case and separators, or
     * else the one at the smallest edit distance, if that distance is small for the name's length.
     *
     * @param name the name the caller gave
     * @param allowed the names the schema allows
     * @return the likely intended name, or null when none is close
     */
    static @Nullable String closest(String name, List<String> allowed) {
        String key = ArgumentSchema.normalise(name);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : allowed) {
            String other = ArgumentSchema.normalise(candidate);
            if (other.equals(key)) {
                return candidate;
            }
            int distance = distance(key, other);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = candidate;
            }
        }
        int tolerated = Math.max(1, Math.min(3, key.length() / 3));
        return bestDistance <= tolerated ? best : null;
    }

    /** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
    static int distance(String a, String b) {
        if (a.length() > 64 || b.length() > 64) {
            return Integer.MAX_VALUE; // names that long are not misspellings of short argument names
        }
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
