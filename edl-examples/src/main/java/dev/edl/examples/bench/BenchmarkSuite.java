package dev.edl.examples.bench;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The suite: its rows in table order with their targets, and its scaling pairs. */
final class BenchmarkSuite {
    /** The most a 10× row may cost relative to its 1× row (the scaling target). */
    static final double MAX_SCALING_RATIO = 12.0;

    /** The scaling pairs, in table order. */
    static final List<ScalingPair> SCALING_PAIRS = List.of(
            new ScalingPair("W1", "W1x10", "W1-style: 10k → 100k lines, same 200 commands"),
            new ScalingPair("W4", "W4x10", "W4-style: 400 edits / 8k lines → 4,000 edits / 82k lines"),
            new ScalingPair("W7", "W7x10", "W7-style: 1,000 single-line edits / 100k lines → 10,000 / 1M lines"),
            new ScalingPair("W7edl", "W7edlx10", "W7edl-style: the W7 edits as EDL"),
            new ScalingPair("W8", "W8x10", "W8-style: 1,000 short single-line edits / 100k source lines → 10,000 / 1M"),
            new ScalingPair("W8exact", "W8exactx10", "W8exact-style: W8 with exact matching only"),
            new ScalingPair("W8edl", "W8edlx10", "W8edl-style: the W8 edits as EDL"));

    private BenchmarkSuite() {}

    /** The rows, in table order. */
    static List<BenchmarkCase> cases() {
        String sha = "sha256 of expected output";
        String fuzzy = "40/40 true locations (±1 line)";
        return List.of(
                new BenchmarkCase(
                        "W1 — 200 heredoc select+replace, 10k lines", EdlScriptBenchmark.class, "run", "W1", sha, 15.0),
                new BenchmarkCase(
                        "W2 — 300 regex select+replace + 5 select_multiple (1,509 ranges), 100k lines",
                        EdlScriptBenchmark.class,
                        "run",
                        "W2",
                        sha,
                        1500.0),
                new BenchmarkCase(
                        "W3 — 200 select+extend_forward+replace of whole functions, 10k lines",
                        EdlScriptBenchmark.class,
                        "run",
                        "W3",
                        sha,
                        20.0),
                new BenchmarkCase(
                        "W4 — batch of 400 search/replace edits, 8k-line Markdown",
                        BatchEditBenchmark.class,
                        "apply",
                        "W4",
                        "396 applied / 4 failed (designed), " + sha,
                        40.0),
                new BenchmarkCase(
                        "W5 — fuzzy diagnosis, 10k lines, per query",
                        FuzzyFindBenchmark.class,
                        "query",
                        "W5",
                        fuzzy,
                        5.0),
                new BenchmarkCase(
                        "W6 — fuzzy diagnosis, 100k lines, per query",
                        FuzzyFindBenchmark.class,
                        "query",
                        "W6",
                        fuzzy,
                        50.0),
                new BenchmarkCase(
                        "W1file — W1 through the file layer (read, edit, atomic write)",
                        FileLayerBenchmark.class,
                        "run",
                        null,
                        sha + " (file on disk)",
                        null),
                new BenchmarkCase(
                        "W7 — batch of 1,000 single-line search/replace edits, 100k lines sharing prefix and suffix",
                        SingleLineBatchBenchmark.class,
                        "apply",
                        "W7",
                        "1000 applied / 0 failed, sha256 of model output",
                        null),
                new BenchmarkCase(
                        "W7edl — W7's 1,000 edits as EDL select+replace, 100k lines",
                        SingleLineEdlBenchmark.class,
                        "run",
                        "W7edl",
                        "sha256 of model output",
                        null),
                new BenchmarkCase(
                        "W7edlx10 — W7x10's 10,000 edits as EDL select+replace, 1M lines",
                        SingleLineEdlBenchmark.class,
                        "run",
                        "W7edlx10",
                        "sha256 of model output",
                        null),
                new BenchmarkCase(
                        "W1x10 — W1's 200 commands on 100k lines",
                        EdlScriptBenchmark.class,
                        "run",
                        "W1x10",
                        "sha256 of derived reference",
                        null),
                new BenchmarkCase(
                        "W4x10 — batch of 4,000 edits, 82k-line Markdown",
                        BatchEditBenchmark.class,
                        "apply",
                        "W4x10",
                        "3960 applied / 40 failed, sha256 of derived reference",
                        null),
                new BenchmarkCase(
                        "W7x10 — batch of 10,000 single-line edits, 1M lines",
                        SingleLineBatchBenchmark.class,
                        "apply",
                        "W7x10",
                        "10000 applied / 0 failed, sha256 of model output",
                        2000.0),
                new BenchmarkCase(
                        "W8 — batch of 1,000 short single-line edits, 100k lines of source-like text",
                        SingleLineBatchBenchmark.class,
                        "apply",
                        "W8",
                        "1000 applied / 0 failed, sha256 of model output",
                        null),
                new BenchmarkCase(
                        "W8exact — W8 with exact matching only (no whitespace tolerance)",
                        SingleLineBatchBenchmark.class,
                        "apply",
                        "W8exact",
                        "1000 applied / 0 failed, sha256 of model output",
                        null),
                new BenchmarkCase(
                        "W8edl — W8's 1,000 edits as EDL select+replace, 100k lines",
                        SingleLineEdlBenchmark.class,
                        "run",
                        "W8edl",
                        "sha256 of model output",
                        null),
                new BenchmarkCase(
                        "W8x10 — batch of 10,000 short single-line edits, 1M lines of source-like text",
                        SingleLineBatchBenchmark.class,
                        "apply",
                        "W8x10",
                        "10000 applied / 0 failed, sha256 of model output",
                        1500.0),
                new BenchmarkCase(
                        "W8exactx10 — W8x10 with exact matching only",
                        SingleLineBatchBenchmark.class,
                        "apply",
                        "W8exactx10",
                        "10000 applied / 0 failed, sha256 of model output",
                        1500.0),
                new BenchmarkCase(
                        "W8edlx10 — W8x10's 10,000 edits as EDL select+replace, 1M lines",
                        SingleLineEdlBenchmark.class,
                        "run",
                        "W8edlx10",
                        "sha256 of model output",
                        1500.0));
    }

    /** The scaling comparisons among the rows present, in table order. */
    static List<ScalingRow> scaling(List<BenchmarkRow> rows) {
        List<ScalingRow> scaling = new ArrayList<>();
        for (ScalingPair pair : SCALING_PAIRS) {
            BenchmarkRow small = find(rows, pair.small());
            BenchmarkRow large = find(rows, pair.large());
            if (small != null && large != null) {
                scaling.add(new ScalingRow(pair.label(), small, large, MAX_SCALING_RATIO));
            }
        }
        return scaling;
    }

    /** Whether a case is one row of a scaling pair. */
    static boolean inScalingPair(BenchmarkCase c) {
        return SCALING_PAIRS.stream().anyMatch(pair -> pair.contains(c));
    }

    /** Whether a case is the row with this id ({@code W4} is not {@code W4x10}). */
    static boolean isRow(BenchmarkCase c, String id) {
        return c.label().startsWith(id + " ");
    }

    private static @Nullable BenchmarkRow find(List<BenchmarkRow> rows, String id) {
        for (BenchmarkRow row : rows) {
            if (isRow(row.benchmarkCase(), id)) {
                return row;
            }
        }
        return null;
    }
}
