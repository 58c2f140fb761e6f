package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.edl.examples.cli.EdlCli;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WriteSingleLineWorkloadTest {
    private static final SingleLineWorkload W8 = SingleLineWorkload.of("W8");

    @Test
    void theWrittenBatchEditsGiveTheExpectedFileThroughTheCli(@TempDir Path dir) throws Exception {
        assertEquals(0, run("W8", dir.toString()));

        String[] args = {
            "batch",
            "--root",
            dir.toString(),
            "--file",
            "constants.java",
            "--edits",
            dir.resolve("edits.json").toString(),
            "--no-whitespace",
            "--diff",
            "none"
        };
        assertEquals(0, cli(args));

        assertEquals(W8.expectedSha256(), Workloads.sha256(Files.readString(dir.resolve("constants.java"))));
        assertEquals(W8.expectedSha256() + "  constants.java\n", Files.readString(dir.resolve("expected.sha256")));
    }

    @Test
    void theWrittenScriptGivesTheExpectedFileThroughTheCli(@TempDir Path dir) throws Exception {
        assertEquals(0, run("W8", dir.toString()));

        String[] args = {
            "run",
            "--root",
            dir.toString(),
            "--diff",
            "none",
            dir.resolve("script.edl").toString()
        };
        assertEquals(0, cli(args));

        assertEquals(W8.expectedSha256(), Workloads.sha256(Files.readString(dir.resolve("constants.java"))));
    }

    @Test
    void editsJsonEscapesQuotesAndBackslashes() {
        SingleLineWorkload workload = new SingleLineWorkload(
                "t", 1, "a\"b\\c\n", java.util.List.of(new WorkloadEdit("l", "a\"b\\c", "x\ty")), "");

        assertEquals(
                "[\n  {\"label\": \"l\", \"search\": \"a\\\"b\\\\c\", \"replace\": \"x\\ty\"}\n]\n",
                WriteSingleLineWorkload.editsJson(workload));
    }

    @Test
    void badArgumentsExitWithTwo(@TempDir Path dir) {
        assertEquals(2, run("W9", dir.toString()));
        assertEquals(2, run("W8"));
    }

    private static int run(String... args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8);
        return WriteSingleLineWorkload.run(args, out, out);
    }

    private static int cli(String[] args) {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(sink, true, StandardCharsets.UTF_8);
        int status = EdlCli.execute(args, new ByteArrayInputStream(new byte[0]), out, out);
        assertEquals(0, status, sink.toString(StandardCharsets.UTF_8));
        return status;
    }
}
