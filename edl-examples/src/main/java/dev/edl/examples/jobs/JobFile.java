package dev.edl.examples.jobs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads job files in workSplit's format: a YAML front matter between two {@code ---} lines, then
 * the Markdown instructions.
 *
 * <pre>
 * ---
 * mode: edit
 * target_files:
 *   - src/main.rs
 * context_files:
 *   - src/cli.rs
 * verify: cargo check
 * max_attempts: 3
 * ---
 * # Add a --verbose flag
 *
 * Add a `verbose: bool` flag to the Run command and pass it to run().
 * </pre>
 *
 * <p>Fields: {@code mode} (required, {@code edit}), {@code target_files} (required, a list of paths
 * or one path), {@code context_files}, {@code verify} (a shell command, or {@code true}/{@code
 * false}), {@code max_attempts} (at least 1), {@code output_dir}, {@code output_file} and {@code
 * depends_on} (accepted for workSplit compatibility, not used in edit mode). Any other field is an
 * error, so that a misspelt one is not silently ignored. The YAML is composed into nodes only (no
 * object construction, no aliases beyond a small limit, no duplicate keys).
 */
public final class JobFile {
    private static final Set<String> FIELDS = Set.of(
            "mode",
            "target_files",
            "context_files",
            "output_dir",
            "output_file",
            "verify",
            "max_attempts",
            "depends_on");

    private JobFile() {}

