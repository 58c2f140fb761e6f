package dev.edl.examples.mcp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Reads newline-delimited messages from a byte stream: at most {@code maxBytes} bytes are kept per
 * line (a longer line is skipped to its end, and only its request id is picked out of it), a
 * carriage return before the line feed is dropped, and the last line counts even without a final
 * line feed.
 */
final class MessageLineReader {
    private static final int CHUNK = 64 * 1024;

    private final InputStream in;
    private final int maxBytes;
    private final byte[] chunk = new byte[CHUNK];
    private int chunkStart;
    private int chunkEnd;
    private byte[] line = new byte[1024];
    private int lineLength;

    MessageLineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /** One line of input. */
    sealed interface Line {}

    /**
     * A line that fit the limit.
     *
     * @param bytes the line without its line break
     */
    record Message(byte[] bytes) implements Line {
        /**
         * The line as text.
         *
         * @return the decoded line
         * @throws CharacterCodingException if the bytes are not valid UTF-8
         */
        String text() throws CharacterCodingException {
            CharBuffer chars = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return chars.toString();
        }
    }

    /**
     * A line longer than the limit; its content was not kept.
     *
     * @param length the line's length in bytes
     * @param requestId the top-level {@code "id"} found in it (a {@code Long}, {@code BigDecimal}
     *     or {@code String}), or null
     */
    record Oversized(long length, @Nullable Object requestId) implements Line {}

    /**
     * Reads the next line.
     *
     * @return the line, or null at the end of input
     * @throws IOException if reading fails
     */
    @Nullable
    Line next() throws IOException {
        lineLength = 0;
        RequestIdScanner scanner = null;
        long length = 0;
        while (true) {
            if (chunkStart == chunkEnd) {
                int n = in.read(chunk);
                if (n < 0) {
                    if (length == 0) {
                        return null;
                    }
                    return finish(scanner, length);
                }
                chunkStart = 0;
                chunkEnd = n;
            }
            int end = chunkStart;
            while (end < chunkEnd && chunk[end] != '\n') {
                end++;
            }
            int count = end - chunkStart;
            length += count;
            if (scanner == null && length > maxBytes) {
                scanner = new RequestIdScanner();
                scanner.feed(line, 0, lineLength);
                line = new byte[1024];
                lineLength = 0;
            }
            if (scanner != null) {
                scanner.feed(chunk, chunkStart, count);
            } else {
                append(chunkStart, count);
            }
            boolean complete = end < chunkEnd;
            chunkStart = complete ? end + 1 : end;
            if (complete) {
                return finish(scanner, length);
            }
        }
    }

    private Line finish(@Nullable RequestIdScanner scanner, long length) {
        if (scanner != null) {
            return new Oversized(length, scanner.requestId());
        }
        int size = lineLength;
        if (size > 0 && line[size - 1] == '\r') {
            size--;
        }
        byte[] bytes = Arrays.copyOf(line, size);
        if (line.length > CHUNK) {
            line = new byte[1024]; // do not keep a large buffer alive between messages
        }
        return new Message(bytes);
    }

    private void append(int from, int count) {
        if (lineLength + count > line.length) {
            int capacity = (int) Math.min((long) maxBytes + 1, Math.max((long) line.length * 2, lineLength + count));
            line = Arrays.copyOf(line, Math.max(capacity, lineLength + count));
        }
        System.arraycopy(chunk, from, line, lineLength, count);
        lineLength += count;
    }
}
