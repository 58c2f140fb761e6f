package dev.edl.internal.exec;

import dev.edl.MutationText;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The commands that change the current file: replace, insert before/after, delete and cut. Each
 * edits the file run it is handed and leaves the file's selection on what it inserted or where it
 * deleted.
 */
final class Mutations {
    private final Registers registers;

    Mutations(Registers registers) {
        this.registers = registers;
    }

    String textOf(String command, MutationText text) throws CommandFailure {
        String literal = text.literal();
        if (literal != null) {
            return literal;
        }
        String name = ((MutationText.Register) text).name();
        String stored = registers.get(name);
        if (stored == null) {
            List<String> names = registers.names();
            String existing = names.isEmpty()
                    ? "No register exists yet."
                    : "Registers that exist: " + String.join(", ", names.subList(0, Math.min(names.size(), 10)))
                            + (names.size() > 10 ? ", … (" + names.size() + " in all)." : ".");
            throw new CommandFailure("Register \"" + name + "\" is empty or does not exist. To insert literal text,"
                    + " quote it: " + command + " \"" + name + "\". " + existing);
        }
        return stored;
    }

    private static List<TextRange> mutable(FileRun file, String command) throws CommandFailure {
        List<TextRange> ranges = file.nonEmpty(command);
        for (int i = 1; i < ranges.size(); i++) {
            if (ranges.get(i).start() < ranges.get(i - 1).end()) {
                throw new CommandFailure(command + ": selection ranges overlap");
            }
        }
        return ranges;
    }

    String replace(FileRun file, String command, String text, @Nullable String literal) throws CommandFailure {
        Document document = file.document();
        List<TextRange> ranges = mutable(file, command);
        boolean endedWithLineBreak = endsWithLineBreak(document);
        List<Document.Edit> edits = new ArrayList<>(ranges.size());
        for (TextRange range : ranges) {
            String insert = text;
            if (endsUnterminatedLastLine(range, document) && text.endsWith("\n")) {
                // Whole lines replace whole lines: the last line had no line break, so neither has its replacement.
                insert = text.substring(0, text.length() - 1);
            }
            edits.add(new Document.Edit(range.start(), range.end(), insert));
        }
        int[] starts = document.apply(edits, Document.Kind.REPLACEMENT);
        List<TextRange> next = new ArrayList<>(ranges.size());
        for (int i = 0; i < starts.length; i++) {
            next.add(new TextRange(starts[i], starts[i] + edits.get(i).insert().length(), false));
        }
        file.select(next);
        document.countMutationCommand(command, literal);
        return Texts.plural(ranges.size(), "range", "ranges") + " replaced, "
                + Texts.plural(Texts.lineCount(text) * ranges.size(), "line", "lines") + " inserted"
                + finalLineBreakNote(endedWithLineBreak, document);
    }

    String insert(FileRun file, String command, String text, @Nullable String literal, boolean before)
            throws CommandFailure {
        Document document = file.document();
        List<TextRange> ranges = mutable(file, command);
        List<Document.Edit> edits = new ArrayList<>(ranges.size());
        boolean endedWithLineBreak = endsWithLineBreak(document);
        for (TextRange range : ranges) {
            int at = before ? range.start() : range.end();
            String insert = text;
            if (!before && endsUnterminatedLastLine(range, document)) {
                // Keep whole lines whole: the selected last line has no line break of its own. (The
                // inserted lines end with theirs; the trace notes that the file now ends with one.)
                insert = "\n" + text;
            }
            edits.add(new Document.Edit(at, at, insert));
        }
        int[] starts = document.apply(edits, Document.Kind.INSERTION);
        List<TextRange> next = new ArrayList<>(ranges.size());
        int lines = 0;
        int inline = 0;
        for (int i = 0; i < ranges.size(); i++) {
            TextRange range = ranges.get(i);
            String insert = edits.get(i).insert();
            int newStart = before ? starts[i] : starts[i] - range.length();
            next.add(new TextRange(newStart, newStart + range.length() + insert.length(), range.lineSelection()));
            if (insert.indexOf('\n') < 0) {
                inline++;
            } else {
                lines += Texts.lineCount(insert);
            }
        }
        file.select(next);
        document.countMutationCommand(command, literal);
        String inlineNote = Texts.plural(inline, "inline insertion", "inline insertions");
        String counted = lines == 0
                ? "+0 lines, " + inlineNote
                : Texts.plural(lines, "line", "lines") + " inserted" + (inline == 0 ? "" : ", " + inlineNote);
        return counted + finalLineBreakNote(endedWithLineBreak, document);
    }

    String delete(FileRun file, String command, @Nullable String register) throws CommandFailure {
        Document document = file.document();
        List<TextRange> ranges = register == null ? mutable(file, command) : List.of(file.single(command));
        boolean endedWithLineBreak = endsWithLineBreak(document);
        String removed = document.substring(ranges.get(0).start(), ranges.get(0).end());
        List<Document.Edit> edits = new ArrayList<>(ranges.size());
        int lines = 0;
        int previousEnd = 0;
        for (TextRange range : ranges) {
            int start = range.start();
            if (endsUnterminatedLastLine(range, document)
                    && start > previousEnd
                    && document.charAt(start - 1) == '\n') {
                // Deleting the unterminated last line: the line break before it goes too, so the file
                // keeps ending without one.
                start--;
            }
            edits.add(new Document.Edit(start, range.end(), ""));
            String taken = document.substring(start, range.end());
            // text taken out of a line removes no line
            lines += taken.indexOf('\n') < 0 ? 0 : Texts.lineCount(document.substring(range.start(), range.end()));
            previousEnd = range.end();
        }
        int[] starts = document.apply(edits, Document.Kind.DELETION);
        file.select(List.of(new TextRange(starts[0], starts[0], false)));
        document.countMutationCommand(command, null);
        String note = finalLineBreakNote(endedWithLineBreak, document);
        if (register != null) {
            registers.put(register, removed);
            return "cut " + Texts.plural(lines, "line", "lines") + " into register " + register + note;
        }
        return Texts.plural(ranges.size(), "range", "ranges") + " deleted, " + Texts.plural(lines, "line", "lines")
                + " removed" + note;
    }

    /** Whether {@code range} selects whole lines up to the end of a text whose last line has no line break. */
    private static boolean endsUnterminatedLastLine(TextRange range, Document document) {
        return range.lineSelection()
                && range.length() > 0
                && range.end() == document.length()
                && document.charAt(range.end() - 1) != '\n';
    }

    private static boolean endsWithLineBreak(Document document) {
        return document.length() > 0 && document.charAt(document.length() - 1) == '\n';
    }

    /** A note for the trace when an edit changed whether the file ends with a line break. */
    private static String finalLineBreakNote(boolean before, Document document) {
        boolean after = endsWithLineBreak(document);
        if (before == after || document.length() == 0) {
            return "";
        }
        return after ? "; the file now ends with a line break" : "; the file now ends without a line break";
    }
}
