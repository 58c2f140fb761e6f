package dev.edl.examples.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.edl.examples.jobs.AttemptReport;
import dev.edl.examples.jobs.EditJob;
import dev.edl.examples.jobs.JobFile;
import dev.edl.examples.jobs.JobFormatException;
import dev.edl.examples.jobs.JobResult;
import dev.edl.examples.jobs.JobRunner;
import dev.edl.examples.jobs.VerifyResult;
import dev.edl.examples.jobs.model.ModelClient;
import dev.edl.examples.jobs.model.ModelReply;
import dev.edl.examples.jobs.model.ModelSettings;
import dev.edl.examples.jobs.model.OllamaClient;
import dev.edl.examples.jobs.model.OpenAiClient;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code edl job}: runs an edit-mode job file against a model server. */
@Command(
        name = "job",
        description = {
            "Run an edit-mode job against an Ollama or OpenAI-compatible server.",
            "A job file has YAML front matter (mode: edit, target_files) and Markdown instructions.",
            "The model's FILE/FIND/REPLACE/END blocks are applied to the original files in memory;"
                    + " the verify command runs in a copy of the workspace; failures go back to the model,"
                    + " which sends the complete corrected set.",
            "Only a verified attempt is written, all target files or none. Progress goes to standard error."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:a verified attempt was written (or found, with --dry-run).",
            "1:every attempt failed or the model could not be reached; nothing written.",
            "2:usage or job file error."
        })
final class JobCommand extends CliCommand {
    /** The wire formats. */
    enum Api {
        ollama,
        openai
    }

    private final CliIo io;
    private final Function<String, @Nullable String> environment;

    @Parameters(index = "0", paramLabel = "JOB.md", description = "The job file.")
    private Path jobFile = Path.of("");

    @Option(names = "--root", paramLabel = "DIR", description = "Workspace root (default: current directory).")
    private Path root = Path.of("");

    @Option(
            names = "--api",
            required = true,
            paramLabel = "API",
            description = "Wire format: ${COMPLETION-CANDIDATES}.")
    private Api api = Api.ollama;

    @Option(
            names = "--base-url",
            required = true,
            paramLabel = "URL",
            description = "Server, e.g. http://127.0.0.1:11434 (ollama) or https://api.openai.com/v1 (openai).")
    private String baseUrl = "";

    @Option(names = "--model", required = true, paramLabel = "NAME", description = "Model name, e.g. qwen2.5-coder:7b.")
    private String model = "";

    @Option(
            names = "--api-key-env",
            paramLabel = "VAR",
            description = "Environment variable holding the API key (sent as a bearer token).")
    private @Nullable String apiKeyEnv;

    @Option(
            names = "--verify",
            paramLabel = "CMD",
            description = "Shell command that must exit 0 for an attempt to pass (replaces the job's verify).")
    private @Nullable String verify;

    @Option(
            names = "--max-attempts",
            paramLabel = "N",
            description = "Most model answers to try (default: the job's max_attempts, else 3).")
    private @Nullable Integer maxAttempts;

    @Option(names = "--dry-run", description = "Do everything but write; print the verified diff.")
    private boolean dryRun;

    @Option(names = "--json", description = "Print the result as JSON.")
    private boolean json;

    @Option(names = "--no-stream", description = "Ask for one complete answer instead of a stream.")
    private boolean noStream;

    @Option(
            names = "--verify-timeout",
            paramLabel = "TIME",
            description = "Longest verify run, e.g. 90s, 10m (default 10m).")
    private String verifyTimeout = "10m";

    @Option(names = "--connect-timeout", paramLabel = "TIME", description = "Connect timeout (default 10s).")
    private String connectTimeout = "10s";

    @Option(
            names = "--request-timeout",
            paramLabel = "TIME",
            description = "Longest wait for the response headers (default 10m).")
    private String requestTimeout = "10m";

    @Option(
            names = "--idle-timeout",
            paramLabel = "TIME",
            description = "Stalled-stream timeout: longest gap between arriving bytes (default 120s).")
    private String idleTimeout = "120s";

    @Option(names = "--retries", paramLabel = "N", description = "Retries after HTTP 429 or 5xx (default 3).")
    private int retries = 3;

    JobCommand(CliIo io) {
        this(io, System::getenv);
    }

    JobCommand(CliIo io, Function<String, @Nullable String> environment) {
        this.io = io;
        this.environment = environment;
    }

