package dev.edl.internal.exec;

import dev.edl.FileError;
import dev.edl.SavedRegister;
import dev.edl.SelectedRange;
import dev.edl.internal.text.Lines;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** The run report written for an LLM. */
final class Report {
    private static final String FAILED = " → FAILED: ";
    private static final String RUN_ERROR = "Error: ";
    /**
     * A final selection of more ranges than this shows its first and last range only (each range's
     * text is abbreviated to about 800 characters), so that a report stays readable.
     */
    static final int MAX_LISTED_RANGES = 5;

    private final @Nullable String scriptError;
    private final List<SavedRegister> scriptSaved;
    private final List<FileError> fileErrors;
    private final List<String> warnings;
    private final List<String> trace;
    private final List<String> mutations;
    private final List<String> leftSelections;
    private final List<SelectedRange> selection;

    Report(
            @Nullable String scriptError,
            List<SavedRegister> scriptSaved,
            List<FileError> fileErrors,
            List<String> warnings,
            List<String> trace,
            List<String> mutations,
            List<String> leftSelections,
            List<SelectedRange> selection) {
        this.scriptError = scriptError;
        this.scriptSaved = scriptSaved;
        this.fileErrors = fileErrors;
        this.warnings = warnings;
        this.trace = trace;
        this.mutations = mutations;
        this.leftSelections = leftSelections;
        this.selection = selection;
    }

    String format() {
        List<String> sections = new ArrayList<>();
        boolean parseError = scriptError != null && scriptError.startsWith("Parse error:");
        if (!parseError) {
            if (!warnings.isEmpty()) {
                sections.add(section("Warnings:", warnings));
            }
            sections.add(section("Trace:", trace.isEmpty() ? List.of("(no commands executed)") : traceLines()));
            sections.add(mutations.isEmpty() ? "Mutations:\n  No files modified." : section("Mutations:", mutations));
            if (!leftSelections.isEmpty()) {
                sections.add(section("Selection left in the other files:", leftSelections));
            }
            if (!selection.isEmpty()) {
                sections.add(selectionSection());
            }
            if (!fileErrors.isEmpty()) {
                sections.add(fileErrorSection());
            }
        }
        if (scriptError != null) {
            StringBuilder error = new StringBuilder(scriptError);
            for (SavedRegister saved : scriptSaved) {
                error.append('\n').append(savedLine("  ", saved));
            }
            sections.add(error.toString());
        }
        return String.join("\n\n", sections) + "\n";
    }

    /**
     * The trace, with each failure's message replaced by a pointer to where it is printed: every error
     * appears once in the report.
     */
    private List<String> traceLines() {
        Set<String> fileMessages = new HashSet<>();
        for (FileError error : fileErrors) {
            fileMessages.add(error.message());
        }
        String runMessage = scriptError != null && scriptError.startsWith(RUN_ERROR)
                ? scriptError.substring(RUN_ERROR.length())
                : null;
        List<String> lines = new ArrayList<>(trace.size());
        for (String line : trace) {
            int at = line.indexOf(FAILED);
            if (at >= 0) {
                String message = line.substring(at + FAILED.length());
                if (fileMessages.contains(message)) {
                    line = line.substring(0, at) + " → FAILED (see File errors)";
                } else if (message.equals(runMessage)) {
                    line = line.substring(0, at) + " → FAILED (see the error below)";
                }
            }
            lines.add(line);
        }
        return lines;
    }

    private static String section(String title, List<String> lines) {
        StringBuilder out = new StringBuilder(title);
        for (String line : lines) {
            out.append("\n  ").append(line);
        }
        return out.toString();
    }

