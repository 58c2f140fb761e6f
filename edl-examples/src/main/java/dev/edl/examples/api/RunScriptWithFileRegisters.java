package dev.edl.examples.api;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.EdlScript;
import dev.edl.FileError;
import dev.edl.RegisterStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Runs a script with a register store on disk; when a file fails, its text is in a saved register,
 * and the retry only fixes the selection and pastes that register. The store is a file, so the
 * retry may come from another process.
 *
 * <p>Run it with {@code java -cp edl-examples/target/edl.jar dev.edl.examples.api.RunScriptWithFileRegisters}.
 */
public final class RunScriptWithFileRegisters {
    private RunScriptWithFileRegisters() {}

    /**
     * What happened.
     *
     * @param first the failed first run
     * @param savedRegister the register holding the first run's replacement text
     * @param retry the second run
     */
    public record Outcome(EdlResult first, String savedRegister, EdlResult retry) {}

    /**
     * Runs {@code script}; if a file fails, retries it by selecting {@code correctedLines} and
     * replacing them with the saved text.
     *
     * @param workspace the workspace root; registers are kept in {@code .edl/registers.json} there
     * @param script the EDL script (e.g. from a model)
     * @param correctedLines the whole lines the retry selects
     * @return both results
     */
    public static Outcome run(Path workspace, String script, String correctedLines) {
        RegisterStore registers = RegisterStore.file(workspace.resolve(".edl/registers.json"));
        Edl edl = Edl.builder().workspace(workspace).registers(registers).build();
        EdlResult first = edl.run(script);
        FileError failure = first.fileErrors().get(0); // first.error() holds the same error as a value
        String saved = failure.savedRegisters().get(0).name();
        EdlScript retry = EdlScript.builder()
                .file(failure.path())
                .select(correctedLines)
                .replaceWithRegister(saved)
                .build();
        return new Outcome(first, saved, edl.run(retry));
    }

    /**
     * Runs the example in a temporary directory and prints what happened.
     *
     * @param args ignored
     * @throws IOException if the temporary workspace cannot be made
     */
    public static void main(String[] args) throws IOException {
        Path workspace = Files.createTempDirectory("edl-registers-");
        Files.writeString(workspace.resolve("Greeter.java"), "class Greeter {\n    String hi = \"Hello\";\n}\n");
        Outcome outcome = run(
                workspace,
                "file Greeter.java\nselect <<END\n    String hi = \"Hi\";\nEND\nreplace <<END\n    String hi = \"Hey\";\nEND\n",
                "    String hi = \"Hello\";");
        System.out.println(outcome.first().error().orElseThrow().kind() + ": "
                + outcome.first().formatted());
        System.out.println("Retry with " + outcome.savedRegister() + ":\n"
                + outcome.retry().diff());
    }
}
