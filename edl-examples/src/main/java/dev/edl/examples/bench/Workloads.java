package dev.edl.examples.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.examples.bench.gen.WorkloadGenerator;
import dev.edl.examples.bench.gen.WorkloadHashes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The benchmark workloads W1–W6: generated once by {@link WorkloadGenerator} into {@code
 * edl-examples/target/workloads} (checked against the SHA-256 recorded in {@link WorkloadHashes},
 * regenerated when a file is missing or differs), then loaded into memory (inputs checked against
 * the manifests' SHA-256).
 *
 * <pre>{@code
 * Path dir = Workloads.ensureGenerated("W4", "W5", "W6");
 * BatchWorkload w4 = Workloads.loadBatch(dir, "W4");
 * FuzzyWorkload w6 = Workloads.loadFuzzy(dir, "W6");
 * }</pre>
 */
public final class Workloads {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The sizes and modification times of the files of each workload (by directory and id) that this
     * JVM has generated or checked: while they stay the same, the files need not be hashed again.
     */
    private static final Map<String, String> CHECKED = new HashMap<>();

    private Workloads() {}

    /**
     * Generates the workloads into {@link #defaultDirectory()} unless they are already there and
     * intact, and returns that directory.
     *
     * @param ids workload ids such as {@code "W4"}
     * @return the output directory (usually {@code <repo>/edl-examples/target/workloads})
     * @throws IllegalArgumentException for an unknown id
     * @throws IllegalStateException when the generated files do not have the recorded hashes
     * @throws UncheckedIOException when a file cannot be read or written
     */
    public static Path ensureGenerated(String... ids) {
        return ensureGenerated(defaultDirectory(), ids);
    }

    /**
     * Generates the workloads into a directory unless its {@code index.json} lists them and their
     * files have the recorded SHA-256; only the missing or damaged ones are (re)generated, and
     * {@code index.json} keeps listing the others.
     *
     * @param out the output directory (created if missing)
     * @param ids workload ids such as {@code "W4"}
     * @return {@code out}
     * @throws IllegalArgumentException for an unknown id
     * @throws IllegalStateException when the generated files do not have the recorded hashes
     * @throws UncheckedIOException when a file cannot be read or written
     */
    public static synchronized Path ensureGenerated(Path out, String... ids) {
        Path dir = out.toAbsolutePath().normalize();
        Set<String> wanted = new LinkedHashSet<>(List.of(ids));
        for (String id : wanted) {
            WorkloadGenerator.entry(id);
        }
        List<String> missing = new ArrayList<>();
        Set<String> indexed = indexed(dir);
        for (String id : wanted) {
            boolean unchanged = stamp(dir, id).equals(CHECKED.get(key(dir, id)));
            if (!indexed.contains(id) || !(unchanged || WorkloadHashes.matches(dir, id))) {
                missing.add(id);
            }
        }
        if (!missing.isEmpty()) {
            WorkloadGenerator.generate(dir, missing);
            for (String id : missing) {
                if (!WorkloadHashes.matches(dir, id)) {
                    throw new IllegalStateException("Generated workload " + id + " in " + dir
                            + " differs from the SHA-256 recorded in " + WorkloadHashes.RESOURCE);
                }
            }
        }
        for (String id : wanted) {
            CHECKED.put(key(dir, id), stamp(dir, id));
        }
        return dir;
    }

    /** The sizes and modification times of a workload's recorded files ("-" for a missing one). */
    private static String stamp(Path dir, String id) {
        StringBuilder stamp = new StringBuilder();
        for (String file : WorkloadHashes.of(id).keySet()) {
            try {
                Path path = dir.resolve(file);
                stamp.append(Files.size(path))
                        .append('@')
                        .append(Files.getLastModifiedTime(path))
                        .append(' ');
            } catch (IOException e) {
                stamp.append("- ");
            }
        }
        return stamp.toString();
    }

    private static String key(Path dir, String id) {
        return dir + "|" + id;
    }

    /**
     * Where workloads go by default: {@code edl-examples/target/workloads} of the project found at or
     * above the working directory, else of the project around the jar or classes directory this
     * class was loaded from, else {@code target/workloads} below the working directory.
     *
     * @return the default output directory
     */
    public static Path defaultDirectory() {
        Path start = Path.of("").toAbsolutePath();
        Path project = projectRoot(start);
        if (project == null) {
            Path code = codeLocation();
            project = code == null ? null : projectRoot(code);
        }
        return project != null ? outputDirectory(project) : start.resolve("target/workloads");
    }

    /**
     * Where workloads go for the project found at or above {@code from}: its {@code
     * edl-examples/target/workloads}, else {@code from/target/workloads}.
     *
     * @param from the starting directory (usually the working directory)
     * @return the output directory
     */
    public static Path outputDirectory(Path from) {
        Path project = projectRoot(from);
        return project != null
                ? project.resolve("edl-examples/target/workloads")
                : from.toAbsolutePath().resolve("target/workloads");
    }

    private static @Nullable Path projectRoot(Path from) {
        for (Path dir = from.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("edl-examples")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir;
            }
        }
        return null;
    }

    private static @Nullable Path codeLocation() {
        try {
            CodeSource source = Workloads.class.getProtectionDomain().getCodeSource();
            return source == null ? null : Path.of(source.getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }

    /** Removes an index that cannot be parsed, so that generating writes a fresh one. */
    private static void deleteUnreadable(Path index) {
        try {
            Files.deleteIfExists(index);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot replace the unreadable " + index, e);
        }
    }

    /** The ids that {@code out/index.json} lists with their usual folder (none when it is missing). */
    private static Set<String> indexed(Path out) {
        Path index = out.resolve("index.json");
        Set<String> ids = new LinkedHashSet<>();
        if (!Files.isRegularFile(index)) {
            return ids;
        }
        JsonNode root;
        try {
            root = JSON.readTree(index.toFile());
        } catch (IOException e) {
            deleteUnreadable(index);
            return ids;
        }
        for (JsonNode workload : root.path("workloads")) {
            String id = workload.path("id").asText();
            if (WorkloadGenerator.ids().contains(id)
                    && workload.path("dir")
                            .asText()
                            .equals(WorkloadGenerator.entry(id).dir())) {
                ids.add(id);
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
