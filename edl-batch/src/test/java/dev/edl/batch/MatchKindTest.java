package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MatchKindTest {
    @Test
    void descriptionsUsedInReports() {
        assertEquals("exact", MatchKind.EXACT.describe());
        assertEquals("whitespace-tolerant", MatchKind.WHITESPACE.describe());
        assertEquals("fuzzy", MatchKind.FUZZY.describe());
    }
}
