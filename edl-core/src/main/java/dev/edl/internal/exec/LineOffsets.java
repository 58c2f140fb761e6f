package dev.edl.internal.exec;

import java.util.Arrays;

/**
 * The line starts of one text: converts between UTF-16 offsets and 1-based lines / 0-based
 * columns. Lines are split on {@code \n} only. A text that ends with a line break has, for
 * positions, one more (empty) line after it; it does not count in {@link #lineCount()}.
 */
final class LineOffsets {
    private final int[] starts;
    private final int physicalLines;
    private final int lineCount;
    private final int textLength;

    private LineOffsets(int[] starts, int physicalLines, int lineCount, int textLength) {
        this.starts = starts;
        this.physicalLines = physicalLines;
        this.lineCount = lineCount;
        this.textLength = textLength;
    }

    static LineOffsets of(CharSequence content) {
        String text = content.toString();
        int[] starts = new int[64];
        int count = 1;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            if (count == starts.length) {
                starts = Arrays.copyOf(starts, count * 2);
            }
            starts[count++] = i + 1;
        }
        // a final line break does not start a counted line; "" has none
        int lineCount = text.isEmpty() ? 0 : text.endsWith("\n") ? count - 1 : count;
        return new LineOffsets(starts, count, lineCount, text.length());
    }

    /** Number of lines by the report's rule: a final line break does not add one; "" has none. */
    int lineCount() {
        return lineCount;
    }

    /** The lines a position may name: {@link #lineCount()}, plus the empty line after a final break. */
    int addressableLines() {
        return physicalLines;
    }

    /** Offset where 1-based {@code line} starts; {@code 1 <= line <= addressableLines()}. */
    int lineStart(int line) {
        return starts[line - 1];
    }

    /** Offset of the end of 1-based {@code line}, before its line break. */
    int lineEnd(int line) {
        return line < physicalLines ? starts[line] - 1 : textLength;
    }

    /** 1-based line containing an offset. */
    int lineOf(int offset) {
        int index = Arrays.binarySearch(starts, 0, physicalLines, offset);
        return index >= 0 ? index + 1 : -index - 1;
    }

    /** 0-based column of an offset. */
    int columnOf(int offset) {
        return offset - starts[lineOf(offset) - 1];
    }
}
