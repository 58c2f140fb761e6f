package dev.edl.examples.cli;

import dev.edl.examples.EdlVersion;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code edl} command-line tool: runs EDL scripts, batch edits, line-range replacements and
 * edit blocks against a workspace, prints the tool description, tours a sample workspace and
 * serves the tools over MCP.
 *
 * <p>Reports go to standard output, diagnostics to standard error. Exit codes: 0 success, 1 some
 * edits or files failed (or, for {@code find} and {@code search}, nothing was found), 2 usage or
 * script error.
 */
@Command(
        name = "edl",
        versionProvider = EdlCli.Version.class,
        description =
                "Edit text files reliably: EDL scripts, batch search/replace, line ranges and edit blocks; read, find and search files.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success.", "1:some edits or files failed, or nothing was found.", "2:usage or script error."
        })
public final class EdlCli implements Callable<Integer> {
    /** The commands, in the order {@code edl --help} lists them. */
    static final List<String> COMMANDS =
            List.of("run", "batch", "lines", "read", "find", "search", "blocks", "describe", "demo", "mcp", "job");

    private final CliIo io;
    private @Nullable CommandLine commandLine;

    // Plain options rather than mixinStandardHelpOptions: see CliCommand.
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Show this help message and exit.")
    private boolean help;

    @Option(
            names = {"-V", "--version"},
            versionHelp = true,
            description = "Print version information and exit.")
    private boolean version;

    private EdlCli(CliIo io) {
        this.io = io;
    }

    /**
     * Runs the tool and exits the JVM with its exit code.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        int code = execute(args, System.in, out, err);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /**
     * Runs the tool with the given streams, without exiting the JVM.
     *
     * @param args the command line
     * @param in standard input (read by {@code -} arguments and {@code mcp})
     * @param out where reports go
     * @param err where diagnostics go
     * @return the exit code: 0 success, 1 some edits or files failed, 2 usage or script error
     */
    public static int execute(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CliIo io = new CliIo(in, out, err);
        Optional<RunOptions> quickRun = QuickRunArgs.parse(args);
        if (quickRun.isPresent()) {
            return runQuickly(quickRun.get(), io, args);
        }
        return executeWithPicocli(args, io);
    }

    /** {@code edl run} read without picocli (see {@link QuickRunArgs}); failures end as picocli's would. */
    private static int runQuickly(RunOptions options, CliIo io, String[] args) {
        try {
            return RunCommand.run(io, options);
        } catch (OutOfMemoryError e) {
            io.err().println(outOfMemory(args));
            return ExitCodes.USAGE;
        } catch (Exception e) {
            io.err().println("edl: " + describe(e));
            return ExitCodes.USAGE;
        }
    }

    /** The whole command line read by picocli: every command, help, and the usage errors. */
    static int executeWithPicocli(String[] args, CliIo io) {
        PrintStream out = io.out();
        PrintStream err = io.err();
        EdlCli top = new EdlCli(io);
        CommandLine cli = new CommandLine(top, new CommandFactory(io));
        top.commandLine = cli;
        addCommands(cli, args);
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        cli.setExitCodeExceptionMapper(e -> ExitCodes.USAGE);
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            err.println("edl: " + describe(e));
            return ExitCodes.USAGE;
        });
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            err.println(outOfMemory(args));
            return ExitCodes.USAGE;
        }
    }

    /** One line for a run that exhausted the heap (a file under --max-file-size may still not fit). */
    static String outOfMemory(String[] args) {
        String command = args.length == 0 ? "" : args[0];
        String file = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--file") && i + 1 < args.length) {
                file = args[i + 1];
            } else if (args[i].startsWith("--file=")) {
                file = args[i].substring("--file=".length());
            }
        }
        long heapMiB = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        return "edl: out of memory: `edl " + command + "`" + (file == null ? "" : " on " + file)
                + " needed more than the Java heap of " + heapMiB + " MiB (the file or script is too big for it);"
                + " no file was left half-written. Raise the heap, e.g. `java -Xmx2g -jar edl.jar " + command
                + " …` or JAVA_TOOL_OPTIONS=-Xmx2g, or lower --max-file-size to refuse such files up front.";
    }

    /**
     * Adds the subcommands. Picocli reads every command class it is given (fields, methods and
     * their types), so a call of one command adds only that one: {@code edl run} then loads
     * neither the JSON library nor the MCP SDK, and starts faster. Help, an unknown command and no
     * command get them all.
     */
    private static void addCommands(CommandLine cli, String[] args) {
        String wanted = null;
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                wanted = arg;
                break;
            }
        }
        if (wanted != null && COMMANDS.contains(wanted)) {
            cli.addSubcommand(wanted, commandClass(wanted));
            return;
        }
        for (String name : COMMANDS) {
            cli.addSubcommand(name, commandClass(name));
        }
        CommandLine help = new CommandLine(new CommandLine.HelpCommand());
        Map<String, String> helpCodes = new LinkedHashMap<>();
        helpCodes.put("0", "help shown.");
        helpCodes.put("2", "usage error (unknown command).");
        help.getCommandSpec()
                .usageMessage()
                .exitCodeListHeading("%nExit codes:%n")
                .exitCodeList(helpCodes);
        cli.addSubcommand("help", help);
    }

    /** A command's class, named in one branch each so that only the chosen one is loaded. */
    static Class<?> commandClass(String name) {
        return switch (name) {
            case "run" -> RunCommand.class;
            case "batch" -> BatchCommand.class;
            case "lines" -> LinesCommand.class;
            case "read" -> ReadCommand.class;
            case "find" -> FindCommand.class;
            case "search" -> SearchCommand.class;
            case "blocks" -> BlocksCommand.class;
            case "describe" -> DescribeCommand.class;
            case "demo" -> DemoCommand.class;
            case "mcp" -> McpCommand.class;
            case "job" -> JobCommand.class;
            default -> throw new IllegalArgumentException("unknown command " + name);
        };
    }

    private static String describe(Exception e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "file not found: " + e.getMessage();
        }
        String message = e.getMessage();
        return message == null ? e.toString() : message;
    }

    /** {@code edl --version}: the version the build wrote down. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"edl " + EdlVersion.get()};
        }
    }

    /** The streams of this invocation. */
    CliIo io() {
        return io;
    }

    @Override
    public Integer call() {
        io.err().println("edl: missing command");
        (commandLine != null ? commandLine : new CommandLine(this)).usage(io.err());
        return ExitCodes.USAGE;
    }
}
