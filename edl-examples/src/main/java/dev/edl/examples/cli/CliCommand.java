package dev.edl.examples.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Option;

/**
 * What every {@code edl} subcommand shares: {@code -h}/{@code --help}. Declared as a plain option
 * rather than picocli's {@code mixinStandardHelpOptions}, which builds a second command model per
 * command by reflection: a measurable part of a short run's start-up.
 */
abstract class CliCommand implements Callable<Integer> {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Show this help message and exit.")
    private boolean help;
}
