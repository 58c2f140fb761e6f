package dev.edl.examples.cli;

import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code edl demo}: a self-contained tour on a temporary copy of an embedded sample workspace. */
@Command(
        name = "demo",
        description = {
            "Tour the tools on a temporary copy of an embedded sample workspace.",
            "Steps: an EDL script that fails and whose text is saved, the retry with `replace _saved_N`,"
                    + " a batch edit, a line-range replacement and edit blocks, each with its report."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every step behaved as expected.", "1:a step did not behave as expected.", "2:usage error."})
final class DemoCommand extends CliCommand {
    private final CliIo io;

    @Option(names = "--keep", description = "Keep the temporary workspace and print where it is.")
    private boolean keep;

    DemoCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Exception {
        Path root = DemoWorkspace.copyToTemporaryDirectory();
        boolean asExpected;
        try {
            asExpected = new DemoTour(root, io.out()).run();
        } finally {
            if (keep) {
                io.out().println("The demo workspace is kept at " + root);
            } else {
                DemoWorkspace.delete(root);
            }
        }
        if (!asExpected) {
            io.err().println("edl demo: a step did not behave as expected (see above)");
            return ExitCodes.EDITS_FAILED;
        }
        return ExitCodes.SUCCESS;
    }
}
