package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
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

    /** A random script: a file or newfile, then searches of every kind and mutations with hostile texts. */
    private static Gen<EdlScript> scripts() {
        Gen<UnaryOperator<EdlScript.Builder>> step = Generate.pick(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9))
                .zip(hostileText(), SourceDSL.integers().between(1, 40), (kind, text, n) -> builder -> {
                    String nonEmpty = text.isEmpty() || text.equals("\n") ? "x" : text;
                    return switch (kind) {
                        case 0 -> builder.file("f" + n + ".txt");
                        case 1 -> builder.select(nonEmpty.replace("\r", "") + "x");
                        case 2 -> builder.narrowText(nonEmpty);
                        case 3 -> builder.selectLines(n, n + 3);
                        case 4 -> builder.narrowLine(n);
                        case 5 -> builder.selectMultiple(Selector.text(nonEmpty));
                        case 6 -> builder.replace(text);
                        case 7 -> builder.insertBefore(text + "\n");
                        case 8 -> builder.cut("r" + n);
                        default -> builder.extendForward(Selector.regex("[a-z]+", "i"));
                    };
                });
        return SourceDSL.lists().of(step).ofSizeBetween(0, 8).map(steps -> {
            EdlScript.Builder builder = EdlScript.builder().file("start.txt");
            for (UnaryOperator<EdlScript.Builder> s : steps) {
                builder = s.apply(builder);
            }
            return builder.build();
        });
    }

    /** Issue 31: toBuilder() holds the script's commands; building it again gives an equal script. */
    @Test
    void toBuilderRoundTrips() {
        qt().withExamples(300).forAll(scripts()).checkAssert(script -> {
            EdlScript again = script.toBuilder().build();
            assertEquals(script, again);
            assertEquals(script.commands(), again.commands());
        });
        EdlScript parsed = EdlScript.parse("paste r\nfile a\n");
        assertEquals(parsed, parsed.toBuilder().build());
    }

    @Test
    void toBuilderContinuesTheScriptWithoutChangingIt() {
        EdlScript script = EdlScript.builder().file("a.txt").selectLine(1).build();
        EdlScript longer = script.toBuilder().delete().build();
        assertEquals("file a.txt\nselect 1\n", script.text());
        assertEquals("file a.txt\nselect 1\ndelete\n", longer.text());
        // A script without a file gives a builder that still wants one first.
        EdlScript noFile = EdlScript.parse("insert_after r\n");
        assertThrows(IllegalStateException.class, () -> noFile.toBuilder().delete());
        assertEquals(
                "insert_after r\nfile b\ndelete\n",
                noFile.toBuilder().file("b").delete().build().text());
    }

    /** Issue 31: add(EdlScript) appends another script's commands; its text follows this one's. */
    @Test
    void addAppendsAnotherScript() {
        qt().withExamples(200).forAll(scripts(), scripts()).checkAssert((first, second) -> {
            EdlScript both = first.toBuilder().add(second).build();
            assertEquals(first.text() + second.text(), both.text());
            assertEquals(withoutPositions(Edl.parse(both.text())), withoutPositions(both.commands()));
        });
    }

    @Test
    void addChecksTheOrderAsCommandDoes() throws IOException {
        EdlScript tail = EdlScript.builder().file("a.txt").selectLine(1).build().toBuilder()
                .build();
        EdlScript selectionOnly = EdlScript.of(List.of(tail.commands().get(1)));
        EdlScript.Builder empty = EdlScript.builder();
        assertThrows(IllegalStateException.class, () -> empty.add(selectionOnly));
        assertEquals("", empty.build().text(), "nothing was added");
        Files.writeString(root.resolve("a.txt"), "one\ntwo\n");
        EdlScript script = EdlScript.builder()
                .file("a.txt")
                .add(selectionOnly)
                .replace("1")
                .add(EdlScript.builder()
                        .file("a.txt")
                        .selectLine(2)
                        .replace("2")
                        .build())
                .build();
        assertEquals("file a.txt\nselect 1\nreplace \"1\"\nfile a.txt\nselect 2\nreplace \"2\"\n", script.text());
        EdlResult result = Edl.builder().workspace(root).build().run(script);
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("1\n2\n", Files.readString(root.resolve("a.txt")));
    }

    /**
     * Issue 31: the select and narrow families are symmetric: every {@code selectX} that picks a
     * match has a {@code narrowX} with the same parameters, and the other way round.
     */
    @Test
    void selectAndNarrowTakeTheSameSelectorKinds() {
        Map<String, Set<String>> select = searchMethods("select");
        Map<String, Set<String>> narrow = searchMethods("narrow");
        // select_next/select_prev step from the single range; they have no narrow form.
        select.remove("Next");
        select.remove("Prev");
        assertEquals(select, narrow);
        assertTrue(
                select.keySet().containsAll(Set.of("", "Text", "Regex", "Line", "Lines", "Multiple")),
                select::toString);
    }

    /** Suffix after the prefix → parameter lists, of the builder's public methods. */
    private static Map<String, Set<String>> searchMethods(String prefix) {
        Map<String, Set<String>> found = new TreeMap<>();
        for (Method method : EdlScript.Builder.class.getDeclaredMethods()) {
            if (Modifier.isPublic(method.getModifiers()) && method.getName().startsWith(prefix)) {
                found.computeIfAbsent(method.getName().substring(prefix.length()), k -> new TreeSet<>())
                        .add(List.of(method.getParameterTypes()).toString());
            }
        }
        return found;
    }

    /**
     * Issue 31: for the same arguments, select and narrow give the same selector as the Selector
     * factory (or throw the same exception): one path makes each kind.
     */
    @Test
    void selectAndNarrowMakeTheSameSelectorAsTheFactories() {
        Gen<String> regexes = Generate.pick(List.of("a+", "(", "a/b", "a\\/b", "x\ny", "[a-z]", "\\", "é"));
        Gen<String> flags = Generate.pick(List.of("", "i", "gimsu", "x", "I"));
        Gen<List<Integer>> lineNumbers =
                SourceDSL.lists().of(SourceDSL.integers().between(-2, 6)).ofSize(2);
        qt().withExamples(300)
                .forAll(hostileText(), regexes, flags, lineNumbers)
                .checkAssert((text, regex, flag, numbers) -> {
                    int from = numbers.get(0);
                    int to = numbers.get(1);
                    Object lines = outcome(() -> Selector.lines(text));
                    assertEquals(lines, searched(b -> b.select(text)));
                    assertEquals(lines, searched(b -> b.narrow(text)));
                    Object literal = outcome(() -> Selector.text(text));
                    assertEquals(literal, searched(b -> b.selectText(text)));
                    assertEquals(literal, searched(b -> b.narrowText(text)));
                    Object pattern = outcome(() -> Selector.regex(regex, flag));
                    assertEquals(pattern, searched(b -> b.selectRegex(regex, flag)));
                    assertEquals(pattern, searched(b -> b.narrowRegex(regex, flag)));
                    Object line = outcome(() -> Selector.line(from));
                    assertEquals(line, searched(b -> b.selectLine(from)));
                    assertEquals(line, searched(b -> b.narrowLine(from)));
                    Object range = outcome(() -> Selector.lines(from, to));
                    assertEquals(range, searched(b -> b.selectLines(from, to)));
                    assertEquals(range, searched(b -> b.narrowLines(from, to)));
                });
    }

    /** The selector of the one search the step adds after {@code file a.txt}, or the exception's class. */
    private static Object searched(UnaryOperator<EdlScript.Builder> step) {
        return outcome(() -> {
            EdlScript script = step.apply(EdlScript.builder().file("a.txt")).build();
            assertEquals(2, script.commands().size(), script::text);
            return ((Command.Search) script.commands().get(1)).selector();
        });
    }

    private static Object outcome(java.util.function.Supplier<Selector> make) {
        try {
            return make.get();
        } catch (RuntimeException e) {
            return e.getClass();
        }
    }

    @Test
    void narrowTakesLinesLikeSelect() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\nb\nc\nd\n");
        EdlScript script = EdlScript.builder()
                .file("a.txt")
                .selectLines(2, 4)
                .narrowLines(3, 4)
                .narrowLine(4)
                .replace("D")
                .build();
        assertEquals("file a.txt\nselect 2-4\nnarrow 3-4\nnarrow 4\nreplace \"D\"\n", script.text());
        EdlResult result = Edl.builder().workspace(root).build().run(script);
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("a\nb\nc\nD\n", Files.readString(root.resolve("a.txt")));
    }
}
