package dev.edl.examples.bench.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadHashesTest {
    @Test
    void recordsEveryFileOfEveryWorkload() {
        assertEquals(
                List.of("W5-fuzzy-10k/input/src.ts", "W5-fuzzy-10k/manifest.json", "W5-fuzzy-10k/queries.json"),
                List.copyOf(WorkloadHashes.of("W5").keySet()));
        assertEquals(
                "38755fc684634c8c06ab319205a7ee17aaba93ef4f8a63606bb993402e60cbde",
                WorkloadHashes.of("W5").get("W5-fuzzy-10k/input/src.ts"));
        for (String id : WorkloadGenerator.ids()) {
            assertTrue(WorkloadHashes.of(id).size() >= 3, id);
        }
        assertTrue(WorkloadHashes.all().containsKey("index.json"));
    }

    @Test
    void matchesOnlyIntactFiles(@TempDir Path out) throws IOException {
        assertFalse(WorkloadHashes.matches(out, "W5"));
        WorkloadGenerator.generate(out, List.of("W5"));
        assertTrue(WorkloadHashes.matches(out, "W5"));
        Path queries = out.resolve("W5-fuzzy-10k/queries.json");
        Files.writeString(queries, Files.readString(queries) + " ");
        assertFalse(WorkloadHashes.matches(out, "W5"));
    }

    @Test
    void unknownIdIsAClearError() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> WorkloadHashes.of("W0"));
        assertTrue(String.valueOf(error.getMessage()).startsWith("Unknown workload W0"), error.getMessage());
    }
}
