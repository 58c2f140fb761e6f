package dev.edl.internal.parse;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Where each distinct line of a text starts, for finding heredoc terminators without rescanning. */
final class LineStartsByContent {
    private final Map<String, List<Integer>> startsByContent = new HashMap<>();

    /** Indexes every line of {@code text} (lines end at {@code \n}). */
    LineStartsByContent(String text) {
        int lineBegin = 0;
        while (lineBegin <= text.length()) {
            int lineEnd = text.indexOf('\n', lineBegin);
            if (lineEnd < 0) {
                lineEnd = text.length();
            }
            startsByContent
                    .computeIfAbsent(text.substring(lineBegin, lineEnd), k -> new ArrayList<>())
                    .add(lineBegin);
            lineBegin = lineEnd + 1;
        }
    }

    /**
     * The start offset of the first line at or after {@code from} whose content is exactly {@code
     * content}.
     *
     * @return the UTF-16 offset of the line start, or -1 when there is none
     */
    int firstAtOrAfter(String content, int from) {
        List<Integer> starts = startsByContent.get(content);
        if (starts == null) {
            return -1;
        }
        int index = Collections.binarySearch(starts, from);
        if (index < 0) {
            index = -index - 1;
        }
        return index < starts.size() ? starts.get(index) : -1;
    }
}
