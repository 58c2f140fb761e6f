package dev.edl.examples.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The benchmark suite's one command: generates the workloads if needed, runs every row of the
 * {@linkplain BenchmarkSuite suite} with JMH (sample mode, GC profiler) in a forked JVM, and prints
 * a Markdown table of median, min, max, allocation per operation, correctness and target, plus the
 * scaling ratios.
 *
 * <pre>
 * mvn -B -q package -DskipTests
 * java -cp edl-examples/target/edl.jar dev.edl.examples.bench.BenchmarkTable [--quick] [--only W1,W5]
 * </pre>
 *
 * <p>Exits with status 1 when any benchmark's correctness check failed (a missed target is reported
 * in the table, not by the exit status), 2 on bad arguments.
 */
public final class BenchmarkTable {
    private BenchmarkTable() {}

    /**
     * The command line.
     *
     * @param quick whether to run the short smoke settings
     * @param only the row ids to run; empty for all
     */
    record Arguments(boolean quick, List<String> only) {
        /** Copies the list. */
        Arguments {
            only = List.copyOf(only);
        }

        /** The suite's rows these arguments choose, in table order. */
        List<BenchmarkCase> chosen() {
            List<BenchmarkCase> chosen = new ArrayList<>();
            for (BenchmarkCase c : BenchmarkSuite.cases()) {
                if (only.isEmpty() || only.stream().anyMatch(id -> BenchmarkSuite.isRow(c, id))) {
                    chosen.add(c);
                }
            }
            return chosen;
        }
    }

    /**
     * Runs the suite and prints the table.
     *
     * @param args {@code --quick} for a short smoke run; {@code --only ID,...} to run only the rows
     *     whose label starts with one of the ids (e.g. {@code W1}, {@code W4x10})
     */
    public static void main(String[] args) {
        Arguments arguments = parse(args);
        if (arguments == null) {
            System.err.println(
                    "Usage: java -cp edl.jar " + BenchmarkTable.class.getName() + " [--quick] [--only W1,W4x10,...]");
            System.exit(2);
            return;
        }
        List<BenchmarkRow> rows =
                new BenchmarkRunner(generateWorkloads(), arguments.quick()).runAll(arguments.chosen());
        System.out.println();
        System.out.println(
                MarkdownTable.format(rows, BenchmarkSuite.scaling(rows), BenchmarkRunner.settings(arguments.quick())));
        System.exit(rows.stream().allMatch(BenchmarkRow::correct) ? 0 : 1);
    }

    /** The parsed command line, or null when it is not understood. */
    static @Nullable Arguments parse(String[] args) {
        boolean quick = false;
        List<String> only = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--quick")) {
                quick = true;
            } else if (args[i].equals("--only") && i + 1 < args.length) {
                only.addAll(List.of(args[++i].split(",")));
            } else {
                return null;
            }
        }
        return new Arguments(quick, only);
    }

    /**
     * The workloads directory: the {@value SuiteWorkloads#DIRECTORY_PROPERTY} system property if
     * set (used as is), else {@link Workloads#defaultDirectory()} with every workload the suite uses
     * generated (if needed).
     */
    private static Path generateWorkloads() {
        String configured = System.getProperty(SuiteWorkloads.DIRECTORY_PROPERTY);
        if (configured != null && !configured.isEmpty()) {
            return Path.of(configured);
        }
        return Workloads.ensureGenerated(SuiteWorkloads.GENERATED);
    }
}
