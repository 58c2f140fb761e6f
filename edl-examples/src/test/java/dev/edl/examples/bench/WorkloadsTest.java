package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.bench.gen.WorkloadHashes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadsTest {
    @Test
    void generatesOnceAndLoadsWithCheckedDigests() throws IOException {
        Path out = Workloads.ensureGenerated("W4", "W5", "W6");
        assertTrue(out.endsWith(Path.of("edl-examples", "target", "workloads")), out.toString());
        Path index = out.resolve("index.json");
        FileTime stamp = Files.getLastModifiedTime(index);
        assertEquals(out, Workloads.ensureGenerated("W5"));
        assertEquals(stamp, Files.getLastModifiedTime(index));

        BatchWorkload w4 = Workloads.loadBatch(out, "W4");
        assertEquals(400, w4.edits().size());
        assertEquals(8208, w4.inputFile().lines());
        assertEquals(396, w4.expectedSucceeded());
        assertEquals(4, w4.expectedFailures().size());
        assertEquals(w4.expectedFile().sha256(), Workloads.sha256(w4.expected()));

        FuzzyWorkload w5 = Workloads.loadFuzzy(out, "W5");
        assertEquals(40, w5.queries().size());
        assertEquals(w5.inputFile().utf16Units(), w5.input().length());
        assertEquals("q01", w5.queries().get(0).id());
    }

    @Test
    void loadsEdlWorkloads() {
        Path out = Workloads.ensureGenerated("W1", "W3");
        EdlWorkload w1 = Workloads.loadEdl(out, "W1");
        assertEquals("edl-heredoc-10k", w1.name());
        assertEquals("src.ts", w1.scriptPath());
        assertTrue(w1.script().startsWith("file src.ts\n"), w1.script().substring(0, 40));
        assertEquals(10013, w1.inputFile().lines());
        assertEquals(200, w1.expectedReplacements());
        assertEquals(w1.expectedFile().sha256(), Workloads.sha256(w1.expected()));
        EdlWorkload w3 = Workloads.loadEdl(out, "W3");
        assertEquals(10032, w3.expectedFile().lines());
    }

    @Test
    void regeneratesOnlyWhatIsMissingOrDamaged(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        assertEquals(out, Workloads.ensureGenerated(out, "W5"));
        assertTrue(WorkloadHashes.matches(out, "W5"));
        Path input = out.resolve("W5-fuzzy-10k/input/src.ts");
        Files.writeString(input, "damaged\n");
        Workloads.ensureGenerated(out, "W5", "W1");
        assertTrue(WorkloadHashes.matches(out, "W5"));
        assertTrue(WorkloadHashes.matches(out, "W1"));
        assertEquals(10008, Workloads.loadFuzzy(out, "W5").inputFile().lines());
        assertTrue(Files.readString(out.resolve("index.json")).contains("\"id\": \"W1\""));
    }

    @Test
    void unknownIdIsAClearError(@TempDir Path dir) {
        IllegalArgumentException error =
                assertThrows(IllegalArgumentException.class, () -> Workloads.ensureGenerated(dir, "W0"));
        assertTrue(String.valueOf(error.getMessage()).startsWith("Unknown workload W0"), error.getMessage());
    }

    @Test
    void unknownWorkloadIsAClearError() {
        Path out = Workloads.ensureGenerated("W4");
        IllegalStateException error = assertThrows(IllegalStateException.class, () -> Workloads.loadBatch(out, "W99"));
        assertTrue(String.valueOf(error.getMessage()).startsWith("Workload W99 is not in "), error.getMessage());
    }

    @Test
    void sha256OfText() {
        assertEquals("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", Workloads.sha256(""));
    }
}
