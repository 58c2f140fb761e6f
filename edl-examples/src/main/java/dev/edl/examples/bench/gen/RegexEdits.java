package dev.edl.examples.bench.gen;

import static dev.edl.examples.bench.gen.TsVocabulary.COMMON_WORDS;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * W2 {@code edl-regex-100k}: a 100,000-line TypeScript-like file, 300 {@code select /<unique token
 * regex>/} + {@code replace "..."} pairs (inline, token level) and, after every 60th, a {@code
 * select_multiple /\b<common identifier>\b/} + {@code replace "..."} (all occurrences).
 */
final class RegexEdits {
    static final String ID = "W2";
    static final String NAME = "edl-regex-100k";
    private static final int SEED = 2002;
    private static final int SINGLES = 300;
    private static final Pattern TOKEN = Pattern.compile("TK_[0-9a-f]{8}");
    private static final Map<String, String> COMMON_REPLACEMENTS = Map.of(
            "legacyLogger", "auditLogger",
            "LEGACY_RETRY_LIMIT", "RETRY_LIMIT",
            "oldApiClient", "apiClient",
            "assertDeprecated", "assertSupported",
            "toV1Shape", "toV2Shape");

    private RegexEdits() {}

    private record Op(String op, String regex, String replace, int matches) {}

    /** A match's span. */
    private record Span(int start, int end) {}

    static Path generate(Path out) {
        PythonRandom rng = new PythonRandom(SEED + 1);
        // weights chosen so the five common words occur roughly 60 / 120 / 250 / 500 / 1000 times
        TsSourceGenerator gen = new TsSourceGenerator(SEED, 0.02, 0.035, new int[] {1, 2, 4, 8, 16}, 55);
        String content = gen.generate(100000);
        String original = content;
        // fixed-width tokens never contain one another, but near-duplicate function bodies can
        // repeat a token: keep only tokens that occur exactly once
        Map<String, Integer> tokenCount = new HashMap<>();
        Matcher all = TOKEN.matcher(content);
        while (all.find()) {
            tokenCount.merge(all.group(), 1, Integer::sum);
        }
        List<String> tokens = new ArrayList<>();
        for (String t : gen.tokens()) {
            Integer n = tokenCount.get(t);
            if (n != null && n == 1) {
                tokens.add(t);
            }
        }
        rng.shuffle(tokens);
        List<String> chosen = tokens.subList(0, Math.min(SINGLES, tokens.size()));
        List<Integer> commonOrder = new ArrayList<>(List.of(0, 1, 2, 3, 4));
        rng.shuffle(commonOrder);
        Map<Integer, String> commonAt = new HashMap<>();
        for (int k = 0; k < commonOrder.size(); k++) {
            commonAt.put(60 * (k + 1), COMMON_WORDS.get(commonOrder.get(k)));
        }
        List<Op> ops = new ArrayList<>();
        String sim = original;
        TokenPositions positions = new TokenPositions("TK_", sim);
        for (int k = 0; k < chosen.size(); k++) {
            String t = chosen.get(k);
            int style = rng.randrange(4);
            String pat;
            if (style == 0) {
                pat = "\\b" + t + "\\b";
            } else if (style == 1) {
                pat = t.substring(0, t.length() - 2) + "[0-9a-f]{2}\\b";
            } else {
                pat = t;
            }
            String literal = t.substring(0, t.length() - 2);
            List<Span> ms = anchoredMatches(sim, positions, Pattern.compile(pat), literal);
            if (ms.size() != 1) {
                pat = t;
                ms = anchoredMatches(sim, positions, Pattern.compile(pat), literal);
            }
            if (ms.size() != 1) {
                throw new IllegalStateException("W2: " + pat + " matches " + ms.size() + " times");
            }
            Span m = ms.get(0);
            String replacement = String.format(
                    Locale.ROOT,
                    rng.choice("ref_%s", "id_%s_v2", "K_%s"),
                    t.substring(3).toUpperCase(Locale.ROOT));
            sim = sim.substring(0, m.start()) + replacement + sim.substring(m.end());
            positions.replaced(sim, m.start(), m.end(), replacement.length());
            ops.add(new Op("select", pat, replacement, 1));
            String word = commonAt.get(k + 1);
            if (word != null) {
                String wordReplacement = COMMON_REPLACEMENTS.get(word);
                StringBuilder replaced = new StringBuilder(sim.length());
                int last = 0;
                int count = 0;
                for (int p = wholeWord(sim, word, 0); p >= 0; p = wholeWord(sim, word, p + word.length())) {
                    replaced.append(sim, last, p).append(wordReplacement);
                    last = p + word.length();
                    count++;
                }
                if (count == 0 || wordReplacement == null) {
                    throw new IllegalStateException("W2: " + word + " does not occur");
                }
                replaced.append(sim, last, sim.length());
                sim = replaced.toString();
                positions.rebuild(sim);
                ops.add(new Op("select_multiple", "\\b" + word + "\\b", wordReplacement, count));
            }
        }
        String fileName = "big.ts";
        StringBuilder script = new StringBuilder("file " + fileName + "\n");
        int multi = 0;
        int totalReplacements = 0;
        List<Object> multiInfo = new ArrayList<>();
        for (Op o : ops) {
            if (o.regex().contains("/") || o.regex().contains("\n")) {
                throw new IllegalStateException("W2: regex cannot be written between slashes: " + o.regex());
            }
            script.append(o.op())
                    .append(" /")
                    .append(o.regex())
                    .append("/\nreplace ")
                    .append(EdlWorkloadOutput.quoted(o.replace()))
                    .append('\n');
            totalReplacements += o.matches();
            if (o.op().equals("select_multiple")) {
                multi++;
                multiInfo.add(PythonJson.object("regex", o.regex(), "replace", o.replace(), "matches", o.matches()));
            }
        }
        return new EdlWorkloadOutput(
                        ID,
                        NAME,
                        SEED,
                        fileName,
                        original,
                        script.toString(),
                        sim,
                        "~100,000-line TypeScript-like file; 300 `select /<unique token regex>/` + `replace \"...\"`"
                                + " pairs (inline, token-level) plus 5 interleaved `select_multiple /\\b<common"
                                + " identifier>\\b/` + `replace \"...\"` (all occurrences).",
                        PythonJson.object(
                                "file", 1, "select", SINGLES, "select_multiple", multi, "replace", SINGLES + multi),
                        PythonJson.object(
                                "replacements", totalReplacements,
                                "lines_added", totalReplacements,
                                "lines_removed", totalReplacements),
                        PythonJson.object(
                                "select_multiple",
                                multiInfo,
                                "regex_flavour",
                                "only \\b, [0-9a-f]{2} and literal word characters: same meaning in JS, Java and"
                                        + " Python"))
                .write(out);
    }

