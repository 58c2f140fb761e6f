package dev.edl.batch.internal.match;

import dev.edl.batch.MatchKind;
import dev.edl.files.LineEnding;
import dev.edl.internal.text.LineEndings;
import dev.edl.internal.text.Lines;
import dev.edl.internal.text.MatchText;
import dev.edl.internal.text.SimilarityPercent;
import dev.edl.internal.text.Whitespace;
import dev.edl.text.UnifiedDiff;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The matching engine: finds where a search text occurs in a text and what to put there.
 *
 * <p>Tiers, tried in order (the first that finds anything decides): exact substring (overlapping
 * occurrences counted), whitespace-tolerant whole lines (re-indenting the replacement), fuzzy
 * (diagnosis, applied only when {@link MatchOptions#fuzzyApply()} is on and the best window is
 * clear). Search and replacement line breaks are first converted to the text's style ({@code \n}
 * or {@code \r\n}; a text mixing both is searched as given). Replacements are literal: {@code $1},
 * {@code \} and the like are never interpreted.
 *
 * <p>A matcher wraps one {@link MatchText}; {@link #apply(Located)} edits it in place, and the
 * next {@link #locate} sees the result. The line table used by the whitespace and fuzzy tiers is
 * cached and, after the text changes, derived from the previous one (only changed lines are
 * normalised again). Not thread-safe.
 *
 * <pre>{@code
 * TextMatcher matcher = TextMatcher.of(content);
 * MatchResult result = matcher.locate(search, replace, MatchOptions.DEFAULTS);
 * if (result instanceof Located located) {
 *     matcher.apply(located);
 *     String edited = matcher.text().toString();
 * } else {
 *     String why = ((MatchFailure) result).message();
 * }
 * }</pre>
 *
 * <p>Over 400 lines because the three tiers and their failure messages (counts, near misses,
 * ambiguity, line-break and indentation hints) read as one sequence; the structures they search
 * are in their own files. Splitting the messages out is left for later.
 */
public final class TextMatcher {
    /** How many occurrence lines a message lists. */
    static final int LISTED_LINES = 10;

    private static final int MAX_DIFF_LINES = 12;
    private static final int MAX_LINE_CHARS = 160;

    /** Below this similarity no text is "closest": the message says there is no similar text. */
    static final double MIN_SIMILAR = 0.5;

    /**
     * Searches shorter than this (blanks at the ends aside) always show their closest text: a
     * percentage of a few characters says little ({@code tow} is 33 % like {@code two}).
     */
    private static final int MIN_SCORED_CHARS = 10;

    /** How much better a substring must score than the best whole lines to be preferred. */
    private static final double SUBSTRING_LEAD = 0.05;

    private final MatchText text;
    private final LineEnding style;
    private @Nullable LineTable table;

    private TextMatcher(MatchText text, LineEnding style) {
        this.text = text;
        this.style = style;
    }

    /**
     * A matcher over a copy of a text.
     *
     * @param content the text
     * @return the matcher
     */
    public static TextMatcher of(String content) {
        return new TextMatcher(MatchText.of(content), LineEndings.detect(content));
    }

    /**
     * A matcher over a copy of a text whose searches are known (see {@link MatchText#forSearches}:
     * each block is indexed for them as it is copied).
     *
     * @param content the text
     * @param searches the searches expected, the first first
     * @return the matcher
     */
    public static TextMatcher forSearches(String content, List<String> searches) {
        return new TextMatcher(MatchText.forSearches(content, searches), LineEndings.detect(content));
    }

    /**
     * The text being matched and edited.
     *
     * @return the live text
     */
    public MatchText text() {
        return text;
    }

    /**
     * Converts a caller's text (search or replacement) to the line breaks of this text.
     *
     * @param value any text
     * @return the text with {@code \n} or {@code \r\n} line breaks as the text uses them
     */
    public String toTextLineBreaks(String value) {
        if (style == LineEnding.MIXED) {
            return value;
        }
        String lf = value.replace("\r\n", "\n");
        return style == LineEnding.CRLF ? lf.replace("\n", "\r\n") : lf;
    }

    /**
     * Finds where a search text occurs and what replaces it there.
     *
     * @param search the text to find (not yet converted to the text's line breaks)
     * @param replacement the literal replacement (likewise)
     * @param options tiers, expected count and line hint
     * @return the occurrences to replace, or a failure with a bounded message
     */
    public MatchResult locate(String search, String replacement, MatchOptions options) {
        if (search.isEmpty()) {
            return failure(
                    FailureReason.EMPTY_SEARCH,
                    "empty search text — give the exact lines to find, copied from the file");
        }
        String find = toTextLineBreaks(search);
        String replace = toTextLineBreaks(replacement);
        if (find.equals(replace)) {
            return failure(
                    FailureReason.IDENTICAL,
                    "search and replace are identical — nothing would change; drop this edit or fix its replacement");
        }
        List<int[]> exact = exactOccurrences(find);
        List<int[]> insideIndent = new ArrayList<>();
        if (!exact.isEmpty() && isBlankChar(find.charAt(0))) {
            // a search that starts with indentation and lands after other blanks of a line's
            // indentation has the wrong indentation: never an exact match
            List<int[]> kept = new ArrayList<>(exact.size());
            for (int[] range : exact) {
                (insideIndentation(range[0]) ? insideIndent : kept).add(range);
            }
            exact = kept;
        }
        if (!exact.isEmpty()) {
            List<Occurrence> found = new ArrayList<>(exact.size());
            for (int[] range : exact) {
                found.add(occurrence(range[0], range[1], MatchKind.EXACT, 1.0, replace));
            }
            return decide(MatchKind.EXACT, found, options);
        }
        SearchLines lines = SearchLines.of(find);
        if (options.whitespaceTolerant() && lines.hasContent()) {
            List<Occurrence> found = whitespaceOccurrences(lines, replace);
            if (!found.isEmpty()) {
                return decide(MatchKind.WHITESPACE, found, options);
            }
        }
        if (!insideIndent.isEmpty()) {
            return indentationMismatch(find, replace, lines, options, insideIndent);
        }
        return fuzzy(find, replace, lines, options);
    }

    private static boolean isBlankChar(char c) {
        return c == ' ' || c == '\t';
    }

    /** Whether an offset lies inside its line's indentation, after at least one of its blanks. */
    private boolean insideIndentation(int at) {
        int lineStart = text.lineStart(text.lineOf(at));
        if (at <= lineStart) {
            return false;
        }
        CharSequence chars = text.chars();
        for (int i = lineStart; i < at; i++) {
            if (!isBlankChar(chars.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The refusal when a search occurs only inside deeper indentations and no whole-line tier took
     * it: names the indentations, so that the retry can copy the file's.
     */
    private MatchResult indentationMismatch(
            String find, String replace, SearchLines lines, MatchOptions options, List<int[]> insideIndent) {
        int at = insideIndent.get(0)[0];
        int line = text.lineOf(at);
        String fileIndent = Whitespace.indentOf(text.line(line));
        String searchIndent = Whitespace.indentOf(find);
        List<Occurrence> places = new ArrayList<>(insideIndent.size());
        for (int[] range : insideIndent) {
            places.add(occurrence(range[0], range[1], MatchKind.EXACT, 1.0, replace));
        }
        StringBuilder message = new StringBuilder("not found exactly: indentation differs — your search starts with ")
                .append(Whitespace.describe(searchIndent))
                .append(" of indentation, but ")
                .append(places.size() == 1 ? "line " : "lines ")
                .append(listLines(places))
                .append(places.size() == 1 ? " is" : " are")
                .append(" indented with ")
                .append(Whitespace.describe(fileIndent))
                .append(places.size() == 1 ? "" : " (the first)")
                .append("; the search occurs only inside that deeper indentation, which is never an exact match. ")
                .append("Copy the line's indentation (")
                .append(Whitespace.describe(fileIndent))
                .append(')')
                .append(options.whitespaceTolerant() ? "" : ", or allow whitespace-tolerant matching")
                .append('.');
        ClosestWindow closest = null;
        if (fuzzy(find, replace, lines, options.withFuzzyApply(false)) instanceof MatchFailure failure) {
            closest = failure.closest();
            if (closest != null && !closest.lineDiff().isEmpty()) {
                message.append('\n').append(closest.lineDiff());
            }
        }
        return new MatchFailure(FailureReason.NOT_FOUND, message.toString(), 0, startLines(places), closest);
    }

    /**
     * The window of whole lines most similar to a search (the fuzzy tier alone, as a diagnosis),
     * whatever its score.
     *
     * @param search the text to look for (converted to the text's line breaks first)
     * @return the closest window, or null when the text or the search is empty
     */
    public @Nullable ClosestWindow closest(String search) {
        if (search.isEmpty()) {
            return null;
        }
        String find = toTextLineBreaks(search);
        FuzzyScanner.Window best =
                new FuzzyScanner(table(), SearchLines.of(find).normalized()).best();
        return best == null ? null : closestWindow(find, best);
    }

    /**
     * Replaces located occurrences in the text (last first, so offsets stay valid).
     *
     * @param located a result of {@link #locate} on the current text
     */
    public void apply(Located located) {
        List<Occurrence> occurrences = located.occurrences();
        for (int i = occurrences.size() - 1; i >= 0; i--) {
            Occurrence occurrence = occurrences.get(i);
            text.replace(occurrence.start(), occurrence.end(), occurrence.replacement());
        }
    }

    // ---------------------------------------------------------------- tiers

    private List<int[]> exactOccurrences(String find) {
        int[] starts = text.occurrences(find);
        List<int[]> found = new ArrayList<>(starts.length);
        for (int at : starts) {
            found.add(new int[] {at, at + find.length()});
        }
        return found;
    }

    private LineTable table() {
        LineTable current = LineTable.catchUp(table, text);
        table = current;
        return current;
    }

    private List<Occurrence> whitespaceOccurrences(SearchLines lines, String replace) {
        LineTable lineTable = table();
        String[] normal = lines.normalized();
        int m = normal.length;
        int anchor = lines.firstContentLine();
        List<Occurrence> found = new ArrayList<>();
        for (int candidate : lineTable.linesEqualTo(normal[anchor])) {
            int first = candidate - anchor;
            if (first < 0 || first + m > lineTable.size()) {
                continue;
            }
            boolean equal = true;
            for (int k = 0; k < m && equal; k++) {
                equal = lineTable.hash(first + k) == normal[k].hashCode()
                        && lineTable.line(first + k).equals(normal[k]);
            }
            if (equal) {
                found.add(lineOccurrence(first, m, lines, replace, MatchKind.WHITESPACE, 1.0));
            }
        }
        return found;
    }

    private MatchResult fuzzy(String find, String replace, SearchLines lines, MatchOptions options) {
        LineTable lineTable = table();
        FuzzyScanner scanner = new FuzzyScanner(lineTable, lines.normalized());
        FuzzyScanner.Window best = scanner.best();
        if (best == null) {
            return failure(FailureReason.NOT_FOUND, "not found — the text is empty");
        }
        // when the whole lines score above 1 - SUBSTRING_LEAD no substring can lead: none is aligned
        double lead = best.score() + SUBSTRING_LEAD;
        List<SubstringWindow.Found> substrings = SubstringWindow.best(text, find, lead);
        if (!substrings.isEmpty() && substrings.get(0).score() >= lead) {
            return substringFuzzy(find, replace, options, substrings);
        }
        if (best.score() < MIN_SIMILAR && find.strip().length() >= MIN_SCORED_CHARS && !sharesALine(lines, best)) {
            return noSimilarText(best.score());
        }
        String note = "";
        if (options.fuzzyApply()) {
            FuzzyScanner.Window runnerUp = null;
            if (best.score() >= options.fuzzyThreshold()) {
                runnerUp = scanner.bestOutside(best, Math.max(0, best.score() - options.fuzzyMargin()));
            }
            if (best.score() < options.fuzzyThreshold()) {
                note = " (below the fuzzy threshold of " + percent(options.fuzzyThreshold()) + "%, not applied)";
            } else if (runnerUp != null) {
                note = " (not applied: " + lineRange(runnerUp.start() + 1, runnerUp.endExclusive()) + " "
                        + (runnerUp.length() == 1 ? "is " : "are ")
                        + percent(runnerUp.score()) + "% similar too)";
            } else if (options.expectedCount() != 1) {
                note = " (not applied: a fuzzy match replaces one place, " + options.expectedCount() + " expected)";
            } else {
                Occurrence occurrence =
                        lineOccurrence(best.start(), best.length(), lines, replace, MatchKind.FUZZY, best.score());
                return new Located(MatchKind.FUZZY, List.of(occurrence), 1);
            }
        }
        ClosestWindow closest = closestWindow(find, best);
        StringBuilder message = new StringBuilder();
        message.append("not found — closest: ")
                .append(lineRange(closest.startLine(), closest.endLine()))
                .append(", ")
                .append(closest.similarity() >= 1.0 ? "equal except for whitespace" : closest.percent() + "% similar")
                .append(note);
        for (String hint : hints(find, lines, options, closest)) {
            message.append('\n').append(hint);
        }
        if (!closest.lineDiff().isEmpty()) {
            message.append('\n').append(closest.lineDiff());
        }
        return new MatchFailure(FailureReason.NOT_FOUND, message.toString(), 0, List.of(), closest);
    }

    /**
     * The fuzzy tier when a substring (not whole lines) is the most similar text: applied like a
     * whole-line fuzzy match (clear winner at or above the threshold, one expected), else diagnosed
     * with its line and 0-based columns.
     */
    private MatchResult substringFuzzy(
            String find, String replace, MatchOptions options, List<SubstringWindow.Found> found) {
        SubstringWindow.Found best = found.get(0);
        if (best.score() < MIN_SIMILAR && find.strip().length() >= MIN_SCORED_CHARS) {
            return noSimilarText(best.score());
        }
        SubstringWindow.Found runnerUp = found.size() > 1 ? found.get(1) : null;
        int firstLine = text.lineOf(best.start());
        int lastLine = best.end() > best.start() ? text.lineOf(best.end() - 1) : firstLine;
        String note = "";
        if (options.fuzzyApply()) {
            if (best.score() < options.fuzzyThreshold()) {
                note = " (below the fuzzy threshold of " + percent(options.fuzzyThreshold()) + "%, not applied)";
            } else if (runnerUp != null && runnerUp.score() >= best.score() - options.fuzzyMargin()) {
                note = " (not applied: line " + text.lineOf(runnerUp.start()) + " is " + percent(runnerUp.score())
                        + "% similar too)";
            } else if (options.expectedCount() != 1) {
                note = " (not applied: a fuzzy match replaces one place, " + options.expectedCount() + " expected)";
            } else {
                Occurrence occurrence = new Occurrence(
                        best.start(), best.end(), firstLine, lastLine, MatchKind.FUZZY, best.score(), replace);
                return new Located(MatchKind.FUZZY, List.of(occurrence), 1);
            }
        }
        String real = text.substring(best.start(), best.end());
        String searchBody = find.endsWith("\n") ? find.substring(0, find.length() - 1) : find;
        String body = real.endsWith("\n") ? real.substring(0, real.length() - 1) : real;
        ClosestWindow closest =
                new ClosestWindow(firstLine, lastLine, best.score(), real, labelled(shortDiff(searchBody, body)));
        int startColumn = best.start() - text.lineStart(firstLine);
        int endColumn = best.end() - text.lineStart(lastLine);
        String where = firstLine == lastLine
                ? "line " + firstLine + ", columns " + startColumn + "–" + endColumn
                : "lines " + firstLine + "–" + lastLine + ", from column " + startColumn + " of line " + firstLine
                        + " to column " + endColumn + " of line " + lastLine;
        String message = "not found — closest: " + where + " (0-based columns), " + closest.percent() + "% similar"
                + note + (closest.lineDiff().isEmpty() ? "" : "\n" + closest.lineDiff());
        return new MatchFailure(FailureReason.NOT_FOUND, message, 0, List.of(), closest);
    }

    /** Whether a window holds one of the search's non-blank lines unchanged (whitespace aside). */
    private boolean sharesALine(SearchLines lines, FuzzyScanner.Window window) {
        LineTable lineTable = table();
        for (String line : lines.normalized()) {
            if (line.isEmpty()) {
                continue;
            }
            for (int i = window.start(); i < window.endExclusive(); i++) {
                if (lineTable.line(i).equals(line)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Nothing even {@link #MIN_SIMILAR} similar: no line is shown, it would only mislead. */
    private MatchFailure noSimilarText(double score) {
        return new MatchFailure(
                FailureReason.NOT_FOUND,
                "not found — no similar text in the file (the most similar place is only " + percent(score)
                        + "% similar): check the file's name and read the lines you mean to change before retrying",
                0,
                List.of(),
                null);
    }

    /** A short diff with its sides named, or empty. */
    private static String labelled(String diff) {
        return diff.isEmpty() ? diff : "  (- your search, + file)\n" + diff;
    }

    // ---------------------------------------------------------------- decisions

    private MatchResult decide(MatchKind kind, List<Occurrence> found, MatchOptions options) {
        int expected = options.expectedCount();
        Integer hint = options.lineHint();
        if (found.size() == expected) {
            for (int i = 1; i < found.size(); i++) {
                Occurrence previous = found.get(i - 1);
                Occurrence next = found.get(i);
                if (next.start() < previous.end()) {
                    return new MatchFailure(
                            FailureReason.OVERLAP,
                            "overlapping occurrences at lines " + previous.startLine() + " and " + next.startLine()
                                    + " — they cannot both be replaced; make the search text longer so that"
                                    + " occurrences do not overlap",
                            found.size(),
                            startLines(found),
                            null);
                }
            }
            if (hint != null && found.size() == 1) {
                return new Located(kind, found, 1, hint, distance(found.get(0), hint));
            }
            return new Located(kind, found, found.size());
        }
        if (expected == 1 && hint != null && found.size() > 1) {
            return nearest(kind, found, hint);
        }
        String which = found.size() > expected ? "ambiguous: found " : "found only ";
        StringBuilder message = new StringBuilder(which)
                .append(found.size())
                .append(found.size() == 1 ? " occurrence" : " occurrences")
                .append(" (expected ")
                .append(expected)
                .append(')')
                .append(kind == MatchKind.EXACT ? "" : ", " + kind.describe() + ",")
                .append(" at lines ")
                .append(listLines(found));
        if (found.size() > expected) {
            message.append(" — add surrounding lines to make the search unique, give a line hint, or expect ")
                    .append(found.size())
                    .append(" replacements");
        } else {
            message.append(" — check the search text, or expect ").append(found.size());
        }
        return new MatchFailure(FailureReason.WRONG_COUNT, message.toString(), found.size(), startLines(found), null);
    }

    private MatchResult nearest(MatchKind kind, List<Occurrence> found, int hint) {
        Occurrence best = found.get(0);
        int bestDistance = Integer.MAX_VALUE;
        Occurrence tied = null;
        for (Occurrence occurrence : found) {
            int distance = distance(occurrence, hint);
            if (distance < bestDistance) {
                best = occurrence;
                bestDistance = distance;
                tied = null;
            } else if (distance == bestDistance) {
                tied = occurrence;
            }
        }
        if (bestDistance > Located.HINT_WINDOW) {
            return new MatchFailure(
                    FailureReason.HINT_TOO_FAR,
                    "ambiguous: found " + found.size() + " occurrences at lines " + listLines(found)
                            + ", none within " + Located.HINT_WINDOW + " lines of line hint " + hint
                            + " (the nearest, line " + best.startLine() + ", is " + bestDistance
                            + " lines away) — give the line of the one you mean as the hint, or a longer search"
                            + " text",
                    found.size(),
                    startLines(found),
                    null);
        }
        if (tied != null) {
            return new MatchFailure(
                    FailureReason.AMBIGUOUS_HINT,
                    "ambiguous: occurrences at lines " + best.startLine() + " and " + tied.startLine()
                            + " are equally near line hint " + hint + " (" + found.size()
                            + " found) — give a nearer line hint or a longer search text",
                    found.size(),
                    startLines(found),
                    null);
        }
        return new Located(kind, List.of(best), found.size(), hint, bestDistance);
    }

    private static int distance(Occurrence occurrence, int hint) {
        if (hint < occurrence.startLine()) {
            return occurrence.startLine() - hint;
        }
        return hint > occurrence.endLine() ? hint - occurrence.endLine() : 0;
    }

    // ---------------------------------------------------------------- occurrences

    private Occurrence occurrence(int start, int end, MatchKind kind, double similarity, String replacement) {
        int startLine = text.lineOf(start);
        int endLine = end > start ? text.lineOf(end - 1) : startLine;
        return new Occurrence(start, end, startLine, endLine, kind, similarity, replacement);
    }

    /** An occurrence of whole lines {@code first..first+count-1} (0-based), re-indenting the replacement. */
    private Occurrence lineOccurrence(
            int first, int count, SearchLines lines, String replace, MatchKind kind, double similarity) {
        int firstLine = first + 1;
        int lastLine = first + count;
        int start = text.lineStart(firstLine);
        int end = lines.endsWithNewline() ? text.lineStart(lastLine + 1) : text.lineEnd(lastLine);
        String fileIndent = "";
        int indentLine = firstLine;
        for (int line = firstLine; line <= lastLine; line++) {
            String content = text.line(line);
            if (!content.isBlank()) {
                fileIndent = Whitespace.indentOf(content);
                indentLine = line;
                break;
            }
        }
        String searchIndent = lines.referenceIndent();
        String reindented = Whitespace.reindent(replace, searchIndent, fileIndent);
        String note = "";
        if (!searchIndent.equals(fileIndent)) {
            note = "line " + indentLine + " is indented with " + Whitespace.describe(fileIndent) + ", your search with "
                    + Whitespace.describe(searchIndent);
            String firstReplaced = Whitespace.firstContentLine(reindented);
            if (firstReplaced != null) {
                String replacementIndent = Whitespace.describe(Whitespace.indentOf(firstReplaced));
                note += reindented.equals(replace)
                        ? "; the replacement kept its " + replacementIndent
                        : "; the replacement was re-indented to " + replacementIndent;
            }
        }
        return new Occurrence(start, end, firstLine, lastLine, kind, similarity, reindented, note);
    }

    // ---------------------------------------------------------------- diagnosis

    private ClosestWindow closestWindow(String find, FuzzyScanner.Window window) {
        int firstLine = window.start() + 1;
        int lastLine = window.endExclusive();
        String real = text.substring(text.lineStart(firstLine), text.lineEnd(lastLine));
        String searchBody = find.endsWith("\n") ? find.substring(0, find.length() - 1) : find;
        return new ClosestWindow(firstLine, lastLine, window.score(), real, labelled(shortDiff(searchBody, real)));
    }

    /**
     * A short line diff between two small texts: changed lines prefixed {@code -} (first text) and
     * {@code +} (second), with a little context, no headers, each line indented by two spaces;
     * at most 12 lines of up to 160 characters (then a {@code … (n more diff lines)} note).
     *
     * @param search the expected text (e.g. the search)
     * @param real the actual text (e.g. the file's lines)
     * @return the diff lines joined with {@code \n}, empty when equal
     */
    public static String shortDiff(String search, String real) {
        String diff = UnifiedDiff.of("search", search + "\n", real + "\n");
        List<String> out = new ArrayList<>();
        int shown = 0;
        int total = 0;
        for (String line : Lines.split(diff)) {
            if (line.startsWith("---") || line.startsWith("+++") || line.startsWith("@@") || line.startsWith("\\")) {
                continue;
            }
            total++;
            if (shown < MAX_DIFF_LINES) {
                out.add("  " + clip(line));
                shown++;
            }
        }
        if (total > shown) {
            out.add("  … (" + (total - shown) + " more diff lines)");
        }
        return String.join("\n", out);
    }

    private static String clip(String line) {
        String visible = line.replace("\r", "\\r").replace("\t", "\\t");
        return visible.length() <= MAX_LINE_CHARS ? visible : visible.substring(0, MAX_LINE_CHARS) + "…";
    }

    private List<String> hints(String find, SearchLines lines, MatchOptions options, ClosestWindow closest) {
        List<String> hints = new ArrayList<>();
        if (!options.whitespaceTolerant() && lines.hasContent()) {
            List<Occurrence> loose = whitespaceOccurrences(lines, "");
            if (!loose.isEmpty()) {
                hints.add("hint: whitespace differs — the search matches at line"
                        + (loose.size() == 1 ? " " : "s ")
                        + listLines(loose)
                        + " when indentation, trailing spaces and spacing are ignored; copy the file's exact text"
                        + " or enable the whitespace-tolerant tier");
            }
        }
        if (style == LineEnding.MIXED) {
            String other = find.contains("\r\n") ? find.replace("\r\n", "\n") : find.replace("\n", "\r\n");
            int at = other.equals(find) ? -1 : text.indexOf(other, 0);
            if (at >= 0) {
                hints.add("hint: line endings differ — the text mixes \\n and \\r\\n, and the search matches at line "
                        + text.lineOf(at) + " with " + (find.contains("\r\n") ? "\\n" : "\\r\\n")
                        + " line breaks");
            }
        } else if (find.indexOf('\r') >= 0 && closest.text().indexOf('\r') < 0) {
            hints.add("hint: line endings differ — the search contains \\r characters that the file's lines do not");
        }
        String searchIndent = lines.referenceIndent();
        String fileIndent = "";
        for (String line : Lines.split(closest.text())) {
            if (!line.isBlank()) {
                fileIndent = Whitespace.indentOf(line);
                break;
            }
        }
        boolean searchTabs = searchIndent.indexOf('\t') >= 0;
        boolean fileTabs = fileIndent.indexOf('\t') >= 0;
        if (searchTabs != fileTabs && !searchIndent.isEmpty() && !fileIndent.isEmpty()) {
            hints.add("hint: indentation differs — the file indents with " + (fileTabs ? "tabs" : "spaces")
                    + ", the search with " + (searchTabs ? "tabs" : "spaces"));
        }
        return hints;
    }

    private MatchFailure failure(FailureReason reason, String message) {
        return new MatchFailure(reason, message, 0, List.of(), null);
    }

    private static List<Integer> startLines(List<Occurrence> found) {
        List<Integer> lines = new ArrayList<>();
        for (int i = 0; i < found.size() && i < LISTED_LINES; i++) {
            lines.add(found.get(i).startLine());
        }
        return lines;
    }

    private static String listLines(List<Occurrence> found) {
        List<Occurrence> sorted = new ArrayList<>(found);
        sorted.sort(Comparator.comparingInt(Occurrence::start));
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < sorted.size() && i < LISTED_LINES; i++) {
            if (i > 0) {
                out.append(", ");
            }
            out.append(sorted.get(i).startLine());
        }
        if (sorted.size() > LISTED_LINES) {
            out.append(", … (first ")
                    .append(LISTED_LINES)
                    .append(" of ")
                    .append(sorted.size())
                    .append(')');
        }
        return out.toString();
    }

    private static String lineRange(int first, int last) {
        return first == last ? "line " + first : "lines " + first + "–" + last;
    }

    private static int percent(double score) {
        return SimilarityPercent.of(score);
    }
}
