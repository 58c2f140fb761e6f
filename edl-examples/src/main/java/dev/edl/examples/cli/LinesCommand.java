package dev.edl.examples.cli;

import dev.edl.batch.LineEdit;
import dev.edl.batch.LineReplace;
import dev.edl.batch.LineReplaceResult;
import dev.edl.files.Workspace;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code edl lines}: replaces a range of lines ("write from line"). */
@Command(
        name = "lines",
        description = {
            "Replace lines N..M of a file (1-based, inclusive) with new content.",
            "Without --end: to the end of the file. --start = line count + 1 appends; empty content deletes."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:replaced.", "1:refused (bad range, --expect-current mismatch, file error).", "2:usage error."
        })
final class LinesCommand extends CliCommand {
    private final CliIo io;

    @Option(
            names = "--file",
            required = true,
            paramLabel = "FILE",
            description = "The file to edit (relative to --root).")
    private String file = "";

    @Option(names = "--start", required = true, paramLabel = "N", description = "First line to replace (1-based).")
    private int start;

    @Option(names = "--end", paramLabel = "M", description = "Last line to replace (inclusive).")
    private @Nullable Integer end;

    @ArgGroup(exclusive = true, multiplicity = "1")
    private Content content = new Content();

    @Option(
            names = "--expect-current",
            paramLabel = "TEXT",
            description = "Refuse unless the lines being replaced are exactly this text.")
    private @Nullable String expectCurrent;

    @Option(names = "--root", paramLabel = "DIR", description = "Workspace root (default: current directory).")
    private Path root = Path.of("");

    @Option(names = "--dry-run", description = "Write nothing; report what would change.")
    private boolean dryRun;

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

    /** Where the new content comes from. */
    static final class Content {
        @Option(names = "--content", paramLabel = "TEXT", description = "The new lines.")
        @Nullable
        String text;

        @Option(
                names = "--content-file",
                paramLabel = "FILE",
                description = "Read the new lines from FILE ('-': standard input).")
        @Nullable
        String file;
    }

    LinesCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Exception {
        if (!WorkspaceRoot.check(root, io)) {
            return ExitCodes.USAGE;
        }
        String text = content.text != null ? content.text : io.readSource(content.file == null ? "-" : content.file);
        LineReplaceResult result;
        Workspace workspace =
                Workspace.builder().root(root).maxFileSize(maxFileSize).build();
        try {
            result = LineReplace.builder()
                    .expectedVersion(expectedVersion)
                    .dryRun(dryRun)
                    .build()
                    .applyToFile(workspace, file, new LineEdit(start, end, text, expectCurrent));
        } catch (IllegalArgumentException e) {
            io.err().println("edl: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (json) {
            io.out().println(JsonReports.write(BatchJson.lines(result, diff)));
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
