package dev.edl.examples;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.FileError;
import dev.edl.RegisterStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The EDL retry workflow: a script fails for one file, the text it would have written is saved in a
 * register, and the retry fixes only the selection and says {@code replace _saved_N} instead of
 * sending the (possibly long) text again.
 *
 * <p>Run it with {@code java -cp edl-examples/target/edl.jar dev.edl.examples.EdlRetryExample}.
 */
public final class EdlRetryExample {
    static final String GREETER = """
            public final class Greeter {
                public String greet(String name) {
                    return "Hello, " + name;
                }
            }
            """;

    // The pattern misremembers the file ("Hi" instead of "Hello"), as models sometimes do.
    private static final String FIRST_ATTEMPT = """
            file Greeter.java
            select <<END
                    return "Hi, " + name;
            END
            replace <<END
                    if (name == null || name.isBlank()) {
                        return "Hello, stranger";
                    }
                    return "Hello, " + name.strip();
            END
            """;

    private static final String RETRY = """
            file Greeter.java
            select <<END
                    return "Hello, " + name;
            END
            replace %s
            """;

    private EdlRetryExample() {}

    /**
     * What the workflow did.
     *
     * @param firstAttempt the failed first run
     * @param savedRegister the register that kept the replacement text, e.g. {@code _saved_1}
     * @param retry the second run, which reuses the register
     */
    public record Outcome(EdlResult firstAttempt, String savedRegister, EdlResult retry) {}

    /**
     * Runs the example in a temporary directory and prints both reports.
     *
     * @param args ignored
     * @throws IOException if the temporary workspace cannot be made
     */
    public static void main(String[] args) throws IOException {
        Path workspace = Files.createTempDirectory("edl-retry-");
        Files.writeString(workspace.resolve("Greeter.java"), GREETER, StandardCharsets.UTF_8);
        Outcome outcome = run(workspace, RegisterStore.inMemory());
        System.out.println("First attempt:\n" + outcome.firstAttempt().formatted());
        System.out.println("Retry with `replace " + outcome.savedRegister() + "`:\n"
                + outcome.retry().formatted());
        System.out.println(outcome.retry().unifiedDiff());
    }

    /**
     * The workflow: run, read the saved register's name from the failure, retry with it.
     *
     * @param workspace a directory holding {@code Greeter.java} with {@link #GREETER}'s text
     * @param registers the store both runs share (use {@link RegisterStore#file} across processes)
     * @return both results
     * @throws IllegalStateException if the first attempt unexpectedly succeeds
     */
    public static Outcome run(Path workspace, RegisterStore registers) {
        Edl edl = Edl.builder().workspace(workspace).registers(registers).build();
        EdlResult first = edl.run(FIRST_ATTEMPT);
        if (first.fileErrors().isEmpty()) {
            throw new IllegalStateException("the first attempt was meant to fail:\n" + first.formatted());
        }
        FileError failure = first.fileErrors().get(0);
        // The report tells the model the same: "Text saved to register _saved_1 (…). Use `replace _saved_1` …"
        String register = failure.savedRegisters().get(0).name();
        EdlResult retry = edl.run(String.format(RETRY, register));
        return new Outcome(first, register, retry);
    }
}
