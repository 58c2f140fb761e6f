package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.cli.CliProcess.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code edl find} and {@code edl search} as separate processes on a real directory tree. */
class EdlCliFindSearchTest {
    @TempDir
    Path workspace;

    private void write(String path, String text) throws Exception {
        Path file = workspace.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void findListsFilesByGlobAndAppliesGitignore() throws Exception {
        write("src/Main.java", "class Main {}\n");
        write("src/util/Text.java", "class Text {}\n");
        write("target/Gen.java", "class Gen {}\n");
        write(".gitignore", "target/\n");
        write("README.md", "# readme\n");

        Outcome found = CliProcess.run(workspace, "find", "*.java");
        assertEquals(0, found.exitCode(), found::toString);
        assertEquals(
                "2 files match *.java:\nsrc/Main.java\nsrc/util/Text.java\n"
                        + "(1 path excluded by .gitignore/.ignore not looked at; includeIgnored: true includes them.)\n",
                found.stdout());

        Outcome all = CliProcess.run(workspace, "find", "--include-ignored", "--path", "target", "*");
        assertEquals(0, all.exitCode(), all::toString);
        assertEquals("1 file matches * under target:\ntarget/Gen.java\n", all.stdout());

        Outcome none = CliProcess.run(workspace, "find", "*.py");
        assertEquals(1, none.exitCode(), none::toString);
        Outcome outside = CliProcess.run(workspace, "find", "--path", "..", "*");
        assertEquals(1, outside.exitCode(), outside::toString);
        assertTrue(outside.stdout().contains("outside the workspace"), outside::toString);
        Outcome badGlob = CliProcess.run(workspace, "find", "[a");
        assertEquals(2, badGlob.exitCode(), badGlob::toString);
        assertTrue(badGlob.stderr().contains("not a usable glob"), badGlob::toString);
    }

    @Test
    void searchShowsHitsWithVersionsAndExitsOneWithoutHits() throws Exception {
        write("a.txt", "alpha\nbeta\ngamma\n");
        write("b.md", "Beta release\n");
        Outcome hits = CliProcess.run(workspace, "search", "-i", "--glob", "*.txt", "-C", "1", "BETA");
        assertEquals(0, hits.exitCode(), hits::toString);
        assertTrue(
                hits.stdout()
                        .matches("a.txt \\(version [0-9a-f]{16}\\)\na.txt-1- alpha\na.txt:2: beta\na.txt-3- gamma\n"
                                + "1 hit in 1 file \\(1 file searched\\).\n"),
                hits::toString);
        Outcome regex = CliProcess.run(workspace, "search", "--regex", "^[ab]\\w+a$");
        assertEquals(0, regex.exitCode(), regex::toString);
        assertTrue(regex.stdout().contains("a.txt:1: alpha\na.txt:2: beta\n"), regex::toString);
        Outcome none = CliProcess.run(workspace, "search", "delta");
        assertEquals(1, none.exitCode(), none::toString);
        assertTrue(none.stdout().startsWith("No hits in 0 files (2 files searched)."), none::toString);
        Outcome badRegex = CliProcess.run(workspace, "search", "-E", "(");
        assertEquals(1, badRegex.exitCode(), badRegex::toString);
        assertTrue(badRegex.stdout().startsWith("Invalid regex"), badRegex::toString);
        Outcome badContext = CliProcess.run(workspace, "search", "-C", "99", "x");
        assertEquals(2, badContext.exitCode(), badContext::toString);
    }
}
