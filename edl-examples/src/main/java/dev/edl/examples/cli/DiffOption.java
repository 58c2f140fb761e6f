package dev.edl.examples.cli;

import dev.edl.tools.CompactDiff;
import java.util.Locale;
import java.util.Stack;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;

/**
 * The {@code --diff[=compact|full|none]} option of {@code run}, {@code batch}, {@code lines} and
 * {@code blocks}, and the diffs it shapes, in text and in JSON: compact by default (long lines
 * clipped around the change, with a note), full on request, or left out. A bare {@code --diff}
 * means {@code full}, as the boolean {@code --diff} of {@code edl run} did.
 */
final class DiffOption {
    /** How the diffs are printed. */
    enum Mode {
        COMPACT,
        FULL,
        NONE
    }

    /** How the compact diff's note tells a command-line user to get whole lines. */
    static final String FULL_HINT = "add --diff full";

    /** The bounded batch report's pointer to the Java API, which a command-line user cannot call. */
    private static final String API_POINTER = "(the full diff is in diff())";

    @Option(
            names = "--diff",
            arity = "0..1",
            paramLabel = "compact|full|none",
            parameterConsumer = ModeConsumer.class,
            description = "The diff of the changes: compact (default: long lines clipped around the change),"
                    + " full (whole lines; a bare --diff means full) or none.")
    Mode mode = Mode.COMPACT;

    /**
     * A report whose last part is {@code diff} (possibly cut by the report), with that part shaped
     * by the mode; a report where the diff is not found is returned as it is.
     *
     * @param report the report
     * @param diff the whole diff the report ends with, possibly empty
     */
    String report(String report, String diff) {
        if (diff.isEmpty()) {
            return report;
        }
        String header = diff.substring(0, diff.indexOf('\n') + 1);
        int at = 0;
        if (!report.startsWith(header)) {
            int newline = report.indexOf("\n" + header);
            if (newline < 0) {
                return report;
            }
            at = newline + 1;
        }
        String head = report.substring(0, at);
        return switch (mode) {
            case FULL -> head + (diff.endsWith("\n") ? diff : diff + "\n");
            case COMPACT ->
                head
                        + CompactDiff.of(report.substring(at), FULL_HINT)
                                .replace(API_POINTER, "(" + FULL_HINT + " to see all of it)");
            case NONE -> head.endsWith("\n\n") ? head.substring(0, head.length() - 1) : head;
        };
    }

    /**
     * A diff on its own (a JSON field, the diff {@code edl run} appends) shaped by the mode: empty
     * for {@code none}.
     */
    String diff(String diff) {
        return switch (mode) {
            case FULL -> diff;
            case COMPACT -> CompactDiff.of(diff, FULL_HINT);
            case NONE -> "";
        };
    }

    /** The option as if given on the command line with this mode. */
    static DiffOption of(Mode mode) {
        DiffOption option = new DiffOption();
        option.mode = mode;
        return option;
    }

    /** The mode a word names, ignoring case, or null. */
    static @Nullable Mode parse(String word) {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "compact" -> Mode.COMPACT;
            case "full" -> Mode.FULL;
            case "none" -> Mode.NONE;
            default -> null;
        };
    }

    /**
     * Takes the next argument as the mode only when it names one, so that {@code edl run --diff -}
     * and {@code edl run --diff fix.edl} keep meaning "full diff, script from …". Where the next
     * argument cannot be anything else (no positional parameter left to take it), a word that is
     * not a mode is a usage error rather than a stray argument.
     */
    static final class ModeConsumer implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
            String next = args.isEmpty() ? null : args.peek();
            Mode mode = next == null ? null : parse(next);
            if (mode != null) {
                args.pop();
                argSpec.setValue(mode);
                return;
            }
            if (next != null && !next.startsWith("-") && !positionalLeft(commandSpec)) {
                throw new CommandLine.ParameterException(
                        commandSpec.commandLine(),
                        "Invalid value for option '--diff': expected compact, full or none but was '" + next
                                + "' (a bare --diff means full)");
            }
            argSpec.setValue(Mode.FULL);
        }

        private static boolean positionalLeft(CommandSpec spec) {
            for (PositionalParamSpec positional : spec.positionalParameters()) {
                if (positional.originalStringValues().isEmpty()) {
                    return true;
                }
            }
            return false;
        }
    }
}
