package dev.edl.examples.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/** Turns JMH's raw samples into a row's {@link Measurement}: pooled median, min, max, allocation. */
final class BenchmarkStatistics {
    private static final String GC_ALLOC_NORM = "gc.alloc.rate.norm";

    private BenchmarkStatistics() {}

    /**
     * The median, min and max of the raw samples of one or more runs pooled together (in ms), and
     * the mean allocation per operation.
     */
    static Measurement measurement(List<RunResult> runs) {
        List<double[]> samples = new ArrayList<>();
        double allocSum = 0;
        int allocRuns = 0;
        for (RunResult result : runs) {
            Result<?> primary = result.getPrimaryResult();
            double toMs = msPerUnit(primary.getScoreUnit());
            for (Iterator<Map.Entry<Double, Long>> it = primary.getStatistics().getRawData(); it.hasNext(); ) {
                Map.Entry<Double, Long> entry = it.next();
                samples.add(new double[] {entry.getKey() * toMs, entry.getValue()});
            }
            for (String name : result.getSecondaryResults().keySet()) {
                Result<?> secondary = result.getSecondaryResults().get(name);
                if (name.endsWith(GC_ALLOC_NORM) && secondary != null) {
                    allocSum += secondary.getScore();
                    allocRuns++;
                }
            }
        }
        return pooled(samples, allocRuns == 0 ? Double.NaN : allocSum / allocRuns);
    }

    /**
     * The median (the lower middle sample when the count is even, as a sample), min and max of
     * samples given as {value in ms, count} pairs.
     *
     * @throws IllegalStateException when there are no samples
     */
    static Measurement pooled(List<double[]> samples, double allocBytesPerOp) {
        List<double[]> sorted = new ArrayList<>(samples);
        sorted.sort(Comparator.comparingDouble(sample -> sample[0]));
        long total = 0;
        for (double[] sample : sorted) {
            total += (long) sample[1];
        }
        if (total == 0) {
            throw new IllegalStateException("no samples");
        }
        long middle = (total + 1) / 2;
        long seen = 0;
        double median = Double.NaN;
        for (double[] sample : sorted) {
            seen += (long) sample[1];
            if (seen >= middle) {
                median = sample[0];
                break;
            }
        }
        return new Measurement(median, sorted.get(0)[0], sorted.get(sorted.size() - 1)[0], total, allocBytesPerOp);
    }

    /** Converts a JMH score unit such as {@code ms/op} into milliseconds. */
    static double msPerUnit(String unit) {
        String time = unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : unit;
        switch (time) {
            case "ns":
                return 1e-6;
            case "us":
            case "µs":
                return 1e-3;
            case "ms":
                return 1;
            case "s":
                return 1e3;
            default:
                throw new IllegalArgumentException("Unexpected JMH score unit: " + unit);
        }
    }
}
