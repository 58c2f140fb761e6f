package dev.edl.internal.registers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The LLM-facing tool description shipped as {@code dev/edl/edl-description.md}. */
class DescriptionResourceTest {
    private static final Set<String> COMMAND_WORDS = Set.of(
            "file",
            "newfile",
            "select",
            "select_multiple",
            "narrow",
            "narrow_multiple",
            "retain_first",
            "retain_last",
            "retain_nth",
            "select_next",
            "select_prev",
            "extend_forward",
            "extend_back",
            "replace",
            "insert_before",
            "insert_after",
            "delete",
            "cut",
            "paste",
            "select_one");

    private static final Pattern HEREDOC_OPENER = Pattern.compile("<<'?([A-Za-z0-9_]+)'?\\s*$");

    private static String description() throws IOException {
        try (InputStream in = DescriptionResourceTest.class.getResourceAsStream("/dev/edl/edl-description.md")) {
            assertNotNull(in, "dev/edl/edl-description.md is not on the classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void mentionsEveryCommandWord() throws IOException {
        String text = description();
        for (String word : COMMAND_WORDS) {
            assertTrue(text.contains("`" + word + "`"), "command not described: " + word);
        }
    }

    @Test
    void teachesPatternsAndTheRetryWorkflow() throws IOException {
        String text = description();
        for (String needle : List.of(
                "_saved_",
                "replace _saved_1",
                "`bof`",
                "`eof`",
                "12:4",
                "java.util.regex",
                "line break",
                "start of the run",
                "not written",
                "UTF-8",
                "atomically",
                "workspace")) {
            assertTrue(text.contains(needle), "missing: " + needle);
        }
    }

    @Test
    void staysShort() throws IOException {
        long lines = description().lines().count();
        assertTrue(lines <= 250, "description has " + lines + " lines");
    }

    @Test
    void everyExampleScriptUsesOnlyCommandWordsAndClosesItsHeredocs() throws IOException {
        List<List<String>> scripts = scriptBlocks(description());
        assertTrue(scripts.size() >= 5, "expected the retry scripts and at least 3 examples, got " + scripts.size());
        for (List<String> script : scripts) {
            String delimiter = null;
            for (String line : script) {
                if (delimiter != null) {
                    if (line.equals(delimiter)) {
                        delimiter = null;
                    }
                    continue;
                }
                String word = line.strip().split("\\s+", 2)[0];
                assertTrue(COMMAND_WORDS.contains(word), "not a command: " + line + " in " + script);
                Matcher opener = HEREDOC_OPENER.matcher(line);
                if (opener.find()) {
                    delimiter = opener.group(1);
                }
            }
            assertEquals(null, delimiter, "unterminated heredoc in " + script);
        }
    }

    /** Fenced blocks whose first line starts with a command word. */
    private static List<List<String>> scriptBlocks(String markdown) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> current = null;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                if (current == null) {
                    current = new ArrayList<>();
                } else {
                    if (!current.isEmpty()
                            && COMMAND_WORDS.contains(current.get(0).split(" ", 2)[0])) {
                        blocks.add(current);
                    }
                    current = null;
                }
            } else if (current != null) {
                current.add(line);
            }
        }
        return blocks;
    }
}
