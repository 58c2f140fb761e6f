package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BenchmarkRunnerTest {
    @Test
    void failuresShowTheBenchmarksOwnMessage() {
        IllegalStateException inner = new IllegalStateException("W1: wrong result: final content has sha256 x");
        RuntimeException wrapper = new RuntimeException("Benchmark caught the exception");
        wrapper.addSuppressed(inner);
        Exception top = new Exception("Benchmark caught the exception", wrapper);
        assertEquals("W1: wrong result: final content has sha256 x", BenchmarkRunner.rootMessage(top));
        assertEquals("plain", BenchmarkRunner.rootMessage(new Exception("plain")));
    }
}
