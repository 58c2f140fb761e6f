package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ArgumentSchemaTest {
    private static final ArgumentSchema SCHEMA = ArgumentSchema.parse("""
            {
              "type": "object",
              "properties": {
                "path": {"type": "string"},
                "count": {"type": "integer", "minimum": 1},
                "ratio": {"type": "number", "minimum": 0, "maximum": 1},
                "dryRun": {"type": "boolean"},
                "edits": {
                  "type": "array",
                  "minItems": 1,
                  "items": {
                    "type": "object",
                    "properties": {"search": {"type": "string"}},
                    "required": ["search"],
                    "additionalProperties": false
                  }
                }
              },
              "required": ["path"],
              "additionalProperties": false
            }
            """);

    private static String refusal(Map<String, ?> arguments) {
        return String.valueOf(assertThrows(ToolArgumentException.class, () -> SCHEMA.check(arguments))
                .getMessage());
    }

    @Test
    void misspeltNamesAreRefusedWithTheAllowedOnes() {
        assertEquals(
                "Unknown argument \"dry_run\" (did you mean \"dryRun\"?). Allowed: path, count, ratio, dryRun, edits.",
                refusal(Map.of("path", "a", "dry_run", true)));
        assertEquals(
                "Unknown argument \"edits[0].serach\" (did you mean \"edits[0].search\"?). Allowed in edits[0]: search.",
                refusal(Map.of("path", "a", "edits", List.of(Map.of("search", "x", "serach", "y")))));
    }

    @Test
    void typesRangesAndRequiredArgumentsAreChecked() {
        assertEquals("Missing required argument \"path\" (a string).", refusal(Map.of()));
        assertEquals(
                "Argument \"dryRun\" must be true or false; got a string.",
                refusal(Map.of("path", "a", "dryRun", "true")));
        assertEquals(
                "Argument \"count\" must be an integer; got the number 1.5.",
                refusal(Map.of("path", "a", "count", 1.5)));
        assertEquals("Argument \"count\" must be at least 1; it is 0.", refusal(Map.of("path", "a", "count", 0)));
        assertEquals("Argument \"ratio\" must be at most 1; it is 2.", refusal(Map.of("path", "a", "ratio", 2)));
        assertEquals(
                "Argument \"edits\" needs at least 1 item(s); it has 0.",
                refusal(Map.of("path", "a", "edits", List.of())));
        assertEquals(
                "Argument \"edits[0]\" must be an object; got a string.",
                refusal(Map.of("path", "a", "edits", List.of("x"))));
    }

    @Test
    void validArgumentsPassAndNullMeansLeftOut() {
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("path", "a");
        arguments.put("count", new BigDecimal("3.0"));
        arguments.put("ratio", 0.5);
        arguments.put("dryRun", null);
        arguments.put("edits", List.of(Map.of("search", "x")));
        assertDoesNotThrow(() -> SCHEMA.check(arguments));
    }
}
