package dev.edl;

/** The text argument of {@code replace}, {@code insert_before} and {@code insert_after}. */
public sealed interface MutationText {

    /**
     * A heredoc. Heredocs are whole lines, so the inserted text is the value plus {@code "\n"}.
     *
     * @param value the heredoc body without the line break before the terminator line
     */
    record Heredoc(String value) implements MutationText {}

    /**
     * A quoted string, inserted as is.
     *
     * @param value the string with escapes already resolved
     */
    record Quoted(String value) implements MutationText {}

    /**
     * A register name; the register's stored text is inserted as is.
     *
     * @param name the register name
     */
    record Register(String name) implements MutationText {}

    /**
     * The literal text a command inserts, or {@code null} for a register reference.
     *
     * @return the exact text the command inserts (a heredoc's added line break included), or
     *     {@code null} when the text comes from a register
     */
    default @org.jspecify.annotations.Nullable String literal() {
        if (this instanceof Heredoc h) {
            return h.value() + "\n";
        }
        if (this instanceof Quoted q) {
            return q.value();
        }
        return null;
    }
}
