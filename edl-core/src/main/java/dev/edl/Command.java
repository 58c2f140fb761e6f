package dev.edl;

/**
 * One parsed EDL command. Every command records where it starts in the script. Aliases are
 * normalised: {@code paste r} parses to {@link InsertAfter} with a {@link MutationText.Register},
 * {@code select_one} to {@link Select}.
 */
public sealed interface Command {

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
     * {@code cut}).
     *
     * @return true for mutations
     */
    default boolean isMutation() {
        return this instanceof Replace
                || this instanceof InsertBefore
                || this instanceof InsertAfter
                || this instanceof Delete
                || this instanceof Cut;
    }

    /**
     * {@code file}: Make a file current, loading it on first use.
     *
     * @param path the path as written in the script (workspace-relative or absolute)
     * @param position where the command starts
     */
    record OpenFile(String path, SourcePosition position) implements Command {
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
    record NewFile(String path, SourcePosition position) implements Command {
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
     * @param pattern what to find
     * @param position where the command starts
     */
    record Select(Selector pattern, SourcePosition position) implements Command {
        @Override
        public String name() {
            return "select";
        }

        @Override
        public Command withoutPosition() {
            return new Select(pattern, SourcePosition.NONE);
        }
    }

    /**
     * {@code select_multiple}: Select every match in the whole file (at least one).
     *
     * @param pattern what to find
     * @param position where the command starts
     */
    record SelectMultiple(Selector pattern, SourcePosition position) implements Command {
        @Override
        public String name() {
            return "select_multiple";
        }

        @Override
        public Command withoutPosition() {
            return new SelectMultiple(pattern, SourcePosition.NONE);
        }
    }

    /**
     * {@code narrow}: Select exactly one match inside the current ranges.
     *
     * @param pattern what to find
     * @param position where the command starts
     */
    record Narrow(Selector pattern, SourcePosition position) implements Command {
        @Override
        public String name() {
            return "narrow";
        }

        @Override
        public Command withoutPosition() {
            return new Narrow(pattern, SourcePosition.NONE);
        }
    }

    /**
     * {@code narrow_multiple}: Select every match inside the current ranges (at least one).
     *
     * @param pattern what to find
     * @param position where the command starts
     */
    record NarrowMultiple(Selector pattern, SourcePosition position) implements Command {
        @Override
        public String name() {
            return "narrow_multiple";
        }

        @Override
        public Command withoutPosition() {
            return new NarrowMultiple(pattern, SourcePosition.NONE);
        }
    }

    /**
     * {@code retain_first}: Keep only the first range.
     *
     * @param position where the command starts
     */
    record RetainFirst(SourcePosition position) implements Command {
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
    record RetainLast(SourcePosition position) implements Command {
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
    record RetainNth(int index, SourcePosition position) implements Command {
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
     * @param pattern what to find
     * @param position where the command starts
     */
    record SelectNext(Selector pattern, SourcePosition position) implements Command {
        @Override
        public String name() {
            return "select_next";
        }

        @Override
        public Command withoutPosition() {
            return new SelectNext(pattern, SourcePosition.NONE);
        }
    }

    /**
     * {@code select_prev}: Select the last match that ends at or before the single range's start.
     *
     * @param pattern what to find
     * @param position where the command starts
     */
    record SelectPrev(Selector pattern, SourcePosition position) implements Command {
        @Override
        public String name() {
            return "select_prev";
        }

        @Override
        public Command withoutPosition() {
            return new SelectPrev(pattern, SourcePosition.NONE);
        }
    }

    /**
     * {@code extend_forward}: Extend the single range's end to the end of the first match after it.
     *
     * @param pattern what to find
     * @param position where the command starts
     */
    record ExtendForward(Selector pattern, SourcePosition position) implements Command {
        @Override
        public String name() {
            return "extend_forward";
        }

        @Override
        public Command withoutPosition() {
            return new ExtendForward(pattern, SourcePosition.NONE);
        }
    }

    /**
     * {@code extend_back}: Extend the single range's start to the start of the last match before it.
     *
     * @param pattern what to find
     * @param position where the command starts
     */
    record ExtendBack(Selector pattern, SourcePosition position) implements Command {
        @Override
        public String name() {
            return "extend_back";
        }

        @Override
        public Command withoutPosition() {
            return new ExtendBack(pattern, SourcePosition.NONE);
        }
    }

    /**
     * {@code replace}: Replace every range with the text.
     *
     * @param text the replacement
     * @param position where the command starts
     */
    record Replace(MutationText text, SourcePosition position) implements Command {
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
    record InsertBefore(MutationText text, SourcePosition position) implements Command {
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
    record InsertAfter(MutationText text, SourcePosition position) implements Command {
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
    record Delete(SourcePosition position) implements Command {
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
    record Cut(String register, SourcePosition position) implements Command {
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
