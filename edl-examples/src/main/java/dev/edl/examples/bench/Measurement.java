package dev.edl.examples.bench;

/**
 * The timing of one benchmark over all its measured samples.
 *
 * @param medianMs the median time per operation, in milliseconds
 * @param minMs the fastest sample, in milliseconds
 * @param maxMs the slowest sample, in milliseconds
 * @param samples how many operations were timed
 * @param allocBytesPerOp bytes allocated per operation ({@code gc.alloc.rate.norm}); NaN when the
 *     GC profiler gave none
 */
record Measurement(double medianMs, double minMs, double maxMs, long samples, double allocBytesPerOp) {}
