package dev.edl.examples.bench.gen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The SHA-256 of every file the generator writes, as recorded in the resource {@value #RESOURCE}
 * (next to this class; the format of {@code sha256sum}: 64 hex digits, two spaces, the path relative
 * to the output directory with {@code /} separators). The {@code index.json} line is the one a full
 * run writes.
 */
public final class WorkloadHashes {
    /** The resource's name, relative to this class. */
    public static final String RESOURCE = "workload-hashes.txt";

    private static final Map<String, String> RECORDED = load();

    private WorkloadHashes() {}

    /**
     * Every recorded file and its hash.
     *
     * @return relative path to lower-case hex SHA-256, in the resource's order
     */
    public static Map<String, String> all() {
        return RECORDED;
    }

    /**
     * The recorded files of one workload.
     *
     * @param id a workload id such as {@code "W1"}
     * @return relative path (below the output directory) to SHA-256
     * @throws IllegalArgumentException for an unknown id
     * @throws IllegalStateException when no hashes are recorded for the workload
     */
    public static Map<String, String> of(String id) {
        String prefix = WorkloadGenerator.entry(id).dir() + "/";
        Map<String, String> files = new LinkedHashMap<>();
        RECORDED.forEach((path, hash) -> {
            if (path.startsWith(prefix)) {
                files.put(path, hash);
            }
        });
        if (files.isEmpty()) {
            throw new IllegalStateException("No hashes recorded for " + id + " in " + RESOURCE);
        }
        return files;
    }

    /**
     * Whether every recorded file of a workload exists in {@code out} with its recorded content.
     *
     * @param out the output directory
     * @param id a workload id such as {@code "W1"}
     * @return true when all its files are there and intact
     * @throws IllegalArgumentException for an unknown id
     * @throws IllegalStateException when no hashes are recorded for the workload
     */
    public static boolean matches(Path out, String id) {
        for (Map.Entry<String, String> file : of(id).entrySet()) {
            Path path = out.resolve(file.getKey());
            try {
                if (!Files.isRegularFile(path)
                        || !WorkloadFolder.sha256(Files.readAllBytes(path)).equals(file.getValue())) {
                    return false;
                }
            } catch (IOException e) {
                return false;
            }
        }
        return true;
    }

    private static Map<String, String> load() {
        try (InputStream in = WorkloadHashes.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("Resource " + RESOURCE + " is missing");
            }
            Map<String, String> hashes = new LinkedHashMap<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1)) {
                if (line.isBlank()) {
                    continue;
                }
                if (line.length() < 67
                        || !line.substring(0, 64).matches("[0-9a-f]{64}")
                        || !line.startsWith("  ", 64)) {
                    throw new IllegalStateException("Malformed line in " + RESOURCE + ": " + line);
                }
                hashes.put(line.substring(66), line.substring(0, 64));
            }
            return Collections.unmodifiableMap(hashes);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + RESOURCE, e);
        }
    }
}
