package dev.edl.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.docs.MarkdownSnippets.Snippet;
import dev.edl.examples.docs.MarkdownSnippets.SnippetFormatException;
import dev.edl.examples.docs.MarkdownSnippets.Unit;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownSnippetsTest {
    static final String DOC = String.join(
            "\n",
            "# Title", // 1
            "", // 2
            "```java", // 3
            "import dev.edl.tools.EdlTools;", // 4
            "", // 5
            "EdlTools tools = EdlTools.of(root, registers);", // 6
            "```", // 7
            "", // 8
            "<!-- snippet: given import java.util.function.Supplier;", // 9
            "     Supplier<String> name; void reply(String text) {} -->", // 10
            "", // 11
            "```java", // 12
            "reply(name.get());", // 13
            "```", // 14
            "<!-- snippet: skip pseudo-code -->", // 15
            "```java", // 16
            "tools.each { ... }", // 17
            "```", // 18
            "  ```java", // 19
            "  record Pair(int a, int b) {}", // 20
            "  ```", // 21
            "```sh", // 22
            "mvn verify", // 23
            "```", // 24
            "");

    @TempDir
    Path classes;

    @Test
    void blocksAreFoundWithTheirFirstCodeLineTheirMarkerAndTheFenceIndentRemoved() throws Exception {
        List<Snippet> snippets = MarkdownSnippets.extract("doc.md", DOC);

        assertEquals(4, snippets.size());
        assertEquals("doc.md:4", snippets.get(0).where());
        assertEquals("", snippets.get(0).given());
        assertEquals("doc.md:13", snippets.get(1).where());
        assertEquals(
                "import java.util.function.Supplier;\n     Supplier<String> name; void reply(String text) {}",
                snippets.get(1).given());
        assertNull(snippets.get(1).skip());
        assertEquals("pseudo-code", snippets.get(2).skip());
        assertEquals(List.of("record Pair(int a, int b) {}"), snippets.get(3).code());
    }

    @Test
    void fragmentsCompileInAMethodWithTheGivenDeclarationsAndTypeDeclarationsStandAlone() throws Exception {
        List<Snippet> snippets = MarkdownSnippets.extract("doc.md", DOC);
        List<Unit> units = List.of(
                MarkdownSnippets.wrap(snippets.get(0), "t.s0"),
                MarkdownSnippets.wrap(snippets.get(1), "t.s1"),
                MarkdownSnippets.wrap(snippets.get(3), "t.s3"));

        Map<String, List<String>> problems = MarkdownSnippets.compile(units, DocSnippetsTest.testClassPath(), classes);

        assertEquals(Map.of("doc.md:4", List.of(), "doc.md:13", List.of(), "doc.md:20", List.of()), problems);
        assertTrue(units.get(0).text().contains("    void snippet() throws Exception {\nEdlTools tools"));
        assertEquals("Pair", units.get(2).typeName());
    }

    @Test
    void anErrorPointsAtTheMarkdownFileAndLine() throws Exception {
        String doc = "Intro\n\n```java\nString a = \"x\";\nint b = a;\n```\n";
        Unit unit =
                MarkdownSnippets.wrap(MarkdownSnippets.extract("docs/x.md", doc).get(0), "t.e");

        List<String> problems = MarkdownSnippets.compile(List.of(unit), DocSnippetsTest.testClassPath(), classes)
                .getOrDefault("docs/x.md:4", List.of());

        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).startsWith("docs/x.md:5: error: incompatible types"), problems.get(0));
    }

    @Test
    void deprecatedApiIsReportedAtItsLine() throws Exception {
        String doc = "```java\n\nInteger boxed = new Integer(3);\n```\n";
        Unit unit =
                MarkdownSnippets.wrap(MarkdownSnippets.extract("README.md", doc).get(0), "t.d");

        List<String> problems = MarkdownSnippets.compile(List.of(unit), DocSnippetsTest.testClassPath(), classes)
                .getOrDefault("README.md:2", List.of());

        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).startsWith("README.md:3: warning: "), problems.get(0));
        assertTrue(problems.get(0).contains("deprecated"), problems.get(0));
    }

    @Test
    void anUnclosedBlockOrAnUnknownMarkerIsRefusedWithItsLine() {
        SnippetFormatException unclosed = assertThrows(
                SnippetFormatException.class, () -> MarkdownSnippets.extract("docs/a.md", "a\n```java\nint x;\n"));
        assertEquals("docs/a.md:2: the ```java block is never closed", unclosed.getMessage());

        SnippetFormatException unknown = assertThrows(
                SnippetFormatException.class,
                () -> MarkdownSnippets.extract("docs/b.md", "<!-- snippet: ignore -->\n```java\nint x;\n```\n"));
        assertTrue(String.valueOf(unknown.getMessage()).startsWith("docs/b.md:2: unknown snippet marker"));
    }
}
