package dev.edl.examples.api;

import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.EditOutcome;
import dev.edl.batch.MatchSettings;
import dev.edl.batch.SearchReplace;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A batch of search/replace edits to one file, one write, with an outcome per edit. Run it with
 * {@code java -cp edl-examples/target/edl.jar dev.edl.examples.api.BatchWithOutcomes}.
 */
public final class BatchWithOutcomes {
    static final String SPELLS = "# Spells\n\nfire ball: 8d6 fire damage\n    levitate:  rise 20 feet\n";

    private BatchWithOutcomes() {}

    /**
     * Applies three edits to {@code spells.md} (one exact, one whitespace-tolerant, one not found)
     * and prints each outcome.
     *
     * @param root the workspace root holding {@code spells.md}
     * @param out where the outcomes are printed
     * @return the result
     */
    public static BatchResult run(Path root, PrintStream out) {
        BatchResult result = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS.withFuzzyThreshold(0.8))
                .build()
                .applyToFile(
                        root,
                        "spells.md",
                        List.of(
                                SearchReplace.of("fire ball", "Fireball").withLabel("Fireball"),
                                SearchReplace.of("levitate: rise 20 feet", "Levitate: rise 20 feet")
                                        .withLabel("Levitate"),
                                SearchReplace.of("fly: 60 feet", "Fly: 60 feet").withLabel("Fly")));
        for (EditOutcome edit : result.edits()) {
            out.println(edit.number() + " " + edit.label() + ": " + edit.status() + " " + edit.message());
        }
        result.error().ifPresent(error -> out.println(error.kind() + ": " + error.message()));
        return result;
    }

    /**
     * Runs the example in a temporary directory.
     *
     * @param args ignored
     * @throws IOException when the temporary file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path root = Files.createTempDirectory("edl-batch-example");
        Files.writeString(root.resolve("spells.md"), SPELLS);
        System.out.print(run(root, System.out).formatted());
    }
}
