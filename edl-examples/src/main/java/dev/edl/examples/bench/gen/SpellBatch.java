package dev.edl.examples.bench.gen;

import static dev.edl.examples.bench.gen.SpellVocabulary.CAST_TIMES;
import static dev.edl.examples.bench.gen.SpellVocabulary.CLASSES;
import static dev.edl.examples.bench.gen.SpellVocabulary.DURATIONS;
import static dev.edl.examples.bench.gen.SpellVocabulary.MATERIALS;
import static dev.edl.examples.bench.gen.SpellVocabulary.NAME_FIRST;
import static dev.edl.examples.bench.gen.SpellVocabulary.NAME_OWNER;
import static dev.edl.examples.bench.gen.SpellVocabulary.NAME_SECOND;
import static dev.edl.examples.bench.gen.SpellVocabulary.NAME_SUFFIX;
import static dev.edl.examples.bench.gen.SpellVocabulary.RANGES;
import static dev.edl.examples.bench.gen.SpellVocabulary.SCHOOLS;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * W4 {@code batch-400-markdown}: a Markdown file imitating raw PDF-extracted spell text (about 8,000
 * lines) and 400 sequential search/replace edits, each turning one raw entry into formatted
 * Markdown; 4 of them are designed to fail (2 searches that do not occur, 2 that occur more than
 * once), and the expected output is the file after the other 396.
 */
final class SpellBatch {
    static final String ID = "W4";
    static final String NAME = "batch-400-markdown";
    private static final int SEED = 4004;
    private static final int SPELLS = 400;
    private static final int PAGE_LENGTH = 52;
    private static final String FOOTER = "System Reference Document 5.2.1 ";

    private SpellBatch() {}

    private record Spell(
            String name,
            int level,
            String school,
            List<String> classes,
            String cast,
            String range,
            String components,
            String duration,
            SpellText text) {

        String levelLine() {
            return level == 0
                    ? school + " Cantrip (" + String.join(", ", classes) + ")"
                    : "Level " + level + " " + school + " (" + String.join(", ", classes) + ")";
        }

        /** The entry as formatted Markdown. */
        String markdown() {
            List<String> out = new ArrayList<>(List.of(
                    "#### " + name,
                    "",
                    "*" + levelLine() + "*",
                    "",
                    "**Casting Time:** " + cast,
                    "**Range:** " + range,
                    "**Components:** " + components,
                    "**Duration:** " + duration,
                    ""));
            for (String p : text.paragraphs()) {
                out.add(p);
                out.add("");
            }
            String higher = text.higher();
            if (higher != null) {
                int dot = higher.indexOf(". ");
                out.add("***" + higher.substring(0, dot) + ".*** " + higher.substring(dot + 2));
                out.add("");
            }
            return String.join("\n", out);
        }
    }

    /** One edit; {@code expect} is "ok", "not_found" or "ambiguous". */
    private static final class Edit {
        final String label;
        String search;
        String replace;
        String expect = "ok";
        int found;

        Edit(String label, String search, String replace) {
            this.label = label;
            this.search = search;
            this.replace = replace;
        }
    }

    /** The raw text being built, with a page footer after every {@value #PAGE_LENGTH} lines. */
    private static final class RawText {
        final List<String> lines = new ArrayList<>();
        int sinceFooter;
        int page = 104;

        void emit(String line) {
            lines.add(line);
            sinceFooter++;
            if (sinceFooter >= PAGE_LENGTH) {
                lines.add(FOOTER);
                lines.add(String.valueOf(page));
                page++;
                sinceFooter = 0;
            }
        }
    }

