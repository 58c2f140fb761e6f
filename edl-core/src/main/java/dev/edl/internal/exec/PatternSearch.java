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
 *
 * <p>Cost, for a text of {@code n} characters under {@code s} splices so far:
 *
 * <ul>
 *   <li>a heredoc pattern of {@code m} characters is looked up in the document's indexes ({@link
 *       Document#findLines}): the candidates of its rarest whole line or 4-character gram, each
 *       checked in place ({@code O(m)}), so a unique pattern costs about {@code O(m log n)}, not
 *       {@code O(n)}; the first two lookups of a text scan it, and the index they then build (a
 *       pass and a sort, {@code O(n)}) is kept current by the edits;
 *   <li>a regex with a required literal on one line (see {@link RegexPlan}) runs only on the lines
 *       holding that literal, found by a scan ({@code indexOf}, vectorised): {@code O(n)} for the
 *       scan, and the regex's cost on those lines only;
 *   <li>any other regex reads the scope, {@code O(scope)} at least (its own backtracking aside,
 *       bounded by the time budget);
 *   <li>regexes read the document's scan copy ({@link Document#content()}), which the edits keep
 *       current while regexes go on (a move of the text after each edit, as a {@code StringBuilder}
 *       edit costs) and drop when heredoc lookups take over;
 *   <li>a line number or line:column maps through the original's line starts (a binary search)
 *       and the splices so far ({@code O(s)}).
 * </ul>
 *
 * <p>Memory: the compiled regexes of the run (one per distinct regex) and the matches a command
 * wants (two for a check of uniqueness, all for {@code select_multiple}).
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
            return findRegex(regex, document, scopeStart, scopeEnd, want, deadline);
        }
        if (pattern instanceof Selector.Lines lines) {
            return document.findLines(lines.text(), scopeStart, scopeEnd, want);
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
            Selector.Regex regex, Document document, int scopeStart, int scopeEnd, Want want, long deadline)
            throws CommandFailure {
        RegexPlan plan = plans.computeIfAbsent(regex, RegexPlan::of);
        String literal = plan.lineLocalLiteral();
        boolean whole = scopeStart == 0 && scopeEnd == document.length();
        // with a literal, the matcher reads only the lines that hold it: through a view of the
        // engine's blocks, so that no flat copy is made (every replacement would move it)
        CharSequence text = literal != null && whole ? document.view() : document.content();
        Collector matches = new Collector(want);
        long started = System.nanoTime();
        try {
            Matcher matcher = plan.compiled().matcher(new DeadlineCharSequence(text, deadline));
            if (literal != null && whole) {
                findOnLinesWith(literal, document, text, matcher, matches);
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
     * Runs the regex only on lines containing its required literal, found through the text's
     * indexes (a batch of regexes with literals builds them once, where a scan per regex read the
     * whole text). Valid because every match contains the literal and none crosses a line break;
     * transparent, non-anchoring bounds make look-arounds and anchors behave exactly as in a search
     * of the whole text.
     */
    private static void findOnLinesWith(
            String literal, Document document, CharSequence text, Matcher matcher, Collector matches) {
        matcher.useTransparentBounds(true).useAnchoringBounds(false);
        int from = 0;
        for (int hit : document.occurrences(literal)) {
            if (matches.done()) {
                return;
            }
            if (hit < from) {
                // on a line already searched
                continue;
            }
            int lineStart = hit;
            while (lineStart > 0 && text.charAt(lineStart - 1) != '\n') {
                lineStart--;
            }
            int lineEnd = hit;
            while (lineEnd < text.length() && text.charAt(lineEnd) != '\n') {
                lineEnd++;
            }
            matcher.region(lineStart, lineEnd);
            while (!matches.done() && matcher.find()) {
                matches.add(new TextRange(matcher.start(), matcher.end(), false));
            }
            from = lineEnd + 1;
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
