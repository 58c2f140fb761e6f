package dev.edl.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.edl.examples.docs.MarkdownSnippets.Snippet;
import dev.edl.examples.docs.MarkdownSnippets.SnippetFormatException;
import dev.edl.examples.docs.MarkdownSnippets.Unit;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```java} block in README.md and docs/*.md compiles against edl and the frameworks it
 * supports, without deprecated API (the wrapping convention is in {@link MarkdownSnippets}).
 */
class DocSnippetsTest {
    @TempDir
    Path classes;

    /** The clone's root: the directory above this module holding README.md and docs/. */
    static Path projectRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("docs"))) {
                return dir;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException(
                "README.md and docs/ not found above " + Path.of("").toAbsolutePath());
    }

    /** README.md and every docs/*.md, sorted, as paths relative to the root. */
    static List<Path> markdownFiles(Path root) throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(Path.of("README.md"));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(path -> path.getFileName().toString().endsWith(".md"))
                    .sorted()
                    .forEach(path -> files.add(root.relativize(path)));
        }
        return files;
    }

    static List<Snippet> allSnippets() throws IOException, SnippetFormatException {
        Path root = projectRoot();
        List<Snippet> snippets = new ArrayList<>();
        for (Path file : markdownFiles(root)) {
            String source = file.toString().replace('\\', '/');
            snippets.addAll(
                    MarkdownSnippets.extract(source, Files.readString(root.resolve(file), StandardCharsets.UTF_8)));
        }
        return snippets;
    }

    static String testClassPath() {
        String surefire = System.getProperty("surefire.test.class.path");
        return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path", "");
    }

    @TestFactory
    Stream<DynamicTest> everyJavaSnippetCompilesWithoutDeprecatedApi() throws Exception {
        List<Snippet> snippets = allSnippets();
        List<Unit> units = new ArrayList<>();
        for (Snippet snippet : snippets) {
            if (snippet.skip() == null) {
                units.add(MarkdownSnippets.wrap(snippet, "snippets.s" + units.size()));
            }
        }
        assertTrue(units.size() >= 20, "the docs have at least 20 Java snippets; found " + units.size());
        Map<String, List<String>> problems = MarkdownSnippets.compile(units, testClassPath(), classes);
        List<String> stray = problems.getOrDefault("(compiler)", List.of());
        assertTrue(stray.isEmpty(), () -> String.join("\n", stray));
        return units.stream()
                .map(unit -> DynamicTest.dynamicTest(unit.snippet().where(), () -> {
                    List<String> found = problems.getOrDefault(unit.snippet().where(), List.of());
                    if (!found.isEmpty()) {
                        fail(String.join("\n", found) + "\n--- compiled as ---\n" + unit.text());
                    }
                }));
    }

    @Test
    void theJacksonBomNoteStandsNextToTheMcpAndSpringAiSnippets() throws Exception {
        Path agents = projectRoot().resolve("docs/agents.md");
        List<String> lines =
                Files.readString(agents, StandardCharsets.UTF_8).lines().toList();
        List<Snippet> snippets = MarkdownSnippets.extract("docs/agents.md", String.join("\n", lines));
        List<String> checked = new ArrayList<>();
        for (Snippet snippet : snippets) {
            String code = String.join("\n", snippet.code());
            if (!code.contains("EdlSpringAiTools") && !code.contains("EdlMcpServer")) {
                continue;
            }
            int after = snippet.line() + snippet.code().size();
            String next = String.join("\n", lines.subList(after, Math.min(lines.size(), after + 12)));
            assertTrue(
                    next.contains("tools.jackson:jackson-bom"),
                    () -> snippet.where() + ": no Jackson BOM note (tools.jackson:jackson-bom) in the 12 lines after"
                            + " the snippet");
            checked.add(snippet.where());
        }
        assertEquals(2, checked.size(), "the Spring AI and the in-process MCP snippets: " + checked);
    }

    @Test
    void noSnippetIsSkippedWithoutAReason() throws Exception {
        for (Snippet snippet : allSnippets()) {
            assertFalse(
                    "no reason given".equals(snippet.skip()),
                    () -> snippet.where() + ": a skipped snippet says why (<!-- snippet: skip <reason> -->)");
        }
    }
}
