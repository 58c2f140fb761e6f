package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.files.LineEnding;
import org.junit.jupiter.api.Test;

class LineEndingsTest {

    @Test
    void detectsEachStyle() {
        assertEquals(LineEnding.LF, LineEndings.detect(""));
        assertEquals(LineEnding.LF, LineEndings.detect("a"));
        assertEquals(LineEnding.LF, LineEndings.detect("a\rb"));
        assertEquals(LineEnding.LF, LineEndings.detect("a\nb\n"));
        assertEquals(LineEnding.CRLF, LineEndings.detect("a\r\nb\r\n"));
        assertEquals(LineEnding.CRLF, LineEndings.detect("\r\n"));
        assertEquals(LineEnding.MIXED, LineEndings.detect("a\r\nb\n"));
        assertEquals(LineEnding.MIXED, LineEndings.detect("\n\r\n"));
    }

    /** Against a naive model: count the {@code \r\n} breaks and the bare {@code \n} breaks. */
    @Test
    void agreesWithANaiveModel() {
        qt().forAll(lists().of(integers().between(0, 2)).ofSizeBetween(0, 20)).checkAssert(codes -> {
            StringBuilder text = new StringBuilder();
            for (int code : codes) {
                text.append("\n\ra".charAt(code));
            }
            String string = text.toString();
            int all = string.length() - string.replace("\n", "").length();
            int crlf = (string.length() - string.replace("\r\n", "").length()) / 2;
            LineEnding expected = crlf == 0 ? LineEnding.LF : crlf == all ? LineEnding.CRLF : LineEnding.MIXED;
            assertEquals(expected, LineEndings.detect(string), string);
        });
    }
}
