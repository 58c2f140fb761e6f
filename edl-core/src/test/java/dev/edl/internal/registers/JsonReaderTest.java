package dev.edl.internal.registers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsonReaderTest {

    @Test
    void readsEveryKindOfValue() throws JsonSyntaxException {
        Object value =
                JsonReader.read(" {\"s\":\"x\",\"n\":-1.5e2,\"t\":true,\"f\":false,\"z\":null,\"a\":[1,[],{}]} ");
        Map<?, ?> object = (Map<?, ?>) value;
        assertEquals("x", object.get("s"));
        assertEquals(0, new BigDecimal("-150").compareTo((BigDecimal) object.get("n")));
        assertEquals(true, object.get("t"));
        assertEquals(false, object.get("f"));
        assertEquals(JsonNull.INSTANCE, object.get("z"));
        assertEquals(List.of(new BigDecimal("1"), List.of(), Map.of()), object.get("a"));
        assertEquals(List.of("s", "n", "t", "f", "z", "a"), List.copyOf(object.keySet()));
    }

    @Test
    void decodesEveryEscape() throws JsonSyntaxException {
        assertEquals(
                "\"\\/\b\f\n\r\t\u00e9\uD83D\uDE00",
                JsonReader.read("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00E9\\ud83d\\ude00\""));
    }

    @Test
    void keepsAnEscapedLoneSurrogate() throws JsonSyntaxException {
        assertEquals("\uDC00", JsonReader.read("\"\\udc00\""));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "``|1|1|expected a JSON value, got end of file",
                "`{\"a\" 1}`|1|6|expected ':', got '1'",
                "`{\"a\":1,}`|1|8|expected '\"' to start a member name, got '}'",
                "`{\"a\":1 \"b\":2}`|1|8|expected ',' or '}', got '\"'",
                "`[1 2]`|1|4|expected ',' or ']', got '2'",
                "`{\"a\":1,\"a\":2}`|1|8|duplicate member name \"a\"",
                "`\"abc`|1|5|unterminated string",
                "`\"a\\qb\"`|1|3|invalid escape sequence \\q",
                "`\"\\u12G4\"`|1|6|expected 4 hexadecimal digits after \\u",
                "`01`|1|2|unexpected content after the JSON value",
                "`-`|1|2|expected a digit, got end of file",
                "`1.`|1|3|expected a digit after '.', got end of file",
                "`1e+`|1|4|expected a digit in the exponent, got end of file",
                "`tru`|1|1|expected a JSON value, got 't'",
                "`{}\n\n  x`|3|3|unexpected content after the JSON value",
                "`'a'`|1|1|expected a JSON value, got '''",
            })
    void reportsTheProblemWithItsPosition(String json, int line, int column, String reason) {
        JsonSyntaxException e = assertThrows(JsonSyntaxException.class, () -> JsonReader.read(json));
        assertEquals(reason, e.reason());
        assertEquals(line, e.line());
        assertEquals(column, e.column());
        assertEquals("line " + line + ", column " + column + ": " + reason, e.getMessage());
    }

    @Test
    void refusesRawControlCharactersInStrings() {
        JsonSyntaxException e = assertThrows(JsonSyntaxException.class, () -> JsonReader.read("\"a\tb\""));
        assertEquals("control character U+0009 must be escaped in a string", e.reason());
        assertEquals(3, e.column());
    }

    @Test
    void columnsCountFromOneAfterEachLineBreak() {
        JsonSyntaxException e = assertThrows(JsonSyntaxException.class, () -> JsonReader.read("{\n\"a\":\n  ]"));
        assertEquals(3, e.line());
        assertEquals(3, e.column());
    }

    @Test
    void refusesNestingDeeperThanTheLimitInsteadOfOverflowingTheStack() throws JsonSyntaxException {
        char[] deep = new char[JsonReader.MAX_DEPTH + 1];
        Arrays.fill(deep, '[');
        JsonSyntaxException e = assertThrows(JsonSyntaxException.class, () -> JsonReader.read(new String(deep)));
        assertEquals("nesting deeper than 256 levels", e.reason());

        String ok = "[".repeat(JsonReader.MAX_DEPTH) + "]".repeat(JsonReader.MAX_DEPTH);
        assertTrue(JsonReader.read(ok) instanceof List);
    }
}
