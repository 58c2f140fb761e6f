package dev.edl.examples.cli;

import static dev.edl.examples.jobs.model.ModelServer.ollamaStream;
import static dev.edl.examples.jobs.model.ModelServer.openAiStream;
import static dev.edl.examples.jobs.model.ModelServer.openAiWhole;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.examples.jobs.model.ModelServer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code edl job}: the command line, exit codes, progress on standard error, --json, --dry-run. */
class JobCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String MAIN = "fn run(no_stream: bool) {\n    println!(\"running\");\n}\n";
    private static final String WRONG = "FILE: src/main.rs\nFIND:\nfn run(stream: bool) {\nREPLACE:\nfn run() {\nEND\n";
    private static final String RIGHT =
            "FILE: src/main.rs\nFIND:\nfn run(no_stream: bool) {\nREPLACE:\nfn run(no_stream: bool, verbose: bool) {\nEND\n";
    private static final String EDITED = "fn run(no_stream: bool, verbose: bool) {\n    println!(\"running\");\n}\n";

    @TempDir
    Path root;

    private ModelServer server;
    private Path jobFile;

    /** One in-process run. */
    record Run(int exitCode, String stdout, String stderr) {
        @Override
        public String toString() {
            return "exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
        }
    }

    @BeforeEach
    void setUp() throws IOException {
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/main.rs"), MAIN);
        jobFile = root.resolve("add-verbose.md");
        Files.writeString(jobFile, """
                ---
                mode: edit
                target_files:
                  - src/main.rs
                output_dir: src/
                output_file: main.rs
                ---
                # Add a verbose parameter

                run() takes a second parameter `verbose: bool`.
                """);
        server = ModelServer.start();
    }

    @AfterEach
    void tearDown() {
        server.close();
    }

    private Run edl(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = EdlCli.execute(
                args,
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private List<String> args(String api, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "job",
                "--root",
                root.toString(),
                "--api",
                api,
                "--base-url",
                server.baseUrl().toString(),
                "--model",
                "qwen2.5-coder:7b"));
        args.addAll(List.of(more));
        args.add(jobFile.toString());
        return args;
    }

    private String main() throws IOException {
        return Files.readString(root.resolve("src/main.rs"), StandardCharsets.UTF_8);
    }

    @Test
    void aVerifiedAttemptIsWrittenWithProgressOnStandardError() throws IOException {
        server.then(ollamaStream(WRONG), ollamaStream(RIGHT));
        Run run = edl(args("ollama", "--verify", "grep -q verbose src/main.rs").toArray(String[]::new));
        assertEquals(0, run.exitCode(), run::toString);
        assertEquals(EDITED, main());
        assertTrue(
                run.stderr().contains("1 target file(s), 0 context file(s); ollama qwen2.5-coder:7b at"),
                run::toString);
        assertTrue(run.stderr().contains("edl job: attempt 1/3: asking the model"), run::toString);
        assertTrue(run.stderr().contains("edl job: attempt 1/3: 0 of 1 edit applied"), run::toString);
        assertTrue(
                run.stderr().contains("  failed edit 1 (src/main.rs, FIND at response line 2): not found"),
                run::toString);
        assertTrue(run.stderr().contains("edl job: attempt 2/3: 1 of 1 edit applied"), run::toString);
        assertTrue(
                run.stderr().contains("edl job: attempt 2/3: verifying: grep -q verbose src/main.rs"), run::toString);
        assertTrue(run.stderr().contains("edl job: attempt 2/3: verify passed"), run::toString);
        assertTrue(run.stderr().contains("prompt 321 tokens, finish stop"), run::toString);
        assertEquals("Attempt 2 verified. Wrote 1 file: src/main.rs\n", run.stdout());
    }

    @Test
    void jsonReportsEveryAttempt() throws IOException {
        server.then(openAiStream(RIGHT.replace("verbose", "quiet")), openAiStream(RIGHT));
        Run run = edl(args("openai", "--verify", "grep -q verbose src/main.rs", "--json")
                .toArray(String[]::new));
        assertEquals(0, run.exitCode(), run::toString);
        JsonNode json = JSON.readTree(run.stdout());
        assertTrue(json.get("success").asBoolean());
        assertEquals("WRITTEN", json.get("outcome").asText());
        assertEquals("src/main.rs", json.get("written").get(0).asText());
        JsonNode first = json.get("attempts").get(0);
        assertFalse(first.get("passed").asBoolean());
        assertEquals(1, first.get("applied").asInt());
        assertFalse(first.get("verify").get("passed").asBoolean());
        assertEquals(1, first.get("verify").get("exitCode").asInt());
        assertEquals(321, first.get("promptTokens").asInt());
        assertTrue(json.get("attempts").get(1).get("verify").get("passed").asBoolean());
        assertTrue(json.get("diff").asText().contains("+fn run(no_stream: bool, verbose: bool) {"));
        assertEquals("/v1/chat/completions", server.requests().get(0).path());
    }

    @Test
    void aVerifyCommandThatDeletesTheTargetDoesNotBreakTheNextAttempt() throws IOException {
        // The first verify deletes the target from the scratch copy and fails; the second attempt
        // gets a fresh copy and is verified.
        server.then(ollamaStream(RIGHT.replace("verbose", "quiet")), ollamaStream(RIGHT));
        Run run = edl(args("ollama", "--verify", "grep -q verbose src/main.rs || { rm src/main.rs; exit 1; }", "--json")
                .toArray(String[]::new));
        assertEquals(0, run.exitCode(), run::toString);
        assertFalse(run.stderr().contains("Cannot prepare the verify copy"), run::toString);
        JsonNode json = JSON.readTree(run.stdout());
        assertEquals("WRITTEN", json.get("outcome").asText(), run::toString);
        assertEquals(2, json.get("attempts").size());
        assertEquals(EDITED, main());
    }

    @Test
    void jsonIsPrintedWhenTheJobStopsOnAnError() throws IOException {
        // The first verify removes the scratch directory itself: the next attempt cannot be verified.
        server.then(ollamaStream(RIGHT.replace("verbose", "quiet")), ollamaStream(RIGHT));
        Run run =
                edl(args("ollama", "--verify", "grep -q verbose src/main.rs || { rm -rf \"$PWD\"; exit 1; }", "--json")
                        .toArray(String[]::new));
        assertEquals(1, run.exitCode(), run::toString);
        JsonNode json = JSON.readTree(run.stdout());
        assertFalse(json.get("success").asBoolean(), run::toString);
        assertEquals("ERROR", json.get("outcome").asText(), run::toString);
        assertTrue(json.get("message").asText().startsWith("nothing written: "), run::toString);
        assertEquals(MAIN, main());
    }

    @Test
    void whenEveryAttemptFailsTheExitCodeIsOneAndNothingIsWritten() throws IOException {
        server.then(ollamaStream(WRONG), ollamaStream(WRONG));
        Run run = edl(args("ollama", "--max-attempts", "2").toArray(String[]::new));
        assertEquals(1, run.exitCode(), run::toString);
        assertEquals(MAIN, main());
        assertTrue(run.stdout().startsWith("Nothing written: none of 2 attempts applied cleanly"), run::toString);
    }

    @Test
    void dryRunPrintsTheDiffAndWritesNothing() throws IOException {
        server.then(ollamaStream(RIGHT));
        Run run = edl(args("ollama", "--dry-run").toArray(String[]::new));
        assertEquals(0, run.exitCode(), run::toString);
        assertEquals(MAIN, main());
        assertTrue(run.stdout().startsWith("Dry run: attempt 1 verified; would write src/main.rs\n"), run::toString);
        assertTrue(run.stdout().contains("+fn run(no_stream: bool, verbose: bool) {"), run::toString);
    }

    @Test
    void aStalledStreamEndsWithExitOne() throws IOException {
        server.then(server.stall("application/x-ndjson", List.of(ModelServer.ollamaChunk("FILE") + "\n")));
        Run run = edl(args("ollama", "--idle-timeout", "300ms").toArray(String[]::new));
        assertEquals(1, run.exitCode(), run::toString);
        assertTrue(run.stdout().contains("no data for 300 ms"), run::toString);
        assertEquals(MAIN, main());
    }

    @Test
    void aMalformedJobIsExitTwoWithTheFieldAndLine() throws IOException {
        Files.writeString(jobFile, "---\nmode: edit\ntarget: src/main.rs\n---\nx\n");
        Run run = edl(args("ollama").toArray(String[]::new));
        assertEquals(2, run.exitCode(), run::toString);
        assertTrue(run.stderr().contains(jobFile + ":3: target: unknown field"), run::toString);
        assertTrue(server.requests().isEmpty());
    }

    @Test
    void aMissingTargetIsExitTwo() throws IOException {
        Files.writeString(jobFile, "---\nmode: edit\ntarget_files: [src/gone.rs]\n---\nx\n");
        Run run = edl(args("ollama").toArray(String[]::new));
        assertEquals(2, run.exitCode(), run::toString);
        assertTrue(run.stderr().contains("target_files: Target file not found: src/gone.rs"), run::toString);
    }

    @Test
    void usageErrorsAreExitTwo() {
        Run noModel = edl("job", "--api", "ollama", "--base-url", "http://127.0.0.1:1", jobFile.toString());
        assertEquals(2, noModel.exitCode(), noModel::toString);
        assertTrue(noModel.stderr().contains("--model"), noModel::toString);
        Run badApi = edl(args("gemini").toArray(String[]::new));
        assertEquals(2, badApi.exitCode(), badApi::toString);
        Run unsetKey = edl(args("openai", "--api-key-env", "EDL_TEST_SURELY_UNSET_VARIABLE")
                .toArray(String[]::new));
        assertEquals(2, unsetKey.exitCode(), unsetKey::toString);
        assertTrue(unsetKey.stderr().contains("EDL_TEST_SURELY_UNSET_VARIABLE is not set"), unsetKey::toString);
        Run badTimeout = edl(args("ollama", "--idle-timeout", "soon").toArray(String[]::new));
        assertEquals(2, badTimeout.exitCode(), badTimeout::toString);
        Run missingJob = edl("job", "--api", "ollama", "--base-url", "http://x", "--model", "m", "nope.md");
        assertEquals(2, missingJob.exitCode(), missingJob::toString);
        assertTrue(server.requests().isEmpty());
    }

    @Test
    void aSeparateProcessSendsTheApiKeyFromTheEnvironment() throws Exception {
        server.then(openAiWhole(RIGHT));
        List<String> command = CliProcess.command();
        command.addAll(args("openai", "--api-key-env", "EDL_JOB_TEST_KEY", "--no-stream"));
        ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile());
        builder.environment().put("EDL_JOB_TEST_KEY", "sk-from-env");
        Path out = Files.createTempFile(root, "out", ".txt");
        Path err = Files.createTempFile(root, "err", ".txt");
        Process process =
                builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        process.getOutputStream().close();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "edl job did not finish");
        String stderr = Files.readString(err);
        assertEquals(0, process.exitValue(), () -> stderr);
        assertEquals(EDITED, main());
        assertEquals("Bearer sk-from-env", server.requests().get(0).header("Authorization"));
        assertFalse(server.requests().get(0).json().get("stream").asBoolean());
        assertFalse(stderr.contains("sk-from-env"), "the key is not printed");
    }
}