    private String selectionSection() {
        StringBuilder out = new StringBuilder("Final selection (")
                .append(Texts.plural(selection.size(), "range", "ranges"))
                .append("):");
        if (selection.size() > MAX_LISTED_RANGES) {
            // first and last, with what lies between: enough to check where a selection went
            appendRange(out, 0, selection.get(0));
            SelectedRange second = selection.get(1);
            SelectedRange beforeLast = selection.get(selection.size() - 2);
            out.append("\n  … ")
                    .append(Texts.plural(selection.size() - 2, "more range", "more ranges"))
                    .append(" (ranges 1–")
                    .append(selection.size() - 2)
                    .append(", lines ")
                    .append(second.startLine())
                    .append('–')
                    .append(beforeLast.endLine())
                    .append(") not shown: the report lists the first and the last of more than ")
                    .append(MAX_LISTED_RANGES)
                    .append(" ranges");
            appendRange(out, selection.size() - 1, selection.get(selection.size() - 1));
            return out.toString();
        }
        for (int i = 0; i < selection.size(); i++) {
            appendRange(out, i, selection.get(i));
        }
        return out.toString();
    }

    private static void appendRange(StringBuilder out, int i, SelectedRange range) {
        out.append("\n  Range ")
                .append(i)
                .append(": [")
                .append(range.startLine())
                .append(':')
                .append(range.startColumn())
                .append(" - ")
                .append(range.endLine())
                .append(':')
                .append(range.endColumn())
                .append(']');
        String text = Texts.abbreviate(range.text());
        if (!text.isEmpty()) {
            for (String line : Lines.split(text)) {
                out.append("\n    ").append(line);
            }
        }
    }

    private String fileErrorSection() {
        StringBuilder out = new StringBuilder("File errors:");
        for (FileError error : fileErrors) {
            // A message with detail lines (the file's lines) keeps its first line as the header.
            String message = error.message();
            int lineBreak = message.indexOf('\n');
            out.append("\n  ")
                    .append(error.path())
                    .append(": ")
                    .append(lineBreak < 0 ? message : message.substring(0, lineBreak));
            if (error.notApplied() > 0) {
                out.append(" (")
                        .append(Texts.plural(error.notApplied(), "mutation", "mutations"))
                        .append(" not applied)");
            }
            if (lineBreak >= 0) {
                for (String detail : Lines.split(message.substring(lineBreak + 1))) {
                    out.append("\n    ").append(detail);
                }
            }
            if (trace.isEmpty()) {
                // the Trace section shows the file's commands; otherwise they are only here
                for (String line : error.trace()) {
                    int at = line.indexOf(FAILED);
                    String shown =
                            at >= 0 && line.substring(at + FAILED.length()).equals(error.message())
                                    ? line.substring(0, at) + " → FAILED"
                                    : line;
                    out.append("\n    ").append(shown);
                }
            }
            for (SavedRegister saved : error.savedRegisters()) {
                out.append('\n').append(savedLine("    ", saved));
            }
        }
        return out.toString();
    }

    static String savedLine(String indent, SavedRegister saved) {
        if (saved.shared()) {
            return indent + (saved.count() == 1 ? "Text" : saved.count() + " texts") + " saved to register "
                    + saved.name() + " as entr"
                    + (saved.count() == 1
                            ? "y " + saved.firstEntry()
                            : "ies " + saved.firstEntry() + "–" + (saved.firstEntry() + saved.count() - 1))
                    + " (" + saved.size() + " chars; this run saved too many texts to give each a register:"
                    + " each entry of " + saved.name() + " is a text's length in characters, a colon, then the"
                    + " text, in script order).";
        }
        return indent + "Text saved to register " + saved.name() + " (" + saved.size() + " chars). Use `"
                + saved.command() + " " + saved.name() + "` to reference it.";
    }

    static String mutationLine(Document document) {
        List<String> counts = new ArrayList<>();
        if (document.replacements() > 0) {
            counts.add(Texts.plural(document.replacements(), "replacement", "replacements"));
        }
        if (document.insertions() > 0) {
            counts.add(Texts.plural(document.insertions(), "insertion", "insertions"));
        }
        if (document.inlineInsertions() > 0) {
            counts.add(Texts.plural(document.inlineInsertions(), "inline insertion", "inline insertions"));
        }
        if (document.deletions() > 0) {
            counts.add(Texts.plural(document.deletions(), "deletion", "deletions"));
        }
        if (counts.isEmpty() && document.isNew()) {
            counts.add("created");
        }
        counts.add("+" + document.linesAdded() + "/-" + document.linesRemoved() + " lines");
        return document.path() + ": " + String.join(", ", counts);
    }
}
