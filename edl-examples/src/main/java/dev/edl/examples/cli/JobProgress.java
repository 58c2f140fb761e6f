package dev.edl.examples.cli;

import dev.edl.batch.EditAttempt;
import dev.edl.examples.jobs.JobListener;
import dev.edl.examples.jobs.VerifyResult;
import dev.edl.examples.jobs.model.ModelReply;
import java.io.PrintStream;
import java.util.Locale;

/** {@code edl job}'s progress lines on standard error. */
final class JobProgress implements JobListener {
    /** A progress line every this many streamed pieces. */
    static final int PIECES_PER_LINE = 100;

    private final PrintStream err;
    private int maxAttempts;

    JobProgress(PrintStream err) {
        this.err = err;
    }

    private String prefix(int attempt) {
        return "edl job: attempt " + attempt + "/" + maxAttempts + ": ";
    }

    @Override
    public void attemptStarted(int attempt, int maxAttempts) {
        this.maxAttempts = maxAttempts;
        err.println(prefix(attempt) + "asking the model");
    }

    @Override
    public void streamed(int attempt, int pieces) {
        if (pieces % PIECES_PER_LINE == 0) {
            err.println(prefix(attempt) + pieces + " tokens streamed");
        }
    }

    @Override
    public void retrying(int attempt, String message) {
        err.println(prefix(attempt) + message);
    }

    @Override
    public void replied(int attempt, ModelReply reply) {
        StringBuilder line = new StringBuilder(prefix(attempt)).append("answer of ");
        Integer completion = reply.completionTokens();
        line.append(
                completion != null ? completion + " tokens" : reply.content().length() + " characters");
        if (reply.streamedPieces() > 1) {
            line.append(" (").append(reply.streamedPieces()).append(" streamed pieces)");
        }
        Integer prompt = reply.promptTokens();
        if (prompt != null) {
            line.append(", prompt ").append(prompt).append(" tokens");
        }
        String finish = reply.finishReason();
        if (finish != null) {
            line.append(", finish ").append(finish);
        }
        err.println(line);
    }

    @Override
    public void applied(int attempt, EditAttempt result) {
        int edits = result.edits().size();
        int applied = result.applied();
        StringBuilder line = new StringBuilder(prefix(attempt));
        if (edits == 0 && result.diagnostics().isEmpty()) {
            line.append("no edit blocks in the answer");
        } else {
            line.append(applied)
                    .append(" of ")
                    .append(edits)
                    .append(edits == 1 ? " edit" : " edits")
                    .append(" applied");
            if (!result.diagnostics().isEmpty()) {
                line.append(", ").append(result.diagnostics().size()).append(" malformed block(s)");
            }
        }
        err.println(line);
        result.failures()
                .forEach(failed -> err.println("  failed " + failed.label() + ": " + firstLine(failed.message())));
        result.diagnostics().forEach(d -> err.println("  answer line " + d.line() + ": " + d.reason()));
    }

    @Override
    public void verifying(int attempt, String command) {
        err.println(prefix(attempt) + "verifying: " + command);
    }

    @Override
    public void verified(int attempt, VerifyResult result) {
        String seconds = String.format(Locale.ROOT, "%.1f s", result.millis() / 1000.0);
        if (result.passed()) {
            err.println(prefix(attempt) + "verify passed (" + seconds + ")");
        } else {
            err.println(prefix(attempt) + "verify failed ("
                    + (result.timedOut() ? "timed out" : "exit " + result.exitCode()) + ", " + seconds + ")");
            String output = result.output().strip();
            if (!output.isEmpty()) {
                output.lines().limit(20).forEach(l -> err.println("  | " + l));
            }
        }
    }

    private static String firstLine(String text) {
        String stripped = text.strip();
        int newline = stripped.indexOf('\n');
        return newline < 0 ? stripped : stripped.substring(0, newline);
    }
}
