package dev.edl.examples.bench;

import dev.edl.examples.bench.gen.WorkloadGenerator;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Writes the benchmark workloads W1–W6 (about 11 MB) into a directory, byte for byte as generator
 * version 1 does; see {@link WorkloadGenerator}.
 *
 * <pre>
 * java -cp edl-examples/target/edl.jar dev.edl.examples.bench.GenerateWorkloads OUT_DIR [--only W1,W4]
 * </pre>
 *
 * <p>With {@code --only}, {@code OUT_DIR/index.json} is merged with an existing one. Prints one line
 * per workload written; exits with status 2 on bad arguments, 1 when writing fails.
 */
public final class GenerateWorkloads {
    private GenerateWorkloads() {}

    /**
     * Runs the generator.
     *
     * @param args {@code OUT_DIR [--only W1,W4,...]}
     */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs the generator and returns the exit status instead of exiting.
     *
     * @param args {@code OUT_DIR [--only W1,W4,...]}
     * @param out where the written workloads are listed
     * @param err where errors and usage go
     * @return 0 on success, 1 when writing fails, 2 on bad arguments
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        String dir = null;
        String only = null;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--only") && i + 1 < args.length) {
                only = args[++i];
            } else if (arg.startsWith("--only=")) {
                only = arg.substring("--only=".length());
            } else if (!arg.startsWith("-") && dir == null) {
                dir = arg;
            } else {
                return usage(err, arg.equals("-h") || arg.equals("--help") ? null : "unexpected argument: " + arg);
            }
        }
        if (dir == null) {
            return usage(err, "OUT_DIR is missing");
        }
        List<String> ids = new ArrayList<>();
        if (only != null) {
            for (String id : only.split(",", -1)) {
                if (!id.strip().isEmpty()) {
                    ids.add(id.strip());
                }
            }
            for (String id : ids) {
                if (!WorkloadGenerator.ids().contains(id)) {
                    return usage(
                            err,
                            "unknown workload " + id + " (known: " + String.join(",", WorkloadGenerator.ids()) + ")");
                }
            }
        }
        Path target = Path.of(dir).toAbsolutePath();
        try {
            List<WorkloadGenerator.Entry> written = only == null
                    ? WorkloadGenerator.generateAll(target)
                    : WorkloadGenerator.generate(target, ids.isEmpty() ? WorkloadGenerator.ids() : ids);
            for (WorkloadGenerator.Entry e : written) {
                out.println(String.format(Locale.ROOT, "%s %-22s %s", e.id(), e.name(), e.dir()));
            }
            return 0;
        } catch (UncheckedIOException | IllegalStateException e) {
            err.println("GenerateWorkloads: " + e.getMessage());
            return 1;
        }
    }

    private static int usage(PrintStream err, @Nullable String problem) {
        if (problem != null) {
            err.println("GenerateWorkloads: " + problem);
        }
        err.println("Usage: java -cp edl.jar " + GenerateWorkloads.class.getName() + " OUT_DIR [--only W1,W4,...]");
        return problem == null ? 0 : 2;
    }
}