    /**
     * All matches of {@code rx} that start where {@code literal} occurs, scanning left to right and
     * going on after each match's end (every match of W2's token patterns starts with the token's
     * first characters, and every occurrence of those with the marker {@code positions} tracks); the
     * text around a start stays visible to {@code \b}.
     */
    private static List<Span> anchoredMatches(String text, TokenPositions positions, Pattern rx, String literal) {
        List<Span> out = new ArrayList<>();
        Matcher m = rx.matcher(text).useTransparentBounds(true).useAnchoringBounds(false);
        int i = positions.next(text, literal, 0);
        while (i != -1) {
            m.region(i, text.length());
            if (m.lookingAt()) {
                out.add(new Span(m.start(), m.end()));
                i = positions.next(text, literal, m.end());
            } else {
                i = positions.next(text, literal, i + 1);
            }
        }
        return out;
    }

    /**
     * The next match of {@code \bword\b} at or after {@code from}, for a word of word characters:
     * an occurrence with no word character right before or after it; -1 if there is none.
     */
    static int wholeWord(String text, String word, int from) {
        for (int p = text.indexOf(word, from); p >= 0; p = text.indexOf(word, p + 1)) {
            int end = p + word.length();
            if ((p == 0 || !isWordChar(text.charAt(p - 1)))
                    && (end == text.length() || !isWordChar(text.charAt(end)))) {
                return p;
            }
        }
        return -1;
    }

    /** What {@code \b} counts as a word character. */
    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
