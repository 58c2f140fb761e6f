package dev.edl.examples.bench.gen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Writes the benchmark workloads W1–W6 into a directory, byte for byte as generator version 1 does:
 * one folder per workload (input, script, edits or queries, expected output, {@code
 * manifest.json}) and {@code index.json} listing the workloads present.
 *
 * <pre>{@code
 * List<WorkloadGenerator.Entry> written = WorkloadGenerator.generate(out, List.of("W1", "W4"));
 * }</pre>
 *
 * <p>A new workload is added to {@link #WORKLOADS} (and its files' SHA-256 to {@code
 * workload-hashes.txt}); existing ones must never change their output.
 */
public final class WorkloadGenerator {
    /** The generator version written to every manifest and to {@code index.json}. */
    public static final int VERSION = WorkloadFolder.GENERATOR_VERSION;

    /**
     * One workload as listed in {@code index.json}.
     *
     * @param id e.g. {@code "W1"}
     * @param name e.g. {@code "edl-heredoc-10k"}
     * @param kind {@code edl}, {@code batch_search_replace} or {@code fuzzy_find}
     * @param dir the folder's name below the output directory
     */
    public record Entry(String id, String name, String kind, String dir) {}

    private record Workload(Entry entry, Consumer<Path> generator) {}

    private static final List<Workload> WORKLOADS = List.of(
            workload(HeredocEdits.ID, HeredocEdits.NAME, "edl", HeredocEdits::generate),
            workload(RegexEdits.ID, RegexEdits.NAME, "edl", RegexEdits::generate),
            workload(FunctionRewrites.ID, FunctionRewrites.NAME, "edl", FunctionRewrites::generate),
            workload(SpellBatch.ID, SpellBatch.NAME, "batch_search_replace", SpellBatch::generate),
            workload("W5", "fuzzy-10k", "fuzzy_find", FuzzyQueries::w5),
            workload("W6", "fuzzy-100k", "fuzzy_find", FuzzyQueries::w6));

    private WorkloadGenerator() {}

    private static Workload workload(String id, String name, String kind, Consumer<Path> generator) {
        return new Workload(new Entry(id, name, kind, id + "-" + name), generator);
    }

    /**
     * Every workload id, in order.
     *
     * @return {@code W1} … {@code W6}
     */
    public static List<String> ids() {
        return WORKLOADS.stream().map(w -> w.entry().id()).toList();
    }

    /**
     * The index entry of a workload.
     *
     * @param id a workload id
     * @return its entry
     * @throws IllegalArgumentException for an unknown id
     */
    public static Entry entry(String id) {
        return find(id).entry();
    }

    private static Workload find(String id) {
        for (Workload w : WORKLOADS) {
            if (w.entry().id().equals(id)) {
                return w;
            }
        }
        throw new IllegalArgumentException("Unknown workload " + id + "; known: " + String.join(", ", ids()));
    }

    /**
     * Writes every workload and an {@code index.json} that lists exactly them.
     *
     * @param out the output directory (created if missing)
     * @return the workloads written, in order
     * @throws UncheckedIOException when a file cannot be written
     */
    public static List<Entry> generateAll(Path out) {
        return generate(out, ids(), false);
    }

    /**
     * Writes some workloads ({@code --only}); {@code index.json} then lists them plus those an
     * existing version-1 {@code index.json} in {@code out} listed.
     *
     * @param out the output directory (created if missing)
     * @param ids workload ids such as {@code "W1"}
     * @return the workloads written, in the given order
     * @throws IllegalArgumentException for an unknown id
     * @throws UncheckedIOException when a file cannot be written or an existing index not read
     */
    public static List<Entry> generate(Path out, List<String> ids) {
        return generate(out, ids, true);
    }

    private static List<Entry> generate(Path out, List<String> ids, boolean merge) {
        List<Workload> chosen = new ArrayList<>();
        for (String id : ids) {
            chosen.add(find(id));
        }
        try {
            Files.createDirectories(out);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create " + out, e);
        }
        List<Entry> written = new ArrayList<>();
        for (Workload w : chosen) {
            w.generator().accept(out);
            written.add(w.entry());
        }
        writeIndex(out, written, merge);
        return written;
    }

    private static void writeIndex(Path out, List<Entry> written, boolean merge) {
        List<Map<String, Object>> index = new ArrayList<>();
        for (Entry e : written) {
            index.add(PythonJson.object("id", e.id(), "name", e.name(), "kind", e.kind(), "dir", e.dir()));
        }
        Path file = out.resolve("index.json");
        if (merge && Files.exists(file)) {
            index = merged(file, index);
        }
        index.sort(Comparator.comparing(w -> String.valueOf(w.get("id"))));
        String text = PythonJson.indented(PythonJson.object("generator_version", VERSION, "workloads", index), 2, true)
                + "\n";
        try {
            Files.write(file, text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file, e);
        }
    }

    /** The entries of an existing index for other workloads, then the new ones (if its version is ours). */
    private static List<Map<String, Object>> merged(Path file, List<Map<String, Object>> fresh) {
        JsonNode old;
        try {
            old = new ObjectMapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
        JsonNode version = old.path("generator_version");
        if (!version.isNumber() || version.decimalValue().compareTo(BigDecimal.valueOf(VERSION)) != 0) {
            return fresh;
        }
        Set<Object> have = new HashSet<>();
        for (Map<String, Object> w : fresh) {
            have.add(String.valueOf(w.get("id")));
        }
        List<Map<String, Object>> all = new ArrayList<>();
        for (JsonNode w : old.path("workloads")) {
            if (!w.isObject() || !w.path("id").isTextual()) {
                throw new IllegalStateException("Malformed workload entry in " + file + ": " + w);
            }
            if (!have.contains(w.path("id").asText())) {
                @SuppressWarnings("unchecked")
                Map<String, Object> kept = (Map<String, Object>) plain(w);
                all.add(kept);
            }
        }
        all.addAll(fresh);
        return all;
    }

    /** A Jackson tree as the maps, lists and scalars {@link PythonJson} writes. */
    private static Object plain(JsonNode node) {
        if (node.isObject()) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                map.put(field.getKey(), plain(field.getValue()));
            }
            return map;
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>();
            for (JsonNode item : node) {
                list.add(plain(item));
            }
            return list;
        }
        if (node.isTextual()) {
            return node.asText();
        }
        if (node.isBoolean()) {
            return node.asBoolean();
        }
        if (node.isNull()) {
            return PythonJson.NULL;
        }
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return node.asLong();
        }
        throw new IllegalStateException("Unsupported value in an existing index.json: " + node);
    }
}
