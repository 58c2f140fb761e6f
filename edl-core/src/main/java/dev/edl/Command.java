package dev.edl;

/**
 * One parsed EDL command. Every command records where it starts in the script. Aliases are
 * normalised: {@code paste r} parses to {@link InsertAfter} with a {@link MutationText.Register},
 * {@code select_one} to {@link Select}.
 */
public sealed interface Command permits Command.FileCommand, Command.SelectionCommand, Command.MutationCommand {

    /**
     * Where the command word starts in the script.
     *
     * @return the command's position
     */
    SourcePosition position();

    /**
     * The canonical command word, as used in messages and the trace.
     *
     * @return the command word, e.g. {@code "select_multiple"}
     */
    String name();

    /**
     * The same command at {@link SourcePosition#NONE}, for comparing commands by content only.
     *
     * @return a copy without a source position
     */
    Command withoutPosition();

    /**
     * Whether this command changes text ({@code replace}, {@code insert_*}, {@code delete},
     * {@code cut}), i.e. is a {@link MutationCommand}.
     *
     * @return true for mutations
     */
    default boolean isMutation() {
        return this instanceof MutationCommand;
    }

    /**
     * Calls the visitor's method for this command's type. Every record implements it, so a switch
     * over all commands is a {@link Visitor}, and a new command does not compile until every
     * visitor handles it.
     *
     * @param visitor the visitor
     * @param <R> what the visitor returns
     * @return what the visitor returned
     */
    <R> R accept(Visitor<R> visitor);

    /** A command that makes a file current: {@link OpenFile}, {@link NewFile}. */
    sealed interface FileCommand extends Command {
        /**
         * The path as written in the script.
         *
         * @return the path (workspace-relative or absolute)
         */
        String path();
    }

    /**
     * A command that changes the current ranges without changing text: the {@link Search}
     * commands and {@link RetainFirst}, {@link RetainLast}, {@link RetainNth}.
     */
    sealed interface SelectionCommand extends Command {}

    /**
     * A selection command that searches for a {@link Selector}: {@code select}, {@code
     * select_multiple}, {@code narrow}, {@code narrow_multiple}, {@code select_next}, {@code
     * select_prev}, {@code extend_forward}, {@code extend_back}.
     */
    sealed interface Search extends SelectionCommand {
        /**
         * What the command searches for.
         *
         * @return the selector
         */
        Selector selector();
    }

    /** A command that changes text: {@link TextMutation}s, {@link Delete} and {@link Cut}. */
    sealed interface MutationCommand extends Command {}

    /** A mutation that writes a text: {@link Replace}, {@link InsertBefore}, {@link InsertAfter}. */
    sealed interface TextMutation extends MutationCommand {
        /**
         * The text written.
         *
         * @return the text argument
         */
        MutationText text();
    }

    /**
     * One method per command record; {@link Command#accept} calls the one for its type.
     *
     * @param <R> what each method returns
     */
    interface Visitor<R> {
        /**
         * Visits {@link OpenFile}.
         *
         * @param command the command
         * @return the result
         */
        R visit(OpenFile command);

        /**
         * Visits {@link NewFile}.
         *
         * @param command the command
         * @return the result
         */
        R visit(NewFile command);

        /**
         * Visits {@link Select}.
         *
         * @param command the command
         * @return the result
         */
        R visit(Select command);

        /**
         * Visits {@link SelectMultiple}.
         *
         * @param command the command
         * @return the result
         */
        R visit(SelectMultiple command);

        /**
         * Visits {@link Narrow}.
         *
         * @param command the command
         * @return the result
         */
        R visit(Narrow command);

        /**
         * Visits {@link NarrowMultiple}.
         *
         * @param command the command
         * @return the result
         */
        R visit(NarrowMultiple command);

        /**
         * Visits {@link RetainFirst}.
         *
         * @param command the command
         * @return the result
         */
        R visit(RetainFirst command);

