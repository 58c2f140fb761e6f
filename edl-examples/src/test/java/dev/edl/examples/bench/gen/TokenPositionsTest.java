package dev.edl.examples.bench.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TokenPositionsTest {
    /** Every position a fresh scan finds, via {@link TokenPositions#next}. */
    private static String scan(TokenPositions positions, String text) {
        StringBuilder found = new StringBuilder();
        for (int p = positions.next(text, "TK", 0); p >= 0; p = positions.next(text, "TK", p + 1)) {
            found.append(p).append(' ');
        }
        return found.toString();
    }

    @Test
    void incrementalUpdatesAgreeWithARescanAfterRandomEdits() {
        PythonRandom rng = new PythonRandom(14);
        String[] pieces = {"TK_", "T", "K_", "_", "x", "TK_TK_", ""};
        for (int round = 0; round < 200; round++) {
            StringBuilder initial = new StringBuilder();
            for (int i = 0; i < 12; i++) {
                initial.append(rng.choice(pieces));
            }
            String text = initial.toString();
            TokenPositions tracked = new TokenPositions("TK_", text);
            for (int edit = 0; edit < 10; edit++) {
                int start = rng.randrange(text.length() + 1);
                int end = start + rng.randrange(text.length() - start + 1);
                String replacement = rng.choice(pieces) + rng.choice(pieces);
                text = text.substring(0, start) + replacement + text.substring(end);
                tracked.replaced(text, start, end, replacement.length());
                assertEquals(scan(new TokenPositions("TK_", text), text), scan(tracked, text), text);
            }
        }
    }

    @Test
    void nextSkipsOccurrencesOfOtherLiterals() {
        String text = "TK_a TK_b TK_a";
        TokenPositions positions = new TokenPositions("TK_", text);
        assertEquals(0, positions.next(text, "TK_a", 0));
        assertEquals(10, positions.next(text, "TK_a", 1));
        assertEquals(5, positions.next(text, "TK_b", 0));
        assertEquals(-1, positions.next(text, "TK_b", 6));
    }
}
