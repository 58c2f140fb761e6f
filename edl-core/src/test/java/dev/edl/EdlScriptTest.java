package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

class EdlScriptTest {
    private static final Edl IN_MEMORY = Edl.builder().build();

    @TempDir
    Path root;

    /** Texts that are hard to write in EDL: delimiter-like lines, quotes, backticks, CR, no final line break. */
    private static Gen<String> hostileText() {
        return SourceDSL.lists()
                .of(Generate.pick(List.of(
                        "a",
                        "\n",
                        "\r",
                        "\r\n",
                        " ",
                        "\t",
                        "\"",
                        "\\",
                        "`",
                        "'",
                        "/",
                        "#",
                        "<<",
                        "EOF",
                        "EOF1",
                        "END",
                        "\nEOF\n",
                        "é",
                        "\u0000",
                        "\uD83D\uDE00",
                        "select",
                        "$",
                        ".*",
                        "(",
                        "[",
                        "\\Q",
                        "\\E",
                        "{2}",
                        "^")))
                .ofSizeBetween(0, 14)
                .map(parts -> String.join("", parts));
    }

    private static List<Command> withoutPositions(List<Command> commands) {
        return commands.stream().map(Command::withoutPosition).toList();
    }

    @Test
    void buildsTheScriptAnLlmWouldWrite() {
        EdlScript script = EdlScript.builder()
                .file("src/App.java")
                .select("    int count = 0;")
                .replace("    long count = 0;\n")
                .selectRegex("return \\w+;", "")
                .insertBefore("// done\n")
                .narrowText("return")
                .delete()
                .build();
        assertEquals(
                "file src/App.java\n"
                        + "select <<EOF\n    int count = 0;\nEOF\n"
                        + "replace <<EOF\n    long count = 0;\nEOF\n"
                        + "select /return \\w+;/\n"
                        + "insert_before <<EOF\n// done\nEOF\n"
                        + "narrow /return/\n"
                        + "delete\n",
                script.text());
        assertEquals(7, script.commands().size());
        assertEquals(new SourcePosition(2, 0), script.commands().get(1).position());
        assertEquals(withoutPositions(Edl.parse(script.text())), withoutPositions(script.commands()));
    }

    @Test
    void textWithoutAFinalLineBreakIsQuoted() {
        EdlScript script =
                EdlScript.builder().file("a").selectLine(1).replace("x \"y\"").build();
        assertEquals("file a\nselect 1\nreplace \"x \\\"y\\\"\"\n", script.text());
    }

    @Test
    void heredocDelimitersAvoidTheTextsLines() {
        EdlScript script = EdlScript.builder()
                .file("a")
                .selectLine(1)
                .replace("EOF\nEND\nEOF1\n")
                .build();
        assertEquals("file a\nselect 1\nreplace <<EOF2\nEOF\nEND\nEOF1\nEOF2\n", script.text());
    }

    @Test
    void runsABuiltScriptOnDisk() throws IOException {
        Files.writeString(root.resolve("App.java"), "class App {\n    int count = 0;\n}\n");
        EdlScript script = EdlScript.builder()
                .file("App.java")
                .select("    int count = 0;")
                .replace("    long count = 0;\n") // the whole-line match includes its line break
                .build();
        EdlResult result = Edl.builder().workspace(root).build().run(script);
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("class App {\n    long count = 0;\n}\n", Files.readString(root.resolve("App.java")));
    }

    @Test
    void selectedLinesMayEndWithTheirLineBreakLikeTheReplacement() throws IOException {
        Files.writeString(root.resolve("App.java"), "class App {\n    int count = 0;\n}\n");
        // Before: the final line break made the pattern end in an empty line, and nothing matched.
        EdlScript script = EdlScript.builder()
                .file("App.java")
                .select("    int count = 0;\n")
                .replace("    long count = 0;\n")
                .build();
        assertEquals(
                EdlScript.builder()
                        .file("App.java")
                        .select("    int count = 0;")
                        .replace("    long count = 0;\n")
                        .build()
                        .text(),
                script.text());
        EdlResult result = Edl.builder().workspace(root).build().run(script);
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("class App {\n    long count = 0;\n}\n", Files.readString(root.resolve("App.java")));
    }

