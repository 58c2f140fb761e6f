package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.quicktheories.core.Gen;

/** Properties of runs against naive reference models. */
class EdlPropertiesTest {
    private static final String[] WORDS = {"ab", "ba", "a", "b", "cab", "x y", "\t"};

    @TempDir
    Path root;

    private String runOn(String content, String script) {
        try {
            Path file = root.resolve("f.txt");
            Files.writeString(file, content);
            Edl.builder().workspace(root).build().run("file f.txt\n" + script);
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Gen<String> documents() {
        return lists().of(integers().between(0, WORDS.length))
                .ofSizeBetween(0, 25)
                .map(tokens -> {
                    StringBuilder text = new StringBuilder();
                    for (int token : tokens) {
                        text.append(token == WORDS.length ? "\n" : WORDS[token]);
                    }
                    return text.toString();
                });
    }

    /** One step: select (index 0..3) or select_multiple (4..7) a word, replace it with a word. */
    private static Gen<List<Integer>> steps() {
        return lists().of(integers().between(0, 8 * WORDS.length * WORDS.length - 1))
                .ofSizeBetween(1, 6);
    }

    @Test
    void selectReplaceScriptsMatchANaiveModel() {
        qt().withExamples(150).forAll(documents(), steps()).checkAssert((content, steps) -> {
            StringBuilder script = new StringBuilder();
            String model = content;
            boolean failed = false;
            for (int step : steps) {
                boolean multiple = step % 8 >= 4;
                String search = WORDS[(step / 8) % WORDS.length];
                String replacement = WORDS[(step / 8 / WORDS.length) % WORDS.length];
                String regex = java.util.regex.Pattern.quote(search).replace("/", "\\/");
                script.append(multiple ? "select_multiple /" : "select /")
                        .append(regex)
                        .append("/\nreplace \"")
                        .append(replacement.replace("\t", "\\t"))
                        .append("\"\n");
                int count = countNonOverlapping(model, search);
                if (failed || count == 0 || (!multiple && count > 1)) {
                    failed = true;
                } else {
                    model = model.replace(search, replacement);
                }
            }
            String expected = failed ? content : model;
            assertEquals(expected, runOn(content, script.toString()), script.toString());
        });
    }

    private static int countNonOverlapping(String text, String search) {
        int count = 0;
        for (int at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + search.length())) {
            count++;
        }
        return count;
    }

    /** After random edits to other lines, a line number still names the same original line. */
    @Test
    void lineNumbersResolveToTheSameOriginalLine() {
        qt().withExamples(150)
                .forAll(
                        integers().between(1, 30),
                        lists().of(integers().between(0, 10_000)).ofSizeBetween(0, 8),
                        integers().between(0, 10_000))
                .checkAssert((lineCount, edits, target) -> {
                    List<String> lines = new ArrayList<>();
                    for (int i = 1; i <= lineCount; i++) {
                        lines.add("L" + i);
                    }
                    int targetLine = 1 + target % lineCount;
                    Set<Integer> edited = new LinkedHashSet<>();
                    StringBuilder script = new StringBuilder();
                    List<String> model = new ArrayList<>(lines);
                    for (int edit : edits) {
                        int line = 1 + edit % lineCount;
                        if (line == targetLine || !edited.add(line)) {
                            continue;
                        }
                        String replacement = switch (edit % 4) {
                            case 0 -> "";
                            case 1 -> "one";
                            case 2 -> "two\nlines";
                            default -> "three\nmore\nlines";
                        };
                        script.append("select ")
                                .append(line)
                                .append("\nreplace \"")
                                .append(replacement.replace("\n", "\\n"))
                                .append("\"\n");
                        model.set(line - 1, replacement);
                    }
                    script.append("select ").append(targetLine).append("\nreplace \"MARK\"\n");
                    model.set(targetLine - 1, "MARK");
                    String content = String.join("\n", lines) + "\n";
                    assertEquals(String.join("\n", model) + "\n", runOn(content, script.toString()), script.toString());
                });
    }

    /**
     * Up to 40 line edits in one file — replacements, deletions, insertions before, after and
     * inside a line — so that a run records more than 16 splices and pure insertions: each edit
     * still lands on the original line its number named.
     */
    @Test
    void manyLineEditsAndInsertionsResolveToTheirOriginalLines() {
        qt().withExamples(100)
                .forAll(
                        integers().between(1, 60),
                        lists().of(integers().between(0, 100_000)).ofSizeBetween(0, 40))
                .checkAssert((lineCount, edits) -> {
                    List<String> model = new ArrayList<>();
                    for (int i = 1; i <= lineCount; i++) {
                        model.add("L" + i);
                    }
                    String content = String.join("\n", model) + "\n";
                    Set<Integer> edited = new LinkedHashSet<>();
                    StringBuilder script = new StringBuilder();
                    for (int edit : edits) {
                        int line = 1 + edit % lineCount;
                        if (!edited.add(line)) {
                            continue;
                        }
                        String old = model.get(line - 1);
                        switch ((edit / lineCount) % 6) {
                            case 0 -> {
                                script.append("select ").append(line).append("\nreplace \"\"\n");
                                model.set(line - 1, "");
                            }
                            case 1 -> {
                                script.append("select ").append(line).append("\nreplace \"r\\nx\"\n");
                                model.set(line - 1, "r\nx");
                            }
                            case 2 -> {
                                script.append("select ").append(line).append("\ninsert_before \"B\\n\"\n");
                                model.set(line - 1, "B\n" + old);
                            }
                            case 3 -> {
                                script.append("select ").append(line).append("\ninsert_after \"\\nA\"\n");
                                model.set(line - 1, old + "\nA");
                            }
                            case 4 -> {
                                script.append("select ").append(line).append(":1\nreplace \"I\"\n");
                                model.set(line - 1, old.charAt(0) + "I" + old.substring(1));
                            }
                            default -> {
                                script.append("select ").append(line).append("\ndelete\n");
                                model.set(line - 1, "");
                            }
                        }
                    }
                    assertEquals(String.join("\n", model) + "\n", runOn(content, script.toString()), script.toString());
                });
    }
}