    /**
     * Reads and parses a job file (UTF-8).
     *
     * @param file the job file
     * @return the job
     * @throws JobFormatException when the file is not a valid edit-mode job
     * @throws IOException when it cannot be read
     */
    public static EditJob read(Path file) throws JobFormatException, IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /**
     * Parses a job file's text.
     *
     * @param text the job file's content
     * @param source its name, for messages
     * @return the job
     * @throws JobFormatException with the 1-based line and the field when the text is not a valid
     *     edit-mode job
     */
    public static EditJob parse(String text, String source) throws JobFormatException {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        List<String> lines = body.lines().toList();
        if (lines.isEmpty() || !lines.get(0).strip().equals("---")) {
            throw new JobFormatException(
                    source, 1, null, "a job file starts with a '---' line, then the YAML front matter, then '---'");
        }
        int close = -1;
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).stripTrailing();
            if (line.equals("---") || line.equals("...")) {
                close = i;
                break;
            }
        }
        if (close < 0) {
            throw new JobFormatException(source, 1, null, "the front matter has no closing '---' line");
        }
        String yaml = String.join("\n", lines.subList(1, close)) + "\n";
        String instructions =
                String.join("\n", lines.subList(close + 1, lines.size())).strip();
        Fields fields = new Fields(source, compose(yaml, source));
        String mode = fields.string("mode");
        if (mode == null) {
            throw new JobFormatException(
                    source, 1, "mode", "missing; this runner does edit-mode jobs: write 'mode: edit'");
        }
        if (!mode.equals("edit")) {
            throw new JobFormatException(
                    source,
                    fields.line("mode"),
                    "mode",
                    "'" + mode + "' is not supported; this runner does edit-mode jobs only ('mode: edit')");
        }
        List<String> targets = fields.paths("target_files");
        if (targets.isEmpty()) {
            throw new JobFormatException(
                    source,
                    fields.has("target_files") ? fields.line("target_files") : 1,
                    "target_files",
                    fields.has("target_files") ? "the list is empty" : "missing; list the files to edit");
        }
        List<String> context = fields.paths("context_files");
        String outputDir = fields.string("output_dir");
        String outputFile = fields.string("output_file");
        fields.paths("depends_on");
        String verify = null;
        boolean verifyEnabled = true;
        Node verifyNode = fields.node("verify");
        if (verifyNode != null) {
            if (verifyNode instanceof ScalarNode scalar && Tag.BOOL.equals(scalar.getTag())) {
                verifyEnabled = Boolean.parseBoolean(scalar.getValue().toLowerCase(java.util.Locale.ROOT));
            } else {
                verify = fields.string("verify");
                if (verify == null || verify.isBlank()) {
                    throw new JobFormatException(
                            source, fields.line("verify"), "verify", "expected a shell command, true or false");
                }
            }
        }
        Integer maxAttempts = null;
        Node attemptsNode = fields.node("max_attempts");
        if (attemptsNode != null) {
            if (!(attemptsNode instanceof ScalarNode scalar && Tag.INT.equals(scalar.getTag()))) {
                throw new JobFormatException(
                        source, fields.line("max_attempts"), "max_attempts", "expected a whole number of at least 1");
            }
            try {
                maxAttempts = Integer.parseInt(scalar.getValue().replace("_", ""));
            } catch (NumberFormatException e) {
                maxAttempts = -1;
            }
            if (maxAttempts < 1 || maxAttempts > 100) {
                throw new JobFormatException(
                        source,
                        fields.line("max_attempts"),
                        "max_attempts",
                        "expected a whole number from 1 to 100, got " + scalar.getValue());
            }
        }
        if (instructions.isEmpty()) {
            throw new JobFormatException(
                    source, close + 2, null, "the instructions (the Markdown after the front matter) are empty");
        }
        return new EditJob(
                source, targets, context, outputDir, outputFile, verify, verifyEnabled, maxAttempts, instructions);
    }

    private static MappingNode compose(String yaml, String source) throws JobFormatException {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(10);
        options.setAllowRecursiveKeys(false);
        options.setNestingDepthLimit(10);
        options.setCodePointLimit(1024 * 1024);
        Node root;
        try {
            root = new Yaml(new SafeConstructor(options)).compose(new java.io.StringReader(yaml));
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            String problem = e.getProblem() != null ? e.getProblem() : e.getMessage();
            throw new JobFormatException(
                    source, mark == null ? 1 : mark.getLine() + 2, null, "malformed YAML: " + problem);
        } catch (YAMLException e) {
            throw new JobFormatException(source, 1, null, "malformed YAML: " + e.getMessage());
        }
        if (root == null) {
            throw new JobFormatException(
                    source, 2, null, "the front matter is empty; it needs at least mode and target_files");
        }
        if (!(root instanceof MappingNode mapping)) {
            throw new JobFormatException(
                    source, root.getStartMark().getLine() + 2, null, "the front matter must be a mapping of fields");
        }
        return mapping;
    }

    /** The front matter's fields, with their lines. */
    private static final class Fields {
        private final String source;
        private final List<NodeTuple> tuples;

        Fields(String source, MappingNode mapping) throws JobFormatException {
            this.source = source;
            this.tuples = mapping.getValue();
            Set<String> seen = new HashSet<>();
            for (NodeTuple tuple : tuples) {
                Node key = tuple.getKeyNode();
                int line = lineOf(key);
                if (!(key instanceof ScalarNode scalar)) {
                    throw new JobFormatException(source, line, null, "a field name must be a plain word");
                }
                String name = scalar.getValue();
                if (!FIELDS.contains(name)) {
                    throw new JobFormatException(
                            source,
                            line,
                            name,
                            "unknown field (known: mode, target_files, context_files, verify, max_attempts,"
                                    + " output_dir, output_file, depends_on)");
                }
                if (!seen.add(name)) {
                    throw new JobFormatException(source, line, name, "given twice");
                }
            }
        }

        boolean has(String name) {
            return node(name) != null;
        }

        @Nullable
        Node node(String name) {
            for (NodeTuple tuple : tuples) {
                if (((ScalarNode) tuple.getKeyNode()).getValue().equals(name)) {
                    return tuple.getValueNode();
                }
            }
            return null;
        }

        int line(String name) {
            for (NodeTuple tuple : tuples) {
                if (((ScalarNode) tuple.getKeyNode()).getValue().equals(name)) {
                    return lineOf(tuple.getKeyNode());
                }
            }
            return 1;
        }

        @Nullable
        String string(String name) throws JobFormatException {
            Node value = node(name);
            if (value == null || (value instanceof ScalarNode scalar && Tag.NULL.equals(scalar.getTag()))) {
                return null;
            }
            if (!(value instanceof ScalarNode scalar)) {
                throw new JobFormatException(
                        source, lineOf(value), name, "expected a single value, not a list or mapping");
            }
            return scalar.getValue();
        }

        List<String> paths(String name) throws JobFormatException {
            Node value = node(name);
            if (value == null) {
                return List.of();
            }
            List<String> paths = new ArrayList<>();
            if (value instanceof ScalarNode scalar) {
                if (!Tag.NULL.equals(scalar.getTag())) {
                    paths.add(path(scalar, name));
                }
                return paths;
            }
            if (!(value instanceof SequenceNode sequence)) {
                throw new JobFormatException(source, lineOf(value), name, "expected a list of paths");
            }
            for (Node item : sequence.getValue()) {
                if (!(item instanceof ScalarNode scalar) || Tag.NULL.equals(scalar.getTag())) {
                    throw new JobFormatException(source, lineOf(item), name, "expected a path in each list item");
                }
                paths.add(path(scalar, name));
            }
            return paths;
        }

        private String path(ScalarNode scalar, String name) throws JobFormatException {
            String path = scalar.getValue().strip();
            if (path.isEmpty()) {
                throw new JobFormatException(source, lineOf(scalar), name, "empty path");
            }
            return path;
        }

        /** The job file's 1-based line of a node: the front matter starts on line 2. */
        private static int lineOf(Node node) {
            return node.getStartMark().getLine() + 2;
        }
    }
}
