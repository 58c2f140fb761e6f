package dev.edl.internal.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EdlParseException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LexerTest {

    private static List<Token> tokens(String script) {
        Lexer lexer = new Lexer(Lexer.normalize(script), e -> {
            throw e;
        });
        List<Token> out = new ArrayList<>();
        while (true) {
            Token t = lexer.next();
            if (t.kind() == TokenKind.END) {
                return out;
            }
            out.add(t);
        }
    }

    private static Token single(String script) {
        List<Token> all = tokens(script);
        assertEquals(1, all.size(), () -> "tokens: " + all);
        return all.get(0);
    }

    private static EdlParseException lexError(String script) {
        return assertThrows(EdlParseException.class, () -> tokens(script));
    }

    @Test
    void wordsAreSeparatedByAnyWhitespace() {
        List<Token> all = tokens("  select\tnarrow\u00a0retain_first\u2003x\n y\u0085");
        assertEquals(
                List.of("select", "narrow", "retain_first", "x", "y"),
                all.stream().map(Token::value).toList());
        assertTrue(all.stream().allMatch(t -> t.kind() == TokenKind.WORD));
    }

    @Test
    void tokensCarryOneBasedLinesAndZeroBasedColumns() {
        List<Token> all = tokens("a\n  bc d");
        assertEquals(new Token(TokenKind.WORD, "a", "", 1, 0), all.get(0));
        assertEquals(new Token(TokenKind.WORD, "bc", "", 2, 2), all.get(1));
        assertEquals(new Token(TokenKind.WORD, "d", "", 2, 5), all.get(2));
    }

    @Test
    void hashStartsACommentOnlyWhereATokenMayStart() {
        assertEquals(
                List.of("a#b.ts", "x"),
                tokens("a#b.ts # comment\n# whole line\nx").stream()
                        .map(Token::value)
                        .toList());
        assertEquals(
                List.of("q", "r"),
                tokens("\"q\"#c\nr").stream().map(Token::value).toList());
    }

    @Test
    void regexKeepsEscapesInSourceAndReadsFlags() {
        Token t = single("/a\\/b/gim");
        assertEquals(TokenKind.REGEX, t.kind());
        assertEquals("a\\/b", t.value());
        assertEquals("gim", t.flags());
        assertEquals("foo\\(\\d+\\)", single("/foo\\(\\d+\\)/i").value());
    }

    @Test
    void regexFlagsAreTheLongestRunOfFlagLetters() {
        List<Token> all = tokens("/x/iyz");
        assertEquals("iy", all.get(0).flags());
        assertEquals(new Token(TokenKind.WORD, "z", "", 1, 5), all.get(1));
        assertEquals("", single("/#/").flags());
        assertEquals("#", single("/#/").value());
    }

    @Test
    void unterminatedRegex() {
        assertEquals("Unterminated regex", lexError("/abc").detail());
        EdlParseException e = lexError("x /ab\nc/");
        assertEquals("Unterminated regex", e.detail());
        assertEquals(1, e.line());
        assertEquals(2, e.column());
        assertEquals("Unterminated regex", lexError("/ab\\").detail());
        assertEquals("Unterminated regex", lexError("/ab\\\n/").detail());
    }

    @Test
    void pathLiteralIsVerbatim() {
        Token t = single("`a b/#\"c.ts`");
        assertEquals(TokenKind.PATH, t.kind());
        assertEquals("a b/#\"c.ts", t.value());
        assertEquals("Unterminated path literal", lexError("`abc").detail());
    }

    @Test
    void quotedStringEscapes() {
        Token t = single("\"a\\\"b\\\\c\\nd\\te#\"");
        assertEquals(TokenKind.QUOTED, t.kind());
        assertEquals("a\"b\\c\nd\te#", t.value());
        assertEquals("", single("\"\"").value());
    }

    @Test
    void quotedStringErrors() {
        assertEquals(
                "Invalid escape sequence in quoted string: \\x",
                lexError("\"a\\xb\"").detail());
        assertEquals(
                "Unterminated quoted string (newline before closing quote)",
                lexError("\"abc\ndef\"").detail());
        assertEquals("Unterminated quoted string", lexError("\"abc").detail());
        assertEquals("Unterminated quoted string", lexError("\"abc\\").detail());
    }

    @Test
    void invalidEscapeIsRecoverableAndKeepsTheTextLiterally() {
        List<EdlParseException> reported = new ArrayList<>();
        Lexer lexer = new Lexer("\"C:\\path\" next", reported::add);
        assertEquals("C:\\path", lexer.next().value());
        assertEquals("next", lexer.next().value());
        assertEquals(1, reported.size());
        assertEquals(
                "Invalid escape sequence in quoted string: \\p", reported.get(0).detail());
    }

    @Test
    void wordsKeepQuotesAndBackticksInside() {
        assertEquals("a\"b`c", single("a\"b`c").value());
        assertEquals("<x", single("<x").value());
        assertEquals("a<<b", single("a<<b").value());
    }

    @Test
    void heredocValues() {
        assertEquals("x", single("<<E\nx\nE").value());
        assertEquals("a\n", single("<<E\na\n\nE").value());
        assertEquals("", single("<<E\nE").value());
        assertEquals(
                "  indented\n\tline $x",
                single("<<E\n  indented\n\tline $x\nE\n").value());
    }

    @Test
    void heredocTerminatorMustBeExactlyTheDelimiter() {
        assertEquals(" E\nE \nEE\nx", single("<<E\n E\nE \nEE\nx\nE").value());
    }

    @Test
    void quotedHeredocDelimiter() {
        Token t = single("<<'END MARK'\n$x # not a comment\nEND MARK");
        assertEquals(TokenKind.HEREDOC, t.kind());
        assertEquals("$x # not a comment", t.value());
    }

    @Test
    void heredocErrors() {
        assertEquals("Invalid heredoc marker", lexError("<<\nx\n").detail());
        assertEquals("Invalid heredoc marker", lexError("<<-E\nx\nE").detail());
        assertEquals("Invalid heredoc marker", lexError("<<''\nx\n").detail());
        assertEquals(
                "Unterminated quoted heredoc marker", lexError("<<'E\nx\nE").detail());
        assertEquals(
                "Unexpected content after heredoc marker",
                lexError("<<E x\nx\nE").detail());
        assertEquals("Unterminated heredoc, expected E", lexError("<<E\nx\n E").detail());
        assertEquals("Unterminated heredoc, expected E", lexError("<<E").detail());
    }

    @Test
    void heredocErrorPositions() {
        EdlParseException e = lexError("x\n  <<E\nbody");
        assertEquals(2, e.line());
        assertEquals(2, e.column());
        EdlParseException content = lexError("  <<E  junk\nx\nE");
        assertEquals(1, content.line());
        assertEquals(7, content.column());
    }

    @Test
    void tokensAfterAHeredocContinueAfterTheTerminatorLine() {
        List<Token> all = tokens("a <<E\nbody\nE\nb <<F\nF\n c");
        assertEquals(5, all.size(), () -> all.toString());
        assertEquals(new Token(TokenKind.HEREDOC, "body", "", 1, 2), all.get(1));
        assertEquals(new Token(TokenKind.WORD, "b", "", 4, 0), all.get(2));
        assertEquals(new Token(TokenKind.HEREDOC, "", "", 4, 2), all.get(3));
        assertEquals(new Token(TokenKind.WORD, "c", "", 6, 1), all.get(4));
    }

    @Test
    void crlfIsNormalisedSoHeredocsTerminate() {
        List<Token> all = tokens("x <<E\r\nline1\r\nline2\r\nE\r\ny");
        assertEquals("line1\nline2", all.get(1).value());
        assertEquals(new Token(TokenKind.WORD, "y", "", 5, 0), all.get(2));
    }

    @Test
    void pathModeReadsTheNextRunVerbatim() {
        Lexer lexer = new Lexer(" \n /abs/x.ts #c", e -> {
            throw e;
        });
        Token path = lexer.nextPath();
        assertEquals(new Token(TokenKind.PATH, "/abs/x.ts", "", 2, 1), path);
        assertEquals(TokenKind.END, lexer.next().kind());
        assertEquals("a b", new Lexer("`a b`", e -> {}).nextPath().value());
        assertEquals("\"a", new Lexer("\"a b\"", e -> {}).nextPath().value());
    }

    @Test
    void pathModeAtEndOfInput() {
        EdlParseException e = assertThrows(EdlParseException.class, () -> new Lexer("   ", x -> {}).nextPath());
        assertEquals("Expected file path, got end of input", e.detail());
    }

    @Test
    void fatalErrorsResumeOnTheNextLine() {
        Lexer lexer = new Lexer("/abc\nok \"x\nnext <<E\nbody\nafter", e -> {});
        assertThrows(EdlParseException.class, lexer::next);
        assertEquals("ok", lexer.next().value());
        assertThrows(EdlParseException.class, lexer::next);
        assertEquals("next", lexer.next().value());
        assertThrows(EdlParseException.class, lexer::next);
        assertEquals("body", lexer.next().value());
        assertEquals("after", lexer.next().value());
        assertEquals(TokenKind.END, lexer.next().kind());
    }

    @Test
    void everyUnterminatedHeredocIsReported() {
        StringBuilder script = new StringBuilder();
        for (int i = 0; i < 5_000; i++) {
            script.append("<<A").append(i % 7).append('\n');
        }
        Lexer lexer = new Lexer(script.toString(), e -> {});
        int errors = 0;
        while (true) {
            try {
                if (lexer.next().kind() == TokenKind.END) {
                    break;
                }
            } catch (EdlParseException e) {
                errors++;
            }
        }
        assertEquals(5_000, errors);
    }
}
