package dev.edl.examples.bench.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Expected texts are what CPython 3.11's {@code json.dumps} printed for the same value. */
class PythonJsonTest {
    private static final Map<String, Object> VALUE = PythonJson.object(
            "a",
            List.of(1, PythonJson.object("b", "x\"y\\z\n\t\r\b\f\u0001\u007f"), List.of()),
            "c",
            PythonJson.object(),
            "d",
            true,
            "e",
            PythonJson.NULL,
            "f",
            "caf\u00e9 \u2019 \uD83D\uDE00");

    @Test
    void compactAscii() {
        assertEquals(
                "{\"a\": [1, {\"b\": \"x\\\"y\\\\z\\n\\t\\r\\b\\f\\u0001\\u007f\"}, []], \"c\": {}, \"d\": true,"
                        + " \"e\": null, \"f\": \"caf\\u00e9 \\u2019 \\ud83d\\ude00\"}",
                PythonJson.compact(VALUE, true));
    }

    @Test
    void compactKeepsNonAsciiAsItIs() {
        assertEquals(
                "{\"a\": [1, {\"b\": \"x\\\"y\\\\z\\n\\t\\r\\b\\f\\u0001\u007F\"}, []], \"c\": {}, \"d\": true,"
                        + " \"e\": null, \"f\": \"caf\u00E9 \u2019 \uD83D\uDE00\"}",
                PythonJson.compact(VALUE, false));
        assertEquals(
                "{\"label\": \"Amber \u2019\", \"search\": \"a\\nb \", \"replace\": \"**x**\"}",
                PythonJson.compact(
                        PythonJson.object("label", "Amber \u2019", "search", "a\nb ", "replace", "**x**"), false));
    }

    @Test
    void indentTwo() {
        assertEquals(
                "{\n  \"a\": [\n    1,\n    {\n      \"b\": \"x\\\"y\\\\z\\n\\t\\r\\b\\f\\u0001\\u007f\"\n    },\n"
                        + "    []\n  ],\n  \"c\": {},\n  \"d\": true,\n  \"e\": null,\n"
                        + "  \"f\": \"caf\\u00e9 \\u2019 \\ud83d\\ude00\"\n}",
                PythonJson.indented(VALUE, 2, true));
    }

    @Test
    void indentOneWithoutAsciiEscapes() {
        assertEquals(
                "{\n \"a\": [\n  1,\n  {\n   \"b\": \"x\\\"y\\\\z\\n\\t\\r\\b\\f\\u0001\u007F\"\n  },\n  []\n ],\n"
                        + " \"c\": {},\n \"d\": true,\n \"e\": null,\n \"f\": \"caf\u00E9 \u2019 \uD83D\uDE00\"\n}",
                PythonJson.indented(VALUE, 1, false));
    }

    @Test
    void indentZeroStillBreaksLines() {
        assertEquals(
                "{\n\"a\": [\n1,\n{\n\"b\": \"x\\\"y\\\\z\\n\\t\\r\\b\\f\\u0001\\u007f\"\n},\n[]\n],\n\"c\": {},\n"
                        + "\"d\": true,\n\"e\": null,\n\"f\": \"caf\\u00e9 \\u2019 \\ud83d\\ude00\"\n}",
                PythonJson.indented(VALUE, 0, true));
    }

    @Test
    void longsAndEmptyContainers() {
        assertEquals(
                "[9007199254740993, [], {}]",
                PythonJson.compact(List.of(9007199254740993L, List.of(), Map.of()), true));
        assertEquals("[]", PythonJson.indented(List.of(), 2, true));
    }

    @Test
    void unsupportedValuesAreRejected() {
        IllegalArgumentException error =
                assertThrows(IllegalArgumentException.class, () -> PythonJson.compact(List.of(1.5), true));
        assertEquals("Unsupported JSON value: java.lang.Double", error.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PythonJson.object("odd"));
        assertThrows(IllegalArgumentException.class, () -> PythonJson.object(1, "x"));
        assertThrows(IllegalArgumentException.class, () -> PythonJson.indented(List.of(), -1, true));
    }
}