        /**
         * Visits {@link RetainLast}.
         *
         * @param command the command
         * @return the result
         */
        R visit(RetainLast command);

        /**
         * Visits {@link RetainNth}.
         *
         * @param command the command
         * @return the result
         */
        R visit(RetainNth command);

        /**
         * Visits {@link SelectNext}.
         *
         * @param command the command
         * @return the result
         */
        R visit(SelectNext command);

        /**
         * Visits {@link SelectPrev}.
         *
         * @param command the command
         * @return the result
         */
        R visit(SelectPrev command);

        /**
         * Visits {@link ExtendForward}.
         *
         * @param command the command
         * @return the result
         */
        R visit(ExtendForward command);

        /**
         * Visits {@link ExtendBack}.
         *
         * @param command the command
         * @return the result
         */
        R visit(ExtendBack command);

        /**
         * Visits {@link Replace}.
         *
         * @param command the command
         * @return the result
         */
        R visit(Replace command);

        /**
         * Visits {@link InsertBefore}.
         *
         * @param command the command
         * @return the result
         */
        R visit(InsertBefore command);

        /**
         * Visits {@link InsertAfter}.
         *
         * @param command the command
         * @return the result
         */
        R visit(InsertAfter command);

        /**
         * Visits {@link Delete}.
         *
         * @param command the command
         * @return the result
         */
        R visit(Delete command);

        /**
         * Visits {@link Cut}.
         *
         * @param command the command
         * @return the result
         */
        R visit(Cut command);
    }

