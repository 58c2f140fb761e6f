package dev.edl.examples.bench.gen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * W3 {@code edl-extend-10k}: a 10,000-line TypeScript-like file and 200 blocks of {@code select <<A}
 * (a top-level function's header line) + {@code extend_forward <<B} ({@code }}: the next line that
 * is exactly {@code }}) + {@code replace <<C} (the whole rewritten function), in shuffled order.
 */
final class FunctionRewrites {
    static final String ID = "W3";
    static final String NAME = "edl-extend-10k";
    private static final int SEED = 3003;
    private static final int BLOCKS = 200;
    private static final Pattern HEADER = Pattern.compile("^(export )?(async )?function (\\w+)\\(");

    private FunctionRewrites() {}

    /** A top-level function: its header's and closing line's 0-based indices, and its name. */
    private record Span(int header, int close, String name) {}

    private record Block(int line, int oldLines, int newLines, String header, String replacement) {}

    static Path generate(Path out) {
        PythonRandom rng = new PythonRandom(SEED + 1);
        TsSourceGenerator gen = TsSourceGenerator.withFunctionWeight(SEED, 120);
        String content = gen.generate(10000);
        String original = content;
        List<String> lines = gen.lines();
        List<Span> cands = new ArrayList<>();
        for (Span span : functionSpans(lines)) {
            String header = lines.get(span.header());
            if (Texts.count(content, header) != 1) {
                continue;
            }
            if (lines.subList(span.header() + 1, span.close()).contains("}")) {
                continue;
            }
            cands.add(span);
        }
        rng.shuffle(cands);
        TsSourceGenerator bodyGen = new TsSourceGenerator(SEED + 7);
        List<Block> blocks = new ArrayList<>();
        String sim = content;
        for (Span span : cands) {
            if (blocks.size() == BLOCKS) {
                break;
            }
            String header = lines.get(span.header());
            if (Texts.countOverlapping(sim, header) != 1) {
                continue;
            }
            // the rewritten function: the same signature (sometimes a widened return type), a new body
            String newHeader = header;
            if (rng.random() < 0.3 && header.endsWith(" {")) {
                newHeader = header.substring(0, header.length() - 2).stripTrailing() + " | undefined {";
            }
            TsSourceGenerator.Scope ctx = new TsSourceGenerator.Scope(span.name(), List.of("input", "options"));
            List<String> body = bodyGen.block(1, ctx, rng.randrange(3, 12));
            body.add("  return " + bodyGen.expr(ctx) + ";");
            List<String> fn = new ArrayList<>();
            fn.add(newHeader);
            fn.addAll(body);
            fn.add("}");
            String newFn = String.join("\n", fn);
            // select the header line (with its \n), extend forward to the next line "}" (with its \n)
            int p = Texts.indexOf(sim, header, 0);
            if (!EdlWorkloadOutput.isLineBoundaryMatch(sim, p, header.length())) {
                throw new IllegalStateException("W3: header is not a whole line: " + header);
            }
            int end = closingLineEnd(sim, p + header.length() + 1);
            String oldFn = sim.substring(p, end);
            if (!oldFn.endsWith("}\n")
                    || ("\n" + newFn + "\n").contains("\nC\n")
                    || ("\n" + header + "\n").contains("\nA\n")) {
                throw new IllegalStateException("W3: unexpected function text at " + header);
            }
            sim = sim.substring(0, p) + newFn + "\n" + sim.substring(end);
            if (Texts.countOverlapping(sim, newHeader) != 1) {
                // extremely unlikely; undo and skip
                sim = sim.substring(0, p) + oldFn + sim.substring(p + newFn.length() + 1);
                continue;
            }
            blocks.add(new Block(
                    span.header() + 1, Texts.count(oldFn, "\n"), Texts.count(newFn, "\n") + 1, header, newFn));
        }
        if (blocks.size() != BLOCKS) {
            throw new IllegalStateException("W3: only " + blocks.size() + " blocks");
        }
        verify(original, blocks, sim);
        String fileName = "src.ts";
        StringBuilder script = new StringBuilder("file " + fileName + "\n");
        int removed = 0;
        int added = 0;
        List<Object> blockInfo = new ArrayList<>();
        for (int k = 0; k < blocks.size(); k++) {
            Block b = blocks.get(k);
            script.append("select ").append(EdlWorkloadOutput.heredoc("A", b.header()));
            script.append("extend_forward ").append(EdlWorkloadOutput.heredoc("B", "}"));
            script.append("replace ").append(EdlWorkloadOutput.heredoc("C", b.replacement()));
            removed += b.oldLines();
            added += b.newLines();
            blockInfo.add(PythonJson.object(
                    "index", k,
                    "original_line", b.line(),
                    "old_function_lines", b.oldLines(),
                    "new_function_lines", b.newLines()));
        }
        return new EdlWorkloadOutput(
                        ID,
                        NAME,
                        SEED,
                        fileName,
                        original,
                        script.toString(),
                        sim,
                        "~10,000-line TypeScript-like file; 200 blocks `select <<A` (a top-level function header"
                                + " line) + `extend_forward <<B` (`}`: the next line that is exactly `}`) + `replace"
                                + " <<C` (the whole rewritten function). Shuffled order.",
                        PythonJson.object("file", 1, "select", BLOCKS, "extend_forward", BLOCKS, "replace", BLOCKS),
                        PythonJson.object(
                                "replacements", BLOCKS,
                                "lines_added", added + BLOCKS,
                                "lines_removed", removed + BLOCKS),
                        PythonJson.object("blocks", blockInfo))
                .write(out);
    }

    /** The end (after its {@code \n}, if any) of the first line at or after {@code from} that is exactly "}". */
    private static int closingLineEnd(String text, int from) {
        int q = from;
        while (true) {
            q = text.indexOf('}', q);
            if (q == -1) {
                throw new IllegalStateException("W3: no closing line after offset " + from);
            }
            if (EdlWorkloadOutput.isLineBoundaryMatch(text, q, 1)) {
                break;
            }
            q++;
        }
        return q + 1 + (q + 1 < text.length() ? 1 : 0);
    }

    /** Replays the blocks from the original: every header must be unique when its select runs. */
    private static void verify(String original, List<Block> blocks, String expected) {
        String s = original;
        for (Block b : blocks) {
            if (Texts.countOverlapping(s, b.header()) != 1) {
                throw new IllegalStateException("W3: header is not unique when it runs: " + b.header());
            }
            int p = Texts.indexOf(s, b.header(), 0);
            int end = closingLineEnd(s, p + b.header().length() + 1);
            s = s.substring(0, p) + b.replacement() + "\n" + s.substring(end);
        }
        if (!s.equals(expected)) {
            throw new IllegalStateException("W3: replaying the script does not give the expected output");
        }
    }

    /** The top-level functions: a header line up to the next line that is exactly "}". */
    private static List<Span> functionSpans(List<String> lines) {
        List<Span> spans = new ArrayList<>();
        int n = lines.size();
        Matcher m = HEADER.matcher("");
        for (int i = 0; i < n; i++) {
            m.reset(lines.get(i));
            if (m.lookingAt()) {
                int j = i + 1;
                while (j < n && !lines.get(j).equals("}")) {
                    j++;
                }
                spans.add(new Span(i, j, m.group(3)));
                i = j;
            }
        }
        return spans;
    }
}
