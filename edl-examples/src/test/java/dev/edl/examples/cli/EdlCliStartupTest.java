package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a short command loads: {@code edl run} and {@code edl lines} read no JSON library and no
 * MCP SDK class (start-up cost), checked in a child process with the JVM's class-load log.
 */
class EdlCliStartupTest {
    @TempDir
    Path workspace;

    private List<String> loadedClasses(String... args) throws Exception {
        Path log = workspace.resolve("classes.log");
        List<String> command = new ArrayList<>(CliProcess.command());
        command.add(1, "-Xlog:class+load=info:file=" + log);
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .directory(workspace.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        process.getOutputStream().close();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "edl did not finish");
        assertEquals(0, process.exitValue(), () -> String.join(" ", args));
        List<String> classes = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            String[] words = line.split(" ");
            if (words.length > 1) {
                classes.add(words[1]);
            }
        }
        Files.delete(log);
        return classes;
    }

    private static void assertNoHeavyClasses(List<String> classes) {
        assertTrue(classes.contains("dev.edl.examples.cli.EdlCli"), "the log lists the classes loaded");
        List<String> heavy = classes.stream()
                .filter(name -> name.startsWith("com.fasterxml.jackson") || name.startsWith("io.modelcontextprotocol"))
                .toList();
        assertEquals(List.of(), heavy);
    }

    @Test
    void runLoadsNeitherJacksonNorTheMcpSdk() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
        Files.writeString(workspace.resolve("e.edl"), "file a.txt\nselect /two/\nreplace \"2\"\n");
        List<String> classes = loadedClasses("run", "e.edl");
        assertNoHeavyClasses(classes);
        assertTrue(classes.contains("dev.edl.examples.cli.RunCommand"));
        assertEquals("one\n2\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void linesLoadsNeitherJacksonNorTheMcpSdk() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
        assertNoHeavyClasses(loadedClasses("lines", "--file", "a.txt", "--start", "2", "--content", "2"));
        assertEquals("one\n2\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void batchLoadsNeitherJacksonNorTheMcpSdk() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
        Files.writeString(workspace.resolve("e.json"), "[{\"search\": \"two\", \"replace\": \"2\", \"label\": null}]");
        List<String> classes = loadedClasses("batch", "--file", "a.txt", "--edits", "e.json");
        assertNoHeavyClasses(classes);
        assertTrue(classes.contains("dev.edl.examples.cli.BatchCommand"));
        assertEquals("one\n2\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void blocksLoadsNeitherJacksonNorTheMcpSdk() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
        Files.writeString(workspace.resolve("b.txt"), "FILE: a.txt\nFIND:\ntwo\nREPLACE:\n2\nEND\n");
        assertNoHeavyClasses(loadedClasses("blocks", "b.txt", "--commit"));
        assertEquals("one\n2\n", Files.readString(workspace.resolve("a.txt")));
    }
}
