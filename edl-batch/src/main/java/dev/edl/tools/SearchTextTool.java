package dev.edl.tools;

import dev.edl.Edl;
import dev.edl.Selector;
import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import dev.edl.internal.text.DeadlineCharSequence;
import dev.edl.internal.text.Lines;
import dev.edl.internal.text.RegexTimeoutException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jspecify.annotations.Nullable;

/**
 * The {@code search_text} tool: finds lines containing a literal text or a regex in the workspace's
 * text files, each hit as {@code path:line: text}, each file with its version token.
 */
final class SearchTextTool implements EdlTool {
    private static final String DESCRIPTION = """
            Find lines in text files. Each hit is `path:line: text` (1-based); each file's first line \
            gives its version token, to pass as expectedVersion to an edit without reading again. \
            Examples: {"pattern": "TODO"}, {"pattern": "def \\\\w+\\\\(", "regex": true, "globs": ["*.py"], \
            "context": 2}. Literal unless regex is true (Java regex, one line at a time). Skips binary, \
            non-UTF-8 and .gitignore/.ignore'd files and says how many. Long output is cut with a note.
            """;

    private static final String SCHEMA = """
            {
              "type": "object",
              "properties": {
                "pattern": {"type": "string", "description": "The text to find (literal unless regex is true)."},
                "regex": {"type": "boolean", "description": "Treat pattern as a Java regex. Default false."},
                "ignoreCase": {"type": "boolean", "description": "Match regardless of case. Default false."},
                "globs": {"type": "array", "items": {"type": "string"}, "description": "Only files matching one of these globs, e.g. [\\"*.java\\"]."},
                "path": {"type": "string", "description": "File or directory to search (default: the workspace root)."},
                "context": {"type": "integer", "minimum": 0, "maximum": 20, "description": "Lines shown before and after each hit. Default 0."},
                "includeIgnored": {"type": "boolean", "description": "Also search files ignore files exclude. Default false."}
              },
              "required": ["pattern"],
              "additionalProperties": false
            }
            """;

    private static final ArgumentSchema ARGUMENTS = ArgumentSchema.parse(SCHEMA);

    /** Room kept for the closing notes, in characters. */
    private static final int FRAME_CHARS = 800;

    /** The longest part of a line shown, in characters. */
    static final int MAX_LINE_CHARS = 300;

    private static final long FILE_BUDGET_NANOS = Edl.DEFAULT_REGEX_TIMEOUT.toNanos();
    private static final long CALL_BUDGET_NANOS = Edl.DEFAULT_REGEX_TIMEOUT_PER_RUN.toNanos();

    private final ToolContext context;

    SearchTextTool(ToolContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "search_text";
    }

    @Override
    public String description() {
        return DESCRIPTION;
    }

    @Override
    public String inputSchema() {
        return SCHEMA;
    }

    @Override
    public boolean isReadOnly() {
        return true;
    }

