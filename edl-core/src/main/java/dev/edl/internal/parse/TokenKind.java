package dev.edl.internal.parse;

/** The lexical categories of EDL, with the names used in error messages. */
enum TokenKind {
    REGEX("regex"),
    HEREDOC("heredoc"),
    QUOTED("quoted string"),
    PATH("path"),
    WORD("word"),
    END("end of input");

    private final String description;

    TokenKind(String description) {
        this.description = description;
    }

    /** The kind as named in error messages, e.g. {@code "quoted string"}. */
    String description() {
        return description;
    }
}
