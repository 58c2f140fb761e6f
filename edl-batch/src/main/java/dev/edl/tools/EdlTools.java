package dev.edl.tools;

import dev.edl.RegisterStore;
import dev.edl.files.Workspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The edl tools for one workspace, ready to hand to an LLM agent: {@code edl}, {@code
 * batch_edit_blocks}, {@code write_from_line}, {@code apply_edit_blocks}, {@code read_lines}, {@code
 * find_files} and {@code search_text}, in that order (the last three only read). Each is an {@link EdlTool} with a name, a description for the model, a JSON Schema and
 * a call on JSON arguments.
 *
 * <pre>{@code
 * EdlTools tools = EdlTools.of(Path.of("project"), RegisterStore.inMemory());
 * ToolResult result = tools.tool("read_lines").orElseThrow().call("{\"path\": \"README.md\"}");
 * }</pre>
 *
 * <p>Immutable and thread-safe. Calls that edit the same file from several threads at once queue on
 * the file's edit lock ({@link Workspace#lockForEdit}) instead of failing; each editing call reads
 * its file once, and an {@code expectedVersion} is checked against exactly the bytes it edits. What a model (or the files) got wrong is an error {@link ToolResult};
 * what a programmer got wrong (a null, an unknown tool name in {@link Builder#only}) is an {@link
 * IllegalArgumentException} or {@link NullPointerException} thrown at the call.
 */
public final class EdlTools {
    /** The tool names, in the order {@link #tools()} lists them. */
    public static final List<String> NAMES = List.of(
            "edl",
            "batch_edit_blocks",
            "write_from_line",
            "apply_edit_blocks",
            "read_lines",
            "find_files",
            "search_text");

    /** The default bound on one report returned to the model, in characters. */
    public static final int DEFAULT_MAX_OUTPUT_CHARS = 100_000;

    private final List<EdlTool> tools;
    private final ToolContext context;
    private final @Nullable Set<String> only;

    private EdlTools(ToolContext context, @Nullable Set<String> only) {
        this.context = context;
        this.only = only;
        List<Function<ToolContext, EdlTool>> makers = List.of(
                EdlScriptTool::new,
                BatchEditTool::new,
                WriteFromLineTool::new,
                ApplyEditBlocksTool::new,
                ReadLinesTool::new,
                FindFilesTool::new,
                SearchTextTool::new);
        List<EdlTool> chosen = new ArrayList<>();
        for (int i = 0; i < NAMES.size(); i++) {
            if (only == null || only.contains(NAMES.get(i))) {
                chosen.add(makers.get(i).apply(context));
            }
        }
        this.tools = List.copyOf(chosen);
    }

    /**
     * The workspace the tools read and write.
     *
     * @return the workspace
     */
    public Workspace workspace() {
        return context.workspace();
    }

    /**
     * The same tools (registers, options, choice of tools) with every path further confined to some
     * areas of the workspace, e.g. the roots an MCP client offers; see {@link
     * Workspace#withAllowedAreas}. Paths in {@code edl} scripts and edit blocks are confined too, and
     * {@code find_files} and {@code search_text} list only files inside the areas.
     *
     * @param areas directories or files inside the workspace root (absolute or relative to it); an
     *     empty list allows no path
     * @return new tools; this object is unchanged
     */
    public EdlTools confinedTo(List<Path> areas) {
        return new EdlTools(
                new ToolContext(
                        context.workspace().withAllowedAreas(areas),
                        context.registers(),
                        context.maxOutputChars(),
                        context.versions()),
                only);
    }

    /**
     * Every edl tool with the default options, confined to a workspace root.
     *
     * @param root the workspace root; every path the tools touch must lie inside it
     * @param registers where the {@code edl} tool keeps registers between calls
     * @return the tools
     */
    public static EdlTools of(Path root, RegisterStore registers) {
        return builder(root).registers(registers).build();
    }

    /**
     * A builder for tools on a workspace rooted at a directory (confined to it, default file-size
     * limit), with options: the register store, the bound on a report's size, and which tools.
     *
     * @param root the workspace root; every path the tools touch must lie inside it
     * @return a new builder (registers: in memory)
     */
    public static Builder builder(Path root) {
        return new Builder(Workspace.at(Objects.requireNonNull(root, "root")));
    }

    /**
     * A builder for tools on a workspace with its own options (confinement, largest file, lock
     * timeout), with options: the register store, the bound on a report's size, and which tools.
     *
     * @param workspace the workspace the tools read and write
     * @return a new builder (registers: in memory)
     */
    public static Builder builder(Workspace workspace) {
        return new Builder(Objects.requireNonNull(workspace, "workspace"));
    }

    /**
     * The tools, in the order of {@link #NAMES} (leaving out those not chosen with {@link Builder#only}).
     *
     * @return an immutable list
     */
    public List<EdlTool> tools() {
        return tools;
    }

    /**
     * The tool with a name.
     *
     * @param name a tool name such as {@code read_lines}
     * @return the tool, or empty when there is none by that name
     */
    public Optional<EdlTool> tool(String name) {
        Objects.requireNonNull(name, "name");
        return tools.stream().filter(tool -> tool.name().equals(name)).findFirst();
    }

    /** Options for {@link EdlTools}; not thread-safe, build once and share the result. */
    public static final class Builder {
        private final Workspace workspace;
        private RegisterStore registers = RegisterStore.inMemory();
        private int maxOutputChars = DEFAULT_MAX_OUTPUT_CHARS;
        private @Nullable Set<String> only;

        private Builder(Workspace workspace) {
            this.workspace = workspace;
        }

        /**
         * Where the {@code edl} tool keeps registers between calls (default: in memory, per builder).
         *
         * @param registers the store
         * @return this builder
         */
        public Builder registers(RegisterStore registers) {
            this.registers = Objects.requireNonNull(registers, "registers");
            return this;
        }

        /**
         * The longest report a call returns, in characters (default {@value EdlTools#DEFAULT_MAX_OUTPUT_CHARS});
         * a longer one is cut at a line break with a note saying so. {@code read_lines} stops at whole
         * lines within this bound and says how to read the rest.
         *
         * @param chars at least 1000
         * @return this builder
         * @throws IllegalArgumentException if {@code chars} is below 1000
         */
        public Builder maxOutputChars(int chars) {
            if (chars < 1000) {
                throw new IllegalArgumentException("maxOutputChars must be at least 1000, got " + chars);
            }
            this.maxOutputChars = chars;
            return this;
        }

        /**
         * Only these tools (in the standard order, whatever the order given here).
         *
         * @param names tool names from {@link EdlTools#NAMES}
         * @return this builder
         * @throws IllegalArgumentException for an unknown name or an empty list
         */
        public Builder only(String... names) {
            Set<String> chosen = new LinkedHashSet<>();
            for (String name : names) {
                if (!NAMES.contains(Objects.requireNonNull(name, "name"))) {
                    throw new IllegalArgumentException("unknown tool " + name + " (known: " + NAMES + ")");
                }
                chosen.add(name);
            }
            if (chosen.isEmpty()) {
                throw new IllegalArgumentException("choose at least one tool");
            }
            this.only = chosen;
            return this;
        }

        /**
         * Builds the tools.
         *
         * @return the tools
         */
        public EdlTools build() {
            return new EdlTools(new ToolContext(workspace, registers, maxOutputChars, new VersionMemory()), only);
        }
    }
}
