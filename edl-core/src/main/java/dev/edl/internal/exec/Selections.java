package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.Selector;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The commands that set the selection: select, narrow (each exactly one or multiple), retain and the
 * next/prev steps that move or extend a single selection. Each works on the file run it is handed;
 * what it keeps across files is the regex time budget and the one warning about line numbers.
 */
final class Selections {
    private static final int MAX_IDIOM_LINES = 5;
    /** How many ranges {@link #positions} names. */
    static final int MAX_POSITIONS = 6;
    /** How many line numbers per command the warning names. */
    private static final int MAX_WARNED_LINES = 5;

    private final Set<String> warnings;
    private final PatternSearch search;
    private long deadline;
    /** The line numbers each command used, for the one warning about them. */
    private final java.util.Map<String, List<Integer>> lineNumbers = new java.util.LinkedHashMap<>();

    private @org.jspecify.annotations.Nullable String lineWarning;

    /**
     * @param options the run's regex time budgets
     * @param warnings the run's warnings, where the warning about line numbers is kept up to date
     */
    Selections(RunOptions options, Set<String> warnings) {
        this.warnings = warnings;
        this.search = new PatternSearch(nanos(options.regexTimeout()), nanos(options.regexTimeoutPerRun()));
    }

    private static long nanos(Duration duration) {
        try {
            return duration.toNanos();
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    /** Starts the regex time limit of the next command. */
    void startCommand() {
        deadline = search.newDeadline();
    }

    /**
     * One step from the single selection to the first match after it ({@code forward}) or the last
     * match before it: moves the selection there, or with {@code extend} grows it up to that match.
     */
    String step(FileRun file, String command, Selector pattern, boolean forward, boolean extend) throws CommandFailure {
        Document document = file.document();
        TextRange range = file.single(command);
        List<TextRange> matches = forward
                ? find(pattern, range.end(), document.length(), PatternSearch.Want.FIRST, document, command)
                : find(pattern, 0, range.start(), PatternSearch.Want.LAST, document, command);
        if (matches.isEmpty()) {
            throw noMatches(document, command, forward ? "after selection " : "before selection ", pattern);
        }
        TextRange match = forward ? matches.get(0) : matches.get(matches.size() - 1);
        if (!extend) {
            return select(file, List.of(match));
        }
        return select(
                file,
                List.of(
                        forward
                                ? new TextRange(range.start(), match.end(), match.lineSelection())
                                : new TextRange(match.start(), range.end(), range.lineSelection())));
    }

    /** Makes {@code ranges} the file's selection; returns the trace summary. */
    String select(FileRun file, List<TextRange> ranges) {
        file.select(List.copyOf(ranges));
        Document document = file.document();
        document.noteSelected(ranges);
        int lines = 0;
        for (TextRange range : ranges) {
            lines += Texts.lineCount(document.substring(range.start(), range.end()));
        }
        return Texts.plural(ranges.size(), "range", "ranges") + ", " + Texts.plural(lines, "line", "lines");
    }

    /**
     * Ranges in words with their lines in the current text, bounded: {@code "4 ranges on lines 3, 8,
     * 12, 20"}; a range over several lines shows as {@code 3–5}, a line with several ranges once; of
     * more than {@value #MAX_POSITIONS} lines the first ones and the last are named.
     */
    static String positions(Document document, List<TextRange> ranges) {
        LineOffsets lines = LineOffsets.of(document.content());
        StringBuilder out = new StringBuilder(Texts.plural(ranges.size(), "range", "ranges")).append(" on ");
        boolean several = false;
        // one entry per line (several ranges on one line are named once), the first few and the last
        List<String> spans = new ArrayList<>();
        int previousLast = -1;
        for (TextRange range : ranges) {
            int first = lines.lineOf(range.start());
            int last = range.end() > range.start() ? lines.lineOf(range.end() - 1) : first;
            if (first == previousLast && last == first) {
                continue;
            }
            spans.add(last > first ? first + "–" + last : String.valueOf(first));
            previousLast = last;
        }
        several |= spans.size() > 1 || spans.get(0).indexOf('–') >= 0;
        String places = spans.size() <= MAX_POSITIONS
                ? String.join(", ", spans)
                : String.join(", ", spans.subList(0, MAX_POSITIONS - 1)) + ", …, " + spans.get(spans.size() - 1);
        return out.append(several ? "lines " : "line ").append(places).toString();
    }

    static List<TextRange> wholeFile(Document document) {
        return List.of(new TextRange(0, document.length(), false));
    }

    private List<TextRange> matchesIn(
            String command, Selector pattern, List<TextRange> scopes, PatternSearch.Want want, Document document)
            throws CommandFailure {
        List<TextRange> matches = new ArrayList<>();
        for (TextRange scope : scopes) {
            matches.addAll(find(pattern, scope.start(), scope.end(), want, document, command));
            if (want == PatternSearch.Want.TWO && matches.size() >= 2) {
                break;
            }
        }
        return matches;
    }

    List<TextRange> exactlyOne(FileRun file, String command, Selector pattern, List<TextRange> scopes)
            throws CommandFailure {
        Document document = file.document();
        List<TextRange> matches = matchesIn(command, pattern, scopes, PatternSearch.Want.TWO, document);
        if (matches.isEmpty()) {
            throw noMatches(document, command, "", pattern);
        }
        if (matches.size() > 1) {
            matches = matchesIn(command, pattern, scopes, PatternSearch.Want.ALL, document);
            List<TextRange> current = file.selection();
            boolean narrowed = current.size() != 1
                    || current.get(0).start() != 0
                    || current.get(0).end() != document.length();
            if (!command.startsWith("select") || !narrowed || current.isEmpty()) {
                throw new CommandFailure(command + ": pattern " + CommandText.describe(pattern) + " matched "
                        + matches.size() + " times, expected exactly one (at lines " + linesOf(matches, document)
                        + "). " + ambiguityIdioms(command, matches, document));
            }
            // the model likely meant the one inside (or nearest) the selection it just built
            List<TextRange> inside = new ArrayList<>();
            for (TextRange match : matches) {
                if (distance(match, current) == 0) {
                    inside.add(match);
                }
            }
            List<TextRange> nearestFirst = new ArrayList<>(matches);
            nearestFirst.sort(java.util.Comparator.comparingLong(match -> distance(match, current)));
            LineOffsets lines = LineOffsets.of(document.content());
            String within = "";
            if (inside.size() == 1) {
                within = " Exactly one of them, at line "
                        + lines.lineOf(inside.get(0).start())
                        + ", lies inside the current selection (" + positions(document, current)
                        + "): `narrow " + CommandText.describe(pattern) + "` would select it (`" + command
                        + "` searches the whole file).";
            }
            throw new CommandFailure(command + ": pattern " + CommandText.describe(pattern) + " matched "
                    + matches.size() + " times, expected exactly one (at lines " + linesOf(nearestFirst, document)
                    + (matches.size() > 1 ? ", nearest the current selection first" : "") + ")." + within + " "
                    + ambiguityIdioms(command, matches, document));
        }
        return matches;
    }

    List<TextRange> atLeastOne(FileRun file, String command, Selector pattern, List<TextRange> scopes)
            throws CommandFailure {
        Document document = file.document();
        List<TextRange> matches = matchesIn(command, pattern, scopes, PatternSearch.Want.ALL, document);
        if (matches.isEmpty()) {
            throw noMatches(document, command, "", pattern);
        }
        return matches;
    }

    private List<TextRange> find(
            Selector pattern, int scopeStart, int scopeEnd, PatternSearch.Want want, Document document, String command)
            throws CommandFailure {
        return search.find(
                pattern, document, scopeStart, scopeEnd, want, deadline, line -> lineNumberUsed(command, line));
    }

    /**
     * Keeps one warning per run about line numbers, naming each command's numbers (a few of them):
     * {@code "select" used line numbers 32, 43}.
     */
    private void lineNumberUsed(String command, int line) {
        List<Integer> numbers = lineNumbers.computeIfAbsent(command, name -> new ArrayList<>());
        if (numbers.contains(line) || numbers.size() > MAX_WARNED_LINES) {
            return;
        }
        numbers.add(line);
        StringBuilder text = new StringBuilder();
        for (java.util.Map.Entry<String, List<Integer>> use : lineNumbers.entrySet()) {
            List<Integer> lines = use.getValue();
            text.append(text.length() == 0 ? "" : "; ")
                    .append('"')
                    .append(use.getKey())
                    .append("\" used line number")
                    .append(lines.size() == 1 ? " " : "s ");
            for (int i = 0; i < lines.size() && i < MAX_WARNED_LINES; i++) {
                text.append(i == 0 ? "" : ", ").append(lines.get(i));
            }
            if (lines.size() > MAX_WARNED_LINES) {
                text.append(", …");
            }
        }
        text.append(". Text/regex patterns are more reliable: line numbers refer to the file as it was loaded at the"
                + " start of this run.");
        if (lineWarning != null) {
            warnings.remove(lineWarning);
        }
        lineWarning = text.toString();
        warnings.add(lineWarning);
    }

    private static CommandFailure noMatches(Document document, String command, String where, Selector pattern) {
        String hint = "";
        if (pattern instanceof Selector.Lines lines) {
            String nearMiss = NearMiss.explain(lines.text(), document.text());
            hint = nearMiss != null
                    ? " (heredoc patterns match whole lines exactly: " + nearMiss
                    : " (heredoc patterns match whole lines exactly, indentation included)";
        }
        return new CommandFailure(
                command + ": no matches " + where + "for pattern " + CommandText.describe(pattern) + hint);
    }

    /** How far a match lies from a selection, in characters; 0 when it lies inside one of its ranges. */
    private static long distance(TextRange match, List<TextRange> selection) {
        long best = Long.MAX_VALUE;
        for (TextRange range : selection) {
            long gap;
            if (match.start() >= range.start() && match.end() <= range.end()) {
                gap = 0;
            } else if (match.end() <= range.start()) {
                gap = range.start() - match.end() + 1L;
            } else if (match.start() >= range.end()) {
                gap = match.start() - range.end() + 1L;
            } else {
                gap = 1; // overlaps the range's edge
            }
            best = Math.min(best, gap);
        }
        return best;
    }

    /** The ways to pick one of several matches, with the lines each choice keeps. */
    private static String ambiguityIdioms(String command, List<TextRange> matches, Document document) {
        LineOffsets lines = LineOffsets.of(document.content());
        int shown = Math.min(MAX_IDIOM_LINES, matches.size());
        boolean sharedLine = false;
        for (int i = 1; i < shown; i++) {
            sharedLine |= lines.lineOf(matches.get(i).start())
                    == lines.lineOf(matches.get(i - 1).start());
        }
        StringBuilder keeps = new StringBuilder();
        for (int i = 0; i < shown; i++) {
            int start = matches.get(i).start();
            int line = lines.lineOf(start);
            keeps.append(i == 0 ? "" : ", ").append("`retain_nth ").append(i).append("` keeps ");
            if (sharedLine) {
                // Several matches on one line: name them by line and 0-based column.
                keeps.append("the one at ").append(line).append(':').append(start - lines.lineStart(line));
            } else {
                keeps.append("line ").append(line);
            }
        }
        if (matches.size() > shown) {
            keeps.append(", … (`retain_nth -1` keeps the last)");
        }
        String enclose = command.equals("select")
                ? "select a larger region that contains only the one you mean, then `narrow` to this pattern inside it"
                : "select a smaller region that contains only the one you mean first, then `narrow` again";
        return "To pick one: " + enclose + "; or `" + command + "_multiple` then " + keeps
                + "; or use a longer pattern.";
    }

    private static String linesOf(List<TextRange> matches, Document document) {
        LineOffsets lines = LineOffsets.of(document.content());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Math.min(10, matches.size()); i++) {
            out.append(i == 0 ? "" : ", ").append(lines.lineOf(matches.get(i).start()));
        }
        return matches.size() > 10 ? out + ", …" : out.toString();
    }

    String retainNth(FileRun file, Command.RetainNth command) throws CommandFailure {
        List<TextRange> ranges = file.nonEmpty(command.name());
        int n = command.index();
        int at = n < 0 ? ranges.size() + n : n;
        if (at < 0 || at >= ranges.size()) {
            throw new CommandFailure(
                    command.name() + ": index " + n + " out of range (" + ranges.size() + " selections)");
        }
        return select(file, List.of(ranges.get(at)));
    }
}
