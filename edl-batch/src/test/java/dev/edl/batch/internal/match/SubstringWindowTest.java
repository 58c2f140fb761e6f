package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.internal.text.MatchText;
import java.util.List;
import org.junit.jupiter.api.Test;

class SubstringWindowTest {
    private static final String LINE =
            "    if (request.user().isAdmin() && request.session().isValid()) { grant(request); }\n";

    @Test
    void aSearchWithATypoIsComparedWithTheHalfOfTheLineItCovers() {
        MatchText text = MatchText.of("int a;\n" + LINE + "int b;\n");
        String search = "request.sesion().isValid()";
        List<SubstringWindow.Found> found = SubstringWindow.best(text, search, 0);
        SubstringWindow.Found best = found.get(0);
        int start = text.toString().indexOf("request.session().isValid()");
        assertEquals(start, best.start());
        assertEquals(start + "request.session().isValid()".length(), best.end());
        assertEquals(1.0 - 1.0 / 27, best.score(), 1e-12);
    }

    @Test
    void nothingIsAlignedWhenTheCallerWantsMoreThanAnySubstringCanScore() {
        // Before: every near miss aligned up to 12 neighbourhoods at O(m²) each, even when the whole
        // lines scored 99 % or 100 % and no substring could lead them by 5 points (W4's two near
        // misses of about 1,000 characters: most of its 58 ms).
        MatchText text = MatchText.of("int a;\n" + LINE + "int b;\n");
        assertTrue(SubstringWindow.best(text, "request.session().isValid()", 1.0 + 1e-9)
                .isEmpty());
        assertEquals(
                1.0,
                SubstringWindow.best(text, "request.session().isValid()", 1.0)
                        .get(0)
                        .score());
    }
}
