/**
 * The generator of the benchmark workloads W1–W6, written so that its output is byte for byte what
 * version 1 of the original generator wrote: it reproduces that generator's random number stream
 * ({@link dev.edl.examples.bench.gen.PythonRandom}) and JSON layout ({@link
 * dev.edl.examples.bench.gen.PythonJson}) exactly. Entry point: {@link
 * dev.edl.examples.bench.gen.WorkloadGenerator}.
 */
@NullMarked
package dev.edl.examples.bench.gen;

import org.jspecify.annotations.NullMarked;
