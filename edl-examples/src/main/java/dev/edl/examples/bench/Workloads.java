package dev.edl.examples.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * The shared benchmark workloads W1–W6: generated once by {@code shared/bench/gen_workloads.py}
 * into {@code edl-examples/target/workloads}, then loaded into memory (inputs checked against the
 * manifests' SHA-256).
 *
 * <pre>{@code
 * Path dir = Workloads.ensureGenerated("W4", "W5", "W6");
 * BatchWorkload w4 = Workloads.loadBatch(dir, "W4");
 * FuzzyWorkload w6 = Workloads.loadFuzzy(dir, "W6");
 * }</pre>
 */
public final class Workloads {
    /** The generator's path relative to the directory that holds {@code shared/}. */
    static final String GENERATOR = "shared/bench/gen_workloads.py";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long GENERATOR_TIMEOUT_SECONDS = 300;

    private Workloads() {}

    /**
     * Generates the workloads (unless {@code index.json} in the default output directory already
     * lists them all) and returns that directory.
     *
     * @param ids workload ids such as {@code "W4"}
     * @return the output directory ({@code <repo>/edl-examples/target/workloads})
     * @throws IllegalStateException when python3 or the generator is missing, or generation fails
     */
    public static Path ensureGenerated(String... ids) {
        Path start = Path.of("").toAbsolutePath();
        return ensureGenerated(outputDirectory(start), start, ids);
    }

    /**
     * Generates the workloads into a directory unless its {@code index.json} already lists them.
     *
     * @param out the output directory
     * @param searchFrom where to start looking (upwards) for {@code shared/bench/gen_workloads.py}
     * @param ids workload ids such as {@code "W4"}
     * @return {@code out}
     * @throws IllegalStateException when python3 or the generator is missing, or generation fails
     */
    public static Path ensureGenerated(Path out, Path searchFrom, String... ids) {
        Set<String> wanted = new LinkedHashSet<>(List.of(ids));
        if (present(out).containsAll(wanted)) {
            return out;
        }
        Path generator = findGenerator(searchFrom);
        if (generator == null) {
            throw new IllegalStateException(
                    "Workload generator not found: no " + GENERATOR + " in " + searchFrom + " or any parent directory");
        }
        List<String> command =
                List.of("python3", generator.toString(), out.toString(), "--only", String.join(",", wanted));
        Process process;
        try {
            Files.createDirectories(out);
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new IllegalStateException(
                    "Cannot run python3 (needed to generate the benchmark workloads): " + e.getMessage(), e);
        }
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(GENERATOR_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("Workload generator timed out: " + String.join(" ", command));
            }
            if (process.exitValue() != 0) {
                throw new IllegalStateException("Workload generator failed (exit " + process.exitValue() + "): "
                        + String.join(" ", command) + "\n" + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while generating workloads", e);
        }
        if (!present(out).containsAll(wanted)) {
            throw new IllegalStateException("Workload generator did not produce " + wanted + " in " + out);
        }
        return out;
    }

    /**
     * Where workloads go: {@code edl-examples/target/workloads} of the project found at or above
     * {@code from}, else {@code from/target/workloads}.
     *
     * @param from the starting directory (usually the working directory)
     * @return the output directory
     */
    public static Path outputDirectory(Path from) {
        for (Path dir = from.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("edl-examples")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir.resolve("edl-examples/target/workloads");
            }
        }
        return from.toAbsolutePath().resolve("target/workloads");
    }

    /**
     * Finds {@code shared/bench/gen_workloads.py} in {@code from} or a parent directory.
     *
     * @param from the starting directory
     * @return the generator, or null when there is none
     */
    static @Nullable Path findGenerator(Path from) {
        for (Path dir = from.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(GENERATOR);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** The ids listed in {@code out/index.json} (none when it is missing). */
    private static Set<String> present(Path out) {
        Path index = out.resolve("index.json");
        Set<String> ids = new LinkedHashSet<>();
        if (!Files.isRegularFile(index)) {
            return ids;
        }
        JsonNode root = read(index);
        for (JsonNode workload : root.path("workloads")) {
            if (Files.isRegularFile(out.resolve(workload.path("dir").asText()).resolve("manifest.json"))) {
                ids.add(workload.path("id").asText());
            }
        }
        return ids;
    }

    /**
     * Loads an {@code edl} workload (one script, one file).
     *
     * @param out the directory holding {@code index.json}
     * @param id e.g. {@code "W1"}
     * @return the workload with script, input and expected output in memory
     */
    public static EdlWorkload loadEdl(Path out, String id) {
        Path dir = folder(out, id);
        JsonNode manifest = read(dir.resolve("manifest.json"));
        JsonNode edlFile = manifest.path("edl").path("files").path(0);
        WorkloadFile inputFile =
                entry(manifest.path("inputs"), edlFile.path("input").asText());
        WorkloadFile expectedFile = entry(
                manifest.path("expected_outputs"), edlFile.path("expected").asText());
        WorkloadFile scriptFile = file(manifest.path("script"));
        return new EdlWorkload(
                id,
                manifest.path("name").asText(),
                content(dir, scriptFile),
                edlFile.path("script_path").asText(),
                content(dir, inputFile),
                inputFile,
                content(dir, expectedFile),
                expectedFile,
                manifest.path("edl")
                        .path("expected_mutations")
                        .path("replacements")
                        .asInt());
    }

    /** The file entry with the given path in a manifest array. */
    private static WorkloadFile entry(JsonNode entries, String path) {
        for (JsonNode candidate : entries) {
            if (candidate.path("path").asText().equals(path)) {
                return file(candidate);
            }
        }
        throw new IllegalStateException("Manifest lists no file " + path);
    }

    /**
     * Loads a {@code batch_search_replace} workload.
     *
     * @param out the directory holding {@code index.json}
     * @param id e.g. {@code "W4"}
     * @return the workload with input, edits and expected output in memory
     */
    public static BatchWorkload loadBatch(Path out, String id) {
        Path dir = folder(out, id);
        JsonNode manifest = read(dir.resolve("manifest.json"));
        WorkloadFile inputFile = file(manifest.path("inputs").path(0));
        WorkloadFile expectedFile = file(manifest.path("expected_outputs").path(0));
        List<WorkloadEdit> edits = new ArrayList<>();
        for (JsonNode edit :
                read(dir.resolve(manifest.path("edits").path("path").asText()))) {
            edits.add(new WorkloadEdit(
                    edit.path("label").asText(),
                    edit.path("search").asText(),
                    edit.path("replace").asText()));
        }
        JsonNode results = manifest.path("expected_results");
        List<ExpectedFailure> failures = new ArrayList<>();
        for (JsonNode failure : results.path("failures")) {
            failures.add(new ExpectedFailure(
                    failure.path("index").asInt(),
                    failure.path("label").asText(),
                    failure.path("reason").asText(),
                    failure.path("occurrences").asInt()));
        }
        return new BatchWorkload(
                id,
                manifest.path("name").asText(),
                content(dir, inputFile),
                inputFile,
                edits,
                content(dir, expectedFile),
                expectedFile,
                results.path("succeeded").asInt(),
                failures);
    }

    /**
     * Loads a {@code fuzzy_find} workload.
     *
     * @param out the directory holding {@code index.json}
     * @param id e.g. {@code "W5"}
     * @return the workload with input and queries in memory
     */
    public static FuzzyWorkload loadFuzzy(Path out, String id) {
        Path dir = folder(out, id);
        JsonNode manifest = read(dir.resolve("manifest.json"));
        WorkloadFile inputFile = file(manifest.path("inputs").path(0));
        List<FuzzyQuery> queries = new ArrayList<>();
        for (JsonNode query :
                read(dir.resolve(manifest.path("queries").path("path").asText()))) {
            queries.add(new FuzzyQuery(
                    query.path("id").asText(),
                    query.path("query").asText(),
                    query.path("true_line").asInt(),
                    query.path("true_line_end").asInt(),
                    query.path("block_lines").asInt(),
                    query.path("true_text").asText(),
                    query.path("indent_change").asText()));
        }
        return new FuzzyWorkload(id, manifest.path("name").asText(), content(dir, inputFile), inputFile, queries);
    }

    /**
     * The hex SHA-256 of a text's UTF-8 bytes.
     *
     * @param text any text
     * @return 64 lower-case hex digits
     */
    public static String sha256(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static Path folder(Path out, String id) {
        for (JsonNode workload : read(out.resolve("index.json")).path("workloads")) {
            if (workload.path("id").asText().equals(id)) {
                return out.resolve(workload.path("dir").asText());
            }
        }
        throw new IllegalStateException("Workload " + id + " is not in " + out.resolve("index.json"));
    }

    private static WorkloadFile file(JsonNode entry) {
        return new WorkloadFile(
                entry.path("path").asText(),
                entry.path("bytes").asLong(),
                entry.path("utf16_units").asLong(),
                entry.path("lines").asInt(),
                entry.path("sha256").asText());
    }

    /** Reads a listed file and checks its digest. */
    private static String content(Path dir, WorkloadFile entry) {
        try {
            String text = Files.readString(dir.resolve(entry.path()), StandardCharsets.UTF_8);
            String digest = sha256(text);
            if (!digest.equals(entry.sha256())) {
                throw new IllegalStateException("SHA-256 mismatch for " + dir.resolve(entry.path()) + ": expected "
                        + entry.sha256() + ", got " + digest);
            }
            return text;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode read(Path json) {
        try {
            return JSON.readTree(json.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + json, e);
        }
    }
}
