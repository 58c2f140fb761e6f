package dev.edl.tools;

import dev.edl.files.FileAccessException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code find_files} tool: lists the workspace's files matching globs, sorted, ignore files applied. */
final class FindFilesTool implements EdlTool {
    private static final String DESCRIPTION = """
            List files by glob, sorted, one workspace-relative path per line (binary files marked \
            [binary]). Examples: {"patterns": ["*.java"]} (a glob without / matches names at any depth), \
            {"patterns": ["src/**/*.ts", "*.md"], "path": "web"}. Skips what .gitignore/.ignore exclude \
            unless includeIgnored is true. Long lists are cut with a note. Reads nothing else.
            """;

    private static final String SCHEMA = """
            {
              "type": "object",
              "properties": {
                "patterns": {"type": "array", "items": {"type": "string"}, "minItems": 1, "description": "Globs: * ? [abc] {a,b} **."},
                "path": {"type": "string", "description": "Directory to search, relative to the workspace root (default: the root); globs are relative to it."},
                "includeIgnored": {"type": "boolean", "description": "Also list files ignore files exclude. Default false."}
              },
              "required": ["patterns"],
              "additionalProperties": false
            }
            """;

    private static final ArgumentSchema ARGUMENTS = ArgumentSchema.parse(SCHEMA);

    /** Room kept for the header and the closing notes, in characters. */
    private static final int FRAME_CHARS = 600;

    private final ToolContext context;

    FindFilesTool(ToolContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "find_files";
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
            List<Glob> globs = globs(args.requiredList("patterns"), "patterns");
            String path = args.optionalString("path");
            boolean includeIgnored = args.flag("includeIgnored", false);
            WorkspaceWalk.Listing listing;
            try {
                listing = WorkspaceWalk.list(context.workspace(), path == null ? "" : path, !includeIgnored);
            } catch (FileAccessException e) {
                return ToolResult.error(e.getMessage() + "\n");
            }
            String under = listing.start();
            String prefix = under.isEmpty() ? "" : under + "/";
            List<WorkspaceWalk.Entry> matches = new ArrayList<>();
            for (WorkspaceWalk.Entry entry : listing.files()) {
                String relative =
                        entry.path().startsWith(prefix) ? entry.path().substring(prefix.length()) : entry.path();
                if (globs.stream().anyMatch(glob -> glob.matches(relative))) {
                    matches.add(entry);
                }
            }
            return ToolResult.success(report(globs, under, listing, matches));
        });
    }

    private String report(
            List<Glob> globs, String under, WorkspaceWalk.Listing listing, List<WorkspaceWalk.Entry> matches) {
        String where = under.isEmpty() ? "" : " under " + under;
        StringBuilder out = new StringBuilder();
        if (matches.isEmpty()) {
            out.append("No files match ").append(globs(globs)).append(where).append(".\n");
        } else {
            out.append(matches.size())
                    .append(matches.size() == 1 ? " file matches " : " files match ")
                    .append(globs(globs))
                    .append(where)
                    .append(":\n");
        }
        int budget = Math.max(context.maxOutputChars() - FRAME_CHARS, 200);
        int shown = 0;
        for (WorkspaceWalk.Entry entry : matches) {
            String line = entry.path() + (WorkspaceWalk.looksBinary(entry.location()) ? "  [binary]" : "") + "\n";
            if (out.length() + line.length() > budget) {
                break;
            }
            out.append(line);
            shown++;
        }
        if (shown < matches.size()) {
            out.append("[List cut: ")
                    .append(shown)
                    .append(" of ")
                    .append(matches.size())
                    .append(" files shown to stay within ")
                    .append(context.maxOutputChars())
                    .append(" characters. Narrow the patterns or give a path.]\n");
        }
        notes(listing, out);
        return out.toString();
    }

    /** The closing notes both read-only tools share: what the walk left out. */
    static void notes(WorkspaceWalk.Listing listing, StringBuilder out) {
        if (listing.ignored() > 0) {
            out.append("(")
                    .append(listing.ignored())
                    .append(listing.ignored() == 1 ? " path" : " paths")
                    .append(" excluded by .gitignore/.ignore not looked at; includeIgnored: true includes them.)\n");
        }
        if (listing.linksOutside() > 0) {
            out.append("(")
                    .append(listing.linksOutside())
                    .append(listing.linksOutside() == 1 ? " symbolic link leads" : " symbolic links lead")
                    .append(" outside the workspace: not followed.)\n");
        }
        if (listing.stoppedEarly()) {
            out.append("(The walk stopped after ")
                    .append(WorkspaceWalk.MAX_ENTRIES)
                    .append(" directory entries: files beyond them are missing. Give a path.)\n");
        }
    }

    private static String globs(List<Glob> globs) {
        List<String> shown = new ArrayList<>();
        globs.forEach(glob -> shown.add(glob.toString()));
        return String.join(", ", shown);
    }

    /** Compiles the globs of an array argument, with a message naming a bad one. */
    static List<Glob> globs(List<?> values, String argument) {
        List<Glob> globs = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            String text = (String) values.get(i);
            try {
                globs.add(Glob.of(text));
            } catch (IllegalArgumentException e) {
                throw new ToolArgumentException(
                        "Argument \"" + argument + "[" + i + "]\" is not a usable glob: " + e.getMessage() + ".");
            }
        }
        return globs;
    }
}
