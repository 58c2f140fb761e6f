package dev.edl.internal.parse;

import dev.edl.Command;
import dev.edl.EdlParseException;
import dev.edl.MutationText;
import dev.edl.SavedRegister;
import dev.edl.Selector;
import dev.edl.SourcePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.PatternSyntaxException;
import org.jspecify.annotations.Nullable;

/**
 * Turns tokens into commands. In strict mode the first error is thrown; in
 * recovering mode every error is collected and parsing resumes at the next command word.
 */
final class Parser {
    private final Lexer lexer;
    private final boolean recovering;
    private final List<Command> commands = new ArrayList<>();
    /** The first {@link ParseOutcome#MAX_ERRORS} errors; later ones are only counted. */
    private final List<EdlParseException> errors = new ArrayList<>();

    private int errorCount;
    /** A command word met where an argument was expected: parsing resumes there after the error. */
    private @Nullable Token resumeAt;

    /**
     * Creates a parser.
     *
     * @param normalizedScript the script after {@link Lexer#normalize(String)}
     * @param recovering whether to collect errors and keep going instead of throwing the first one
     */
    Parser(String normalizedScript, boolean recovering) {
        this.recovering = recovering;
        this.lexer = new Lexer(normalizedScript, this::recoverableError);
    }

    /**
     * Parses the whole script.
     *
     * @return the commands and (in recovering mode) the errors, in script order
     * @throws EdlParseException in strict mode, for the first error
     */
    ParseOutcome run() {
        while (true) {
            try {
                Token token = resumeAt != null ? resumeAt : lexer.next();
                resumeAt = null;
                if (token.kind() == TokenKind.END) {
                    break;
                }
                commands.add(command(token));
            } catch (EdlParseException e) {
                if (!recovering) {
                    throw e;
                }
                collect(e);
                if (!skipToCommandWord()) {
                    break;
                }
            }
        }
        return new ParseOutcome(commands, errors, errorCount);
    }

    private void recoverableError(EdlParseException error) {
        if (!recovering) {
            throw error;
        }
        collect(error);
    }

    private void collect(EdlParseException error) {
        errorCount++;
        if (errors.size() < ParseOutcome.MAX_ERRORS) {
            errors.add(error);
        }
    }

    /** Skips tokens up to the next command word; returns false at the end of the script. */
    private boolean skipToCommandWord() {
        if (resumeAt != null) {
            return true;
        }
        while (true) {
            Token token;
            try {
                token = lexer.next();
            } catch (EdlParseException e) {
                collect(e);
                continue;
            }
            if (token.kind() == TokenKind.END) {
                return false;
            }
            if (isCommandWord(token)) {
                resumeAt = token;
                return true;
            }
        }
    }

    private static boolean isCommandWord(Token token) {
        return token.kind() == TokenKind.WORD && CommandWords.contains(token.value());
    }

    private Command command(Token token) {
        if (token.kind() != TokenKind.WORD) {
            throw error("Expected command, got " + token.kind().description(), token);
        }
        String word = token.value();
        SourcePosition at = new SourcePosition(token.line(), token.column());
        return switch (word) {
            case "file" -> new Command.OpenFile(path(), at);
            case "newfile" -> new Command.NewFile(path(), at);
            case "select", "select_one" -> new Command.Select(pattern(word), at);
            case "select_multiple" -> new Command.SelectMultiple(pattern(word), at);
            case "narrow" -> new Command.Narrow(pattern(word), at);
            case "narrow_multiple" -> new Command.NarrowMultiple(pattern(word), at);
            case "select_next" -> new Command.SelectNext(pattern(word), at);
            case "select_prev" -> new Command.SelectPrev(pattern(word), at);
            case "extend_forward" -> new Command.ExtendForward(pattern(word), at);
            case "extend_back" -> new Command.ExtendBack(pattern(word), at);
            case "retain_first" -> new Command.RetainFirst(at);
            case "retain_last" -> new Command.RetainLast(at);
            case "retain_nth" -> new Command.RetainNth(integer(word), at);
            case "replace" -> new Command.Replace(mutationText(word), at);
            case "insert_before" -> new Command.InsertBefore(mutationText(word), at);
            case "insert_after" -> new Command.InsertAfter(mutationText(word), at);
            case "paste" -> new Command.InsertAfter(register(registerName(word)), at);
            case "delete" -> new Command.Delete(at);
            case "cut" -> new Command.Cut(writableRegisterName(word), at);
            default -> throw error("Unknown command: " + word, token);
        };
    }

    private String path() {
        Token token = lexer.nextPath();
        if (token.value().isEmpty()) {
            throw error("Empty file path", token);
        }
        return token.value();
    }

