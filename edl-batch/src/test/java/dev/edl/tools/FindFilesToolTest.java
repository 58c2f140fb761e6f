package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** find_files on real directory trees: globs, ignore files, links, binary files, bounded output. */
class FindFilesToolTest {
    @TempDir
    Path root;

    @TempDir
    Path elsewhere;

    private ToolResult find(Map<String, ?> arguments) {
        return EdlTools.builder(root).only("find_files").build().tools().get(0).call(arguments);
    }

    private void write(String path, String text) throws Exception {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void listsMatchesSortedAndAppliesNestedIgnoreFiles() throws Exception {
        write("src/B.java", "class B {}\n");
        write("src/A.java", "class A {}\n");
        write("src/gen/G.java", "class G {}\n");
        write("src/gen/Keep.java", "class Keep {}\n");
        write("src/gen/.gitignore", "*.java\n!Keep.java\n");
        write("build/Out.java", "class Out {}\n");
        write("Main.java", "class Main {}\n");
        write("notes.md", "# notes\n");
        write(".gitignore", "build/\n");
        write(".ignore", "Main.java\n");
        write(".git/HEAD.java", "not a source\n");

        ToolResult result = find(Map.of("patterns", List.of("*.java")));
        assertFalse(result.isError(), result::text);
        assertEquals(
                "3 files match *.java:\nsrc/A.java\nsrc/B.java\nsrc/gen/Keep.java\n"
                        + "(3 paths excluded by .gitignore/.ignore not looked at; includeIgnored: true includes them.)\n",
                result.text());

        ToolResult all = find(Map.of("patterns", List.of("*.java", "*.md"), "includeIgnored", true));
        assertEquals(
                "7 files match *.java, *.md:\nMain.java\nbuild/Out.java\nnotes.md\nsrc/A.java\nsrc/B.java\n"
                        + "src/gen/G.java\nsrc/gen/Keep.java\n",
                all.text());
    }

    @Test
    void aPathNarrowsTheSearchAndAnchorsTheGlobs() throws Exception {
        write("web/src/a.ts", "");
        write("web/src/deep/b.ts", "");
        write("src/c.ts", "");
        ToolResult result = find(Map.of("patterns", List.of("src/**/*.ts"), "path", "./web/"));
        assertEquals("2 files match src/**/*.ts under web:\nweb/src/a.ts\nweb/src/deep/b.ts\n", result.text());
        ToolResult none = find(Map.of("patterns", List.of("*.py")));
        assertEquals("No files match *.py.\n", none.text());
        assertFalse(none.isError());
    }

    @Test
    void linksLeadingOutsideAreNotFollowedAndBinaryFilesAreMarked() throws Exception {
        Files.writeString(elsewhere.resolve("secret.txt"), "secret\n");
        Files.createDirectories(elsewhere.resolve("dir"));
        Files.writeString(elsewhere.resolve("dir/inner.txt"), "inner\n");
        Files.createSymbolicLink(root.resolve("out.txt"), elsewhere.resolve("secret.txt"));
        Files.createSymbolicLink(root.resolve("outdir"), elsewhere.resolve("dir"));
        write("in.txt", "text\n");
        Files.createSymbolicLink(root.resolve("alias.txt"), root.resolve("in.txt"));
        Files.write(root.resolve("logo.txt"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 1, 2});
        Files.write(root.resolve("latin1.txt"), new byte[] {'c', 'a', 'f', (byte) 0xE9, '\n'});

        ToolResult result = find(Map.of("patterns", List.of("**")));
        assertEquals(
                "4 files match **:\nalias.txt\nin.txt\nlatin1.txt  [binary]\nlogo.txt  [binary]\n"
                        + "(2 symbolic links lead outside the workspace: not followed.)\n",
                result.text());
        ToolResult outside = find(Map.of("patterns", List.of("*"), "path", "outdir"));
        assertTrue(outside.isError());
        assertEquals("Path is outside the workspace: outdir\n", outside.text());
        ToolResult escape = find(Map.of("patterns", List.of("*"), "path", "../"));
        assertTrue(escape.isError(), escape::text);
    }

    @Test
    void aLongListIsCutWithAPlainNote() throws Exception {
        for (int i = 0; i < 300; i++) {
            write(String.format("dir/file-%03d-with-a-rather-long-name.txt", i), "");
        }
        ToolResult result = EdlTools.builder(root)
                .maxOutputChars(2000)
                .build()
                .tool("find_files")
                .orElseThrow()
                .call(Map.of("patterns", List.of("*.txt")));
        assertFalse(result.isError());
        assertTrue(result.text().length() <= 2000, () -> result.text().length() + "");
        assertTrue(result.text().startsWith("300 files match *.txt:\ndir/file-000-with-a-rather-long-name.txt\n"));
        assertTrue(
                result.text()
                        .matches("(?s).*\\[List cut: \\d+ of 300 files shown to stay within 2000 characters."
                                + " Narrow the patterns or give a path\\.]\n"),
                result::text);
    }

    @Test
    void argumentsAreCheckedStrictly() {
        assertEquals(
                "Invalid arguments: Missing required argument \"patterns\" (an array). Nothing was run.",
                find(Map.of()).text());
        assertEquals(
                "Invalid arguments: Argument \"patterns\" must be an array; got a string. Nothing was run.",
                find(Map.of("patterns", "*.java")).text());
        assertEquals(
                "Invalid arguments: Unknown argument \"pattern\" (did you mean \"patterns\"?). Allowed: patterns,"
                        + " path, includeIgnored. Nothing was run.",
                find(Map.of("pattern", List.of("*"))).text());
        assertEquals(
                "Invalid arguments: Argument \"patterns[1]\" is not a usable glob: unclosed [ in glob segment"
                        + " \"[a\". Nothing was run.",
                find(Map.of("patterns", List.of("*", "[a"))).text());
        assertTrue(find(Map.of("patterns", List.of("*"), "path", "missing")).isError());
    }

    @Test
    void isReadOnly() {
        EdlTool tool = EdlTools.builder(root).only("find_files").build().tools().get(0);
        assertTrue(tool.isReadOnly());
        assertFalse(tool.isDestructive());
        assertEquals("find_files", tool.name());
    }
}
