package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.arbitrary;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.quicktheories.core.Gen;

/**
 * Property-based round trips over real files: random line contents, line endings (LF, CRLF or a
 * mix), BOM and final newline.
 */
class WorkspaceRoundTripTest {
    private static final int EXAMPLES = 100;

    @TempDir
    Path root;

    /** One line of a model file: its content (no line break) and whether its break is {@code \r\n}. */
    record Line(String content, boolean crlf) {}

    /** A file as lines; {@code style} 0 = all LF, 1 = all CRLF, 2 = per line as in {@link Line#crlf}. */
    record Model(List<Line> lines, int style, boolean bom, boolean finalNewline) {
        String breakAfter(int index) {
            boolean crlf = style == 1 || (style == 2 && lines.get(index).crlf());
            return crlf ? "\r\n" : "\n";
        }

        byte[] bytes() {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            if (bom) {
                out.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
            }
            for (int i = 0; i < lines.size(); i++) {
                out.writeBytes(lines.get(i).content().getBytes(StandardCharsets.UTF_8));
                if (i < lines.size() - 1 || finalNewline) {
                    out.writeBytes(breakAfter(i).getBytes(StandardCharsets.UTF_8));
                }
            }
            return out.toByteArray();
        }

        Model withContent(int index, String content) {
            List<Line> changed = new ArrayList<>(lines);
            changed.set(index, new Line(content, lines.get(index).crlf()));
            return new Model(changed, style, bom, finalNewline);
        }
    }

    private static Gen<String> contents() {
        return lists().of(arbitrary().pick("a", "b", " ", "\t", "é", "😀", "}", "x = 1;", "\u00a0"))
                .ofSizeBetween(0, 5)
                .map(parts -> String.join("", parts));
    }

    private static Gen<Model> models() {
        Gen<Line> line = contents().zip(booleans().all(), Line::new);
        return lists().of(line)
                .ofSizeBetween(1, 8)
                .zip(integers().between(0, 2), booleans().all(), booleans().all(), Model::new);
    }

    private Path store(Model model) throws Exception {
        Path file = root.resolve("f.txt");
        Files.write(file, model.bytes());
        return file;
    }

    @Test
    void unchangedTextIsWrittenBackByteIdentical() {
        qt().withExamples(EXAMPLES).forAll(models()).checkAssert(model -> {
            try {
                Path file = store(model);
                Workspace workspace = Workspace.at(root);
                TextFile opened = workspace.open("f.txt");
                assertArrayEquals(model.bytes(), opened.format().encode(opened.text()));
                assertEquals(
                        List.of(WriteResult.written("f.txt")),
                        workspace.write(List.of(new FileChange(opened, opened.text())), false));
                assertArrayEquals(model.bytes(), Files.readAllBytes(file));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void changingOneLineChangesOnlyThatLinesBytes() {
        qt().withExamples(EXAMPLES)
                // the line is picked modulo the line count: filtering with assuming() discarded
                // about half the examples, and QuickTheories gives up (an error) when too many are
                .forAll(models(), integers().between(0, 7), contents())
                .checkAssert((model, pick, content) -> {
                    int index = pick % model.lines().size();
                    try {
                        Path file = store(model);
                        Workspace workspace = Workspace.at(root);
                        TextFile opened = workspace.open("f.txt");
                        String[] editing = opened.text().split("\n", -1);
                        assertEquals(
                                model.lines().size() + (model.finalNewline() ? 1 : 0),
                                editing.length,
                                "one editing line per line, plus the empty rest after a final line break");
                        // in a mixed file the \r of a \r\n break is content at the end of the line
                        editing[index] = content + (editing[index].endsWith("\r") ? "\r" : "");
                        String newText = String.join("\n", Arrays.asList(editing));
                        List<WriteResult> results = workspace.write(List.of(new FileChange(opened, newText)), false);
                        assertEquals(List.of(WriteResult.written("f.txt")), results);
                        assertArrayEquals(model.withContent(index, content).bytes(), Files.readAllBytes(file));
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                });
    }

    @Test
    void detectedLineEndingMatchesTheBreaksPresent() {
        qt().withExamples(EXAMPLES).forAll(models()).checkAssert(model -> {
            try {
                store(model);
                TextFile opened = Workspace.at(root).open("f.txt");
                String content = new String(model.bytes(), StandardCharsets.UTF_8);
                boolean hasCrlf = content.contains("\r\n");
                boolean hasBareLf = content.replace("\r\n", "").contains("\n");
                LineEnding expected =
                        hasCrlf && hasBareLf ? LineEnding.MIXED : hasCrlf ? LineEnding.CRLF : LineEnding.LF;
                assertEquals(expected, opened.format().lineEnding());
                assertEquals(model.bom(), opened.format().bom());
                assertEquals(
                        expected == LineEnding.MIXED ? 1 : 0, opened.warnings().size());
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }
}