    private Selector pattern(String command) {
        Token token = lexer.next();
        if (token.kind() == TokenKind.REGEX) {
            return regex(token);
        }
        if (token.kind() == TokenKind.HEREDOC) {
            if (token.value().isEmpty()) {
                throw error("Empty literal pattern will match everywhere. Use a non-empty pattern.", token);
            }
            return new Selector.Lines(token.value());
        }
        if (token.kind() == TokenKind.QUOTED) {
            throw error(
                    "Unexpected quoted string in pattern position. Use a heredoc for line selection or a"
                            + " regex for inline selection.",
                    token);
        }
        if (token.kind() == TokenKind.WORD) {
            if (isCommandWord(token)) {
                resumeAt = token;
            }
            return PositionWords.parse(token.value(), token.line(), token.column());
        }
        throw error(command + ": expected a pattern, got " + token.kind().description(), token);
    }

    private Selector regex(Token token) {
        String flags = token.flags();
        if (flags.indexOf('y') >= 0) {
            throw error("Unsupported regex flag: y", token);
        }
        Selector.Regex regex = new Selector.Regex(token.value(), flags);
        try {
            regex.compile();
        } catch (PatternSyntaxException e) {
            throw error("Invalid regex " + regex + ": " + e.getDescription(), token);
        } catch (StackOverflowError e) {
            // java.util.regex recurses per nesting level; a hostile script must not crash the host.
            throw error("Invalid regex " + regex + ": nested too deeply", token);
        }
        return regex;
    }

    private int integer(String command) {
        Token token = lexer.next();
        if (token.kind() == TokenKind.END) {
            throw error(command + ": expected an integer, got end of input", token);
        }
        if (token.kind() != TokenKind.WORD) {
            throw error(command + " expects an integer, got " + token.kind().description(), token);
        }
        String word = token.value();
        if (isCommandWord(token)) {
            resumeAt = token;
        }
        if (isInteger(word)) {
            try {
                return Integer.parseInt(word);
            } catch (NumberFormatException e) {
                // Too large: reported below like any other non-integer.
            }
        }
        throw error(command + " expects an integer, got " + word, token);
    }

    private static boolean isInteger(String word) {
        int start = word.startsWith("-") ? 1 : 0;
        if (word.length() == start) {
            return false;
        }
        for (int i = start; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    private MutationText mutationText(String command) {
        Token token = lexer.next();
        if (token.kind() == TokenKind.HEREDOC) {
            return new MutationText.Heredoc(token.value());
        }
        if (token.kind() == TokenKind.QUOTED) {
            return new MutationText.Quoted(token.value());
        }
        String expected = "Expected heredoc, quoted string, or register name after " + command + ", got ";
        if (token.kind() != TokenKind.WORD) {
            throw error(expected + token.kind().description(), token);
        }
        String word = token.value();
        if (isCommandWord(token)) {
            resumeAt = token;
            throw error(expected + "command " + word, token);
        }
        if (PositionWords.looksLikePosition(word)) {
            throw error(positionInsteadOfText(command, word), token);
        }
        return register(word);
    }

    private String registerName(String command) {
        return registerToken(command).value();
    }

    private Token registerToken(String command) {
        Token token = lexer.next();
        if (token.kind() != TokenKind.WORD) {
            throw error(
                    command + ": expected a register name, got " + token.kind().description(), token);
        }
        String word = token.value();
        if (isCommandWord(token)) {
            resumeAt = token;
            throw error(command + ": expected a register name, got command " + word, token);
        }
        if (PositionWords.looksLikePosition(word)) {
            if (command.equals("paste")) {
                throw error(positionInsteadOfText(command, word), token);
            }
            throw error(
                    command + ": \"" + word + "\" looks like a position, not a register name. Position the"
                            + " selection first (for example select " + word + "), then cut it into a named"
                            + " register (for example cut r1).",
                    token);
        }
        return token;
    }

    /** A register name a command writes: not one of the reserved {@code _saved_N} names. */
    private String writableRegisterName(String command) {
        Token token = registerToken(command);
        String name = token.value();
        if (name.startsWith(SavedRegister.PREFIX)) {
            throw new EdlParseException(
                    command + ": register names starting with \"" + SavedRegister.PREFIX + "\" are reserved for the"
                            + " texts edl saves, so that none is ever overwritten. Choose another name (for example "
                            + command + " r1); reading " + name + " (replace " + name + ", paste " + name
                            + ") is allowed.",
                    token.line(),
                    token.column());
        }
        return name;
    }

    private static String positionInsteadOfText(String command, String word) {
        return command + " acts on the current selection, and \"" + word + "\" is not a text or register."
                + " Position the selection first (for example select " + word + "), then " + command + ".";
    }

    private static EdlParseException error(String detail, Token token) {
        return new EdlParseException(detail, token.line(), token.column());
    }

    /** One {@link MutationText.Register} per register name: a script may name one register millions of times. */
    private MutationText.Register register(String name) {
        if (registerTexts.size() >= 10_000) {
            return new MutationText.Register(name);
        }
        return registerTexts.computeIfAbsent(name, MutationText.Register::new);
    }

    private final java.util.Map<String, MutationText.Register> registerTexts = new java.util.HashMap<>();
}
