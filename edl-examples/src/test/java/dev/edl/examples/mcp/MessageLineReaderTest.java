package dev.edl.examples.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class MessageLineReaderTest {
    private static MessageLineReader reader(String input, int maxBytes) {
        return new MessageLineReader(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), maxBytes);
    }

    private static String text(MessageLineReader reader) throws IOException {
        MessageLineReader.Line line = Objects.requireNonNull(reader.next());
        return ((MessageLineReader.Message) line).text();
    }

    @Test
    void splitsLinesDropsCarriageReturnsAndKeepsAnUnterminatedLastLine() throws IOException {
        MessageLineReader reader = reader("a\r\n\nb\nlast", 100);
        assertEquals("a", text(reader));
        assertEquals("", text(reader));
        assertEquals("b", text(reader));
        assertEquals("last", text(reader));
        assertNull(reader.next());
    }

    @Test
    void aLineOverTheLimitIsSkippedAndItsIdFound() throws IOException {
        String big = "{\"jsonrpc\":\"2.0\",\"params\":{\"id\":\"inner\",\"s\":\"" + "x".repeat(200_000)
                + "\\\"}\"},\"id\":42}";
        MessageLineReader reader = reader(big + "\n{\"id\":\"é-1\"," + "\"p\":\"" + "y".repeat(300) + "\"}\nok\n", 100);
        MessageLineReader.Oversized first = (MessageLineReader.Oversized) reader.next();
        assertEquals(42L, Objects.requireNonNull(first).requestId());
        assertEquals(big.length(), first.length());
        MessageLineReader.Oversized second = (MessageLineReader.Oversized) reader.next();
        assertEquals("é-1", Objects.requireNonNull(second).requestId());
        assertEquals("ok", text(reader));
        assertNull(reader.next());
    }

    @Test
    void requestIdsOfEveryKind() {
        assertEquals(7L, scan("{\"id\" : 7 }"));
        assertEquals(new BigDecimal("1.5"), scan("{\"id\":1.5}"));
        assertEquals(new BigDecimal("123456789012345678901234567890"), scan("{\"id\":123456789012345678901234567890}"));
        assertNull(scan("{\"id\":null}"));
        assertNull(scan("{\"method\":\"x\"}"));
        assertNull(scan("[{\"id\":1}]"));
        assertEquals("a", scan("{\"x\":[{\"id\":2}],\"id\":\"a\"}"));
    }

    private static @Nullable Object scan(String json) {
        RequestIdScanner scanner = new RequestIdScanner();
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        scanner.feed(bytes, 0, bytes.length);
        return scanner.requestId();
    }

    @Test
    void invalidUtf8IsReportedNotReplaced() throws IOException {
        MessageLineReader reader =
                new MessageLineReader(new ByteArrayInputStream(new byte[] {'a', (byte) 0xFF, '\n'}), 10);
        MessageLineReader.Message line = (MessageLineReader.Message) Objects.requireNonNull(reader.next());
        assertThrows(CharacterCodingException.class, line::text);
        assertTrue(reader.next() == null);
    }
}