    @Override
    public ToolResult call(Map<String, ?> arguments) {
        return ToolCalls.guarded(ARGUMENTS, context, arguments, () -> {
            ToolArguments args = new ToolArguments(arguments);
            String text = args.requiredString("pattern");
            if (text.isEmpty()) {
                throw new ToolArgumentException("Argument \"pattern\" is empty; give the text to find.");
            }
            if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
                throw new ToolArgumentException(
                        "Argument \"pattern\" spans lines; search_text matches one line at a time. Search for one line of it.");
            }
            boolean regex = args.flag("regex", false);
            boolean ignoreCase = args.flag("ignoreCase", false);
            Object globValues = arguments.get("globs");
            List<Glob> globs = globValues instanceof List<?> list ? FindFilesTool.globs(list, "globs") : List.of();
            Integer contextLines = args.optionalInt("context");
            String path = args.optionalString("path");
            boolean includeIgnored = args.flag("includeIgnored", false);
            Pattern compiled;
            try {
                compiled = regex || ignoreCase
                        ? new Selector.Regex(regex ? text : Pattern.quote(text), ignoreCase ? "i" : "").compile()
                        : null;
            } catch (PatternSyntaxException e) {
                return ToolResult.error("Invalid regex: " + e.getDescription() + " near index " + e.getIndex() + " of "
                        + text + ". Fix it, or search literally (regex: false).\n");
            }
            WorkspaceWalk.Listing listing;
            try {
                listing = WorkspaceWalk.list(context.workspace(), path == null ? "" : path, !includeIgnored);
            } catch (FileAccessException e) {
                return ToolResult.error(e.getMessage() + "\n");
            }
            Search search = new Search(text, compiled, contextLines == null ? 0 : contextLines, listing, globs);
            return search.run();
        });
    }

    /** One call's search: its hits so far, counts and output. */
    private final class Search {
        private final String literal;
        private final @Nullable Pattern pattern;
        private final int around;
        private final WorkspaceWalk.Listing listing;
        private final List<Glob> globs;
        private final StringBuilder out = new StringBuilder();
        private final int budget = Math.max(context.maxOutputChars() - FRAME_CHARS, 200);
        private final long callDeadline = System.nanoTime() + CALL_BUDGET_NANOS;
        private int hits;
        private int filesWithHits;
        private int searched;
        private int notText;
        private int tooLarge;
        private int unreadable;
        private boolean cut;

        Search(String literal, @Nullable Pattern pattern, int around, WorkspaceWalk.Listing listing, List<Glob> globs) {
            this.literal = literal;
            this.pattern = pattern;
            this.around = around;
            this.listing = listing;
            this.globs = globs;
        }

        ToolResult run() {
            String prefix = listing.start().isEmpty() ? "" : listing.start() + "/";
            String failure = null;
            for (WorkspaceWalk.Entry entry : listing.files()) {
                String relative =
                        entry.path().startsWith(prefix) ? entry.path().substring(prefix.length()) : entry.path();
                if (!globs.isEmpty() && globs.stream().noneMatch(glob -> glob.matches(relative))) {
                    continue;
                }
                if (entry.size() > context.workspace().maxFileSize()) {
                    tooLarge++;
                    continue;
                }
                TextFile file;
                try {
                    file = context.workspace().open(entry.path());
                } catch (FileAccessException e) {
                    if (String.valueOf(e.getMessage()).startsWith("Not a UTF-8")) {
                        notText++;
                    } else {
                        unreadable++;
                    }
                    continue;
                }
                searched++;
                long deadline = Math.min(System.nanoTime() + FILE_BUDGET_NANOS, callDeadline);
                try {
                    searchFile(file, deadline);
                } catch (RegexTimeoutException e) {
                    failure = "Regex /" + literal + "/ timed out in " + file.path() + " (time budget: "
                            + FILE_BUDGET_NANOS / 1_000_000 + " ms a file, " + CALL_BUDGET_NANOS / 1_000_000
                            + " ms a call); the hits above are those found before. Simplify the pattern (avoid"
                            + " nested repeats such as (a+)+), or search a literal.\n";
                    break;
                } catch (StackOverflowError e) {
                    failure = "Regex /" + literal + "/ is too complex for a line of " + file.path()
                            + " (stack overflow while matching). Simplify the pattern.\n";
                    break;
                }
                if (cut) {
                    break;
                }
            }
            summary();
            if (failure != null) {
                return ToolResult.error(out + failure);
            }
            return ToolResult.success(out.toString());
        }

        private void searchFile(TextFile file, long deadline) {
            List<String> lines = Lines.splitDroppingCr(file.text());
            Matcher matcher = pattern == null ? null : pattern.matcher("");
            Set<Integer> hitLines = new LinkedHashSet<>(); // 1-based
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (matcher == null) {
                    if (line.contains(literal)) {
                        hitLines.add(i + 1);
                    }
                } else if (matcher.reset(new DeadlineCharSequence(line, deadline))
                        .find()) {
                    hitLines.add(i + 1);
                }
            }
            if (hitLines.isEmpty()) {
                return;
            }
            StringBuilder block = new StringBuilder();
            block.append(file.path())
                    .append(" (version ")
                    .append(file.version())
                    .append(")\n");
            int shownTo = 0; // the last line printed
            for (int hit : hitLines) {
                if (hit <= shownTo) {
                    continue; // already shown (and counted) in the previous hit's context
                }
                int from = Math.max(shownTo + 1, hit - around);
                int to = Math.min(lines.size(), hit + around);
                if (around > 0 && shownTo > 0 && from > shownTo + 1) {
                    block.append("--\n");
                }
                int found = 0;
                for (int number = from; number <= to; number++) {
                    boolean isHit = hitLines.contains(number);
                    line(block, file.path(), number, lines.get(number - 1), isHit);
                    found += isHit ? 1 : 0;
                }
                if (out.length() + block.length() > budget) {
                    cut = true;
                    break;
                }
                out.append(block);
                block.setLength(0);
                hits += found;
                shownTo = to;
            }
            if (shownTo > 0) {
                filesWithHits++;
            }
        }

        private void line(StringBuilder block, String path, int number, String text, boolean hit) {
            char mark = hit ? ':' : '-';
            block.append(path).append(mark).append(number).append(mark).append(' ');
            if (text.length() > MAX_LINE_CHARS) {
                int end = MAX_LINE_CHARS;
                if (Character.isHighSurrogate(text.charAt(end - 1))) {
                    end--;
                }
                block.append(text, 0, end)
                        .append(" … (")
                        .append(text.length() - end)
                        .append(" more characters)");
            } else {
                block.append(text);
            }
            block.append('\n');
        }

        private void summary() {
            if (cut) {
                out.append("[Output cut after ")
                        .append(hits)
                        .append(hits == 1 ? " hit" : " hits")
                        .append(" to stay within ")
                        .append(context.maxOutputChars())
                        .append(" characters; later files were not searched. Narrow the pattern, path or globs.]\n");
            }
            out.append(hits == 0 ? "No hits" : hits + (hits == 1 ? " hit" : " hits"))
                    .append(" in ")
                    .append(filesWithHits)
                    .append(filesWithHits == 1 ? " file" : " files")
                    .append(" (")
                    .append(searched)
                    .append(searched == 1 ? " file" : " files")
                    .append(" searched");
            if (notText > 0) {
                out.append("; skipped ").append(notText).append(" binary or non-UTF-8");
            }
            if (tooLarge > 0) {
                out.append("; skipped ")
                        .append(tooLarge)
                        .append(" larger than ")
                        .append(context.workspace().maxFileSize())
                        .append(" bytes");
            }
            if (unreadable > 0) {
                out.append("; skipped ").append(unreadable).append(" unreadable");
            }
            out.append(").\n");
            FindFilesTool.notes(listing, out);
        }
    }
}
