package dev.edl.examples.cli;

import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.MatchSettings;
import dev.edl.batch.SearchReplace;
import dev.edl.files.Workspace;
import dev.edl.internal.json.JsonReader;
import dev.edl.internal.json.JsonSyntaxException;
import dev.edl.tools.SearchReplaceJson;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code edl batch}: many search/replace edits to one file. */
@Command(
        name = "batch",
        description = {
            "Apply many search/replace edits to one file, in order, reading and writing it once.",
            "EDITS.json is an array of {\"search\", \"replace\", \"label\"?, \"expectedReplacements\"?,"
                    + " \"lineHint\"?} ('-' reads standard input)."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every edit applied.", "1:some edits failed (the others were kept).", "2:usage error."})
final class BatchCommand extends CliCommand {
    private final CliIo io;

    @Option(
            names = "--file",
            required = true,
            paramLabel = "FILE",
            description = "The file to edit (relative to --root).")
    private String file = "";

    @Option(names = "--edits", required = true, paramLabel = "EDITS.json", description = "The edits as JSON, or '-'.")
    private String edits = "-";

    @Option(names = "--root", paramLabel = "DIR", description = "Workspace root (default: current directory).")
    private Path root = Path.of("");

    @Option(names = "--stop-on-error", description = "Stop at the first failed edit; later edits are skipped.")
    private boolean stopOnError;

    @Option(names = "--all-or-nothing", description = "Write nothing unless every edit applies.")
    private boolean allOrNothing;

    @Option(names = "--dry-run", description = "Write nothing; report what would change.")
    private boolean dryRun;

    @Option(names = "--no-whitespace", description = "Switch off the whitespace-tolerant whole-line tier.")
    private boolean exactOnly;

    @Option(names = "--fuzzy", description = "Apply clearly best near matches at or above the threshold.")
    private boolean fuzzy;

    @Option(
            names = "--fuzzy-threshold",
            paramLabel = "0..1",
            description = "Lowest similarity of an applied fuzzy match (default ${DEFAULT-VALUE}).")
    private double fuzzyThreshold = MatchSettings.DEFAULT_FUZZY_THRESHOLD;

    @Option(
            names = "--max-file-size",
            paramLabel = "SIZE",
            converter = FileSize.class,
            description = "Largest file read, in bytes or with a k, M or G suffix (default 64M).")
    private long maxFileSize = Workspace.DEFAULT_MAX_FILE_SIZE;

    @Option(
            names = "--expected-version",
            paramLabel = "TOKEN",
            description = "Write nothing unless the file is at this version (the token `edl read` prints).")
    private @Nullable String expectedVersion;

    @Mixin
    private DiffOption diff = new DiffOption();

    @Option(names = "--json", description = "Print the result as JSON.")
    private boolean json;

    /** The edit list: as strict as tool arguments (64 levels, 64 Mi characters). */
    private static final JsonReader.Limits EDITS_JSON = new JsonReader.Limits(64 * 1024 * 1024, 64, true);

    BatchCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Exception {
        if (!WorkspaceRoot.check(root, io)) {
            return ExitCodes.USAGE;
        }
        List<SearchReplace> parsed;
        try {
            // edl-core's strict reader, not Jackson: `edl batch` starts without loading Jackson.
            // Lone surrogates pass the reader so that the edit list names the edit that holds one.
            Object tree = JsonReader.read(io.readSource(edits), EDITS_JSON);
            if (!(tree instanceof List<?> list)) {
                io.err().println("edl: " + edits + " must hold a JSON array of edits");
                return ExitCodes.USAGE;
            }
            parsed = SearchReplaceJson.edits(list);
        } catch (JsonSyntaxException e) {
            io.err().println("edl: " + edits + " is not valid JSON: " + e.getMessage());
            return ExitCodes.USAGE;
        } catch (IllegalArgumentException e) {
            io.err().println("edl: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        Workspace workspace =
                Workspace.builder().root(root).maxFileSize(maxFileSize).build();
        BatchEdit.Builder builder;
        try {
            builder = BatchEdit.builder().expectedVersion(expectedVersion);
        } catch (IllegalArgumentException e) {
            io.err().println("edl: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        BatchResult result = builder.stopOnError(stopOnError)
                .allOrNothing(allOrNothing)
                .dryRun(dryRun)
                .matching(MatchSettings.DEFAULTS
                        .withWhitespaceTolerant(!exactOnly)
                        .withFuzzy(fuzzy)
                        .withFuzzyThreshold(fuzzyThreshold))
                .build()
                .applyToFile(workspace, file, parsed);
        if (json) {
            io.out().println(JsonReports.write(BatchJson.batch(result, diff)));
        } else {
            io.out().print(diff.report(result.formatted(), result.diff()));
            io.out()
                    .print(CliVersions.after(
                            workspace,
                            file,
                            result.file().written(),
                            result.file().after(),
                            expectedVersion,
                            result.error().orElse(null)));
        }
        return result.isSuccess() ? ExitCodes.SUCCESS : ExitCodes.EDITS_FAILED;
    }
}