    @Test
    void runsAParsedCommandList() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\ntwo\n");
        List<Command> commands = Edl.parse("file a.txt\nselect /two/\nreplace \"2\"\n");
        EdlResult result = Edl.builder().workspace(root).build().run(commands);
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("one\n2\n", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void theStaticRunTakesABuiltScript() {
        EdlScript script =
                EdlScript.builder().file("does-not-exist.txt").delete().build();
        EdlResult result = Edl.run(script, RegisterStore.inMemory());
        assertFalse(result.isSuccess());
        assertEquals(EditError.Kind.FILE, result.error().orElseThrow().kind());
    }

    @Test
    void misuseThrowsAtTheCall() {
        assertThrows(IllegalStateException.class, () -> EdlScript.builder().select("x"));
        assertThrows(IllegalStateException.class, () -> EdlScript.builder().replace("x"));
        assertThrows(IllegalStateException.class, () -> EdlScript.builder().delete());
        EdlScript.Builder builder = EdlScript.builder().file("a");
        assertThrows(IllegalArgumentException.class, () -> builder.select(""));
        assertThrows(IllegalArgumentException.class, () -> builder.selectText(""));
        assertThrows(IllegalArgumentException.class, () -> builder.selectRegex("(", ""));
        assertThrows(IllegalArgumentException.class, () -> builder.selectRegex("a", "x"));
        assertThrows(IllegalArgumentException.class, () -> builder.selectLine(0));
        assertThrows(IllegalArgumentException.class, () -> builder.selectLines(5, 3));
        assertThrows(IllegalArgumentException.class, () -> builder.cut("_saved_1"));
        assertThrows(IllegalArgumentException.class, () -> builder.paste("two words"));
        assertThrows(IllegalArgumentException.class, () -> EdlScript.builder().file(""));
        // Nothing of the refused calls was added.
        assertEquals("file a\n", builder.build().text());
    }

    @Test
    void ofAndParseGiveEqualScripts() {
        EdlScript parsed = EdlScript.parse("paste r\nfile a\nselect_one /x/\n");
        assertEquals("insert_after r\nfile a\nselect /x/\n", parsed.text());
        assertEquals(parsed, EdlScript.of(Edl.parse(parsed.text())));
        assertEquals(parsed.text(), EdlScript.print(parsed.commands()));
        assertThrows(EdlParseException.class, () -> EdlScript.parse("select /x"));
    }

    /** Any text, written by replace, ends up in the file exactly; printing then parsing keeps the commands. */
    @Test
    void anyTextIsInsertedExactly() {
        qt().withExamples(400).forAll(hostileText()).checkAssert(text -> {
            EdlScript script = EdlScript.builder()
                    .file("f.txt")
                    .selectText("<<HERE>>")
                    .replace(text)
                    .insertAfter(text)
                    .build();
            assertEquals(withoutPositions(Edl.parse(script.text())), withoutPositions(script.commands()));
            EdlResult result = IN_MEMORY.runInMemory(script.text(), Map.of("f.txt", "a<<HERE>>b"));
            assertTrue(result.isSuccess(), () -> result.formatted() + "\n" + script.text());
            assertEquals("a" + text + text + "b", result.files().get(0).after(), script::text);
        });
    }

    /** Any text can be found by selectText: it is escaped into a regex that matches it literally. */
    @Test
    void anyTextIsFoundLiterally() {
        qt().withExamples(400)
                .forAll(hostileText().map(t -> t.isEmpty() ? "x" : t))
                .checkAssert(text -> {
                    EdlScript script = EdlScript.builder()
                            .file("f.txt")
                            .selectText(text)
                            .replace("Z")
                            .build();
                    EdlResult result = IN_MEMORY.runInMemory(script.text(), Map.of("f.txt", "§" + text + "¶"));
                    assertTrue(result.isSuccess(), () -> result.formatted() + "\n" + script.text());
                    assertEquals("§Z¶", result.files().get(0).after(), script::text);
                });
    }

    /** Whole-line selections and heredoc texts round-trip for any text without CR. */
    @Test
    void wholeLineTextsRoundTrip() {
        qt().withExamples(300)
                .forAll(hostileText().map(t -> t.replace("\r", "")), hostileText())
                .checkAssert((lines, text) -> {
                    String selected = lines.isEmpty() || lines.equals("\n") ? "x" : lines;
                    EdlScript script = EdlScript.builder()
                            .newFile("n.txt")
                            .file("f.txt")
                            .select(selected)
                            .cut("r")
                            .file("n.txt")
                            .insertAfter(text + "\n")
                            .paste("r")
                            .build();
                    assertEquals(withoutPositions(Edl.parse(script.text())), withoutPositions(script.commands()));
                    assertEquals(script, EdlScript.of(script.commands()));
                });
    }
}
