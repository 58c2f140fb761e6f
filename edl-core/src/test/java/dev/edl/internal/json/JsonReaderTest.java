package dev.edl.internal.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
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

    @Test
    void refusesContentAfterTheValueASecondValueAndDuplicateNames() {
        for (String json : List.of("[1] [2]", "[1][2]", "{} x", "{\"a\":1,\"a\":1}", "[{\"b\":{\"c\":1,\"c\":2}}]")) {
            assertThrows(JsonSyntaxException.class, () -> JsonReader.read(json), json);
        }
    }

    @Test
    void refusesDocumentsAndNumbersOverTheLimits() throws JsonSyntaxException {
        JsonSyntaxException tooLong = assertThrows(JsonSyntaxException.class, () -> JsonReader.read("[1, 2]", 5));
        assertEquals("document of 6 characters is longer than the limit of 5", tooLong.reason());
        assertTrue(JsonReader.read("[1, 2]", 6) instanceof List);

        String longest = "9".repeat(JsonReader.MAX_NUMBER_CHARS);
        assertEquals(new BigDecimal(longest), JsonReader.read(longest));
        JsonSyntaxException tooManyDigits =
                assertThrows(JsonSyntaxException.class, () -> JsonReader.read("[" + longest + "9]"));
        assertEquals("number longer than 1000 characters", tooManyDigits.reason());
        assertEquals(2, tooManyDigits.column());
    }

    /** Any text at all: a value or a JsonSyntaxException with a sane position, never anything else. */
    @Test
    void fuzzedTextsYieldAValueOrASyntaxErrorOnly() {
        qt().withExamples(3_000)
                .forAll(longs().all(), integers().between(0, 200))
                .checkAssert((seed, length) -> {
                    Random random = new Random(seed);
                    String text = random.nextBoolean() ? randomTokens(random, length) : mutate(random, json(random, 4));
                    readOrSyntaxError(text);
                });
    }

    /** Random bytes decoded as UTF-8 (replacement characters included), read with the tool-argument limits. */
    @Test
    void fuzzedBytesUnderToolLimitsYieldAValueOrASyntaxErrorOnly() {
        qt().withExamples(2_000)
                .forAll(longs().all(), integers().between(0, 300))
                .checkAssert((seed, length) -> {
                    Random random = new Random(seed);
                    byte[] bytes = new byte[length];
                    random.nextBytes(bytes);
                    if (random.nextBoolean()) {
                        // mostly structural bytes, so the reader gets past the first character
                        byte[] alphabet = "{}[]\",:0123456789.eE+-tfnrule\\u \nDd8".getBytes(StandardCharsets.UTF_8);
                        for (int i = 0; i < bytes.length; i++) {
                            bytes[i] = alphabet[Math.floorMod(bytes[i], alphabet.length)];
                        }
                    }
                    String text = new String(bytes, StandardCharsets.UTF_8);
                    try {
                        JsonReader.read(text, JsonReader.Limits.TOOL_ARGUMENTS);
                    } catch (JsonSyntaxException e) {
                        assertTrue(e.line() >= 1 && e.column() >= 1, e::getMessage);
                    } catch (RuntimeException | StackOverflowError e) {
                        throw new AssertionError("unexpected " + e + " for " + text, e);
                    }
                });
    }

    @Test
    void toolLimitsRefuseUnpairedSurrogatesAndDeepNesting() throws JsonSyntaxException {
        JsonReader.Limits tool = JsonReader.Limits.TOOL_ARGUMENTS;
        assertEquals("\uD83D\uDE00", JsonReader.read("\"\\ud83d\\ude00\"", tool));
        assertEquals("\uD83D\uDE00", JsonReader.read("\"\uD83D\uDE00\"", tool));
        for (String lone : List.of("\"\\udc00\"", "\"a\\ud83d\"", "\"\\ud83dx\"", "\"\uD83D\"", "{\"\\ud800\": 1}")) {
            JsonSyntaxException e = assertThrows(JsonSyntaxException.class, () -> JsonReader.read(lone, tool), lone);
            assertTrue(e.reason().contains("unpaired surrogate"), e::getMessage);
        }
        String deep = "[".repeat(65) + "]".repeat(65);
        assertEquals(
                "nesting deeper than 64 levels",
                assertThrows(JsonSyntaxException.class, () -> JsonReader.read(deep, tool))
                        .reason());
        assertTrue(
                JsonReader.read(deep, JsonReader.Limits.REGISTER_FILE) instanceof List,
                "the register file allows 256 levels");
        assertThrows(IllegalArgumentException.class, () -> new JsonReader.Limits(10, 0, true));
    }

    /** Valid JSON written from a random tree reads back to an equal tree. */
    @Test
    void validJsonRoundTrips() {
        qt().withExamples(2_000).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            Object tree = tree(random, 5);
            String json = write(tree, random);
            Object read;
            try {
                read = JsonReader.read(json);
            } catch (JsonSyntaxException e) {
                throw new AssertionError("valid JSON refused: " + json, e);
            }
            assertEquals(normalise(tree), normalise(read), json);
        });
    }

    private static void readOrSyntaxError(String text) {
        try {
            JsonReader.read(text);
        } catch (JsonSyntaxException e) {
            assertTrue(e.line() >= 1 && e.column() >= 1, e::getMessage);
            assertTrue(e.column() <= text.length() + 1, e::getMessage);
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError("undocumented " + e + " for " + text, e);
        }
    }

    private static final String[] TOKENS = {
        "{", "}", "[", "]", ":", ",", "\"", "\\", "\\u", "\\ud83d", "\\n", "true", "false", "null", "tru", "-", "0",
        "1", "9e", "1.5", "E+", ".", " ", "\n", "\t", "\u0000", "\u001f", "\ud83d", "\ude00", "é", "a", "\"k\":",
        "[[[[", "]]]]",
    };

    private static String randomTokens(Random random, int count) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append(TOKENS[random.nextInt(TOKENS.length)]);
        }
        return out.toString();
    }

    private static String mutate(Random random, String json) {
        StringBuilder out = new StringBuilder(json);
        int edits = 1 + random.nextInt(3);
        for (int i = 0; i < edits && out.length() > 0; i++) {
            int at = random.nextInt(out.length());
            switch (random.nextInt(3)) {
                case 0 -> out.deleteCharAt(at);
                case 1 -> out.insert(at, TOKENS[random.nextInt(TOKENS.length)]);
                default -> out.setCharAt(at, (char) random.nextInt(0x80));
            }
        }
        return out.toString();
    }

    private static String json(Random random, int depth) {
        return write(tree(random, depth), random);
    }

    private static Object tree(Random random, int depth) {
        int kind = random.nextInt(depth <= 0 ? 5 : 7);
        return switch (kind) {
            case 0 -> JsonNull.INSTANCE;
            case 1 -> random.nextBoolean();
            case 2 -> randomNumber(random);
            case 3, 4 -> randomString(random);
            case 5 -> {
                List<Object> items = new ArrayList<>();
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    items.add(tree(random, depth - 1));
                }
                yield items;
            }
            default -> {
                Map<String, Object> members = new LinkedHashMap<>();
                int n = random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    members.put(randomString(random), tree(random, depth - 1));
                }
                yield members;
            }
        };
    }

    private static BigDecimal randomNumber(Random random) {
        BigDecimal unscaled = BigDecimal.valueOf(random.nextLong());
        return unscaled.scaleByPowerOfTen(random.nextInt(41) - 20);
    }

    private static String randomString(Random random) {
        StringBuilder out = new StringBuilder();
        int n = random.nextInt(8);
        for (int i = 0; i < n; i++) {
            int cp = switch (random.nextInt(4)) {
                case 0 -> random.nextInt(0x20);
                case 1 -> 0x20 + random.nextInt(0x60);
                case 2 -> 0xA0 + random.nextInt(0xD000);
                default -> 0x10000 + random.nextInt(0x1000);
            };
            out.appendCodePoint(cp);
        }
        return out.toString();
    }

    /** Writes a tree as JSON, with random insignificant whitespace and random number spellings. */
    private static String write(Object value, Random random) {
        StringBuilder out = new StringBuilder();
        write(value, random, out);
        return out.toString();
    }

    private static void write(Object value, Random random, StringBuilder out) {
        space(random, out);
        if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                space(random, out);
                out.append(JsonWriter.quote((String) e.getKey()));
                space(random, out);
                out.append(':');
                write(e.getValue(), random, out);
            }
            space(random, out);
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                write(list.get(i), random, out);
            }
            space(random, out);
            out.append(']');
        } else if (value instanceof String text) {
            out.append(JsonWriter.quote(text));
        } else if (value instanceof BigDecimal number) {
            out.append(random.nextBoolean() ? number.toString() : number.toPlainString());
        } else if (value == JsonNull.INSTANCE) {
            out.append("null");
        } else {
            out.append(value);
        }
        space(random, out);
    }

    private static void space(Random random, StringBuilder out) {
        if (random.nextInt(4) == 0) {
            out.append(" \t\n\r".charAt(random.nextInt(4)));
        }
    }

    /** Numbers compare by value (1.0 equals 1). */
    private static Object normalise(Object value) {
        if (value instanceof BigDecimal number) {
            return number.signum() == 0 ? BigDecimal.ZERO : number.stripTrailingZeros();
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(item -> out.add(normalise(item)));
            return out;
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put(k, normalise(v)));
            return out;
        }
        return value;
    }
}
