package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * For random files and random non-overlapping, unique edits rendered as blocks in many styles, parse
 * + apply equals applying the edits directly, and equals a line-list model of the edits.
 */
class EditBlocksPropertyTest {
    private static final String PATH = "src/f.txt";

    /** Lines that collide with the block format but are content inside bodies. */
    private static final List<String> COLLISIONS = List.of(
            "end",
            "  end",
            "End",
            "file: x.yml",
            "find: y",
            "  replace: z",
            "FIND the bug",
            "```",
            "~~~",
            "",
            "1 | not a gutter",
            "File: notes",
            "**END**",
            "FIND (line 3):");

    private static final String[] WORDS = {"alpha", "beta", "x = 1;", "return y", "{", "}", "foo(bar)", "$1 \\n"};

    /** One edit of the model: lines [start, end) of the original become {@code replacement}. */
    private record Edit(int start, int end, List<String> replacement) {}

    @Test
    void parseThenApplyEqualsApplyingTheEditsDirectly() {
        qt().withExamples(500).forAll(longs().all()).checkAssert(EditBlocksPropertyTest::check);
    }

    private static void check(long seed) {
        Random random = new Random(seed);
        List<String> lines = new ArrayList<>();
        List<Integer> anchors = new ArrayList<>();
        int count = 1 + random.nextInt(30);
        for (int i = 0; i < count; i++) {
            anchors.add(lines.size());
            lines.add(indent(random) + "L" + i + " " + WORDS[random.nextInt(WORDS.length)]);
            if (random.nextInt(4) == 0) {
                lines.add(COLLISIONS.get(random.nextInt(COLLISIONS.size())));
            }
        }
        boolean finalNewline = random.nextBoolean();
        if (!finalNewline && lines.get(lines.size() - 1).isEmpty()) {
            // "x\n" is the line x with a final newline: an empty last line needs one after it
            lines.remove(lines.size() - 1);
        }
        String original = render(lines, finalNewline);

        TreeSet<Integer> starts = new TreeSet<>();
        int wanted = 1 + random.nextInt(Math.min(5, anchors.size()));
        while (starts.size() < wanted) {
            starts.add(anchors.get(random.nextInt(anchors.size())));
        }
        List<Edit> edits = new ArrayList<>();
        for (int start : starts) {
            Integer next = starts.higher(start);
            int limit = next == null ? lines.size() : next;
            int end = start + 1 + random.nextInt(Math.min(3, limit - start));
            List<String> replacement = new ArrayList<>();
            int size = random.nextInt(4);
            for (int j = 0; j < size; j++) {
                replacement.add(
                        indent(random) + "R" + edits.size() + "." + j + " " + WORDS[random.nextInt(WORDS.length)]);
            }
            edits.add(new Edit(start, end, replacement));
        }

        String response = respond(random, lines, edits);
        ParsedEdits parsed = EditBlocks.parse(response);
        assertEquals(List.of(), parsed.diagnostics(), response);
        assertEquals(edits.size(), parsed.edits().size(), response);

        List<BlockEdit> direct = new ArrayList<>();
        for (int i = 0; i < edits.size(); i++) {
            Edit edit = edits.get(i);
            direct.add(BlockEdit.of(
                    i + 1,
                    PATH,
                    String.join("\n", lines.subList(edit.start(), edit.end())),
                    String.join("\n", edit.replacement())));
        }
        List<String> model = new ArrayList<>(lines);
        for (int i = edits.size() - 1; i >= 0; i--) {
            Edit edit = edits.get(i);
            model.subList(edit.start(), edit.end()).clear();
            model.addAll(edit.start(), edit.replacement());
        }
        String expected = render(model, finalNewline);
        try {
            assertEquals(
                    expected,
                    EditBlocks.apply(original, direct),
                    "direct, lines " + lines + ", final newline " + finalNewline + ", " + edits);
            assertEquals(expected, EditBlocks.apply(original, parsed.editsFor(PATH)), response);
        } catch (EditFailedException e) {
            throw new AssertionError(
                    e.getMessage() + "\n--- original:\n" + original + "\n--- response:\n" + response, e);
        }
    }

    private static String respond(Random random, List<String> lines, List<Edit> edits) {
        boolean fenced = random.nextBoolean();
        List<String> out = new ArrayList<>();
        out.add("Here are the edits.");
        if (fenced) {
            out.add(random.nextBoolean() ? "```text" : "~~~");
        }
        String[] paths = {PATH, "./" + PATH, "`" + PATH + "`", "**" + PATH + "**", "\"src/./f.txt\""};
        for (int i = 0; i < edits.size(); i++) {
            Edit edit = edits.get(i);
            if (i == 0 || random.nextInt(3) == 0) {
                out.add((random.nextBoolean() ? "FILE: " : "File: ") + paths[random.nextInt(paths.length)]);
            }
            boolean gutter = random.nextInt(3) == 0;
            out.add(random.nextBoolean() ? "FIND:" : "FIND (near line " + (1 + random.nextInt(50)) + "):");
            for (int line = edit.start(); line < edit.end(); line++) {
                out.add(gutter ? (line + 1) + " | " + lines.get(line) : lines.get(line));
            }
            out.add(random.nextBoolean() ? "REPLACE:" : "  replace:");
            boolean replaceGutter = gutter && random.nextBoolean();
            for (int j = 0; j < edit.replacement().size(); j++) {
                String line = edit.replacement().get(j);
                out.add(replaceGutter ? (edit.start() + 1 + j) + " | " + line : line);
            }
            out.add(random.nextBoolean() ? "END" : "  END  ");
            if (random.nextBoolean()) {
                out.add("");
                out.add("Next, another change:");
            }
        }
        if (fenced) {
            out.add("```");
        }
        String response = String.join("\n", out) + "\n";
        return random.nextBoolean() ? response.replace("\n", "\r\n") : response;
    }

    private static String indent(Random random) {
        int kind = random.nextInt(4);
        return kind == 0 ? "" : kind == 1 ? "\t" : "    ".repeat(kind - 1);
    }

    private static String render(List<String> lines, boolean finalNewline) {
        return String.join("\n", lines) + (finalNewline && !lines.isEmpty() ? "\n" : "");
    }
}
