package dev.edl.internal.exec;

import dev.edl.internal.text.Lines;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The run report written for an LLM. */
final class Report {
    /** One range of the final selection, with 1-based lines and 0-based columns of the current text. */
    record SelectedText(int startLine, int startColumn, int endLine, int endColumn, String text) {}

    private final @Nullable String scriptError;
    private final List<SavedText> scriptSaved;
    private final List<FileFailure> fileErrors;
    private final List<String> warnings;
    private final List<String> trace;
    private final List<String> mutations;
    private final List<SelectedText> selection;

    Report(
            @Nullable String scriptError,
            List<SavedText> scriptSaved,
            List<FileFailure> fileErrors,
            List<String> warnings,
            List<String> trace,
            List<String> mutations,
            List<SelectedText> selection) {
        this.scriptError = scriptError;
        this.scriptSaved = scriptSaved;
        this.fileErrors = fileErrors;
        this.warnings = warnings;
        this.trace = trace;
        this.mutations = mutations;
        this.selection = selection;
    }

    String format() {
        List<String> sections = new ArrayList<>();
        boolean parseError = scriptError != null && scriptError.startsWith("Parse error:");
        if (!parseError) {
            if (!warnings.isEmpty()) {
                sections.add(section("Warnings:", warnings));
            }
            sections.add(section("Trace:", trace.isEmpty() ? List.of("(no commands executed)") : trace));
            sections.add(mutations.isEmpty() ? "Mutations:\n  No files modified." : section("Mutations:", mutations));
            if (!selection.isEmpty()) {
                sections.add(selectionSection());
            }
            if (!fileErrors.isEmpty()) {
                sections.add(fileErrorSection());
            }
        }
        if (scriptError != null) {
            StringBuilder error = new StringBuilder(scriptError);
            for (SavedText saved : scriptSaved) {
                error.append('\n').append(savedLine("  ", saved));
            }
            sections.add(error.toString());
        }
        return String.join("\n\n", sections) + "\n";
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
        for (int i = 0; i < selection.size(); i++) {
            SelectedText range = selection.get(i);
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
        return out.toString();
    }

    private String fileErrorSection() {
        StringBuilder out = new StringBuilder("File errors:");
        for (FileFailure error : fileErrors) {
            out.append("\n  ")
                    .append(error.path())
                    .append(": ")
                    .append(error.message())
                    .append(" (")
                    .append(Texts.plural(error.notApplied(), "mutation", "mutations"))
                    .append(" not applied)");
            for (String line : error.trace()) {
                out.append("\n    ").append(line);
            }
            for (SavedText saved : error.savedRegisters()) {
                out.append('\n').append(savedLine("    ", saved));
            }
        }
        return out.toString();
    }

    static String savedLine(String indent, SavedText saved) {
        return indent + "Text saved to register " + saved.name() + " (" + saved.size() + " chars). Use `replace "
                + saved.name() + "` to reference it.";
    }

    static String mutationLine(Document document) {
        List<String> counts = new ArrayList<>();
        if (document.replacements() > 0) {
            counts.add(Texts.plural(document.replacements(), "replacement", "replacements"));
        }
        if (document.insertions() > 0) {
            counts.add(Texts.plural(document.insertions(), "insertion", "insertions"));
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