    /**
     * {@code file}: Make a file current, loading it on first use.
     *
     * @param path the path as written in the script (workspace-relative or absolute)
     * @param position where the command starts
     */
    record OpenFile(String path, SourcePosition position) implements FileCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "file";
        }

        @Override
        public Command withoutPosition() {
            return new OpenFile(path, SourcePosition.NONE);
        }
    }

    /**
     * {@code newfile}: Create a new, empty file and make it current.
     *
     * @param path the path as written in the script
     * @param position where the command starts
     */
    record NewFile(String path, SourcePosition position) implements FileCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "newfile";
        }

        @Override
        public Command withoutPosition() {
            return new NewFile(path, SourcePosition.NONE);
        }
    }

    /**
     * {@code select}: Select exactly one match in the whole file.
     *
     * @param selector what to find
     * @param position where the command starts
     */
    record Select(Selector selector, SourcePosition position) implements Search {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "select";
        }

        @Override
        public Command withoutPosition() {
            return new Select(selector, SourcePosition.NONE);
        }
    }

    /**
     * {@code select_multiple}: Select every match in the whole file (at least one).
     *
     * @param selector what to find
     * @param position where the command starts
     */
    record SelectMultiple(Selector selector, SourcePosition position) implements Search {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "select_multiple";
        }

        @Override
        public Command withoutPosition() {
            return new SelectMultiple(selector, SourcePosition.NONE);
        }
    }

    /**
     * {@code narrow}: Select exactly one match inside the current ranges.
     *
     * @param selector what to find
     * @param position where the command starts
     */
    record Narrow(Selector selector, SourcePosition position) implements Search {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "narrow";
        }

        @Override
        public Command withoutPosition() {
            return new Narrow(selector, SourcePosition.NONE);
        }
    }

    /**
     * {@code narrow_multiple}: Select every match inside the current ranges (at least one).
     *
     * @param selector what to find
     * @param position where the command starts
     */
    record NarrowMultiple(Selector selector, SourcePosition position) implements Search {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "narrow_multiple";
        }

        @Override
        public Command withoutPosition() {
            return new NarrowMultiple(selector, SourcePosition.NONE);
        }
    }

    /**
     * {@code retain_first}: Keep only the first range.
     *
     * @param position where the command starts
     */
    record RetainFirst(SourcePosition position) implements SelectionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "retain_first";
        }

        @Override
        public Command withoutPosition() {
            return new RetainFirst(SourcePosition.NONE);
        }
    }

    /**
     * {@code retain_last}: Keep only the last range.
     *
     * @param position where the command starts
     */
    record RetainLast(SourcePosition position) implements SelectionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "retain_last";
        }

        @Override
        public Command withoutPosition() {
            return new RetainLast(SourcePosition.NONE);
        }
    }

    /**
     * {@code retain_nth}: Keep only range n.
     *
     * @param index 0-based index; negative counts from the end
     * @param position where the command starts
     */
    record RetainNth(int index, SourcePosition position) implements SelectionCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "retain_nth";
        }

        @Override
        public Command withoutPosition() {
            return new RetainNth(index, SourcePosition.NONE);
        }
    }

    /**
     * {@code select_next}: Select the first match that starts at or after the single range's end.
     *
     * @param selector what to find
     * @param position where the command starts
     */
    record SelectNext(Selector selector, SourcePosition position) implements Search {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "select_next";
        }

        @Override
        public Command withoutPosition() {
            return new SelectNext(selector, SourcePosition.NONE);
        }
    }

    /**
     * {@code select_prev}: Select the last match that ends at or before the single range's start.
     *
     * @param selector what to find
     * @param position where the command starts
     */
    record SelectPrev(Selector selector, SourcePosition position) implements Search {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "select_prev";
        }

        @Override
        public Command withoutPosition() {
            return new SelectPrev(selector, SourcePosition.NONE);
        }
    }

    /**
     * {@code extend_forward}: Extend the single range's end to the end of the first match after it.
     *
     * @param selector what to find
     * @param position where the command starts
     */
    record ExtendForward(Selector selector, SourcePosition position) implements Search {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "extend_forward";
        }

        @Override
        public Command withoutPosition() {
            return new ExtendForward(selector, SourcePosition.NONE);
        }
    }

    /**
     * {@code extend_back}: Extend the single range's start to the start of the last match before it.
     *
     * @param selector what to find
     * @param position where the command starts
     */
    record ExtendBack(Selector selector, SourcePosition position) implements Search {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "extend_back";
        }

        @Override
        public Command withoutPosition() {
            return new ExtendBack(selector, SourcePosition.NONE);
        }
    }

    /**
     * {@code replace}: Replace every range with the text.
     *
     * @param text the replacement
     * @param position where the command starts
     */
    record Replace(MutationText text, SourcePosition position) implements TextMutation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "replace";
        }

        @Override
        public Command withoutPosition() {
            return new Replace(text, SourcePosition.NONE);
        }
    }

    /**
     * {@code insert_before}: Insert the text at every range start.
     *
     * @param text the text to insert
     * @param position where the command starts
     */
    record InsertBefore(MutationText text, SourcePosition position) implements TextMutation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "insert_before";
        }

        @Override
        public Command withoutPosition() {
            return new InsertBefore(text, SourcePosition.NONE);
        }
    }

    /**
     * {@code insert_after}: Insert the text at every range end.
     *
     * @param text the text to insert (also what {@code paste} parses to)
     * @param position where the command starts
     */
    record InsertAfter(MutationText text, SourcePosition position) implements TextMutation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "insert_after";
        }

        @Override
        public Command withoutPosition() {
            return new InsertAfter(text, SourcePosition.NONE);
        }
    }

    /**
     * {@code delete}: Delete every range.
     *
     * @param position where the command starts
     */
    record Delete(SourcePosition position) implements MutationCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "delete";
        }

        @Override
        public Command withoutPosition() {
            return new Delete(SourcePosition.NONE);
        }
    }

    /**
     * {@code cut}: Store the single range's text in a register, then delete it.
     *
     * @param register the register name
     * @param position where the command starts
     */
    record Cut(String register, SourcePosition position) implements MutationCommand {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.visit(this);
        }

        @Override
        public String name() {
            return "cut";
        }

        @Override
        public Command withoutPosition() {
            return new Cut(register, SourcePosition.NONE);
        }
    }
}