    @Override
    public Integer call() throws Exception {
        if (!WorkspaceRoot.check(root, io)) {
            return ExitCodes.USAGE;
        }
        ModelClient client;
        Duration verifyLimit;
        try {
            client = client();
            verifyLimit = duration(verifyTimeout, "--verify-timeout");
            if (maxAttempts != null && maxAttempts < 1) {
                throw new IllegalArgumentException("--max-attempts must be at least 1");
            }
        } catch (IllegalArgumentException e) {
            io.err().println("edl job: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        EditJob job;
        try {
            job = JobFile.read(jobFile);
        } catch (NoSuchFileException e) {
            io.err().println("edl job: job file not found: " + jobFile);
            return ExitCodes.USAGE;
        } catch (JobFormatException e) {
            io.err().println("edl job: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        JobRunner runner = JobRunner.builder(root, client)
                .verify(verify)
                .maxAttempts(maxAttempts)
                .verifyTimeout(verifyLimit)
                .dryRun(dryRun)
                .listener(new JobProgress(io.err()))
                .build();
        io.err()
                .println("edl job: " + jobFile + ": " + job.targetFiles().size() + " target file(s), "
                        + job.contextFiles().size() + " context file(s); " + client.describe()
                        + (dryRun ? "; dry run" : ""));
        JobResult result;
        try {
            result = runner.run(job);
        } catch (JobFormatException e) {
            io.err().println("edl job: " + e.getMessage());
            return ExitCodes.USAGE;
        } catch (IOException e) {
            io.err().println("edl job: nothing written: " + e.getMessage());
            if (json) {
                io.out().println(JsonReports.write(failureJson(job, client, "nothing written: " + e.getMessage())));
            }
            return ExitCodes.EDITS_FAILED;
        }
        io.err().println("edl job: " + result.message());
        if (json) {
            io.out().println(JsonReports.write(json(job, client, result)));
        } else {
            io.out().println(result.message());
            if (result.outcome() == JobResult.Outcome.VERIFIED_DRY_RUN) {
                io.out().print(result.diff());
            }
        }
        return result.isSuccess() ? ExitCodes.SUCCESS : ExitCodes.EDITS_FAILED;
    }

    private ModelClient client() {
        URI uri;
        try {
            uri = new URI(baseUrl.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--base-url is not a URL: " + baseUrl);
        }
        String apiKey = null;
        if (apiKeyEnv != null) {
            apiKey = environment.apply(apiKeyEnv);
            if (apiKey == null || apiKey.isBlank()) {
                throw new IllegalArgumentException(
                        "--api-key-env: the environment variable " + apiKeyEnv + " is not set or empty");
            }
            apiKey = apiKey.strip();
        }
        ModelSettings settings = ModelSettings.builder(uri, model).apiKey(apiKey).stream(!noStream)
                .connectTimeout(duration(connectTimeout, "--connect-timeout"))
                .requestTimeout(duration(requestTimeout, "--request-timeout"))
                .idleTimeout(duration(idleTimeout, "--idle-timeout"))
                .maxRetries(retries)
                .build();
        return api == Api.ollama ? new OllamaClient(settings) : new OpenAiClient(settings);
    }

    /** A duration like {@code 500ms}, {@code 30s}, {@code 10m} or {@code 1h}; a bare number is seconds. */
    static Duration duration(String text, String option) {
        String value = text.strip().toLowerCase(Locale.ROOT);
        try {
            Duration duration;
            if (value.endsWith("ms")) {
                duration = Duration.ofMillis(Long.parseLong(value.substring(0, value.length() - 2)));
            } else if (value.endsWith("s")) {
                duration = Duration.ofSeconds(Long.parseLong(value.substring(0, value.length() - 1)));
            } else if (value.endsWith("m")) {
                duration = Duration.ofMinutes(Long.parseLong(value.substring(0, value.length() - 1)));
            } else if (value.endsWith("h")) {
                duration = Duration.ofHours(Long.parseLong(value.substring(0, value.length() - 1)));
            } else {
                duration = Duration.ofSeconds(Long.parseLong(value));
            }
            if (duration.isZero() || duration.isNegative()) {
                throw new IllegalArgumentException(option + " must be positive: " + text);
            }
            return duration;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " is not a duration (like 500ms, 30s, 10m): " + text);
        }
    }

    /** The JSON result of a job that could not run to an outcome (outcome {@code ERROR}). */
    static ObjectNode failureJson(EditJob job, ModelClient client, String message) {
        ObjectNode root = JsonReports.MAPPER.createObjectNode();
        root.put("success", false);
        root.put("outcome", "ERROR");
        root.put("message", message);
        root.put("job", job.source());
        root.put("model", client.describe());
        root.putArray("written");
        root.putArray("attempts");
        root.put("diff", "");
        return root;
    }

    static ObjectNode json(EditJob job, ModelClient client, JobResult result) {
        ObjectNode root = JsonReports.MAPPER.createObjectNode();
        root.put("success", result.isSuccess());
        root.put("outcome", result.outcome().name());
        root.put("message", result.message());
        root.put("job", job.source());
        root.put("model", client.describe());
        ArrayNode written = root.putArray("written");
        result.written().forEach(written::add);
        ArrayNode attempts = root.putArray("attempts");
        for (AttemptReport attempt : result.attempts()) {
            ObjectNode node = attempts.addObject();
            node.put("number", attempt.number());
            node.put("passed", attempt.passed());
            node.put("edits", attempt.edits());
            node.put("applied", attempt.applied());
            ArrayNode problems = node.putArray("problems");
            attempt.problems().forEach(problems::add);
            ModelReply reply = attempt.reply();
            node.put("streamedPieces", reply.streamedPieces());
            node.put("promptTokens", reply.promptTokens());
            node.put("completionTokens", reply.completionTokens());
            node.put("finishReason", reply.finishReason());
            VerifyResult verify = attempt.verify();
            if (verify == null) {
                node.putNull("verify");
            } else {
                node.putObject("verify")
                        .put("command", verify.command())
                        .put("passed", verify.passed())
                        .put("exitCode", verify.exitCode())
                        .put("timedOut", verify.timedOut())
                        .put("millis", verify.millis())
                        .put("output", verify.output());
            }
        }
        root.put("diff", result.diff());
        return root;
    }
}
