package dev.edl.internal.parse;

import dev.edl.Command;
import dev.edl.MutationText;
import dev.edl.SavedRegister;
import dev.edl.Selector;
import dev.edl.internal.text.Lines;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.PatternSyntaxException;

/**
 * Prints commands as a canonical EDL script: one command per line, each line ending in {@code \n},
 * canonical command words ({@code paste r} prints as {@code insert_after r}, {@code select_one} as
 * {@code select}). The script parses back to equal commands (compared via {@link
 * Command#withoutPosition()}), and printing that result again gives the same script.
 *
 * <p>Heredocs get the delimiter {@code EOF}, or {@code EOF1}, {@code EOF2}, … when the content has a
 * line that is exactly that delimiter. Quoted strings escape {@code "}, {@code \}, line breaks and
 * tabs. Paths are printed verbatim when they are a single run of non-whitespace characters not
 * starting with a backtick, else in backticks.
 *
 * <p>Not representable, so printing throws {@link IllegalArgumentException}:
 *
 * <ul>
 *   <li>heredoc text (a {@link MutationText.Heredoc} or {@link Selector.Lines}) that contains {@code
 *       "\r\n"} or ends with {@code "\r"}, because scripts turn {@code \r\n} into {@code \n} before
 *       lexing; an empty {@link Selector.Lines} (a parse error);
 *   <li>a path that is empty, contains {@code "\r\n"}, or needs backticks (whitespace or a leading
 *       backtick) but contains a backtick;
 *   <li>a regex whose source contains a line break, an unescaped {@code /} or a trailing lone
 *       {@code \}, whose flags are not all from {@code gimsu}, or that Java cannot compile;
 *   <li>a register name that is not a single word, starts with {@code /}, {@code `}, {@code "},
 *       {@code #} or {@code <<}, looks like a position ({@code 12}, {@code eof}, {@code 3-5}) or is
 *       a command word; a {@link Command.Cut} into a register whose name starts with the reserved
 *       {@code _saved_};
 *   <li>a line number below 1, a column below 0, or a numeric range that ends before it starts.
 * </ul>
 */
public final class ScriptPrinter {
    private ScriptPrinter() {}

    /**
     * Prints commands as a script.
     *
     * @param commands the commands, not null and without null elements
     * @return the script, each command on its own line(s) and ending with a line break ({@code ""}
     *     for no commands)
     * @throws IllegalArgumentException when a command cannot be represented (see the class comment)
     */
    public static String print(List<Command> commands) {
        StringBuilder out = new StringBuilder();
        for (Command command : Objects.requireNonNull(commands, "commands")) {
            printTo(out, Objects.requireNonNull(command, "command"));
        }
        return out.toString();
    }

    /** Appends one command as {@link #print} writes it, with its final line break. */
    static void printTo(StringBuilder out, Command command) {
        appendCommand(out, command);
        out.append('\n');
    }

    /**
     * Checks that a selector can be printed.
     *
     * @param selector the selector
     * @return {@code selector}
     * @throws IllegalArgumentException when it cannot be represented (see the class comment)
     */
    public static Selector checkSelector(Selector selector) {
        appendSelector(new StringBuilder(), Objects.requireNonNull(selector, "selector"));
        return selector;
    }

