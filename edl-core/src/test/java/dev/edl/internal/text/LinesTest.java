package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LinesTest {

    @Test
    void splitsAtLineFeedsKeepingCarriageReturns() {
        assertEquals(List.of("a\r", "b"), Lines.split("a\r\nb\n"));
        assertEquals(List.of("a", "", "b"), Lines.split("a\n\nb"));
        assertEquals(List.of(""), Lines.split("\n"));
        assertEquals(List.of(), Lines.split(""));
    }

    @Test
    void splitsLfAndCrlfLines() {
        assertEquals(List.of("a", "b", "c\rd", ""), Lines.splitDroppingCr("a\r\nb\nc\rd\n\n"));
        assertEquals(List.of("a"), Lines.splitDroppingCr("a\r"));
        assertEquals(List.of(), Lines.splitDroppingCr(""));
    }

    /** Against a naive model: String.split keeping empty lines, minus the one after a final break. */
    @Test
    void agreesWithANaiveModelOnTextsOfLineFeedsCarriageReturnsAndLetters() {
        qt().forAll(lists().of(integers().between(0, 3)).ofSizeBetween(0, 30)).checkAssert(codes -> {
            StringBuilder text = new StringBuilder();
            for (int code : codes) {
                text.append("\n\rab".charAt(code));
            }
            String string = text.toString();
            assertEquals(model(string, false), Lines.split(string), string);
            assertEquals(model(string, true), Lines.splitDroppingCr(string), string);
        });
    }

    private static List<String> model(String text, boolean dropCr) {
        if (text.isEmpty()) {
            return List.of();
        }
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        if (text.endsWith("\n")) {
            lines.remove(lines.size() - 1);
        }
        if (dropCr) {
            lines.replaceAll(line -> line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
        }
        return lines;
    }
}
