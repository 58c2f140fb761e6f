package dev.edl.batch.internal.blocks;

import java.util.ArrayDeque;
import java.util.Deque;

/** Cleans the paths written after {@code FILE:} (and the paths callers look edits up by). */
public final class BlockPaths {
    private static final String WRAPPERS = "`'\"*";

    private BlockPaths() {}

    /**
     * Removes surrounding whitespace, backticks, quotes and {@code **}, turns {@code \} into {@code
     * /}, drops {@code .} segments (so a leading {@code ./}), repeated separators and {@code x/..}
     * pairs.
     *
     * @param raw the path as written
     * @return the cleaned path; empty when nothing is left
     */
    public static String clean(String raw) {
        String path = raw.strip();
        int start = 0;
        int end = path.length();
        while (start < end && WRAPPERS.indexOf(path.charAt(start)) >= 0) {
            start++;
        }
        while (end > start && WRAPPERS.indexOf(path.charAt(end - 1)) >= 0) {
            end--;
        }
        path = path.substring(start, end).strip().replace('\\', '/');
        boolean absolute = path.startsWith("/");
        Deque<String> segments = new ArrayDeque<>();
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".")) {
                continue;
            }
            if (segment.equals("..")
                    && !segments.isEmpty()
                    && !segments.peekLast().equals("..")) {
                segments.removeLast();
            } else if (!(segment.equals("..") && absolute && segments.isEmpty())) {
                segments.addLast(segment);
            }
        }
        String joined = String.join("/", segments);
        return absolute ? "/" + joined : joined;
    }
}
