package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.MutationText;
import dev.edl.Selector;

/** Short renderings of commands and patterns for the trace and for error messages. */
final class CommandText {
    private CommandText() {}

    /** The command as a short line, e.g. {@code select /world/} or {@code replace <<heredoc (3 lines)}. */
    static String describe(Command command) {
        String argument = command.accept(ARGUMENT);
        return argument.isEmpty() ? command.name() : command.name() + " " + argument;
    }

    /** The text of {@code replace} / {@code insert_before} / {@code insert_after}, else null. */
    static @org.jspecify.annotations.Nullable MutationText textOf(Command command) {
        return command instanceof Command.TextMutation mutation ? mutation.text() : null;
    }

    static @org.jspecify.annotations.Nullable Selector patternOf(Command command) {
        return command instanceof Command.Search search ? search.selector() : null;
    }

    /** A command's argument as shown in the trace; empty for commands without one. */
    private static final Command.Visitor<String> ARGUMENT = new Command.Visitor<>() {
        @Override
        public String visit(Command.OpenFile command) {
            return command.path();
        }

        @Override
        public String visit(Command.NewFile command) {
            return command.path();
        }

        @Override
        public String visit(Command.Select command) {
            return describe(command.selector());
        }

        @Override
        public String visit(Command.SelectMultiple command) {
            return describe(command.selector());
        }

        @Override
        public String visit(Command.Narrow command) {
            return describe(command.selector());
        }

        @Override
        public String visit(Command.NarrowMultiple command) {
            return describe(command.selector());
        }

        @Override
        public String visit(Command.RetainFirst command) {
            return "";
        }

        @Override
        public String visit(Command.RetainLast command) {
            return "";
        }

        @Override
        public String visit(Command.RetainNth command) {
            return Integer.toString(command.index());
        }

        @Override
        public String visit(Command.SelectNext command) {
            return describe(command.selector());
        }

        @Override
        public String visit(Command.SelectPrev command) {
            return describe(command.selector());
        }

        @Override
        public String visit(Command.ExtendForward command) {
            return describe(command.selector());
        }

        @Override
        public String visit(Command.ExtendBack command) {
            return describe(command.selector());
        }

        @Override
        public String visit(Command.Replace command) {
            return describe(command.text());
        }

        @Override
        public String visit(Command.InsertBefore command) {
            return describe(command.text());
        }

        @Override
        public String visit(Command.InsertAfter command) {
            return describe(command.text());
        }

        @Override
        public String visit(Command.Delete command) {
            return "";
        }

        @Override
        public String visit(Command.Cut command) {
            return command.register();
        }
    };

    /** A pattern as shown in messages: {@code /re/i}, {@code <<"first line…"}, {@code 7:}, {@code 3-5}. */
    static String describe(Selector pattern) {
        if (pattern instanceof Selector.Lines lines) {
            int count = Texts.lineCount(lines.text());
            return "<<\"" + Texts.preview(lines.text(), 60) + "\"" + (count > 1 ? " (" + count + " lines)" : "");
        }
        if (pattern instanceof Selector.Line line) {
            return String.valueOf(line.line());
        }
        return pattern.toString();
    }

    /** The text of a mutation as shown in the trace. */
    static String describe(MutationText text) {
        if (text instanceof MutationText.Heredoc heredoc) {
            return "<<heredoc (" + Texts.plural(Texts.lineCount(heredoc.value() + "\n"), "line", "lines") + ")";
        }
        if (text instanceof MutationText.Quoted quoted) {
            return "\"" + Texts.preview(quoted.value().replace("\\", "\\\\").replace("\"", "\\\""), 40) + "\"";
        }
        return ((MutationText.Register) text).name();
    }
}
