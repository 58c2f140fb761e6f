package dev.edl.examples.api;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.EdlScript;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Builds an EDL script in Java instead of concatenating strings: quoting, escaping and heredoc
 * delimiters are chosen for any text, and misuse fails at the call.
 *
 * <p>Run it with {@code java -cp edl-examples/target/edl.jar dev.edl.examples.api.BuildScriptInJava}.
 */
public final class BuildScriptInJava {
    private BuildScriptInJava() {}

    /**
     * Renames a field's type and adds a comment line above it, whatever characters the texts hold.
     *
     * @param workspace the workspace root
     * @param path the file to edit
     * @param oldLine the whole line to replace
     * @param newLine its replacement, without a line break
     * @param comment a comment line inserted before it, without a line break
     * @return the script and the run's result
     */
    public static Built run(Path workspace, String path, String oldLine, String newLine, String comment) {
        EdlScript script = EdlScript.builder()
                .file(path)
                .select(oldLine)
                .replace(newLine + "\n")
                .insertBefore(comment + "\n")
                .build();
        return new Built(script, Edl.builder().workspace(workspace).build().run(script));
    }

    /**
     * A built script and what running it did.
     *
     * @param script the script ({@link EdlScript#text()} is the EDL a model would have written)
     * @param result the run's result
     */
    public record Built(EdlScript script, EdlResult result) {}

    /**
     * Runs the example in a temporary directory and prints the script and the diff.
     *
     * @param args ignored
     * @throws IOException if the temporary workspace cannot be made
     */
    public static void main(String[] args) throws IOException {
        Path workspace = Files.createTempDirectory("edl-build-");
        Files.writeString(workspace.resolve("App.java"), "class App {\n    int count;\n}\n");
        Built built = run(workspace, "App.java", "    int count;", "    long count;", "    // END of \"counters\"");
        System.out.println(built.script().text());
        System.out.println(built.result().diff());
    }
}
