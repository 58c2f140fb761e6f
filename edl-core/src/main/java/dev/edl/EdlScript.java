package dev.edl;

import dev.edl.internal.parse.ScriptParser;
import dev.edl.internal.parse.ScriptPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An EDL script as both commands and text: built in Java with {@link #builder()}, made from
 * commands with {@link #of(List)}, or parsed with {@link #parse(String)}. {@link #text()} parses
 * back to {@link #commands()}, and each command's {@link Command#position()} is where it starts in
 * {@link #text()} (1-based line, 0-based column), so errors reported by a run point into that text.
 * Immutable and thread-safe; equal when the texts are equal.
 *
 * <pre>{@code
 * EdlScript script = EdlScript.builder()
 *         .file("src/App.java")
 *         .select("    int count = 0;")       // whole lines, exactly, with the final line break
 *         .replace("    long count = 0;\n")   // any text; quoting and heredocs are chosen for you
 *         .build();
 * EdlResult result = Edl.run(script, RegisterStore.inMemory());
 * }</pre>
 */
public final class EdlScript {
    private final List<Command> commands;
    private final String text;

    private EdlScript(List<Command> commands, String text) {
        this.commands = List.copyOf(commands);
        this.text = text;
    }

    /**
     * Starts a builder.
     *
     * @return a new, empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A script of the given commands, which may come from {@link Edl#parse(String)} or be built by
     * hand (positions are ignored and replaced by those in the printed text). The commands are not
     * checked for order: a run reports a selection before any {@code file} as a script error.
     *
     * @param commands the commands, in order
     * @return the script
     * @throws IllegalArgumentException when a command cannot be written as EDL (see {@link
     *     #print(List)})
     * @throws NullPointerException if the list or an element is null
     */
    public static EdlScript of(List<Command> commands) {
        return fromText(print(commands));
    }

    /**
     * Parses a script.
     *
     * @param text the EDL script
     * @return the script, whose {@link #text()} is the canonical printing of its commands
     * @throws EdlParseException with the 1-based line and 0-based column of the first error
     */
    public static EdlScript parse(String text) {
        return of(ScriptParser.parse(Objects.requireNonNull(text, "text")));
    }

    /**
     * Prints commands as a canonical EDL script: one command per line, canonical command words,
     * heredoc delimiters that no line of the text equals, quoted strings escaped, paths in
     * backticks when they contain whitespace. Parsing the result gives the same commands (compared
     * with {@link Command#withoutPosition()}).
     *
     * @param commands the commands
     * @return the script, each command ending with a line break ({@code ""} for no commands)
     * @throws IllegalArgumentException when a command cannot be written as EDL: heredoc text with
     *     {@code \r\n} or a final {@code \r}, an empty heredoc selector, an empty path or one
     *     needing backticks that contains a backtick, a regex with a line break, an unescaped
     *     {@code /} or invalid syntax, regex flags outside {@code gimsu}, a register name that is
     *     not a single word or looks like a position or command, a {@code cut} into a {@code
     *     _saved_} register, a line below 1, a column below 0, or a range ending before it starts
     * @throws NullPointerException if the list or an element is null
     */
    public static String print(List<Command> commands) {
        return ScriptPrinter.print(commands);
    }

    private static EdlScript fromText(String text) {
        return new EdlScript(ScriptParser.parse(text), text);
    }

    /**
     * A builder holding this script's commands, to add more: {@code script.toBuilder().build()}
     * equals {@code script}. Selections and mutations may be added when the script has a {@code
     * file} or {@code newfile} command.
     *
     * @return a new builder; changing it does not change this script
     */
    public Builder toBuilder() {
        Builder builder = new Builder();
        for (Command command : commands) {
            builder.commands.add(command);
            builder.inFile |= command instanceof Command.FileCommand;
        }
        return builder;
    }

    /**
     * The commands, each with its position in {@link #text()}.
     *
     * @return the commands, in order; unmodifiable
     */
    public List<Command> commands() {
        return commands;
    }

    /**
     * The script as EDL text, ready for {@link Edl#run(String)} or to show to a model.
     *
     * @return the text, ending with a line break unless empty
     */
    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EdlScript script && script.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /**
     * The script's text.
     *
     * @return {@link #text()}
     */
    @Override
    public String toString() {
        return text;
    }

    /**
     * Builds a script command by command. Each method checks its command at the call: text that
     * cannot be written as EDL throws {@link IllegalArgumentException}; a selection or mutation
     * before the first {@link #file(String)} or {@link #newFile(String)} throws {@link
     * IllegalStateException}. Text arguments are written as a heredoc when they are whole lines
     * (end with {@code \n}, no {@code \r}), else as a quoted string, so any text is inserted
     * exactly. {@code select} and {@code narrow} take the same kinds of selector: whole lines
     * ({@code select(String)}), any {@link Selector}, a literal text, a regex, a line and a line
     * range; every other search ({@code selectMultiple}, {@code narrowMultiple}, {@code
     * selectNext}, …) takes a {@link Selector}, whose factories make each of those kinds. Not
     * thread-safe.
     */
    public static final class Builder {
        private final List<Command> commands = new ArrayList<>();
        private boolean inFile;

        private Builder() {}

        /**
         * {@code file}: makes a file current, loading it on first use.
         *
         * @param path workspace-relative (or, for an unconfined runner, absolute) path
         * @return this builder
         * @throws IllegalArgumentException if the path is empty, or needs backticks (whitespace)
         *     and contains a backtick
         */
        public Builder file(String path) {
            append(new Command.OpenFile(Objects.requireNonNull(path, "path"), SourcePosition.NONE));
            inFile = true;
            return this;
        }

        /**
         * {@code newfile}: creates a new, empty file and makes it current.
         *
         * @param path workspace-relative path of a file that does not exist yet
         * @return this builder
         * @throws IllegalArgumentException as for {@link #file(String)}
         */
        public Builder newFile(String path) {
            append(new Command.NewFile(Objects.requireNonNull(path, "path"), SourcePosition.NONE));
            inFile = true;
            return this;
        }

        /**
         * {@code select}: selects the one place in the whole file where these whole lines occur,
         * exactly (indentation included). The selection includes the line break after the last
         * line, so replace it with whole lines ending in {@code \n}.
         *
         * @param lines one or more whole lines; one final line break is allowed and ignored
         * @return this builder
         * @throws IllegalArgumentException as for {@link Selector#lines(String)}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder select(String lines) {
            return select(Selector.lines(lines));
        }

        /**
         * {@code select}: selects the one match of the selector in the whole file.
         *
         * @param selector what to find, e.g. from {@link Selector#text(String)}
         * @return this builder
         * @throws IllegalArgumentException if the selector cannot be written as EDL
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder select(Selector selector) {
            return addInFile(new Command.Select(selector, SourcePosition.NONE));
        }

        /**
         * {@code select}: selects the one occurrence of a literal text in the whole file.
         *
         * @param text the exact text to find, not empty
         * @return this builder
         * @throws IllegalArgumentException as for {@link Selector#text(String)}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder selectText(String text) {
            return select(Selector.text(text));
        }

        /**
         * {@code select}: selects the one match of a regular expression in the whole file.
         *
         * @param regex a Java regular expression; a {@code /} must be escaped as {@code \/}
         * @param flags flag letters from {@code gimsu}, e.g. {@code "i"}, or {@code ""}
         * @return this builder
         * @throws IllegalArgumentException as for {@link Selector#regex(String, String)}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder selectRegex(String regex, String flags) {
            return select(Selector.regex(regex, flags));
        }

        /**
         * {@code select}: selects one whole line, without its line break.
         *
         * @param line 1-based line number in the file as first loaded
         * @return this builder
         * @throws IllegalArgumentException if {@code line < 1}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder selectLine(int line) {
            return select(Selector.line(line));
        }

        /**
         * {@code select}: selects whole lines {@code from} to {@code to}, from the start of the
         * first to the end of the last (without its line break).
         *
         * @param from 1-based first line
         * @param to 1-based last line, at least {@code from}
         * @return this builder
         * @throws IllegalArgumentException if {@code from < 1} or {@code to < from}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder selectLines(int from, int to) {
            return select(Selector.lines(from, to));
        }

        /**
         * {@code select_multiple}: selects every match in the whole file (at least one).
         *
         * @param selector what to find
         * @return this builder
         * @throws IllegalArgumentException if the selector cannot be written as EDL
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder selectMultiple(Selector selector) {
            return addInFile(new Command.SelectMultiple(selector, SourcePosition.NONE));
        }

        /**
         * {@code narrow}: selects the one place inside the current ranges where these whole lines
         * occur.
         *
         * @param lines one or more whole lines; one final line break is allowed and ignored
         * @return this builder
         * @throws IllegalArgumentException as for {@link Selector#lines(String)}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder narrow(String lines) {
            return narrow(Selector.lines(lines));
        }

        /**
         * {@code narrow}: selects the one match of the selector inside the current ranges.
         *
         * @param selector what to find, e.g. from {@link Selector#text(String)}
         * @return this builder
         * @throws IllegalArgumentException if the selector cannot be written as EDL
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder narrow(Selector selector) {
            return addInFile(new Command.Narrow(selector, SourcePosition.NONE));
        }

        /**
         * {@code narrow}: selects the one occurrence of a literal text inside the current ranges.
         *
         * @param text the exact text to find, not empty
         * @return this builder
         * @throws IllegalArgumentException as for {@link Selector#text(String)}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder narrowText(String text) {
            return narrow(Selector.text(text));
        }

        /**
         * {@code narrow}: selects the one regex match inside the current ranges.
         *
         * @param regex a Java regular expression; a {@code /} must be escaped as {@code \/}
         * @param flags flag letters from {@code gimsu}, or {@code ""}
         * @return this builder
         * @throws IllegalArgumentException as for {@link Selector#regex(String, String)}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder narrowRegex(String regex, String flags) {
            return narrow(Selector.regex(regex, flags));
        }

        /**
         * {@code narrow}: selects one whole line, without its line break, which must lie inside the
         * current ranges.
         *
         * @param line 1-based line number in the file as first loaded
         * @return this builder
         * @throws IllegalArgumentException if {@code line < 1}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder narrowLine(int line) {
            return narrow(Selector.line(line));
        }

        /**
         * {@code narrow}: selects whole lines {@code from} to {@code to} (without the last line
         * break), which must lie inside the current ranges.
         *
         * @param from 1-based first line
         * @param to 1-based last line, at least {@code from}
         * @return this builder
         * @throws IllegalArgumentException if {@code from < 1} or {@code to < from}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder narrowLines(int from, int to) {
            return narrow(Selector.lines(from, to));
        }

        /**
         * {@code narrow_multiple}: selects every match inside the current ranges (at least one).
         *
         * @param selector what to find
         * @return this builder
         * @throws IllegalArgumentException if the selector cannot be written as EDL
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder narrowMultiple(Selector selector) {
            return addInFile(new Command.NarrowMultiple(selector, SourcePosition.NONE));
        }

        /**
         * {@code retain_first}: keeps only the first range.
         *
         * @return this builder
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder retainFirst() {
            return addInFile(new Command.RetainFirst(SourcePosition.NONE));
        }

        /**
         * {@code retain_last}: keeps only the last range.
         *
         * @return this builder
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder retainLast() {
            return addInFile(new Command.RetainLast(SourcePosition.NONE));
        }

        /**
         * {@code retain_nth}: keeps only one range.
         *
         * @param index 0-based index of the range; negative counts from the end ({@code -1} is the
         *     last)
         * @return this builder
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder retainNth(int index) {
            return addInFile(new Command.RetainNth(index, SourcePosition.NONE));
        }

        /**
         * {@code select_next}: selects the first match starting at or after the single range's
         * end.
         *
         * @param selector what to find
         * @return this builder
         * @throws IllegalArgumentException if the selector cannot be written as EDL
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder selectNext(Selector selector) {
            return addInFile(new Command.SelectNext(selector, SourcePosition.NONE));
        }

        /**
         * {@code select_prev}: selects the last match ending at or before the single range's
         * start.
         *
         * @param selector what to find
         * @return this builder
         * @throws IllegalArgumentException if the selector cannot be written as EDL
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder selectPrev(Selector selector) {
            return addInFile(new Command.SelectPrev(selector, SourcePosition.NONE));
        }

        /**
         * {@code extend_forward}: extends the single range's end to the end of the first match
         * after it.
         *
         * @param selector what to find
         * @return this builder
         * @throws IllegalArgumentException if the selector cannot be written as EDL
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder extendForward(Selector selector) {
            return addInFile(new Command.ExtendForward(selector, SourcePosition.NONE));
        }

        /**
         * {@code extend_back}: extends the single range's start to the start of the last match
         * before it.
         *
         * @param selector what to find
         * @return this builder
         * @throws IllegalArgumentException if the selector cannot be written as EDL
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder extendBack(Selector selector) {
            return addInFile(new Command.ExtendBack(selector, SourcePosition.NONE));
        }

        /**
         * {@code replace}: replaces every current range with exactly this text.
         *
         * @param text the replacement; include the final {@code \n} to replace whole lines with
         *     whole lines
         * @return this builder
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder replace(String text) {
            return addInFile(new Command.Replace(textOf(text), SourcePosition.NONE));
        }

        /**
         * {@code insert_before}: inserts exactly this text at the start of every current range.
         *
         * @param text the text
         * @return this builder
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder insertBefore(String text) {
            return addInFile(new Command.InsertBefore(textOf(text), SourcePosition.NONE));
        }

        /**
         * {@code insert_after}: inserts exactly this text at the end of every current range.
         *
         * @param text the text
         * @return this builder
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder insertAfter(String text) {
            return addInFile(new Command.InsertAfter(textOf(text), SourcePosition.NONE));
        }

        /**
         * {@code replace r}: replaces every current range with a register's text.
         *
         * @param register the register name
         * @return this builder
         * @throws IllegalArgumentException if the name is not a single word, or looks like a
         *     position or a command word
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder replaceWithRegister(String register) {
            return addInFile(new Command.Replace(new MutationText.Register(register), SourcePosition.NONE));
        }

        /**
         * {@code paste r} ({@code insert_after r}): inserts a register's text at the end of every
         * current range.
         *
         * @param register the register name
         * @return this builder
         * @throws IllegalArgumentException as for {@link #replaceWithRegister(String)}
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder paste(String register) {
            return addInFile(new Command.InsertAfter(new MutationText.Register(register), SourcePosition.NONE));
        }

        /**
         * {@code delete}: deletes every current range.
         *
         * @return this builder
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder delete() {
            return addInFile(new Command.Delete(SourcePosition.NONE));
        }

        /**
         * {@code cut}: stores the single current range's text in a register, then deletes it.
         *
         * @param register the register name; not starting with the reserved {@code _saved_}
         * @return this builder
         * @throws IllegalArgumentException if the name is reserved or not a valid register name
         * @throws IllegalStateException before the first {@code file}
         */
        public Builder cut(String register) {
            return addInFile(new Command.Cut(register, SourcePosition.NONE));
        }

        /**
         * Adds any command, checked as the typed methods check theirs.
         *
         * @param command the command (its position is ignored)
         * @return this builder
         * @throws IllegalArgumentException if the command cannot be written as EDL
         * @throws IllegalStateException for a selection or mutation before the first {@code file}
         */
        public Builder command(Command command) {
            Objects.requireNonNull(command, "command");
            if (command instanceof Command.FileCommand) {
                append(command);
                inFile = true;
                return this;
            }
            return addInFile(command);
        }

        /**
         * Adds every command of another script, in order, checked as {@link #command(Command)}
         * checks each: a script that starts with a selection or mutation may only be added after a
         * {@code file}.
         *
         * @param script the script to append
         * @return this builder
         * @throws IllegalStateException when the script's first commands before any {@code file}
         *     are selections or mutations and this builder has no file yet
         */
        public Builder add(EdlScript script) {
            Objects.requireNonNull(script, "script");
            for (Command command : script.commands) {
                command(command);
            }
            return this;
        }

        /**
         * Builds the script.
         *
         * @return the script; empty when no command was added
         */
        public EdlScript build() {
            return of(commands);
        }

        private Builder addInFile(Command command) {
            if (!inFile) {
                throw new IllegalStateException(
                        command.name() + " before any file: start the script with file(path) or newFile(path)");
            }
            append(command);
            return this;
        }

        private void append(Command command) {
            ScriptPrinter.print(List.of(command)); // throws IllegalArgumentException at the call
            commands.add(command);
        }

        /** A heredoc for whole lines without {@code \r} (readable in a script), else a quoted string. */
        private static MutationText textOf(String text) {
            Objects.requireNonNull(text, "text");
            if (text.endsWith("\n") && text.indexOf('\r') < 0) {
                return new MutationText.Heredoc(text.substring(0, text.length() - 1));
            }
            return new MutationText.Quoted(text);
        }
    }
}