    /**
     * A regex source matching exactly {@code text}: every character that is not a letter, digit or
     * space escaped, control characters written as escapes (so the source has no line break).
     *
     * @param text the literal text
     * @return the regex source
     */
    public static String literalRegex(String text) {
        StringBuilder regex = new StringBuilder(text.length() * 2);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                regex.append("\\n");
            } else if (c == '\r') {
                regex.append("\\r");
            } else if (c == '\t') {
                regex.append("\\t");
            } else if (c < 0x20 || c == 0x7f) {
                regex.append(String.format("\\x{%x}", (int) c));
            } else if (c < 0x80 && !Character.isLetterOrDigit(c) && c != ' ') {
                regex.append('\\').append(c);
            } else {
                regex.append(c);
            }
        }
        return regex.toString();
    }

    private static void appendCommand(StringBuilder out, Command command) {
        out.append(command.name());
        command.accept(new Arguments(out));
    }

    /** Appends a command's argument, with the space before it; the compiler checks every command is handled. */
    private static final class Arguments implements Command.Visitor<StringBuilder> {
        private final StringBuilder out;

        Arguments(StringBuilder out) {
            this.out = out;
        }

        @Override
        public StringBuilder visit(Command.OpenFile command) {
            out.append(' ');
            appendPath(out, command.path());
            return out;
        }

        @Override
        public StringBuilder visit(Command.NewFile command) {
            out.append(' ');
            appendPath(out, command.path());
            return out;
        }

        @Override
        public StringBuilder visit(Command.Select command) {
            appendSelector(out, command.selector());
            return out;
        }

        @Override
        public StringBuilder visit(Command.SelectMultiple command) {
            appendSelector(out, command.selector());
            return out;
        }

        @Override
        public StringBuilder visit(Command.Narrow command) {
            appendSelector(out, command.selector());
            return out;
        }

        @Override
        public StringBuilder visit(Command.NarrowMultiple command) {
            appendSelector(out, command.selector());
            return out;
        }

        @Override
        public StringBuilder visit(Command.RetainFirst command) {
            return out;
        }

        @Override
        public StringBuilder visit(Command.RetainLast command) {
            return out;
        }

        @Override
        public StringBuilder visit(Command.RetainNth command) {
            out.append(' ').append(command.index());
            return out;
        }

        @Override
        public StringBuilder visit(Command.SelectNext command) {
            appendSelector(out, command.selector());
            return out;
        }

        @Override
        public StringBuilder visit(Command.SelectPrev command) {
            appendSelector(out, command.selector());
            return out;
        }

        @Override
        public StringBuilder visit(Command.ExtendForward command) {
            appendSelector(out, command.selector());
            return out;
        }

        @Override
        public StringBuilder visit(Command.ExtendBack command) {
            appendSelector(out, command.selector());
            return out;
        }

        @Override
        public StringBuilder visit(Command.Replace command) {
            appendText(out, command.text());
            return out;
        }

        @Override
        public StringBuilder visit(Command.InsertBefore command) {
            appendText(out, command.text());
            return out;
        }

        @Override
        public StringBuilder visit(Command.InsertAfter command) {
            appendText(out, command.text());
            return out;
        }

        @Override
        public StringBuilder visit(Command.Delete command) {
            return out;
        }

        @Override
        public StringBuilder visit(Command.Cut command) {
            if (command.register().startsWith(SavedRegister.PREFIX)) {
                throw new IllegalArgumentException(
                        "Cannot print a cut into a reserved register: " + command.register());
            }
            out.append(' ').append(checkRegisterName(command.register()));
            return out;
        }
    }

    private static void appendPath(StringBuilder out, String path) {
        if (path.isEmpty()) {
            throw new IllegalArgumentException("Cannot print an empty file path");
        }
        if (path.contains("\r\n")) {
            throw new IllegalArgumentException("Cannot print a file path containing \\r\\n: " + path);
        }
        if (isSingleRun(path) && path.charAt(0) != '`') {
            out.append(path);
            return;
        }
        if (path.indexOf('`') >= 0) {
            throw new IllegalArgumentException(
                    "Cannot print a file path that needs backticks but contains a backtick: " + path);
        }
        out.append('`').append(path).append('`');
    }

    private static void appendSelector(StringBuilder out, Selector selector) {
        out.append(' ');
        if (selector instanceof Selector.Regex r) {
            appendRegex(out, r);
        } else if (selector instanceof Selector.Lines l) {
            if (l.text().isEmpty()) {
                throw new IllegalArgumentException("Cannot print an empty heredoc selector");
            }
            appendHeredoc(out, l.text());
        } else if (selector instanceof Selector.Range r) {
            checkPosition(r.from());
            checkPosition(r.to());
            if (PositionWords.endsBeforeStart(r.from(), r.to())) {
                throw new IllegalArgumentException("Cannot print a range that ends before it starts: " + r);
            }
            out.append(r);
        } else if (selector instanceof Selector.Position p) {
            checkPosition(p);
            out.append(p);
        }
    }

    private static void checkPosition(Selector.Position position) {
        if (position instanceof Selector.Line l && l.line() < 1) {
            throw new IllegalArgumentException("Line numbers start at 1: " + position);
        }
        if (position instanceof Selector.LineColumn lc && (lc.line() < 1 || lc.column() < 0)) {
            throw new IllegalArgumentException("Lines start at 1 and columns at 0: " + position);
        }
    }

    private static void appendRegex(StringBuilder out, Selector.Regex regex) {
        String source = regex.source();
        for (int i = 0; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '\n') {
                throw new IllegalArgumentException("Cannot print a regex containing a line break: " + regex);
            }
            if (c == '/') {
                throw new IllegalArgumentException("Cannot print a regex with an unescaped '/': " + regex);
            }
            if (c == '\\') {
                if (i + 1 >= source.length()) {
                    throw new IllegalArgumentException("Cannot print a regex ending in a lone '\\': " + regex);
                }
                if (source.charAt(i + 1) == '\n') {
                    throw new IllegalArgumentException("Cannot print a regex containing a line break: " + regex);
                }
                i++;
            }
        }
        for (int i = 0; i < regex.flags().length(); i++) {
            if ("gimsu".indexOf(regex.flags().charAt(i)) < 0) {
                throw new IllegalArgumentException("Cannot print regex flags other than gimsu: " + regex);
            }
        }
        try {
            regex.compile();
        } catch (PatternSyntaxException | StackOverflowError e) {
            throw new IllegalArgumentException("Cannot print an invalid regex: " + regex, e);
        }
        out.append(regex);
    }

    private static void appendText(StringBuilder out, MutationText text) {
        out.append(' ');
        if (text instanceof MutationText.Heredoc h) {
            appendHeredoc(out, h.value());
        } else if (text instanceof MutationText.Quoted q) {
            appendQuoted(out, q.value());
        } else if (text instanceof MutationText.Register r) {
            out.append(checkRegisterName(r.name()));
        }
    }

    private static void appendQuoted(StringBuilder out, String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                default -> out.append(c);
            }
        }
        out.append('"');
    }

    private static void appendHeredoc(StringBuilder out, String value) {
        if (value.contains("\r\n") || value.endsWith("\r")) {
            throw new IllegalArgumentException(
                    "Cannot print heredoc text containing \\r\\n or ending with \\r: scripts normalise \\r\\n to"
                            + " \\n");
        }
        String delimiter = delimiterFor(value);
        out.append("<<").append(delimiter).append('\n');
        if (!value.isEmpty()) {
            out.append(value).append('\n');
        }
        out.append(delimiter);
    }

    /** {@code EOF}, or the first of {@code EOF1}, {@code EOF2}, … that is not a line of the text. */
    private static String delimiterFor(String text) {
        Set<String> lines = new HashSet<>();
        for (String line : Lines.split(text)) {
            if (line.startsWith("EOF")) {
                lines.add(line);
            }
        }
        String delimiter = "EOF";
        for (int n = 1; lines.contains(delimiter); n++) {
            delimiter = "EOF" + n;
        }
        return delimiter;
    }

    private static String checkRegisterName(String name) {
        boolean wordToken = isSingleRun(name) && "/`\"#".indexOf(name.charAt(0)) < 0 && !name.startsWith("<<");
        if (!wordToken || PositionWords.looksLikePosition(name) || CommandWords.contains(name)) {
            throw new IllegalArgumentException("Cannot print register name: " + name);
        }
        return name;
    }

    /** Whether the text is non-empty and has no whitespace, so the lexer reads it as one run. */
    private static boolean isSingleRun(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (Lexer.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
