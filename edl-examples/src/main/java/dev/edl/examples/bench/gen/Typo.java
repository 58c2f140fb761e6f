package dev.edl.examples.bench.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One character typo in a block of lines: {@code substitute}, {@code delete}, {@code insert} or
 * {@code transpose}, at a letter or digit.
 *
 * @param lines the block with the typo
 * @param info the manifest's {@code typo} object: kind, from, to, block_line (0-based), column
 */
record Typo(List<String> lines, Map<String, Object> info) {
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz";

    /** Puts one typo into a copy of {@code block}. */
    static Typo draw(List<String> block, PythonRandom rng) {
        List<int[]> cands = new ArrayList<>();
        for (int i = 0; i < block.size(); i++) {
            String l = block.get(i);
            for (int j = 0; j < l.length(); j++) {
                if (Texts.isAlnum(l.charAt(j))) {
                    cands.add(new int[] {i, j});
                }
            }
        }
        int[] at = rng.choice(cands);
        int i = at[0];
        int j = at[1];
        String l = block.get(i);
        String kind = rng.choice("substitute", "delete", "insert", "transpose");
        char ch = l.charAt(j);
        if (kind.equals("transpose")
                && (j + 1 >= l.length() || l.charAt(j + 1) == ch || Texts.isPythonSpace(l.charAt(j + 1)))) {
            kind = "substitute";
        }
        String changed;
        Map<String, Object> info;
        switch (kind) {
            case "substitute" -> {
                List<Character> others = new ArrayList<>();
                char lower = Character.toLowerCase(ch);
                for (char c : LETTERS.toCharArray()) {
                    if (c != lower) {
                        others.add(c);
                    }
                }
                char repl = rng.choice(others);
                changed = l.substring(0, j) + repl + l.substring(j + 1);
                info = PythonJson.object("kind", kind, "from", String.valueOf(ch), "to", String.valueOf(repl));
            }
            case "delete" -> {
                changed = l.substring(0, j) + l.substring(j + 1);
                info = PythonJson.object("kind", kind, "from", String.valueOf(ch), "to", "");
            }
            case "insert" -> {
                char ins = rng.choice(LETTERS);
                changed = l.substring(0, j) + ins + l.substring(j);
                info = PythonJson.object("kind", kind, "from", "", "to", String.valueOf(ins));
            }
            default -> {
                changed = l.substring(0, j) + l.charAt(j + 1) + l.charAt(j) + l.substring(j + 2);
                info = PythonJson.object(
                        "kind", kind, "from", l.substring(j, j + 2), "to", "" + l.charAt(j + 1) + l.charAt(j));
            }
        }
        info.put("block_line", i);
        info.put("column", j);
        List<String> out = new ArrayList<>(block);
        out.set(i, changed);
        return new Typo(out, info);
    }
}
