package dev.edl.examples.bench.gen;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * W1 {@code edl-heredoc-10k}: a 10,000-line TypeScript-like file and 200 blocks of {@code select
 * <<END} (one existing line, unique in the file at that point) plus {@code replace <<END} (the
 * edited line), in shuffled order.
 */
final class HeredocEdits {
    static final String ID = "W1";
    static final String NAME = "edl-heredoc-10k";
    private static final int SEED = 1001;
    private static final int BLOCKS = 200;
    private static final Pattern NUMBER = Pattern.compile("\\b\\d+\\b");
    private static final Pattern IDENTIFIER =
            Pattern.compile("\\b(result|items|value|entry|total|count|payload|record)\\b");

    private HeredocEdits() {}

    private record Block(int line, String old, String replacement) {}

    static Path generate(Path out) {
        PythonRandom rng = new PythonRandom(SEED + 1);
        TsSourceGenerator gen = new TsSourceGenerator(SEED);
        String content = gen.generate(10000);
        String original = content;
        List<String> lines = Texts.split(content, "\n");
        // candidates: non-trivial lines that occur once as a line
        Map<String, Integer> counts = new HashMap<>();
        for (String ln : lines) {
            counts.merge(ln, 1, Integer::sum);
        }
        List<Integer> cands = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String ln = lines.get(i);
            String stripped = Texts.strip(ln);
            Integer seen = counts.get(ln);
            if (seen != null && seen == 1 && stripped.length() >= 16 && !stripped.equals("END")) {
                cands.add(i);
            }
        }
        rng.shuffle(cands);
        List<Block> blocks = new ArrayList<>();
        for (int i : cands) {
            if (blocks.size() == BLOCKS) {
                break;
            }
            String old = lines.get(i);
            int pos = Texts.indexOf(content, old, 0);
            if (pos < 0 || Texts.indexOf(content, old, pos + 1) >= 0) {
                continue; // not exactly one occurrence, overlapping ones included
            }
            if (!EdlWorkloadOutput.isLineBoundaryMatch(content, pos, old.length())) {
                continue;
            }
            String replacement = mutateLine(old, rng);
            if (replacement.equals(old) || replacement.contains("\n")) {
                continue;
            }
            String candidate = content.substring(0, pos) + replacement + content.substring(pos + old.length());
            // only check that the new line does not duplicate existing text
            int at = Texts.indexOf(candidate, replacement, 0);
            if (at < 0 || Texts.indexOf(candidate, replacement, at + 1) >= 0) {
                continue;
            }
            content = candidate;
            blocks.add(new Block(i + 1, old, replacement));
        }
        if (blocks.size() != BLOCKS) {
            throw new IllegalStateException("W1: only " + blocks.size() + " blocks");
        }
        verify(original, blocks, content);
        String fileName = "src.ts";
        StringBuilder script = new StringBuilder("file " + fileName + "\n");
        List<Object> blockInfo = new ArrayList<>();
        for (int k = 0; k < blocks.size(); k++) {
            Block b = blocks.get(k);
            script.append("select ").append(EdlWorkloadOutput.heredoc("END", b.old()));
            script.append("replace ").append(EdlWorkloadOutput.heredoc("END", b.replacement()));
            blockInfo.add(PythonJson.object("index", k, "original_line", b.line()));
        }
        return new EdlWorkloadOutput(
                        ID,
                        NAME,
                        SEED,
                        fileName,
                        original,
                        script.toString(),
                        content,
                        "~10,000-line TypeScript-like file; 200 blocks of `select <<END` (one existing line, unique in"
                                + " the file at that point) + `replace <<END` (the edited line). Blocks are in shuffled"
                                + " (not file) order.",
                        PythonJson.object("file", 1, "select", BLOCKS, "replace", BLOCKS),
                        PythonJson.object("replacements", 200, "lines_added", 400, "lines_removed", 400),
                        PythonJson.object("blocks", blockInfo))
                .write(out);
    }

    /** Replays the blocks from the original: every select must be unique when it runs. */
    private static void verify(String original, List<Block> blocks, String content) {
        String sim = original;
        for (Block b : blocks) {
            int p = Texts.indexOf(sim, b.old(), 0);
            if (Texts.countOverlapping(sim, b.old()) != 1
                    || !EdlWorkloadOutput.isLineBoundaryMatch(sim, p, b.old().length())) {
                throw new IllegalStateException("W1: select is not unique when it runs: " + b.old());
            }
            int end = p + b.old().length() + (p + b.old().length() < sim.length() ? 1 : 0);
            sim = sim.substring(0, p) + b.replacement() + "\n" + sim.substring(end);
        }
        if (!sim.equals(content)) {
            throw new IllegalStateException("W1: replaying the script does not give the expected output");
        }
    }

    /** A plausible one-line edit of a code line that keeps its indentation. */
    static String mutateLine(String line, PythonRandom rng) {
        String ind = line.substring(0, Texts.leadingSpaces(line));
        String body = line.substring(ind.length());
        List<String> opts = new ArrayList<>();
        if (NUMBER.matcher(body).find()) {
            opts.add("num");
        }
        if (body.contains("\"")) {
            opts.add("str");
        }
        if (IDENTIFIER.matcher(body).find()) {
            opts.add("ident");
        }
        opts.add("comment");
        String k = rng.choice(opts);
        switch (k) {
            case "num" -> {
                MatchResult m = rng.choice(matches(NUMBER, body));
                String replaced = new BigInteger(m.group())
                        .add(BigInteger.valueOf(rng.randrange(1, 50)))
                        .toString();
                body = body.substring(0, m.start()) + replaced + body.substring(m.end());
            }
            case "str" -> {
                int i = body.indexOf('"');
                int j = body.indexOf('"', i + 1);
                if (j == -1) {
                    body = body + "  // reviewed";
                } else {
                    body = body.substring(0, j) + rng.choice(" (v2)", " [checked]", " - updated") + body.substring(j);
                }
            }
            case "ident" -> {
                MatchResult m = rng.choice(matches(IDENTIFIER, body));
                body = body.substring(0, m.start())
                        + m.group(1)
                        + rng.choice("Next", "Final", "Copy")
                        + body.substring(m.end());
            }
            default ->
                body = body + rng.choice("  // reviewed", "  // TODO: simplify", "  // keep in sync with server");
        }
        return ind + body;
    }

    private static List<MatchResult> matches(Pattern pattern, String text) {
        List<MatchResult> all = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            all.add(m.toMatchResult());
        }
        return all;
    }
}
