package dev.edl.examples.jobs;

import static dev.edl.examples.jobs.model.ModelServer.ollamaStream;
import static dev.edl.examples.jobs.model.ModelServer.ollamaWhole;
import static dev.edl.examples.jobs.model.ModelServer.openAiStream;
import static dev.edl.examples.jobs.model.ModelServer.openAiWhole;
import static dev.edl.examples.jobs.model.ModelServer.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.batch.EditAttempt;
import dev.edl.examples.jobs.model.ModelReply;
import dev.edl.examples.jobs.model.ModelServer;
import dev.edl.examples.jobs.model.ModelSettings;
import dev.edl.examples.jobs.model.OllamaClient;
import dev.edl.examples.jobs.model.OpenAiClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link JobRunner} end to end: a real model client against a loopback server speaking the wire
 * format, real files, a real verify command.
 */
class JobRunnerTest {
    static final String MAIN_RS = """
            #[derive(Parser)]
            enum Command {
                Run {
                    #[arg(long)]
                    no_stream: bool,
                },
            }

            fn run(no_stream: bool) {
                println!("running");
            }
            """;

    static final String EDITED_RS = """
            #[derive(Parser)]
            enum Command {
                Run {
                    #[arg(long)]
                    no_stream: bool,
                    #[arg(long)]
                    verbose: bool,
                },
            }

            fn run(no_stream: bool, verbose: bool) {
                println!("running");
            }
            """;

    /** Misquotes the file: the attribute line above no_stream is missing from FIND. */
    static final String WRONG_FIND = """
            I'll add the flag.

            FILE: src/main.rs
            FIND:
                Run {
                    no_stream: bool,
                },
            REPLACE:
                Run {
                    no_stream: bool,
                    #[arg(long)]
                    verbose: bool,
                },
            END
            """;

    /** Applies, but forgets run()'s parameter: the verify command fails. */
    static final String FLAG_ONLY = """
            FILE: src/main.rs
            FIND:
                    no_stream: bool,
                },
            REPLACE:
                    no_stream: bool,
                    #[arg(long)]
                    verbose: bool,
                },
            END
            """;

    static final String RIGHT = FLAG_ONLY + """
            FIND:
            fn run(no_stream: bool) {
            REPLACE:
            fn run(no_stream: bool, verbose: bool) {
            END
            """;

    static final String VERIFY = "grep -q 'fn run(no_stream: bool, verbose: bool)' src/main.rs"
            + " || { echo 'error[E0061]: run() takes 2 arguments but 1 was supplied'; exit 1; }";

    static final String INSTRUCTIONS = "Add a --verbose flag to the run command and pass it to run().";

    @TempDir
    Path root;

    private ModelServer server;
    private final List<String> diskAtRequest = Collections.synchronizedList(new ArrayList<>());

    @BeforeEach
    void setUp() throws IOException {
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/main.rs"), MAIN_RS);
        Files.writeString(root.resolve("src/lib.rs"), "pub mod commands;\n");
        server = ModelServer.start();
        server.onRequest(() -> diskAtRequest.add(read("src/main.rs")));
    }

    @AfterEach
    void tearDown() {
        server.close();
    }

