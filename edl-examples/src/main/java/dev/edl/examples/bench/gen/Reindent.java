package dev.edl.examples.bench.gen;

import java.util.ArrayList;
import java.util.List;

/** The ways W5 and W6 re-indent a query block, by their manifest names. */
final class Reindent {
    /** Every kind, in the order queries cycle through them. */
    static final List<String> KINDS = List.of("add2", "add4", "sub2", "dedent", "tabs", "four_space");

    private Reindent() {}

    /**
     * Re-indents lines: {@code add2}, {@code add4}, {@code sub2} (remove up to 2 leading spaces),
     * {@code dedent} (remove the common indent), {@code tabs} (each 2 spaces becomes a tab) or
     * {@code four_space} (double the indent).
     */
    static List<String> apply(List<String> block, String kind) {
        List<String> out = new ArrayList<>(block.size());
        if (kind.equals("dedent")) {
            int base = Integer.MAX_VALUE;
            for (String l : block) {
                base = Math.min(base, Texts.leadingSpaces(l));
            }
            for (String l : block) {
                out.add(l.substring(base));
            }
            return out;
        }
        for (String l : block) {
            int n = Texts.leadingSpaces(l);
            String body = l.substring(n);
            out.add(
                    switch (kind) {
                        case "add2" -> Texts.repeat(' ', n + 2) + body;
                        case "add4" -> Texts.repeat(' ', n + 4) + body;
                        case "sub2" -> Texts.repeat(' ', Math.max(0, n - 2)) + body;
                        case "tabs" -> Texts.repeat('\t', n / 2) + Texts.repeat(' ', n % 2) + body;
                        case "four_space" -> Texts.repeat(' ', n * 2) + body;
                        default -> throw new IllegalArgumentException(kind);
                    });
        }
        return out;
    }
}
