package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** search_text on real files: hits, versions for a guarded edit, skips, context, the regex budget. */
class SearchTextToolTest {
    @TempDir
    Path root;

    private EdlTools tools = EdlTools.of(Path.of(""), RegisterStore.inMemory());

    @org.junit.jupiter.api.BeforeEach
    void tools() {
        tools = EdlTools.of(root, RegisterStore.inMemory());
    }

    private ToolResult search(Map<String, ?> arguments) {
        return tools.tool("search_text").orElseThrow().call(arguments);
    }

    private void write(String path, String text) throws Exception {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void hitsCarryTheVersionThatGuardsTheNextEdit() throws Exception {
        write("src/a.py", "import os\n\ndef main():\n    print('hi')  # TODO greet\n");
        write("src/b.py", "x = 1\n");
        write("README.md", "TODO: docs\n");
        ToolResult result = search(Map.of("pattern", "TODO"));
        assertFalse(result.isError(), result::text);
        Matcher version =
                Pattern.compile("src/a.py \\(version ([0-9a-f]{16})\\)").matcher(result.text());
        assertTrue(version.find(), result::text);
        String token = version.group(1);
        assertEquals(
                "README.md (version " + readVersion("README.md") + ")\nREADME.md:1: TODO: docs\n"
                        + "src/a.py (version " + token + ")\nsrc/a.py:4:     print('hi')  # TODO greet\n"
                        + "2 hits in 2 files (3 files searched).\n",
                result.text());
        assertEquals(readVersion("src/a.py"), token, "the same token read_lines shows");

        ToolResult edit = tools.tool("write_from_line")
                .orElseThrow()
                .call(Map.of(
                        "path",
                        "src/a.py",
                        "startLine",
                        4,
                        "endLine",
                        4,
                        "content",
                        "    print('hello')\n",
                        "expectedVersion",
                        token));
        assertFalse(edit.isError(), edit::text);
        assertEquals("import os\n\ndef main():\n    print('hello')\n", Files.readString(root.resolve("src/a.py")));
    }

    private String readVersion(String path) {
        Matcher matcher = Pattern.compile("version: ([0-9a-f]{16})")
                .matcher(tools.tool("read_lines")
                        .orElseThrow()
                        .call(Map.of("path", path))
                        .text());
        assertTrue(matcher.find());
        return matcher.group(1);
    }

    @Test
    void regexIgnoreCaseGlobsAndContext() throws Exception {
        write("a.py", "one\ndef alpha():\ntwo\nthree\nfour\nfive\nDEF beta():\nsix\n");
        write("a.txt", "def alpha():\n");
        ToolResult result = search(Map.of(
                "pattern", "def \\w+\\(", "regex", true, "ignoreCase", true, "globs", List.of("*.py"), "context", 1));
        assertFalse(result.isError(), result::text);
        assertTrue(
                result.text()
                        .matches("a.py \\(version [0-9a-f]{16}\\)\n"
                                + "a.py-1- one\na.py:2: def alpha\\(\\):\na.py-3- two\n--\n"
                                + "a.py-6- five\na.py:7: DEF beta\\(\\):\na.py-8- six\n"
                                + "2 hits in 1 file \\(1 file searched\\).\n"),
                result::text);
        ToolResult near = search(Map.of("pattern", "t", "path", "a.py", "context", 2));
        assertTrue(
                near.text()
                        .contains("a.py-1- one\na.py-2- def alpha():\na.py:3: two\na.py:4: three\n"
                                + "a.py-5- four\na.py-6- five\na.py:7: DEF beta():\na.py-8- six\n3 hits in 1 file"),
                near::text);
        ToolResult literal = search(Map.of("pattern", "alpha()"));
        assertTrue(literal.text().contains("2 hits in 2 files"), literal::text);
    }

    @Test
    void skipsBinaryNonUtf8AndIgnoredFilesAndSaysHowMany() throws Exception {
        write("a.txt", "needle\n");
        Files.write(root.resolve("b.bin"), new byte[] {'n', 'e', 'e', 'd', 'l', 'e', 0});
        Files.write(root.resolve("c.txt"), new byte[] {'n', 'e', 'e', 'd', 'l', 'e', (byte) 0xE9, '\n'});
        write("out/d.txt", "needle\n");
        write(".gitignore", "out/\n");
        ToolResult result = search(Map.of("pattern", "needle"));
        assertTrue(
                result.text()
                        .endsWith(
                                "a.txt:1: needle\n1 hit in 1 file (2 files searched; skipped 2 binary or non-UTF-8).\n"
                                        + "(1 path excluded by .gitignore/.ignore not looked at; includeIgnored: true includes"
                                        + " them.)\n"),
                result::text);
        ToolResult all = search(Map.of("pattern", "needle", "includeIgnored", true));
        assertTrue(all.text().contains("out/d.txt:1: needle\n"), all::text);
        assertTrue(all.text().contains("2 hits in 2 files"), all::text);
    }

    @Test
    void aCatastrophicRegexStopsWithinTheBudget() throws Exception {
        write("a.txt", "a".repeat(40) + "\n");
        ToolResult result = search(Map.of("pattern", "((a+)+)+b", "regex", true));
        assertTrue(result.isError(), result::text);
        assertTrue(result.text().contains("Regex /((a+)+)+b/ timed out in a.txt"), result::text);
        assertTrue(result.text().contains("Simplify the pattern"), result::text);
    }

    @Test
    void outputIsBoundedAndLongLinesAreShortened() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 500; i++) {
            text.append("needle number ").append(i).append('\n');
        }
        write("many.txt", text.toString());
        write("wide.txt", "x".repeat(1000) + "needle" + "\n");
        EdlTool tool = EdlTools.builder(root)
                .maxOutputChars(3000)
                .build()
                .tool("search_text")
                .orElseThrow();
        ToolResult result = tool.call(Map.of("pattern", "needle"));
        assertFalse(result.isError());
        assertTrue(result.text().length() <= 3000, () -> "" + result.text().length());
        assertTrue(result.text().contains("[Output cut after "), result::text);
        assertTrue(result.text().contains("Narrow the pattern, path or globs.]"), result::text);
        ToolResult wide = tool.call(Map.of("pattern", "needle", "path", "wide.txt"));
        assertTrue(
                wide.text()
                        .contains("wide.txt:1: " + "x".repeat(SearchTextTool.MAX_LINE_CHARS)
                                + " … (706 more characters)\n"),
                wide::text);
    }

    @Test
    void badArgumentsAreRefusedWithReasons() {
        assertEquals(
                "Invalid arguments: Argument \"pattern\" is empty; give the text to find. Nothing was run.",
                search(Map.of("pattern", "")).text());
        assertTrue(search(Map.of("pattern", "a\nb")).text().contains("spans lines"));
        assertTrue(search(Map.of("pattern", "(", "regex", true)).text().startsWith("Invalid regex: "));
        assertEquals(
                "Invalid arguments: Argument \"context\" must be at most 20; it is 50. Nothing was run.",
                search(Map.of("pattern", "x", "context", 50)).text());
        assertTrue(search(Map.of("pattern", "x", "glob", List.of("*"))).text().contains("did you mean \"globs\""));
        assertTrue(search(Map.of("pattern", "x", "path", "../x")).isError());
        assertTrue(tools.tool("search_text").orElseThrow().isReadOnly());
    }
}