    static Path generate(Path out) {
        PythonRandom rng = new PythonRandom(SEED);
        List<String> names = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        while (names.size() < SPELLS) {
            String nm = rng.choice(NAME_FIRST) + " " + rng.choice(NAME_SECOND) + rng.choice(NAME_SUFFIX);
            if (rng.random() < 0.08) {
                nm = rng.choice(NAME_OWNER) + " " + nm;
            }
            if (seen.add(nm)) {
                names.add(nm);
            }
        }
        names.sort(null);
        List<Spell> spells = new ArrayList<>();
        for (String nm : names) {
            int level = rng.choiceInt(0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 9);
            String school = rng.choice(SCHOOLS);
            List<String> classes = new ArrayList<>(rng.sample(CLASSES, rng.randrange(1, 5)));
            classes.sort(null);
            String comps = rng.choice("V, S", "V, S, M", "V", "S, M", "V, S, M", "V, M");
            @Nullable String material = null;
            if (comps.contains("M")) {
                material = rng.choice(MATERIALS);
            }
            SpellText text = SpellText.draw(rng, level);
            String cast = rng.choice(CAST_TIMES);
            String range = rng.choice(RANGES);
            String components = comps + (material != null ? " (" + material + ")" : "");
            String duration = rng.choice(DURATIONS);
            spells.add(new Spell(nm, level, school, List.copyOf(classes), cast, range, components, duration, text));
        }
        RawText raw = new RawText();
        raw.lines.addAll(List.of(
                "Spells",
                "Spell Descriptions",
                "The spells are presented in alphabetical order. Each entry gives the ",
                "spell\u2019s level, school of magic, casting time, range, components and ",
                "duration, followed by its effect."));
        raw.sinceFooter = raw.lines.size();
        List<int[]> entrySpans = new ArrayList<>();
        for (Spell sp : spells) {
            int start = raw.lines.size();
            raw.emit(rng.random() < 0.15 ? sp.name().toUpperCase(Locale.ROOT) : sp.name());
            raw.emit(sp.levelLine());
            for (String ln : PdfWrap.wrap("Casting Time: " + sp.cast(), rng, 58)) {
                raw.emit(ln);
            }
            raw.emit("Range: " + sp.range());
            for (String ln : PdfWrap.wrap("Components: " + sp.components(), rng, 58)) {
                raw.emit(ln);
            }
            raw.emit("Duration: " + sp.duration());
            int width = rng.randrange(44, 62);
            for (String p : sp.text().paragraphs()) {
                for (String ln : PdfWrap.wrap(p, rng, width)) {
                    raw.emit(ln);
                }
            }
            String higher = sp.text().higher();
            if (higher != null) {
                for (String ln : PdfWrap.wrap(higher, rng, width)) {
                    raw.emit(ln);
                }
            }
            entrySpans.add(new int[] {start, raw.lines.size()});
        }
        String rawText = String.join("\n", raw.lines) + "\n";

        List<Edit> edits = new ArrayList<>();
        for (int k = 0; k < spells.size(); k++) {
            int[] span = entrySpans.get(k);
            Spell sp = spells.get(k);
            edits.add(new Edit(sp.name(), Texts.joinLines(raw.lines, span[0], span[1]), sp.markdown()));
        }
        String expected = simulate(rng, spells, edits, rawText);
        return write(out, rawText, edits, expected);
    }

