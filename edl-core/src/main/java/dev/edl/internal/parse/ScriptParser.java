package dev.edl.internal.parse;

import dev.edl.Command;
import dev.edl.EdlParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Parses EDL scripts into {@link Command} records.
 *
 * <p>Every {@code \r\n} in a script is turned into {@code \n} first; command and error positions
 * (1-based lines, 0-based columns in UTF-16 code units) refer to the normalised script. Parsing is
 * linear in the script size.
 *
 * <p>Decisions where the specification is silent:
 *
 * <ul>
 *   <li>Command words are reserved: {@code replace select} is an error, not a register named {@code
 *       select}; a recovering parse resumes at such a word. Words that look like positions ({@code
 *       12}, {@code eof}, {@code 3-5}) cannot name registers either ({@code cut}, {@code paste}).
 *   <li>In path mode {@code #} is part of the path ({@code file #x} names the file {@code #x}); an
 *       empty backtick path ({@code file ``}) is the error {@code Empty file path}.
 *   <li>A path literal may span lines. A line number of 0 or a number above {@link
 *       Integer#MAX_VALUE} is {@code Invalid pattern: <word> (…)}. Ranges with {@code bof} or {@code
 *       eof} at either end are checked when the script runs, not here.
 *   <li>A missing or wrong argument reads {@code <cmd>: expected a pattern|a register name|an
 *       integer, got <kind>}; a path token in pattern position is such a kind ({@code path}).
 * </ul>
 */
public final class ScriptParser {
    private ScriptParser() {}

    /**
     * Parses a whole script, stopping at the first error.
     *
     * @param script the script text, not null
     * @return the commands in script order (unmodifiable), each positioned at its command word
     * @throws EdlParseException for the first error, positioned at the offending token; when a
     *     heredoc delimiter probably clashes with the content, the detail carries a note saying so
     */
    public static List<Command> parse(String script) {
        String normalized = Lexer.normalize(Objects.requireNonNull(script, "script"));
        try {
            return new Parser(normalized, false).run().commands();
        } catch (EdlParseException e) {
            throw DelimiterClashHint.annotate(e, normalized);
        }
    }

    /**
     * Parses a whole script, collecting every error instead of stopping. After an error the parser
     * skips to the next command word and goes on, so every command that could be parsed (above all
     * every mutation whose text the caller wrote) is returned. A quoted string with an invalid escape
     * and a heredoc with content after its marker are reported as errors but still yield their
     * command (the escape is kept literally).
     *
     * @param script the script text, not null
     * @return the commands that parsed and the first {@link ParseOutcome#MAX_ERRORS} errors, both in
     *     script order, with the count of all errors; never throws for any script content
     */
    public static ParseOutcome parseRecovering(String script) {
        String normalized = Lexer.normalize(Objects.requireNonNull(script, "script"));
        ParseOutcome outcome = new Parser(normalized, true).run();
        if (outcome.errors().isEmpty()) {
            return outcome;
        }
        String note = DelimiterClashHint.note(normalized);
        if (note.isEmpty()) {
            return outcome;
        }
        List<EdlParseException> annotated = new ArrayList<>();
        for (EdlParseException error : outcome.errors()) {
            annotated.add(DelimiterClashHint.withNote(error, note));
        }
        return new ParseOutcome(outcome.commands(), annotated, outcome.errorCount());
    }
}
