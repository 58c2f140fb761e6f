package dev.edl.examples.bench.gen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One workload's output folder: writes its text files (UTF-8, exactly the given characters) and
 * describes each as a manifest file entry {@code {path, bytes, utf16_units, lines, sha256}}.
 */
final class WorkloadFolder {
    /** What a manifest's {@code generator.script} says: the name of the generator version 1 was. */
    static final String GENERATOR_SCRIPT = "gen_workloads.py";

    /** The generator version the output reproduces. */
    static final int GENERATOR_VERSION = 1;

    private final Path dir;

    WorkloadFolder(Path out, String name) {
        this.dir = out.resolve(name);
    }

    /** The folder. */
    Path dir() {
        return dir;
    }

    /**
     * Writes a text file below the folder and returns its manifest entry.
     *
     * @param relative the path relative to the folder, with {@code /} separators
     * @param text the content
     */
    Map<String, Object> write(String relative, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        Path file = dir.resolve(relative);
        try {
            Path parent = file.getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file, e);
        }
        return entry(relative, text, bytes);
    }

    /** Writes {@code manifest.json}: indent 2, non-ASCII characters as they are, a final new line. */
    void writeManifest(Map<String, Object> manifest) {
        write("manifest.json", PythonJson.indented(manifest, 2, false) + "\n");
    }

    /** The manifest's {@code generator} object. */
    static Map<String, Object> generator(int seed) {
        return PythonJson.object("script", GENERATOR_SCRIPT, "version", GENERATOR_VERSION, "seed", seed);
    }

    private static Map<String, Object> entry(String relative, String text, byte[] bytes) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("path", relative);
        entry.put("bytes", bytes.length);
        entry.put("utf16_units", text.length());
        entry.put("lines", Texts.count(text, "\n") + (text.endsWith("\n") || text.isEmpty() ? 0 : 1));
        entry.put("sha256", sha256(bytes));
        return entry;
    }

    /** The lower-case hex SHA-256 of some bytes. */
    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
