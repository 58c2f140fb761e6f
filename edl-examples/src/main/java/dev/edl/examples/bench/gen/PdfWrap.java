package dev.edl.examples.bench.gen;

import java.util.ArrayList;
import java.util.List;

/**
 * Hard-wraps text the way a two-column PDF extraction does: short lines, now and then a word
 * hyphenated across lines, trailing spaces, a doubled space and the {@code ﬁ} ligature glyph.
 */
final class PdfWrap {
    private PdfWrap() {}

    /** Wraps {@code text} (words separated by single spaces) at {@code width} characters. */
    static List<String> wrap(String text, PythonRandom rng, int width) {
        List<String> lines = new ArrayList<>();
        String cur = "";
        for (String w : Texts.split(text, " ")) {
            if (!cur.isEmpty() && cur.length() + 1 + w.length() > width) {
                if (w.length() >= 9 && Texts.isAlpha(w) && rng.random() < 0.25) {
                    int cut = rng.randrange(3, w.length() - 3);
                    lines.add(cur + " " + w.substring(0, cut) + "-");
                    cur = w.substring(cut);
                    continue;
                }
                lines.add(cur + (rng.random() < 0.2 ? " " : ""));
                cur = w;
            } else {
                cur = cur.isEmpty() ? w : cur + " " + w;
            }
        }
        if (!cur.isEmpty()) {
            lines.add(cur);
        }
        List<String> out = new ArrayList<>(lines.size());
        for (String ln : lines) {
            if (ln.contains("fi") && rng.random() < 0.15) {
                ln = Texts.replaceFirst(ln, "fi", "\ufb01");
            }
            if (rng.random() < 0.04) {
                ln = Texts.replaceFirst(ln, ". ", ".  ");
            }
            out.add(ln);
        }
        return out;
    }
}
