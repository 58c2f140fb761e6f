package dev.edl.examples;

import dev.edl.batch.EditAttempt;
import dev.edl.batch.EditPrompt;
import dev.edl.batch.EditSession;
import dev.edl.batch.EditedFile;
import dev.edl.batch.SessionCommit;
import dev.edl.files.FileAccessException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * An edit-mode loop: the model answers with FILE/FIND/REPLACE/END blocks, the session applies them
 * to the original files in memory, a verifier checks the full edited contents, and on failure the
 * model gets the feedback and answers again with the complete set of edits, which the session
 * applies from the originals again (never on top of a half-edited state). Only a verified attempt
 * is written.
 *
 * <p>The model is a plain function, so any LLM client plugs in; {@link ScriptedModel} stands in for
 * one here. Run it with {@code java -cp edl-examples/target/edl.jar dev.edl.examples.EditModeLoopExample}.
 */
public final class EditModeLoopExample {
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

    private EditModeLoopExample() {}

    /** The model: a prompt in, a response out. */
    @FunctionalInterface
    public interface Model {
        /**
         * Answers a prompt.
         *
         * @param prompt the prompt (the first one assembled by {@link EditPrompt}, later ones retry feedback)
         * @return the response with edit blocks
         */
        String complete(String prompt);
    }

    /** Checks an attempt's full edited contents (compile, lint, run tests… here: a text check). */
    @FunctionalInterface
    public interface Verifier {
        /**
         * Verifies the edited files.
         *
         * @param files every target file with its full edited content
         * @return the problems found, empty when the edits are good
         */
        List<String> problems(List<EditedFile> files);
    }

    /** A stand-in model that replays prepared responses and records the prompts it was given. */
    public static final class ScriptedModel implements Model {
        private final Deque<String> responses;
        private final List<String> prompts = new ArrayList<>();

        /**
         * Creates the model.
         *
         * @param responses the responses, in the order they are to be given
         */
        public ScriptedModel(List<String> responses) {
            this.responses = new ArrayDeque<>(responses);
        }

        @Override
        public String complete(String prompt) {
            prompts.add(prompt);
            String response = responses.poll();
            if (response == null) {
                throw new IllegalStateException("the scripted model has no more responses");
            }
            return response;
        }

        /**
         * The prompts received so far.
         *
         * @return the prompts, in order
         */
        public List<String> prompts() {
            return List.copyOf(prompts);
        }
    }

    /**
     * How the loop ended.
     *
     * @param verified whether an attempt applied cleanly and passed verification
     * @param attempts how many responses were applied
     * @param commit what was written, or null when no attempt was verified
     */
    public record LoopResult(
            boolean verified,
            int attempts,
            @org.jspecify.annotations.Nullable SessionCommit commit) {}

    /**
     * Runs the loop.
     *
     * @param root the workspace root
     * @param targets the files the model may edit
     * @param instructions what to change
     * @param model the model
     * @param verifier the check every attempt must pass before anything is written
     * @param maxAttempts the most responses to try
     * @return how it ended
     * @throws FileAccessException if a target cannot be read
     */
    public static LoopResult run(
            Path root, List<String> targets, String instructions, Model model, Verifier verifier, int maxAttempts)
            throws FileAccessException {
        EditSession session = EditSession.open(root, targets);
        String prompt = EditPrompt.assemble("", session.promptFiles(), List.of(), instructions);
        EditAttempt attempt = session.apply(model.complete(prompt));
        for (int number = 1; ; number++) {
            String feedback;
            if (!attempt.isSuccess()) {
                feedback = EditPrompt.retryFeedback(attempt);
            } else {
                List<String> problems = verifier.problems(attempt.files());
                if (problems.isEmpty()) {
                    return new LoopResult(true, number, session.commit());
                }
                feedback = "Your edits applied, but verification failed:\n- " + String.join("\n- ", problems)
                        + "\nThe files are back to their originals. Send the complete set of edit blocks again.";
            }
            if (number == maxAttempts) {
                return new LoopResult(false, number, null);
            }
            attempt = session.retry(model.complete(feedback));
        }
    }

    /**
     * The scripted conversation: the first answer misquotes the file (its FIND has {@code no_stream:
     * bool} without the attribute line), the second is right.
     *
     * @return a fresh scripted model
     */
    public static ScriptedModel scriptedModel() {
        String wrong = """
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
        String right = """
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
                FIND:
                fn run(no_stream: bool) {
                REPLACE:
                fn run(no_stream: bool, verbose: bool) {
                END
                """;
        return new ScriptedModel(List.of(wrong, right));
    }

    /**
     * The check of this example: the flag and the parameter must both be there.
     *
     * @return the verifier
     */
    public static Verifier flagVerifier() {
        return files -> {
            List<String> problems = new ArrayList<>();
            for (EditedFile file : files) {
                if (!file.after().contains("verbose: bool,")) {
                    problems.add(file.path() + ": the Run command has no verbose flag");
                }
                if (!file.after().contains("fn run(no_stream: bool, verbose: bool)")) {
                    problems.add(file.path() + ": run() does not take the verbose flag");
                }
            }
            return problems;
        };
    }

    /**
     * Runs the loop on a temporary copy of {@code src/main.rs} and prints the conversation.
     *
     * @param args ignored
     * @throws IOException if the workspace cannot be made
     * @throws FileAccessException if the target cannot be read
     */
    public static void main(String[] args) throws IOException, FileAccessException {
        Path root = Files.createTempDirectory("edl-edit-mode-");
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/main.rs"), MAIN_RS, StandardCharsets.UTF_8);
        ScriptedModel model = scriptedModel();
        LoopResult result =
                run(root, List.of("src/main.rs"), "Add a --verbose flag to the run command.", model, flagVerifier(), 3);
        for (String prompt : model.prompts()) {
            System.out.println("---- prompt ----\n" + prompt);
        }
        SessionCommit commit = result.commit();
        System.out.println("verified: " + result.verified() + " after " + result.attempts() + " attempt(s); "
                + (commit == null ? "nothing written" : commit.message()));
        System.out.println(Files.readString(root.resolve("src/main.rs"), StandardCharsets.UTF_8));
    }
}
