package dev.edl.internal.parse;

/**
 * One lexical token.
 *
 * @param kind what kind of token this is
 * @param value the token's value: a word or path as written, a regex source with its escapes, a
 *     quoted string with escapes resolved, a heredoc's value; empty for {@link TokenKind#END}
 * @param flags a regex token's flag letters; empty for every other kind
 * @param line 1-based script line where the token starts
 * @param column 0-based script column where the token starts
 */
record Token(TokenKind kind, String value, String flags, int line, int column) {}
