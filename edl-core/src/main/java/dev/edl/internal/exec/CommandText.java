package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.MutationText;
import dev.edl.Selector;

/** Short renderings of commands and patterns for the trace and for error messages. */
final class CommandText {
    private CommandText() {}

    /** The command as a short line, e.g. {@code select /world/} or {@code replace <<heredoc (3 lines)}. */
    static String describe(Command command) {
        String name = command.name();
        if (command instanceof Command.OpenFile file) {
            return name + " " + file.path();
        }
        if (command instanceof Command.NewFile file) {
            return name + " " + file.path();
        }
        if (command instanceof Command.RetainNth nth) {
            return name + " " + nth.index();
        }
        if (command instanceof Command.Cut cut) {
            return name + " " + cut.register();
        }
        MutationText text = textOf(command);
        if (text != null) {
            return name + " " + describe(text);
        }
        Selector pattern = patternOf(command);
        return pattern == null ? name : name + " " + describe(pattern);
    }

    /** The text of {@code replace} / {@code insert_before} / {@code insert_after}, else null. */
    static @org.jspecify.annotations.Nullable MutationText textOf(Command command) {
        if (command instanceof Command.Replace c) {
            return c.text();
        }
        if (command instanceof Command.InsertBefore c) {
            return c.text();
        }
        if (command instanceof Command.InsertAfter c) {
            return c.text();
        }
        return null;
    }

    static @org.jspecify.annotations.Nullable Selector patternOf(Command command) {
        if (command instanceof Command.Select c) {
            return c.pattern();
        }
        if (command instanceof Command.SelectMultiple c) {
            return c.pattern();
        }
        if (command instanceof Command.Narrow c) {
            return c.pattern();
        }
        if (command instanceof Command.NarrowMultiple c) {
            return c.pattern();
        }
        if (command instanceof Command.SelectNext c) {
            return c.pattern();
        }
        if (command instanceof Command.SelectPrev c) {
            return c.pattern();
        }
        if (command instanceof Command.ExtendForward c) {
            return c.pattern();
        }
        if (command instanceof Command.ExtendBack c) {
            return c.pattern();
        }
        return null;
    }

    /** A pattern as shown in messages: {@code /re/i}, {@code <<"first line…"}, {@code 7:}, {@code 3-5}. */
    static String describe(Selector pattern) {
        if (pattern instanceof Selector.Lines lines) {
            int count = Texts.lineCount(lines.text());
            return "<<\"" + Texts.preview(lines.text(), 60) + "\"" + (count > 1 ? " (" + count + " lines)" : "");
        }
        if (pattern instanceof Selector.Line line) {
            return line.line() + ":";
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
