package dev.edl.examples.api;

import dev.edl.batch.EditAttempt;
import dev.edl.batch.EditPrompt;
import dev.edl.batch.EditSession;
import dev.edl.batch.SessionCommit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Parses and applies an LLM's FIND/REPLACE answer; when an edit fails, sends the retry feedback,
 * applies the corrected answer from the original files, and commits. The model is a function from
 * prompt to answer, so any client plugs in. Run it with {@code java -cp edl-examples/target/edl.jar
 * dev.edl.examples.api.EditBlocksWithRetry}.
 */
public final class EditBlocksWithRetry {
    static final String MAIN_RS = "fn main() {\n    let total = compute(1, 2);\n    println!(\"{}\", total);\n}\n";

    private EditBlocksWithRetry() {}

    /**
     * Asks the model for edits to {@code src/main.rs}, retries up to twice, and commits a clean
     * attempt.
     *
     * @param root the workspace root
     * @param model the model: prompt in, answer with edit blocks out
     * @return what was written; not a success when no attempt applied cleanly
     */
    public static SessionCommit run(Path root, UnaryOperator<String> model) {
        EditSession session = EditSession.open(root, List.of("src/main.rs"));
        String prompt = EditPrompt.assemble("", session.promptFiles(), List.of(), "Print the total twice.");
        EditAttempt attempt = session.apply(model.apply(prompt));
        for (int tries = 0; !attempt.isSuccess() && tries < 2; tries++) {
            attempt = session.retry(model.apply(EditPrompt.retryFeedback(attempt)));
        }
        return session.commit();
    }

    /**
     * Runs the example with a scripted model whose first answer has a FIND that is not in the file.
     *
     * @param args ignored
     * @throws IOException when the temporary files cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path root = Files.createTempDirectory("edl-blocks-example");
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/main.rs"), MAIN_RS);
        List<String> answers = List.of(answer("println!(\"{}\", totl);"), answer("println!(\"{}\", total);"));
        int[] next = {0};
        SessionCommit commit = run(root, prompt -> answers.get(next[0]++));
        System.out.println(commit.message());
        System.out.print(commit.diff());
    }

    static String answer(String find) {
        return "FILE: src/main.rs\nFIND:\n    " + find + "\nREPLACE:\n    println!(\"{}\", total);\n"
                + "    println!(\"{}\", total);\nEND\n";
    }
}
