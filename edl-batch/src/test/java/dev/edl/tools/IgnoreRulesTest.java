package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.tools.IgnoreRules.Verdict;
import org.junit.jupiter.api.Test;

class IgnoreRulesTest {
    @Test
    void namesMatchAtAnyDepthAndTheLastRuleWins() {
        IgnoreRules rules = IgnoreRules.parse("# build output\n\n*.log\n!keep.log\ntarget/\n");
        assertEquals(Verdict.IGNORED, rules.verdict("a.log", false));
        assertEquals(Verdict.IGNORED, rules.verdict("x/y/a.log", false));
        assertEquals(Verdict.KEPT, rules.verdict("x/keep.log", false));
        assertEquals(Verdict.IGNORED, rules.verdict("sub/target", true));
        assertEquals(Verdict.NO_MATCH, rules.verdict("sub/target", false), "target/ matches directories only");
        assertEquals(Verdict.NO_MATCH, rules.verdict("a.txt", false));
    }

    @Test
    void aSlashAnchorsToTheIgnoreFilesDirectory() {
        IgnoreRules rules = IgnoreRules.parse("/build\ndocs/*.html\nlogs/**\n**/tmp\n");
        assertEquals(Verdict.IGNORED, rules.verdict("build", true));
        assertEquals(Verdict.NO_MATCH, rules.verdict("sub/build", true));
        assertEquals(Verdict.IGNORED, rules.verdict("docs/a.html", false));
        assertEquals(Verdict.NO_MATCH, rules.verdict("x/docs/a.html", false));
        assertEquals(Verdict.IGNORED, rules.verdict("logs/2024/a.txt", false));
        assertEquals(Verdict.IGNORED, rules.verdict("a/b/tmp", true));
    }

    @Test
    void escapesTrailingSpacesAndBadLines() {
        IgnoreRules rules = IgnoreRules.parse("\\#notes\n\\!bang\nspace\\ \ntrail   \n[oops\r\n");
        assertEquals(Verdict.IGNORED, rules.verdict("#notes", false));
        assertEquals(Verdict.IGNORED, rules.verdict("!bang", false));
        assertEquals(Verdict.IGNORED, rules.verdict("space ", false));
        assertEquals(Verdict.IGNORED, rules.verdict("trail", false));
        assertEquals(Verdict.NO_MATCH, rules.verdict("[oops", false));
        assertTrue(IgnoreRules.parse("# only a comment\n\n").isEmpty());
    }
}
