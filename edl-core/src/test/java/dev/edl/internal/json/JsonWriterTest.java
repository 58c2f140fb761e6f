package dev.edl.internal.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

class JsonWriterTest {

    @Test
    void escapesQuotesBackslashesAndControlCharacters() {
        assertEquals("\"a\\\"b\\\\c\"", JsonWriter.quote("a\"b\\c"));
        assertEquals("\"\\n\\r\\t\\b\\f\"", JsonWriter.quote("\n\r\t\b\f"));
        assertEquals("\"\\u0000\\u001f\\u007f\"", JsonWriter.quote("\u0000\u001f\u007f"));
        assertEquals("\"\\u2028\\u2029\"", JsonWriter.quote("\u2028\u2029"));
        assertEquals("\"/\"", JsonWriter.quote("/"));
        assertEquals("\"\"", JsonWriter.quote(""));
    }

    @Test
    void writesValidCharactersAsTheyAre() {
        assertEquals("\"é中\uD83D\uDE00\uFEFF\"", JsonWriter.quote("é中\uD83D\uDE00\uFEFF"));
    }

    @Test
    void escapesUnpairedSurrogatesSoTheyCanBeEncodedInUtf8() {
        assertEquals("\"\\ud800x\\udc00\"", JsonWriter.quote("\uD800x\uDC00"));
        assertEquals("\"\\udc00\\ud800\"", JsonWriter.quote("\uDC00\uD800"));
        assertEquals("\"a\\ud83d\"", JsonWriter.quote("a\uD83D"));
    }

    @Test
    void anyUtf16StringRoundTripsThroughUtf8() {
        qt().forAll(utf16Strings()).checkAssert(JsonWriterTest::assertRoundTrip);
    }

    @Test
    void anyCodePointStringRoundTripsThroughUtf8() {
        qt().forAll(strings().allPossible().ofLengthBetween(0, 40)).checkAssert(JsonWriterTest::assertRoundTrip);
    }

    @Test
    void textsMadeOfJsonSyntaxRoundTrip() {
        Gen<String> syntax = lists().of(integers().between(0, 11))
                .ofSizeBetween(0, 30)
                .map(indexes -> {
                    String alphabet = "\"\\/{}[]:,\r\nu";
                    StringBuilder out = new StringBuilder();
                    indexes.forEach(i -> out.append(alphabet.charAt(i)));
                    return out.toString();
                });
        qt().forAll(syntax).checkAssert(JsonWriterTest::assertRoundTrip);
    }

    private static void assertRoundTrip(String text) {
        String literal = JsonWriter.quote(text);
        // Written as UTF-8 and read back as the register file is.
        String onDisk = new String(literal.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
        assertEquals(literal, onDisk, "the literal must survive UTF-8 unchanged");
        assertTrue(onDisk.chars().noneMatch(c -> c < 0x20), "no raw control characters");
        try {
            assertEquals(text, JsonReader.read(onDisk));
        } catch (JsonSyntaxException e) {
            throw new AssertionError("unreadable literal " + literal, e);
        }
    }

    /** Arbitrary sequences of UTF-16 code units, biased towards the interesting ones. */
    private static Gen<String> utf16Strings() {
        Gen<Integer> unit = integers()
                .between(0, 0xFFFF)
                .mix(integers().between(0xD800, 0xDFFF), 30)
                .mix(integers().between(0, 0x7F), 30);
        return lists().of(unit).ofSizeBetween(0, 40).map(JsonWriterTest::toText);
    }

    private static String toText(List<Integer> units) {
        StringBuilder out = new StringBuilder(units.size());
        units.forEach(u -> out.append((char) u.intValue()));
        return out.toString();
    }
}
