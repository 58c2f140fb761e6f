package dev.edl.internal.exec;

import dev.edl.Selector;
import dev.edl.internal.text.DeadlineCharSequence;
import dev.edl.internal.text.RegexTimeoutException;
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
    private final Map<Selector.Regex, RegexPlan> plans = new HashMap<>();
    private final long budgetNanos;
    private final long runBudgetNanos;
    /** Time spent matching regexes in this run so far. */
    private long spentNanos;
    /** Whether the current command's deadline is set by what is left of the run's budget. */
    private boolean limitedByRun;

    /** A search with a per-command budget only (the run's budget is unlimited). */
    PatternSearch(long budgetNanos) {
        this(budgetNanos, Long.MAX_VALUE);
    }

    /**
     * @param budgetNanos the regex time budget of one command
     * @param runBudgetNanos the regex time budget of the whole run
     */
    PatternSearch(long budgetNanos, long runBudgetNanos) {
        this.budgetNanos = budgetNanos;
        this.runBudgetNanos = runBudgetNanos;
    }

    /** The time budget of one command in milliseconds, for messages. */
    long budgetMillis() {
        return budgetNanos / 1_000_000;
    }

    /** How many matches a command needs, and from which end. */
    enum Want {
        /** Every match, in document order. */
        ALL,
        /** The first two: enough to tell none, one or several. */
        TWO,
        /** Only the first. */
        FIRST,
        /** Only the last. */
        LAST
    }

    /**
     * The matches a command needs, in document order.
     *
     * @param deadline {@link System#nanoTime()} value after which regex matching stops
     * @param lineNumberUse told about every line number the pattern uses
     */
    List<TextRange> find(
            Selector pattern,
            Document document,
            int scopeStart,
            int scopeEnd,
            Want want,
            long deadline,
            Consumer<Integer> lineNumberUse)
            throws CommandFailure {
        if (pattern instanceof Selector.Regex regex) {
            return findRegex(regex, document.content(), scopeStart, scopeEnd, want, deadline);
        }
        if (pattern instanceof Selector.Lines lines) {
            List<TextRange> indexed = document.findLines(lines.text(), scopeStart, scopeEnd, want);
            if (indexed != null) {
                return indexed;
            }
            return want == Want.LAST
                    ? findLastLines(lines.text(), document.content(), scopeStart, scopeEnd)
                    : findLines(lines.text(), document.content(), scopeStart, scopeEnd, want);
        }
        TextRange range = resolvePosition(pattern, document, lineNumberUse);
        if (range.start() >= scopeStart && range.end() <= scopeEnd) {
            return List.of(range);
        }
        return List.of();
    }

    /**
     * The deadline of a command starting now: its own budget, or what is left of the run's budget
     * when that is less.
     */
    long newDeadline() {
        long left = Math.max(0, runBudgetNanos - spentNanos);
        limitedByRun = left < budgetNanos;
        return System.nanoTime() + Math.min(budgetNanos, left);
    }

    private List<TextRange> findRegex(
            Selector.Regex regex, StringBuilder text, int scopeStart, int scopeEnd, Want want, long deadline)
            throws CommandFailure {
        RegexPlan plan = plans.computeIfAbsent(regex, RegexPlan::of);
        Collector matches = new Collector(want);
        long started = System.nanoTime();
        try {
            Matcher matcher = plan.compiled().matcher(new DeadlineCharSequence(text, deadline));
            String literal = plan.lineLocalLiteral();
            if (literal != null && scopeStart == 0 && scopeEnd == text.length()) {
                findOnLinesWith(literal, text, matcher, matches);
            } else {
                matcher.region(scopeStart, scopeEnd);
                while (!matches.done() && matcher.find()) {
                    matches.add(new TextRange(matcher.start(), matcher.end(), false));
                }
            }
        } catch (RegexTimeoutException e) {
            if (limitedByRun) {
                throw new RunStopped("Regex " + regex + " timed out: the run's regex time budget of "
                        + runBudgetNanos / 1_000_000 + " ms is used up");
            }
            throw new CommandFailure("Regex " + regex + " timed out after " + budgetMillis() + " ms");
        } catch (StackOverflowError e) {
            throw new CommandFailure(
                    "Regex " + regex + " is too complex for this text (stack overflow while matching)");
        } finally {
            spentNanos += System.nanoTime() - started;
        }
        return matches.ranges();
    }

    /**
     * Runs the regex only on lines containing its required literal. Valid because every match
     * contains the literal and none crosses a line break; transparent, non-anchoring bounds make
     * look-arounds and anchors behave exactly as in a search of the whole text.
     */
    private static void findOnLinesWith(String literal, StringBuilder text, Matcher matcher, Collector matches) {
        matcher.useTransparentBounds(true).useAnchoringBounds(false);
        int from = 0;
        while (!matches.done()) {
            int hit = text.indexOf(literal, from);
            if (hit < 0) {
                return;
            }
            int lineStart = text.lastIndexOf("\n", hit - 1) + 1;
            int lineEnd = text.indexOf("\n", hit);
            if (lineEnd < 0) {
                lineEnd = text.length();
            }
            matcher.region(lineStart, lineEnd);
            while (!matches.done() && matcher.find()) {
                matches.add(new TextRange(matcher.start(), matcher.end(), false));
            }
            from = lineEnd + 1;
            if (from > text.length()) {
                return;
            }
        }
    }

    /** Keeps the matches a {@link Want} asks for. */
    private static final class Collector {
        private final Want want;
        private final List<TextRange> ranges = new ArrayList<>();

        Collector(Want want) {
            this.want = want;
        }

        void add(TextRange range) {
            if (want == Want.LAST) {
                ranges.clear();
            }
            ranges.add(range);
        }

        boolean done() {
            return want == Want.FIRST && ranges.size() == 1 || want == Want.TWO && ranges.size() == 2;
        }

        List<TextRange> ranges() {
            return ranges;
        }
    }

    /**
     * Occurrences of whole lines from the front, overlapping candidates included; a match's range
     * takes the line break after it.
     */
    private static List<TextRange> findLines(
            String lines, StringBuilder text, int scopeStart, int scopeEnd, Want want) {
        Collector matches = new Collector(want);
        LineNeedle needle = LineNeedle.of(lines);
        for (int at = needle.next(text, scopeStart); at >= 0 && !matches.done(); at = needle.next(text, at + 1)) {
            if (at + lines.length() > scopeEnd) {
                break;
            }
            if (needle.isWholeLineMatch(text, at)) {
                matches.add(needle.range(text, at));
            }
        }
        return matches.ranges();
    }

    /** The last whole-line occurrence inside the scope, searching backwards. */
    private static List<TextRange> findLastLines(String lines, StringBuilder text, int scopeStart, int scopeEnd) {
        LineNeedle needle = LineNeedle.of(lines);
        for (int at = needle.previous(text, scopeEnd - lines.length());
                at >= scopeStart;
                at = needle.previous(text, at - 1)) {
            if (needle.isWholeLineMatch(text, at)) {
                return List.of(needle.range(text, at));
            }
        }
        return List.of();
    }

    /**
     * Finds candidate positions of a heredoc pattern by searching for its part that starts at the
     * first non-blank character: indented code starts most lines with the same blanks, so searching
     * for those would stop at nearly every line.
     */
    private record LineNeedle(String lines, String needle, int offset) {
        static LineNeedle of(String lines) {
            int offset = 0;
            while (offset < lines.length() && Character.isWhitespace(lines.charAt(offset))) {
                offset++;
            }
            if (offset == lines.length()) {
                offset = 0;
            }
            return new LineNeedle(lines, lines.substring(offset), offset);
        }

        /** The smallest candidate start {@code >= from}, or -1. */
        int next(StringBuilder text, int from) {
            for (int hit = text.indexOf(needle, Math.max(from, 0) + offset);
                    hit >= 0;
                    hit = text.indexOf(needle, hit + 1)) {
                int at = hit - offset;
                if (blanksMatch(text, at)) {
                    return at;
                }
            }
            return -1;
        }

        /** The largest candidate start {@code <= from}, or -1. */
        int previous(StringBuilder text, int from) {
            if (from < 0) {
                return -1;
            }
            for (int hit = text.lastIndexOf(needle, from + offset);
                    hit >= offset;
                    hit = text.lastIndexOf(needle, hit - 1)) {
                int at = hit - offset;
                if (blanksMatch(text, at)) {
                    return at;
                }
            }
            return -1;
        }

        /** Whether the blank prefix before the needle matches too (the needle itself already did). */
        private boolean blanksMatch(StringBuilder text, int at) {
            if (at < 0) {
                return false;
            }
            for (int i = 0; i < offset; i++) {
                if (text.charAt(at + i) != lines.charAt(i)) {
                    return false;
                }
            }
            return true;
        }

        boolean isWholeLineMatch(StringBuilder text, int at) {
            int end = at + lines.length();
            return (at == 0 || text.charAt(at - 1) == '\n') && (end == text.length() || text.charAt(end) == '\n');
        }

        TextRange range(StringBuilder text, int at) {
            int end = at + lines.length();
            return new TextRange(at, end < text.length() ? end + 1 : end, true);
        }
    }

    private static TextRange resolvePosition(Selector pattern, Document document, Consumer<Integer> lineNumberUse)
            throws CommandFailure {
        if (pattern instanceof Selector.Range range) {
            int start = startOf(range.from(), document, lineNumberUse);
            int end = endOf(range.to(), document, lineNumberUse);
            if (end < start) {
                throw new CommandFailure("Invalid range " + range + ": it ends before it starts");
            }
            return new TextRange(start, end, false);
        }
        Selector.Position position = (Selector.Position) pattern;
        return new TextRange(
                startOf(position, document, lineNumberUse), endOf(position, document, lineNumberUse), false);
    }

    private static int startOf(Selector.Position position, Document document, Consumer<Integer> lineNumberUse)
            throws CommandFailure {
        if (position instanceof Selector.Bof) {
            return 0;
        }
        if (position instanceof Selector.Eof) {
            return document.length();
        }
        if (position instanceof Selector.Line line) {
            lineNumberUse.accept(line.line());
            return mapped(document.originalLines().lineStart(checkLine(line.line(), document)), line.line(), document);
        }
        Selector.LineColumn lineColumn = (Selector.LineColumn) position;
        lineNumberUse.accept(lineColumn.line());
        int line = checkLine(lineColumn.line(), document);
        LineOffsets lines = document.originalLines();
        int lineLength = lines.lineEnd(line) - lines.lineStart(line);
        if (lineColumn.column() > lineLength) {
            throw new CommandFailure("Column " + lineColumn.column() + " out of range for line " + line + " (length "
                    + lineLength + ")");
        }
        return mapped(lines.lineStart(line) + lineColumn.column(), line, document);
    }

    private static int endOf(Selector.Position position, Document document, Consumer<Integer> lineNumberUse)
            throws CommandFailure {
        if (position instanceof Selector.Line line) {
            lineNumberUse.accept(line.line());
            return mapped(document.originalLines().lineEnd(checkLine(line.line(), document)), line.line(), document);
        }
        return startOf(position, document, lineNumberUse);
    }

    private static int checkLine(int line, Document document) throws CommandFailure {
        LineOffsets lines = document.originalLines();
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