    private String read(String path) {
        try {
            return Files.readString(root.resolve(path), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ModelSettings.Builder settings() {
        return ModelSettings.builder(server.baseUrl(), "qwen2.5-coder:7b")
                .idleTimeout(Duration.ofSeconds(20))
                .sleeper(duration -> {});
    }

    private static EditJob job(@Nullable String verify) {
        return new EditJob(
                "job.md", List.of("src/main.rs"), List.of("src/lib.rs"), null, null, verify, true, null, INSTRUCTIONS);
    }

    @Test
    void aFindThatDoesNotMatchIsRetriedAndTheRetryCarriesTheFeedbackAndTheOriginals() throws Exception {
        server.then(ollamaStream(WRONG_FIND), ollamaStream(RIGHT));
        List<String> events = new ArrayList<>();
        JobListener listener = new JobListener() {
            @Override
            public void attemptStarted(int attempt, int maxAttempts) {
                events.add("start " + attempt + "/" + maxAttempts);
            }

            @Override
            public void replied(int attempt, ModelReply reply) {
                events.add("reply " + attempt + " " + reply.streamedPieces() + " pieces");
            }

            @Override
            public void applied(int attempt, EditAttempt result) {
                events.add("applied " + attempt + " " + result.applied() + "/"
                        + result.edits().size());
            }
        };
        JobResult result = JobRunner.builder(root, new OllamaClient(settings().build()))
                .listener(listener)
                .build()
                .run(job(null));

        assertEquals(JobResult.Outcome.WRITTEN, result.outcome(), result.message());
        assertEquals(EDITED_RS, read("src/main.rs"));
        assertEquals(List.of("src/main.rs"), result.written());
        assertEquals(
                List.of(
                        "start 1/3",
                        "reply 1 " + ModelServer.pieces(WRONG_FIND).size() + " pieces",
                        "applied 1 0/1",
                        "start 2/3",
                        "reply 2 " + ModelServer.pieces(RIGHT).size() + " pieces",
                        "applied 2 2/2"),
                events);

        List<ModelServer.Request> requests = server.requests();
        assertEquals(2, requests.size());
        ModelServer.Request first = requests.get(0);
        assertEquals(2, first.messageCount());
        assertEquals("system", first.role(0));
        String prompt = first.message(1);
        assertTrue(prompt.contains("=== src/main.rs (target file, 11 lines;"), prompt);
        assertTrue(prompt.contains(" 9 | fn run(no_stream: bool) {"), prompt);
        assertTrue(prompt.contains("=== src/lib.rs (context file, read-only) ===\npub mod commands;\n"), prompt);
        assertTrue(prompt.endsWith("## Instructions\n\n" + INSTRUCTIONS + "\n"), prompt);

        ModelServer.Request retry = requests.get(1);
        assertEquals(4, retry.messageCount());
        assertEquals(prompt, retry.message(1), "the retry carries the original files unchanged");
        assertEquals("assistant", retry.role(2));
        assertEquals(WRONG_FIND, retry.message(2));
        assertEquals("user", retry.role(3));
        String feedback = retry.message(3);
        assertTrue(feedback.contains("none of them was kept: every file is unchanged"), feedback);
        assertTrue(feedback.contains("These edits failed"), feedback);
        assertTrue(
                feedback.contains("regenerate them from the files as they are now (this call changed nothing)"),
                feedback);
        assertEquals(List.of(MAIN_RS, MAIN_RS), diskAtRequest, "nothing is written before an attempt is verified");

        AttemptReport failed = result.attempts().get(0);
        assertFalse(failed.passed());
        assertEquals(1, failed.problems().size());
        assertNull(failed.verify());
    }

    @Test
    void anAttemptThatFailsVerifyIsNotWrittenAndTheRetryGetsTheOutputAndTheEdits() throws Exception {
        server.then(openAiStream(FLAG_ONLY), openAiStream(RIGHT));
        JobResult result = JobRunner.builder(
                        root, new OpenAiClient(settings().apiKey("k").build()))
                .build()
                .run(job(VERIFY));

        assertEquals(JobResult.Outcome.WRITTEN, result.outcome(), result.message());
        assertEquals(EDITED_RS, read("src/main.rs"));
        assertEquals(List.of(MAIN_RS, MAIN_RS), diskAtRequest, "the failed attempt never reached the disk");

        VerifyResult firstVerify = result.attempts().get(0).verify();
        assertNotNull(firstVerify);
        assertFalse(firstVerify.passed());
        assertEquals(1, firstVerify.exitCode());
        VerifyResult secondVerify = result.attempts().get(1).verify();
        assertNotNull(secondVerify);
        assertTrue(secondVerify.passed());

        ModelServer.Request retry = server.requests().get(1);
        assertEquals(server.requests().get(0).message(1), retry.message(1));
        assertTrue(retry.message(1).contains(" 9 | fn run(no_stream: bool) {"));
        assertEquals(FLAG_ONLY, retry.message(2));
        String feedback = retry.message(3);
        assertTrue(feedback.contains("the verify command failed, so none of them was kept"), feedback);
        assertTrue(feedback.contains("Verify command: " + VERIFY), feedback);
        assertTrue(feedback.contains("exit code 1"), feedback);
        assertTrue(feedback.contains("error[E0061]: run() takes 2 arguments but 1 was supplied"), feedback);
        assertTrue(feedback.contains("+        verbose: bool,"), feedback);
        assertTrue(feedback.contains("regenerate them from the ORIGINAL files"), feedback);
    }

    @Test
    void whenEveryAttemptFailsNothingIsWritten() throws Exception {
        server.then(ollamaWhole(WRONG_FIND), ollamaWhole(FLAG_ONLY));
        JobResult result = JobRunner.builder(
                        root, new OllamaClient(settings().stream(false).build()))
                .maxAttempts(2)
                .build()
                .run(job(VERIFY));
        assertEquals(JobResult.Outcome.ATTEMPTS_EXHAUSTED, result.outcome());
        assertFalse(result.isSuccess());
        assertTrue(result.message().startsWith("Nothing written: none of 2 attempts"), result.message());
        assertEquals(MAIN_RS, read("src/main.rs"));
        assertEquals(2, server.requests().size());
        assertTrue(result.written().isEmpty());
    }

    @Test
    void theJobsMaxAttemptsAppliesWhenTheRunnerSetsNone() throws Exception {
        server.then(openAiWhole(WRONG_FIND), openAiWhole(WRONG_FIND));
        EditJob job = new EditJob("job.md", List.of("src/main.rs"), List.of(), null, null, null, true, 1, INSTRUCTIONS);
        JobResult result = JobRunner.builder(
                        root, new OpenAiClient(settings().stream(false).build()))
                .build()
                .run(job);
        assertEquals(JobResult.Outcome.ATTEMPTS_EXHAUSTED, result.outcome());
        assertEquals(1, server.requests().size());
    }

    @Test
    void aDryRunVerifiesButWritesNothing() throws Exception {
        server.then(ollamaStream(RIGHT));
        JobResult result = JobRunner.builder(root, new OllamaClient(settings().build()))
                .dryRun(true)
                .build()
                .run(job(VERIFY));
        assertEquals(JobResult.Outcome.VERIFIED_DRY_RUN, result.outcome(), result.message());
        assertTrue(result.isSuccess());
        assertEquals(MAIN_RS, read("src/main.rs"));
        assertTrue(result.diff().contains("+fn run(no_stream: bool, verbose: bool) {"), result.diff());
        assertEquals("Dry run: attempt 1 verified; would write src/main.rs", result.message());
    }

    @Test
    void aStalledModelEndsTheRunWithNothingWritten() throws Exception {
        server.then(
                server.stall("application/x-ndjson", List.of(ModelServer.ollamaChunk("FILE: src/main.rs\n") + "\n")));
        JobResult result = JobRunner.builder(
                        root,
                        new OllamaClient(
                                settings().idleTimeout(Duration.ofMillis(300)).build()))
                .build()
                .run(job(null));
        assertEquals(JobResult.Outcome.MODEL_FAILED, result.outcome());
        assertTrue(result.message().contains("stalled"), result.message());
        assertEquals(MAIN_RS, read("src/main.rs"));
    }

    @Test
    void aServerErrorAfterTheRetriesEndsTheRun() throws Exception {
        server.then(status(500, "{\"error\":\"out of memory\"}"), status(500, "{\"error\":\"out of memory\"}"));
        JobResult result = JobRunner.builder(
                        root, new OllamaClient(settings().maxRetries(1).build()))
                .build()
                .run(job(null));
        assertEquals(JobResult.Outcome.MODEL_FAILED, result.outcome());
        assertTrue(result.message().contains("HTTP 500"), result.message());
        assertTrue(result.message().contains("out of memory"), result.message());
    }

    @Test
    void twoTargetsAreWrittenTogetherOrNotAtAll() throws Exception {
        Files.writeString(root.resolve("a.txt"), "alpha\n");
        Files.writeString(root.resolve("b.txt"), "beta\n");
        String answer =
                "FILE: a.txt\nFIND:\nalpha\nREPLACE:\nALPHA\nEND\nFILE: b.txt\nFIND:\nbeta\nREPLACE:\nBETA\nEND\n";
        EditJob job = new EditJob(
                "job.md", List.of("a.txt", "b.txt"), List.of(), null, null, null, true, null, "Upper-case.");

        server.then(ollamaStream(answer));
        JobResult written = JobRunner.builder(root, new OllamaClient(settings().build()))
                .build()
                .run(job);
        assertEquals(JobResult.Outcome.WRITTEN, written.outcome(), written.message());
        assertEquals(List.of("a.txt", "b.txt"), written.written());
        assertEquals("ALPHA\n", read("a.txt"));
        assertEquals("BETA\n", read("b.txt"));

        Files.writeString(root.resolve("a.txt"), "alpha\n");
        Files.writeString(root.resolve("b.txt"), "beta\n");
        server.onRequest(() -> {
            try {
                Files.writeString(root.resolve("b.txt"), "beta, edited by someone else\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        server.then(ollamaStream(answer));
        JobResult refused = JobRunner.builder(root, new OllamaClient(settings().build()))
                .build()
                .run(job);
        assertEquals(JobResult.Outcome.WRITE_FAILED, refused.outcome(), refused.message());
        assertTrue(refused.message().contains("changed on disk"), refused.message());
        assertEquals("alpha\n", read("a.txt"), "all or nothing: a.txt is not written either");
        assertEquals("beta, edited by someone else\n", read("b.txt"));
    }

    @Test
    void jobVerifyFalseTurnsOffTheRunnersCommand() throws Exception {
        server.then(ollamaStream(FLAG_ONLY));
        EditJob job =
                new EditJob("job.md", List.of("src/main.rs"), List.of(), null, null, null, false, null, INSTRUCTIONS);
        JobResult result = JobRunner.builder(root, new OllamaClient(settings().build()))
                .verify("exit 1")
                .build()
                .run(job);
        assertEquals(JobResult.Outcome.WRITTEN, result.outcome(), result.message());
        assertNull(result.attempts().get(0).verify());
    }

    @Test
    void theVerifyCommandSeesTheWholeWorkspaceWithTheAttemptButNotGit() throws Exception {
        Files.createDirectories(root.resolve(".git"));
        Files.writeString(root.resolve(".git/HEAD"), "ref: refs/heads/main\n");
        server.then(ollamaStream(RIGHT));
        JobResult result = JobRunner.builder(root, new OllamaClient(settings().build()))
                .verify("test -f src/lib.rs && test ! -e .git && grep -q 'verbose: bool)' src/main.rs && pwd")
                .build()
                .run(job(null));
        assertEquals(JobResult.Outcome.WRITTEN, result.outcome(), result.message());
        VerifyResult verify = result.attempts().get(0).verify();
        assertNotNull(verify);
        assertTrue(verify.passed(), verify.output());
    }

    @Test
    void aMissingTargetIsAJobError() {
        EditJob job = new EditJob("job.md", List.of("src/missing.rs"), List.of(), null, null, null, true, null, "x");
        JobFormatException e = assertThrows(
                JobFormatException.class,
                () -> JobRunner.builder(root, new OllamaClient(settings().build()))
                        .build()
                        .run(job));
        assertEquals("target_files", e.field());
        assertTrue(e.getMessage().contains("src/missing.rs"), e.getMessage());
        assertTrue(server.requests().isEmpty());
    }
}