    /**
     * Injects the 4 designed failures (a failure planned at an entry that cannot host it moves to a
     * later entry) and applies the edits with partial-success semantics.
     *
     * @return the text after every successful edit
     */
    private static String simulate(PythonRandom rng, List<Spell> spells, List<Edit> edits, String raw) {
        int[] plan = rng.sampleIndices(380 - 20, 4);
        for (int i = 0; i < plan.length; i++) {
            plan[i] += 20;
        }
        Arrays.sort(plan);
        String[] kinds = {"not_found_trailing_space", "not_found_typography", "ambiguous", "ambiguous"};
        int pending = 0;
        String sim = raw;
        int ok = 0;
        int failed = 0;
        for (int k = 0; k < edits.size(); k++) {
            Edit e = edits.get(k);
            if (pending < plan.length && k >= plan[pending]) {
                String kind = kinds[pending];
                boolean bad = false;
                if (kind.equals("not_found_trailing_space") && e.search.contains(" \n")) {
                    // the model dropped the trailing spaces the PDF extraction left on wrapped lines
                    List<String> stripped = new ArrayList<>();
                    for (String x : Texts.split(e.search, "\n")) {
                        stripped.add(Texts.stripTrailingSpaces(x));
                    }
                    e.search = String.join("\n", stripped);
                    e.expect = "not_found";
                    bad = true;
                } else if (kind.equals("not_found_typography")
                        && (e.search.indexOf('\u2019') >= 0
                                || e.search.indexOf('\ufb01') >= 0
                                || e.search.indexOf('\u2014') >= 0)) {
                    // the model "fixed" the typography in the search text
                    e.search = e.search
                            .replace("\u2019", "'")
                            .replace("\ufb01", "fi")
                            .replace("\u2014", "--");
                    e.expect = "not_found";
                    bad = true;
                } else if (kind.equals("ambiguous")) {
                    // the model edited only a short fragment, which is not unique
                    String range = spells.get(k).range();
                    String fragment = "Range: " + range + "\nComponents: ";
                    if (e.search.contains(fragment) && Texts.count(sim, fragment) >= 2) {
                        e.search = fragment;
                        e.replace = "**Range:** " + range + "\n**Components:** ";
                        e.expect = "ambiguous";
                        bad = true;
                    }
                }
                if (bad) {
                    pending++;
                }
            }
            int first = sim.indexOf(e.search);
            int c = first < 0
                    ? 0
                    : sim.indexOf(e.search, first + e.search.length()) < 0 ? 1 : Texts.count(sim, e.search);
            if (c == 1) {
                if (!e.expect.equals("ok")) {
                    throw new IllegalStateException("W4: designed failure succeeds: " + e.label);
                }
                sim = sim.substring(0, first) + e.replace + sim.substring(first + e.search.length());
                ok++;
            } else {
                String want = c == 0 ? "not_found" : "ambiguous";
                if (!e.expect.equals(want)) {
                    throw new IllegalStateException("W4: edit " + e.label + " occurs " + c + " times");
                }
                e.found = c;
                failed++;
            }
        }
        if (pending != plan.length || ok != SPELLS - 4 || failed != 4) {
            throw new IllegalStateException("W4: " + ok + " edits succeed and " + failed + " fail");
        }
        return sim;
    }

    private static Path write(Path out, String raw, List<Edit> edits, String expected) {
        WorkloadFolder folder = new WorkloadFolder(out, ID + "-" + NAME);
        String fileName = "spells.md";
        Map<String, Object> input = folder.write("input/" + fileName, raw);
        StringBuilder editsText = new StringBuilder("[\n");
        List<Object> failures = new ArrayList<>();
        int succeeded = 0;
        for (int i = 0; i < edits.size(); i++) {
            Edit e = edits.get(i);
            editsText
                    .append("  ")
                    .append(PythonJson.compact(
                            PythonJson.object("label", e.label, "search", e.search, "replace", e.replace), false))
                    .append(i + 1 < edits.size() ? "," : "")
                    .append('\n');
            if (e.expect.equals("ok")) {
                succeeded++;
            } else {
                failures.add(
                        PythonJson.object("index", i, "label", e.label, "reason", e.expect, "occurrences", e.found));
            }
        }
        editsText.append("]\n");
        Map<String, Object> editsEntry = folder.write("edits.json", editsText.toString());
        Map<String, Object> expectedEntry = folder.write("expected/" + fileName, expected);
        editsEntry.put("count", edits.size());
        editsEntry.put(
                "format", "JSON array of {label, search, replace}; apply in order, each to the result of the previous");
        folder.writeManifest(PythonJson.object(
                "id",
                ID,
                "name",
                NAME,
                "kind",
                "batch_search_replace",
                "generator",
                WorkloadFolder.generator(SEED),
                "description",
                "~8,000-line Markdown file imitating raw PDF-extracted spell text (synthetic), and 400"
                        + " sequential search/replace edits, each turning one raw entry (multi-line search)"
                        + " into formatted Markdown. 4 edits are deliberately bad: 2 searches that do not"
                        + " occur (typography or trailing spaces 'fixed' by the model) and 2 that occur more"
                        + " than once.",
                "encoding",
                "UTF-8, LF line endings; contains U+2019, U+2014, U+FB01 and trailing spaces",
                "inputs",
                List.of(input),
                "edits",
                editsEntry,
                "semantics",
                PythonJson.object(
                        "match", "exact substring, case-sensitive, no normalisation",
                        "expected_replacements", 1,
                        "on_count_not_1", "edit fails and is skipped; later edits still run (partial success)"),
                "expected_results",
                PythonJson.object(
                        "succeeded", succeeded,
                        "failed", failures.size(),
                        "failures", failures),
                "expected_outputs",
                List.of(expectedEntry)));
        return folder.dir();
    }
}
