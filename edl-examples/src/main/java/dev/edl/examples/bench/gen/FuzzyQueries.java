package dev.edl.examples.bench.gen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * W5 {@code fuzzy-10k} and W6 {@code fuzzy-100k}: a TypeScript-like file and 40 queries, each a
 * 3–6-line block copied from the file, re-indented and with one typo. Query {@code i} lies in the
 * {@code i}-th fortieth of the file, and its de-indented block occurs exactly once in the de-indented
 * file.
 */
final class FuzzyQueries {
    private static final int QUERIES = 40;
    private static final int ATTEMPTS = 1000;
    private static final Set<String> BAD_FIRST_LINES = Set.of("}", "};", "*/", "/**");

    private FuzzyQueries() {}

    /** W5: 10,000 lines, seed 5005. */
    static Path w5(Path out) {
        return generate(out, "W5", "fuzzy-10k", 5005, 10000);
    }

    /** W6: 100,000 lines, seed 6006. */
    static Path w6(Path out) {
        return generate(out, "W6", "fuzzy-100k", 6006, 100000);
    }

    private static Path generate(Path out, String id, String name, int seed, int targetLines) {
        PythonRandom rng = new PythonRandom(seed + 1);
        TsSourceGenerator gen = new TsSourceGenerator(seed);
        String content = gen.generate(targetLines);
        List<String> lines = gen.lines();
        List<String> stripped = new ArrayList<>(lines.size());
        for (String l : lines) {
            stripped.add(Texts.stripLeadingSpaces(l));
        }
        String strippedText = String.join("\n", stripped);
        int[] lineOffsets = new int[lines.size()];
        int off = 0;
        for (int i = 0; i < lines.size(); i++) {
            lineOffsets[i] = off;
            off += lines.get(i).length() + 1;
        }
        List<Object> queries = new ArrayList<>();
        int n = lines.size();
        int stratum = n / QUERIES;
        for (int q = 0; q < QUERIES; q++) {
            @Nullable Map<String, Object> query = null;
            for (int attempt = 0; attempt < ATTEMPTS && query == null; attempt++) {
                int k = rng.randrange(3, 7);
                int s = q * stratum + rng.randrange(0, stratum - k);
                List<String> blk = lines.subList(s, s + k);
                if (!acceptable(blk)) {
                    continue;
                }
                String key = Texts.joinLines(stripped, s, s + k);
                if (Texts.count(strippedText, key) != 1) {
                    continue;
                }
                String kind = Reindent.KINDS.get((q + attempt) % Reindent.KINDS.size());
                List<String> moved = Reindent.apply(blk, kind);
                if (moved.equals(blk)) {
                    continue;
                }
                Typo typo = Typo.draw(moved, rng);
                String trueText = String.join("\n", blk);
                query = PythonJson.object(
                        "id",
                        String.format(Locale.ROOT, "q%02d", q + 1),
                        "query",
                        String.join("\n", typo.lines()),
                        "true_line",
                        s + 1,
                        "true_line_end",
                        s + k,
                        "block_lines",
                        k,
                        "true_offset",
                        lineOffsets[s],
                        "true_end_offset",
                        lineOffsets[s] + trueText.length(),
                        "true_text",
                        trueText,
                        "indent_change",
                        kind,
                        "typo",
                        typo.info());
            }
            if (query == null) {
                throw new IllegalStateException("no block found for query " + q);
            }
            queries.add(query);
        }
        WorkloadFolder folder = new WorkloadFolder(out, id + "-" + name);
        String fileName = "src.ts";
        Map<String, Object> input = folder.write("input/" + fileName, content);
        Map<String, Object> queriesEntry = folder.write("queries.json", PythonJson.indented(queries, 1, false) + "\n");
        queriesEntry.put("count", queries.size());
        queriesEntry.put(
                "fields",
                "id, query, true_line (1-based start), true_line_end, block_lines, true_offset, true_end_offset,"
                        + " true_text, indent_change, typo{kind,from,to,block_line,column}");
        folder.writeManifest(PythonJson.object(
                "id",
                id,
                "name",
                name,
                "kind",
                "fuzzy_find",
                "generator",
                WorkloadFolder.generator(seed),
                "description",
                "TypeScript-like file (" + Texts.count(content, "\n") + " lines) and " + QUERIES
                        + " queries. Each query is a 3-6-line block copied from the file, re-indented (see"
                        + " indent_change) and with one character typo (see typo). The de-indented block"
                        + " occurs exactly once in the de-indented file, so the true location is"
                        + " unambiguous.",
                "encoding",
                "UTF-8 (ASCII only), LF line endings; offsets are 0-based and count characters",
                "inputs",
                List.of(input),
                "queries",
                queriesEntry,
                "accuracy_rule",
                "a result is correct if its start line is within +-1 of true_line"));
        return folder.dir();
    }

    /** Whether a block may be a query: no blank line, enough text, not starting at a closing line. */
    private static boolean acceptable(List<String> blk) {
        int length = 0;
        for (String l : blk) {
            String s = Texts.strip(l);
            if (s.isEmpty()) {
                return false;
            }
            length += s.length();
        }
        return length >= 60 && !BAD_FIRST_LINES.contains(Texts.strip(blk.get(0)));
    }
}
