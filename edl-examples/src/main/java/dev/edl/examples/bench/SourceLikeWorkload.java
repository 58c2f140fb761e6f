package dev.edl.examples.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * W8, single-line search/replace on source-like text, built in memory like W7 (no files, no
 * recorded hashes, nothing downloaded): {@code lines} lines of Java-like methods whose lines are
 * mostly short and repeat as real code does (closing braces, {@code return x;}, javadoc ends, blank lines,
 * indentation), and {@code lines / 100} edits whose search is short (5 to 40 characters) and occurs
 * exactly once.
 *
 * <p>The text is a run of methods drawn from {@code new Random(8)}: a javadoc or not, a signature,
 * one to four statements, a closing brace and a blank line. Statements are either common ones,
 * identical in every method (an {@code if} block, {@code return x;}, closing braces, {@code
 * break;}, loops), or <em>unique</em> ones naming a variable with a letter and a fresh number ({@code int
 * a17 = x;}, {@code b18++;}, {@code return c19;}). Such a name is preceded by a space, a {@code (}
 * or nothing and followed by a character that is not a digit, so a line holding one occurs once,
 * and so does any part of it that holds the whole name: the edits are unique by construction.
 *
 * <p>Edit {@code k} picks, among the unique lines of lines {@code [100 k, 100 k + 100)}, the one at
 * the {@code k}-th {@code nextInt} of {@code new Random(88)} and searches the whole line
 * (indentation included, line break excluded), as the EDL twin's heredoc {@code select} must (it
 * matches whole lines). The replacement renames the variable ({@code a17} to {@code renamed17}), so that no
 * later search can match a replacement. The edits are in file order.
 */
final class SourceLikeWorkload {
    /** The javadoc line between {@code /**} and its end. */
    private static final String DOC = "     * Returns the value.";

    private static final String[][] COMMON = {
        {"        if (x > 3) {", "            return x;", "        }"},
        {"        for (int i = 0; i < x; i++) {", "            x += i;", "        }"},
        {"        while (x > 0) {", "            x--;", "            break;", "        }"},
        {"        x++;"},
        {"        if (x == 0) {", "            return 0;", "        } else {", "            x = -x;", "        }"},
    };

    /** The unique statements: {@code %s} is the fresh name. */
    private static final String[] UNIQUE = {
        "        int %s = x;", "        %s++;", "        return %s;", "        log(%s);", "        %s = null;",
    };

    private SourceLikeWorkload() {}

    /** The W8 workload of {@code lines} lines (a multiple of 100) and {@code lines / 100} edits. */
    static SingleLineWorkload build(String id, int lines) {
        Random random = new Random(8);
        List<String> model = new ArrayList<>(lines + 16);
        List<@Nullable String> names = new ArrayList<>(lines + 16);
        int fresh = 0;
        int method = 0;
        while (model.size() < lines) {
            if (random.nextInt(3) == 0) {
                add(model, names, "    /**", null);
                add(model, names, DOC, null);
                add(model, names, "     */", null);
            }
            add(model, names, "    public int m" + method++ + "(int x) {", null);
            int statements = 1 + random.nextInt(4);
            for (int s = 0; s < statements; s++) {
                if (random.nextInt(5) < 2) {
                    String name = (char) ('a' + random.nextInt(26)) + Integer.toString(fresh++);
                    add(model, names, String.format(UNIQUE[random.nextInt(UNIQUE.length)], name), name);
                } else {
                    for (String line : COMMON[random.nextInt(COMMON.length)]) {
                        add(model, names, line, null);
                    }
                }
            }
            add(model, names, "        return x;", null);
            add(model, names, "    }", null);
            add(model, names, "", null);
        }
        // cut to the size asked for: the last method may stay open, as an excerpt of a file would
        String[] text = model.subList(0, lines).toArray(String[]::new);
        StringBuilder input = new StringBuilder(lines * 16);
        for (String line : text) {
            input.append(line).append('\n');
        }
        Random picks = new Random(88);
        List<WorkloadEdit> edits = new ArrayList<>(lines / 100);
        for (int k = 0; k < lines / 100; k++) {
            List<Integer> unique = new ArrayList<>();
            for (int i = 100 * k; i < 100 * k + 100; i++) {
                if (names.get(i) != null) {
                    unique.add(i);
                }
            }
            if (unique.isEmpty()) {
                throw new IllegalStateException("no unique line in lines " + 100 * k + ".." + (100 * k + 99));
            }
            int i = unique.get(picks.nextInt(unique.size()));
            String name = Objects.requireNonNull(names.get(i));
            String line = text[i];
            String search = line;
            String replace = search.replace(name, "renamed" + name.substring(1));
            edits.add(new WorkloadEdit("line " + i, search, replace));
            text[i] = line.replace(search, replace);
        }
        StringBuilder expected = new StringBuilder(input.length() + edits.size() * 8);
        for (String line : text) {
            expected.append(line).append('\n');
        }
        return new SingleLineWorkload(id, lines, input.toString(), edits, Workloads.sha256(expected.toString()));
    }

    private static void add(List<String> model, List<@Nullable String> names, String line, @Nullable String name) {
        model.add(line);
        names.add(name);
    }
}
