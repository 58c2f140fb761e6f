package dev.edl.examples.jobs;

import dev.edl.batch.BlockDiagnostic;
import dev.edl.batch.EditAttempt;
import dev.edl.batch.EditOutcome;
import dev.edl.batch.EditPrompt;
import dev.edl.batch.EditSession;
import dev.edl.batch.EditedFile;
import dev.edl.batch.PromptFile;
import dev.edl.batch.SessionCommit;
import dev.edl.examples.jobs.model.ChatListener;
import dev.edl.examples.jobs.model.ChatMessage;
import dev.edl.examples.jobs.model.ModelClient;
import dev.edl.examples.jobs.model.ModelException;
import dev.edl.examples.jobs.model.ModelReply;
import dev.edl.files.FileAccessException;
import dev.edl.files.Workspace;
import dev.edl.files.WriteResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Runs edit-mode jobs against a model: workSplit's loop with edl's edit blocks.
 *
 * <pre>{@code
 * ModelClient model = new OllamaClient(ModelSettings.builder(URI.create("http://127.0.0.1:11434"),
 *         "qwen2.5-coder:7b").build());
 * JobResult result = JobRunner.builder(root, model).verify("cargo check").build()
 *         .run(JobFile.read(root.resolve("jobs/add-flag.md")));
 * }</pre>
 *
 * <p>Each run reads the target files once; the first message holds them with line numbers, the
 * context files and the instructions. Every answer's edit blocks are applied to those originals in
 * memory. When some do not apply, the model gets {@link EditPrompt#retryFeedback} and is asked for
 * the complete set again. When all apply, the verify command runs in a scratch copy of the
 * workspace holding the attempt; when it fails, the model gets its output and the attempt's diff
 * and is asked for the complete corrected set, again applied to the originals. Only a verified
 * attempt is written, all target files or none, and only if none of them changed on disk
 * meanwhile. Not thread-safe; one run at a time.
 */
public final class JobRunner {
    /** The attempts of a run when neither the runner nor the job says. */
    public static final int DEFAULT_MAX_ATTEMPTS = 3;

    /** The system message of every conversation. */
    static final String SYSTEM_PROMPT = "You are a careful programmer who edits existing files. Answer with"
            + " FILE/FIND/REPLACE/END edit blocks exactly in the format the user describes.";

    /** The most characters of an attempt's diff quoted back to the model. */
    private static final int MAX_DIFF_FEEDBACK = 8000;

    private final Path root;
    private final ModelClient model;
    private final @Nullable String verify;
    private final @Nullable Integer maxAttempts;
    private final Duration verifyTimeout;
    private final boolean dryRun;
    private final JobListener listener;

    private JobRunner(Builder builder) {
        this.root = builder.root;
        this.model = builder.model;
        this.verify = builder.verify;
        this.maxAttempts = builder.maxAttempts;
        this.verifyTimeout = builder.verifyTimeout;
        this.dryRun = builder.dryRun;
        this.listener = builder.listener;
    }

    /**
     * Starts a builder.
     *
     * @param root the workspace root; the job's paths are relative to it and the verify command
     *     runs in a copy of it
     * @param model the model
     * @return the builder
     */
    public static Builder builder(Path root, ModelClient model) {
        return new Builder(root, model);
    }

    /**
     * Runs a job.
     *
     * @param job the job
     * @return how it ended; nothing is written unless {@link JobResult.Outcome#WRITTEN}
     * @throws JobFormatException when a target or context file cannot be read (field {@code
     *     target_files} or {@code context_files})
     * @throws IOException when the scratch copy for verification cannot be made
     * @throws InterruptedException when the thread is interrupted during verification
     */
    public JobResult run(EditJob job) throws JobFormatException, IOException, InterruptedException {
        Workspace workspace = Workspace.at(root);
        EditSession session;
        try {
            session = EditSession.builder(workspace).targets(job.targetFiles()).build();
        } catch (FileAccessException e) {
            throw new JobFormatException(job.source(), 0, "target_files", String.valueOf(e.getMessage()));
        }
        List<PromptFile> context = new ArrayList<>();
        for (String path : job.contextFiles()) {
            try {
                context.add(new PromptFile(path, workspace.open(path).text()));
            } catch (FileAccessException e) {
                throw new JobFormatException(job.source(), 0, "context_files", String.valueOf(e.getMessage()));
            }
        }
        String command = !job.verifyEnabled() ? null : verify != null ? verify : job.verify();
        VerifyCommand verifier =
                command == null ? null : new VerifyCommand(command, verifyTimeout, VerifyCommand.DEFAULT_MAX_OUTPUT);
        int attemptsAllowed = maxAttempts != null
                ? maxAttempts
                : job.maxAttempts() != null ? job.maxAttempts() : DEFAULT_MAX_ATTEMPTS;

        List<ChatMessage> conversation = new ArrayList<>();
        conversation.add(ChatMessage.system(SYSTEM_PROMPT));
        conversation.add(ChatMessage.user(
                EditPrompt.assemble("", session.promptFiles(), List.copyOf(context), job.instructions())));
        List<AttemptReport> reports = new ArrayList<>();
        VerifyStage stage = null;
        try {
            for (int number = 1; number <= attemptsAllowed; number++) {
                listener.attemptStarted(number, attemptsAllowed);
                ModelReply reply;
                try {
                    reply = model.chat(List.copyOf(conversation), chatListener(number));
                } catch (ModelException e) {
                    return new JobResult(
                            JobResult.Outcome.MODEL_FAILED,
                            reports,
                            List.of(),
                            "Nothing written: attempt " + number + " got no answer from " + model.describe() + ": "
                                    + e.getMessage());
                }
                listener.replied(number, reply);
                conversation.add(ChatMessage.assistant(reply.content()));
                EditAttempt attempt = session.apply(reply.content());
                listener.applied(number, attempt);
                List<String> problems = problems(attempt);
                if (!attempt.isSuccess()) {
                    reports.add(new AttemptReport(
                            number,
                            reply,
                            attempt.edits().size(),
                            attempt.applied(),
                            problems,
                            null,
                            attempt.diff(),
                            false));
                    conversation.add(ChatMessage.user(EditPrompt.retryFeedback(attempt)));
                    continue;
                }
                VerifyResult verified = null;
                if (verifier != null) {
                    if (stage == null) {
                        stage = VerifyStage.copyOf(root);
                    }
                    stage.write(attempt);
                    listener.verifying(number, verifier.command());
                    VerifyResult raw = verifier.run(stage.directory());
                    verified = new VerifyResult(
                            raw.command(),
                            raw.passed(),
                            raw.exitCode(),
                            raw.timedOut(),
                            stage.unstage(raw.output()),
                            raw.millis());
                    listener.verified(number, verified);
                }
                boolean passed = verified == null || verified.passed();
                reports.add(new AttemptReport(
                        number,
                        reply,
                        attempt.edits().size(),
                        attempt.applied(),
                        problems,
                        verified,
                        attempt.diff(),
                        passed));
                if (verified != null && !passed) {
                    conversation.add(ChatMessage.user(verifyFeedback(attempt, verified)));
                    continue;
                }
                return finish(session, attempt, reports);
            }
        } finally {
            if (stage != null) {
                stage.close();
            }
        }
        return new JobResult(
                JobResult.Outcome.ATTEMPTS_EXHAUSTED,
                reports,
                List.of(),
                "Nothing written: none of " + attemptsAllowed + (attemptsAllowed == 1 ? " attempt" : " attempts")
                        + " applied cleanly" + (verifier == null ? "" : " and passed `" + verifier.command() + "`"));
    }

    private JobResult finish(EditSession session, EditAttempt attempt, List<AttemptReport> reports) {
        List<String> changed = new ArrayList<>();
        for (EditedFile file : attempt.changedFiles()) {
            changed.add(file.path());
        }
        if (dryRun) {
            return new JobResult(
                    JobResult.Outcome.VERIFIED_DRY_RUN,
                    reports,
                    List.of(),
                    "Dry run: attempt " + attempt.number() + " verified; would write "
                            + (changed.isEmpty() ? "nothing" : String.join(", ", changed)));
        }
        SessionCommit commit = session.commit();
        if (!commit.isSuccess()) {
            return new JobResult(JobResult.Outcome.WRITE_FAILED, reports, List.of(), commit.message());
        }
        List<String> written = new ArrayList<>();
        for (WriteResult write : commit.writes()) {
            if (write.written()) {
                written.add(write.path());
            }
        }
        return new JobResult(
                JobResult.Outcome.WRITTEN,
                reports,
                written,
                "Attempt " + attempt.number() + " verified. " + commit.message());
    }

    private ChatListener chatListener(int attempt) {
        return new ChatListener() {
            private int pieces;

            @Override
            public void piece(String piece) {
                listener.streamed(attempt, ++pieces);
            }

            @Override
            public void retrying(String message) {
                listener.retrying(attempt, message);
            }
        };
    }

    private static List<String> problems(EditAttempt attempt) {
        List<String> problems = new ArrayList<>();
        if (attempt.edits().isEmpty() && attempt.diagnostics().isEmpty()) {
            problems.add("no edit blocks in the answer");
        }
        for (EditOutcome failed : attempt.failures()) {
            String message = failed.message().strip();
            int newline = message.indexOf('\n');
            problems.add(failed.label() + ": " + (newline < 0 ? message : message.substring(0, newline)));
        }
        for (BlockDiagnostic diagnostic : attempt.diagnostics()) {
            problems.add("answer line " + diagnostic.line() + ": " + diagnostic.reason());
        }
        return problems;
    }

    /** The follow-up after an attempt that applied but failed verification. */
    static String verifyFeedback(EditAttempt attempt, VerifyResult result) {
        StringBuilder out = new StringBuilder();
        out.append("Your edit blocks all applied, but the verify command failed, so none of them was kept:"
                + " every file is unchanged, exactly as originally shown.\n\n");
        out.append("Verify command: ").append(result.command()).append('\n');
        out.append(
                result.timedOut()
                        ? "Result: killed at the verify timeout\n"
                        : "Result: exit code " + result.exitCode() + "\n");
        out.append("Output:\n```\n").append(result.output().strip()).append("\n```\n\n");
        String diff = attempt.diff();
        if (!diff.isEmpty()) {
            if (diff.length() > MAX_DIFF_FEEDBACK) {
                diff = diff.substring(0, MAX_DIFF_FEEDBACK) + "\n… (diff cut)\n";
            }
            out.append("Your edits changed the original files like this (unified diff):\n```diff\n")
                    .append(diff.endsWith("\n") ? diff : diff + "\n")
                    .append("```\n\n");
        }
        out.append("Send the COMPLETE corrected set of edit blocks again, all of them: regenerate them from the"
                + " ORIGINAL files shown earlier (not from the diff above), fix what the verify output shows, and"
                + " copy every FIND text exactly from the original file's lines.\n");
        return out.toString();
    }

    /** Builds a {@link JobRunner}. */
    public static final class Builder {
        private final Path root;
        private final ModelClient model;
        private @Nullable String verify;
        private @Nullable Integer maxAttempts;
        private Duration verifyTimeout = VerifyCommand.DEFAULT_TIMEOUT;
        private boolean dryRun;
        private JobListener listener = JobListener.NONE;

        private Builder(Path root, ModelClient model) {
            this.root = Objects.requireNonNull(root, "root").toAbsolutePath().normalize();
            this.model = Objects.requireNonNull(model, "model");
            if (!Files.isDirectory(this.root)) {
                throw new IllegalArgumentException("The workspace root is not a directory: " + this.root);
            }
        }

        /**
         * Sets the verify command, which replaces the job's (a job's {@code verify: false} still
         * turns verification off).
         *
         * @param command a shell command, or null to use the job's
         * @return this builder
         */
        public Builder verify(@Nullable String command) {
            this.verify = command == null || command.isBlank() ? null : command;
            return this;
        }

        /**
         * Sets the most attempts, which replaces the job's {@code max_attempts}.
         *
         * @param maxAttempts at least 1, or null to use the job's (default {@value #DEFAULT_MAX_ATTEMPTS})
         * @return this builder
         */
        public Builder maxAttempts(@Nullable Integer maxAttempts) {
            if (maxAttempts != null && maxAttempts < 1) {
                throw new IllegalArgumentException("maxAttempts must be at least 1: " + maxAttempts);
            }
            this.maxAttempts = maxAttempts;
            return this;
        }

        /**
         * Sets how long the verify command may run (default 10 minutes).
         *
         * @param timeout positive
         * @return this builder
         */
        public Builder verifyTimeout(Duration timeout) {
            if (timeout.isZero() || timeout.isNegative()) {
                throw new IllegalArgumentException("The verify timeout must be positive: " + timeout);
            }
            this.verifyTimeout = timeout;
            return this;
        }

        /**
         * Chooses a dry run: everything but the final write.
         *
         * @param dryRun true to write nothing
         * @return this builder
         */
        public Builder dryRun(boolean dryRun) {
            this.dryRun = dryRun;
            return this;
        }

        /**
         * Sets the progress listener.
         *
         * @param listener the listener
         * @return this builder
         */
        public Builder listener(JobListener listener) {
            this.listener = Objects.requireNonNull(listener, "listener");
            return this;
        }

        /**
         * Builds the runner.
         *
         * @return the runner
         */
        public JobRunner build() {
            return new JobRunner(this);
        }
    }
}
