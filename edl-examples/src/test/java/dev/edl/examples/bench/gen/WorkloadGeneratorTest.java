package dev.edl.examples.bench.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadGeneratorTest {
    /** Every file below {@code dir} with its SHA-256, by path relative to {@code dir}. */
    static Map<String, String> tree(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                String relative = dir.relativize(file).toString().replace('\\', '/');
                files.put(relative, WorkloadFolder.sha256(Files.readAllBytes(file)));
            }
        }
        return files;
    }

    @Test
    void writesExactlyTheRecordedFiles(@TempDir Path out) throws IOException {
        List<WorkloadGenerator.Entry> written = WorkloadGenerator.generateAll(out);
        assertEquals(
                List.of("W1", "W2", "W3", "W4", "W5", "W6"),
                written.stream().map(WorkloadGenerator.Entry::id).toList());
        assertEquals(23, WorkloadHashes.all().size());
        // every recorded file with its recorded content, and nothing else
        assertEquals(new TreeMap<>(WorkloadHashes.all()), tree(out));
    }

    @Test
    void onlyMergesWithTheExistingIndex(@TempDir Path out) throws IOException {
        Files.writeString(
                out.resolve("index.json"),
                "{\"generator_version\": 1, \"workloads\": [{\"id\": \"W9\", \"name\": \"x\", \"kind\": \"k\","
                        + " \"dir\": \"W9-x\", \"extra\": [true, null, 3]},"
                        + " {\"id\": \"W5\", \"name\": \"old\", \"kind\": \"fuzzy_find\", \"dir\": \"W5-old\"}]}");
        WorkloadGenerator.generate(out, List.of("W5"));
        assertEquals(
                "{\n  \"generator_version\": 1,\n  \"workloads\": [\n    {\n      \"id\": \"W5\",\n"
                        + "      \"name\": \"fuzzy-10k\",\n      \"kind\": \"fuzzy_find\",\n      \"dir\": \"W5-fuzzy-10k\"\n"
                        + "    },\n    {\n      \"id\": \"W9\",\n      \"name\": \"x\",\n      \"kind\": \"k\",\n"
                        + "      \"dir\": \"W9-x\",\n      \"extra\": [\n        true,\n        null,\n        3\n"
                        + "      ]\n    }\n  ]\n}\n",
                Files.readString(out.resolve("index.json"), StandardCharsets.UTF_8));
        assertEquals(true, WorkloadHashes.matches(out, "W5"));
    }

    @Test
    void anIndexOfAnotherVersionIsReplaced(@TempDir Path out) throws IOException {
        Files.writeString(
                out.resolve("index.json"),
                "{\"generator_version\": 2, \"workloads\": [{\"id\": \"W9\", \"name\": \"x\", \"kind\": \"k\", \"dir\": \"d\"}]}");
        WorkloadGenerator.generate(out, List.of("W5"));
        assertEquals(
                "{\n  \"generator_version\": 1,\n  \"workloads\": [\n    {\n      \"id\": \"W5\",\n"
                        + "      \"name\": \"fuzzy-10k\",\n      \"kind\": \"fuzzy_find\",\n"
                        + "      \"dir\": \"W5-fuzzy-10k\"\n    }\n  ]\n}\n",
                Files.readString(out.resolve("index.json"), StandardCharsets.UTF_8));
    }

    @Test
    void unknownIdsAreRejectedBeforeAnythingIsWritten(@TempDir Path out) throws IOException {
        IllegalArgumentException error = assertThrows(
                IllegalArgumentException.class, () -> WorkloadGenerator.generate(out, List.of("W5", "W99")));
        assertEquals("Unknown workload W99; known: W1, W2, W3, W4, W5, W6", error.getMessage());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(0, files.count());
        }
    }
}
