package dev.edl.internal.exec;

import dev.edl.Pattern;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;

/**
 * Finds the matches of a pattern inside one scope {@code [scopeStart, scopeEnd)} of a document's
 * current text. Regexes run on the scope's text alone (anchors and look-arounds see its edges);
 * heredoc patterns check line boundaries against the whole text; positions are mapped from the
 * text as first loaded and must lie inside the scope.
 */
final class PatternSearch {
    private final Map<Pattern.Regex, java.util.regex.Pattern> compiled = new HashMap<>();
    private final long budgetNanos;

    PatternSearch(long budgetNanos) {
        this.budgetNanos = budgetNanos;
    }

    /** The time budget of one command in milliseconds, for messages. */
    long budgetMillis() {
        return budgetNanos / 1_000_000;
    }

    /**
     * All matches in document order.
     *
     * @param deadline {@link System#nanoTime()} value after which regex matching stops
     * @param lineNumberUse told about every line number the pattern uses
     */
    List<TextRange> find(
            Pattern pattern,
            Document document,
            int scopeStart,
            int scopeEnd,
            long deadline,
            Consumer<Integer> lineNumberUse)
            throws CommandFailure {
        if (pattern instanceof Pattern.Regex regex) {
            return findRegex(regex, document.text(), scopeStart, scopeEnd, deadline);
        }
        if (pattern instanceof Pattern.Lines lines) {
            return findLines(lines.text(), document.text(), scopeStart, scopeEnd);
        }
        TextRange range = resolvePosition(pattern, document, lineNumberUse);
        if (range.start() >= scopeStart && range.end() <= scopeEnd) {
            return List.of(range);
        }
        return List.of();
    }

    long newDeadline() {
        return System.nanoTime() + budgetNanos;
    }

    private List<TextRange> findRegex(Pattern.Regex regex, String text, int scopeStart, int scopeEnd, long deadline)
            throws CommandFailure {
        java.util.regex.Pattern compiledPattern = compiled.computeIfAbsent(regex, Pattern.Regex::compile);
        List<TextRange> matches = new ArrayList<>();
        try {
            Matcher matcher = compiledPattern.matcher(new DeadlineCharSequence(text, deadline));
            matcher.region(scopeStart, scopeEnd);
            while (matcher.find()) {
                matches.add(new TextRange(matcher.start(), matcher.end(), false));
            }
        } catch (RegexTimeoutException e) {
            throw new CommandFailure("Regex " + regex + " timed out after " + budgetMillis() + " ms");
        } catch (StackOverflowError e) {
            throw new CommandFailure(
                    "Regex " + regex + " is too complex for this text (stack overflow while matching)");
        }
        return matches;
    }

    /** Every occurrence of whole lines, overlapping candidates included; the range takes the line break after. */
    private static List<TextRange> findLines(String lines, String text, int scopeStart, int scopeEnd) {
        List<TextRange> matches = new ArrayList<>();
        int length = lines.length();
        for (int at = text.indexOf(lines, scopeStart);
                at >= 0 && at + length <= scopeEnd;
                at = text.indexOf(lines, at + 1)) {
            int end = at + length;
            boolean startsLine = at == 0 || text.charAt(at - 1) == '\n';
            boolean endsLine = end == text.length() || text.charAt(end) == '\n';
            if (startsLine && endsLine) {
                matches.add(new TextRange(at, end < text.length() ? end + 1 : end, true));
            }
        }
        return matches;
    }

    private static TextRange resolvePosition(Pattern pattern, Document document, Consumer<Integer> lineNumberUse)
            throws CommandFailure {
        if (pattern instanceof Pattern.Range range) {
            int start = startOf(range.from(), document, lineNumberUse);
            int end = endOf(range.to(), document, lineNumberUse);
            if (end < start) {
                throw new CommandFailure("Invalid range " + range + ": it ends before it starts");
            }
            return new TextRange(start, end, false);
        }
        Pattern.Position position = (Pattern.Position) pattern;
        return new TextRange(
                startOf(position, document, lineNumberUse), endOf(position, document, lineNumberUse), false);
    }

    private static int startOf(Pattern.Position position, Document document, Consumer<Integer> lineNumberUse)
            throws CommandFailure {
        if (position instanceof Pattern.Bof) {
            return 0;
        }
        if (position instanceof Pattern.Eof) {
            return document.text().length();
        }
        if (position instanceof Pattern.Line line) {
            lineNumberUse.accept(line.line());
            return mapped(document.originalLines().lineStart(checkLine(line.line(), document)), line.line(), document);
        }
        Pattern.LineColumn lineColumn = (Pattern.LineColumn) position;
        lineNumberUse.accept(lineColumn.line());
        int line = checkLine(lineColumn.line(), document);
        LineIndex lines = document.originalLines();
        int lineLength = lines.lineEnd(line) - lines.lineStart(line);
        if (lineColumn.column() > lineLength) {
            throw new CommandFailure("Column " + lineColumn.column() + " out of range for line " + line + " (length "
                    + lineLength + ")");
        }
        return mapped(lines.lineStart(line) + lineColumn.column(), line, document);
    }

    private static int endOf(Pattern.Position position, Document document, Consumer<Integer> lineNumberUse)
            throws CommandFailure {
        if (position instanceof Pattern.Line line) {
            lineNumberUse.accept(line.line());
            return mapped(document.originalLines().lineEnd(checkLine(line.line(), document)), line.line(), document);
        }
        return startOf(position, document, lineNumberUse);
    }

    private static int checkLine(int line, Document document) throws CommandFailure {
        LineIndex lines = document.originalLines();
        if (line < 1 || line > lines.addressableLines()) {
            throw new CommandFailure("Line " + line + " is out of range (the file had "
                    + Texts.plural(lines.lineCount(), "line", "lines") + " when this run loaded it)");
        }
        return line;
    }

    private static int mapped(int originalOffset, int line, Document document) throws CommandFailure {
        int offset = document.mapOriginalOffset(originalOffset);
        if (offset < 0) {
            throw new CommandFailure("Cannot resolve position: line " + line + " was changed earlier in this script");
        }
        return offset;
    }
}
