package dev.edl.examples.bench;

import dev.edl.Edl;
import dev.edl.EdlResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * W1 run through the file layer: {@code Edl.builder().workspace(tmp).build().run(script)} reads the
 * real file, edits it and writes it back atomically. The file is restored before every invocation
 * (outside the timed region). Compared with W1 in memory this shows the file layer's overhead.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@SuppressWarnings("NullAway.Init")
public class FileLayerBenchmark {
    private EdlWorkload loaded;
    private Path root;
    private Path file;
    private Edl edl;
    private String verified;

    /**
     * Creates the temporary workspace and checks one run (the file written must have the expected
     * SHA-256); throws when it is wrong.
     *
     * @throws IOException if the workspace cannot be created or read
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        loaded = SuiteWorkloads.edl("W1");
        root = Files.createTempDirectory("edl-bench-");
        file = root.resolve(loaded.scriptPath());
        edl = Edl.builder().workspace(root).build();
        restore();
        EdlResult result = run();
        String written = Files.readString(file, StandardCharsets.UTF_8);
        if (!result.files().isEmpty() && !result.files().get(0).written()) {
            throw new IllegalStateException("W1 (file): wrong result: the file was not written");
        }
        String check = ResultChecks.edl(loaded, result);
        if (!Workloads.sha256(written).equals(loaded.expectedFile().sha256())) {
            throw new IllegalStateException(
                    "W1 (file): wrong result: the file on disk differs from the expected output");
        }
        verified = check + " of the file on disk";
    }

    /**
     * Writes the original input back (outside the timed region).
     *
     * @throws IOException if the file cannot be written
     */
    @Setup(Level.Invocation)
    public void restore() throws IOException {
        Files.writeString(file, loaded.input(), StandardCharsets.UTF_8);
    }

    /**
     * Runs W1's script on the file.
     *
     * @return the result (consumed by JMH)
     */
    @Benchmark
    public EdlResult run() {
        return edl.run(loaded.script());
    }

    /**
     * Deletes the temporary workspace.
     *
     * @throws IOException if it cannot be listed
     */
    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(root)) {
            paths = walk.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path path : paths) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot delete " + path, e);
            }
        }
    }

    /** What the setup verified. */
    String verified() {
        return verified;
    }
}
