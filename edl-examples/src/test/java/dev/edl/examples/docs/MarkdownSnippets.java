package dev.edl.examples.docs;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.jspecify.annotations.Nullable;

/**
 * The {@code ```java} blocks of Markdown files, made into compilation units and compiled.
 *
 * <p>The convention, for whoever writes docs:
 *
 * <ul>
 *   <li>A block with a top-level type declaration at the start of a line ({@code class}, {@code
 *       interface}, {@code record}, {@code enum}, optionally {@code public}/{@code final}/…) is a
 *       compilation unit as it stands.
 *   <li>Any other block is a fragment: its leading {@code import} lines become the unit's imports,
 *       the rest the body of a method {@code void snippet() throws Exception} in a class of its own.
 *   <li>Every unit imports {@link #DEFAULT_IMPORTS}; a fragment's class has the fields {@code Path
 *       root} and {@code RegisterStore registers} (the names the docs use for the workspace and the
 *       register store) unless the marker declares them.
 *   <li>An HTML comment right before the block (blank lines between are fine), invisible on the
 *       rendered page, says what else the fragment may use: {@code <!-- snippet: given import
 *       dev.langchain4j.model.chat.ChatModel; ChatModel chatModel; interface Assistant { String
 *       chat(String m); } -->} (imports, then fields, methods and types of the wrapping class), or
 *       opts the block out: {@code <!-- snippet: skip the reason -->}.
 * </ul>
 *
 * <p>Errors and deprecation warnings come back as {@code file:line: message}, with the line of the
 * Markdown file.
 */
final class MarkdownSnippets {
    /** Imported into every unit. */
    static final List<String> DEFAULT_IMPORTS = List.of(
            "java.io.*",
            "java.net.*",
            "java.nio.charset.*",
            "java.nio.file.*",
            "java.time.*",
            "java.util.*",
            "dev.edl.*",
            "dev.edl.batch.*",
            "dev.edl.files.*",
            "dev.edl.tools.*");

    private static final Pattern OPEN = Pattern.compile("^( {0,3})```java\\s*$");
    private static final Pattern MARKER = Pattern.compile("(?s)^<!--\\s*snippet:\\s*(\\w+)(.*?)-->$");
    private static final Pattern IMPORT = Pattern.compile("import\\s+(static\\s+)?[\\w.]+(\\.\\*)?\\s*;");
    private static final Pattern TYPE = Pattern.compile(
            "(?m)^(?:(?:public|final|abstract|sealed|non-sealed|static)\\s+)*(?:class|interface|record|enum)\\s+([A-Z]\\w*)");
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "(?m)^public\\s+(?:(?:final|abstract|sealed|non-sealed)\\s+)*(?:class|interface|record|enum)\\s+([A-Z]\\w*)");

    private MarkdownSnippets() {}

    /**
     * One {@code ```java} block.
     *
     * @param source the Markdown file as shown in messages, e.g. {@code docs/agents.md}
     * @param line the 1-based line of the block's first code line
     * @param code the code lines, indentation of the fence removed
     * @param given what the marker declares, or empty
     * @param skip why the block is not compiled, or null when it is
     */
    record Snippet(
            String source,
            int line,
            List<String> code,
            String given,
            @Nullable String skip) {
        Snippet {
            code = List.copyOf(code);
        }

        String where() {
            return source + ":" + line;
        }
    }

    /** A Markdown file the extractor cannot read as the convention says; the message starts with file:line. */
    static final class SnippetFormatException extends Exception {
        private static final long serialVersionUID = 1L;

        SnippetFormatException(String message) {
            super(message);
        }
    }

    /**
     * The {@code ```java} blocks of a Markdown text.
     *
     * @param source the file as shown in messages
     * @param markdown the text
     * @return the blocks in order
     * @throws SnippetFormatException for a block that is never closed or a marker that is not {@code
     *     given} or {@code skip}
     */
    static List<Snippet> extract(String source, String markdown) throws SnippetFormatException {
        List<String> lines = markdown.lines().toList();
        List<Snippet> snippets = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher open = OPEN.matcher(lines.get(i));
            if (!open.matches()) {
                continue;
            }
            String indent = open.group(1);
            int fence = i;
            List<String> code = new ArrayList<>();
            i++;
            while (i < lines.size() && !lines.get(i).strip().equals("```")) {
                String line = lines.get(i);
                code.add(line.startsWith(indent) ? line.substring(indent.length()) : line.stripLeading());
                i++;
            }
            if (i == lines.size()) {
                throw new SnippetFormatException(source + ":" + (fence + 1) + ": the ```java block is never closed");
            }
            String given = "";
            String skip = null;
            String marker = markerBefore(lines, fence);
            if (marker != null) {
                Matcher m = MARKER.matcher(marker);
                if (m.matches() && m.group(1).equals("given")) {
                    given = m.group(2).strip();
                } else if (m.matches() && m.group(1).equals("skip")) {
                    skip = m.group(2).strip().isEmpty()
                            ? "no reason given"
                            : m.group(2).strip();
                } else if (marker.startsWith("<!-- snippet") || marker.startsWith("<!--snippet")) {
                    throw new SnippetFormatException(source + ":" + (fence + 1)
                            + ": unknown snippet marker; write <!-- snippet: given <declarations> --> or"
                            + " <!-- snippet: skip <reason> --> right before the block");
                }
            }
            snippets.add(new Snippet(source, fence + 2, code, given, skip));
        }
        return snippets;
    }

    /** The HTML comment ending right before the fence (blank lines between allowed), or null. */
    private static @Nullable String markerBefore(List<String> lines, int fence) {
        int end = fence - 1;
        while (end >= 0 && lines.get(end).isBlank()) {
            end--;
        }
        if (end < 0 || !lines.get(end).strip().endsWith("-->")) {
            return null;
        }
        int start = end;
        while (start >= 0 && !lines.get(start).contains("<!--")) {
            start--;
        }
        if (start < 0) {
            return null;
        }
        return String.join("\n", lines.subList(start, end + 1)).strip();
    }

    /**
     * A snippet as a compilation unit.
     *
     * @param snippet where it came from
     * @param packageName its own package, so units do not clash
     * @param typeName the name of the file's type
     * @param text the unit's source
     * @param origin for each line of the unit (0-based), the 1-based Markdown line, or 0 for added lines
     */
    record Unit(Snippet snippet, String packageName, String typeName, String text, List<Integer> origin) {
        Unit {
            origin = List.copyOf(origin);
        }

        int markdownLine(long unitLine) {
            if (unitLine >= 1 && unitLine <= origin.size() && origin.get((int) unitLine - 1) > 0) {
                return origin.get((int) unitLine - 1);
            }
            return snippet.line();
        }
    }

    /**
     * Wraps a snippet by the convention in the class comment.
     *
     * @param snippet the snippet
     * @param packageName the package of the unit
     * @return the unit
     */
    static Unit wrap(Snippet snippet, String packageName) {
        List<String> text = new ArrayList<>();
        List<Integer> origin = new ArrayList<>();
        add(text, origin, "package " + packageName + ";", 0);
        for (String name : DEFAULT_IMPORTS) {
            add(text, origin, "import " + name + ";", 0);
        }
        Matcher givenImports = IMPORT.matcher(snippet.given());
        StringBuilder members = new StringBuilder();
        int last = 0;
        while (givenImports.find()) {
            add(text, origin, givenImports.group(), snippet.line() - 1);
            members.append(snippet.given(), last, givenImports.start());
            last = givenImports.end();
        }
        members.append(snippet.given().substring(last));
        List<String> code = snippet.code();
        int body = 0;
        while (body < code.size()
                && (code.get(body).isBlank()
                        || IMPORT.matcher(code.get(body).strip()).matches())) {
            add(text, origin, code.get(body), snippet.line() + body);
            body++;
        }
        String rest = String.join("\n", code.subList(body, code.size()));
        Matcher type = TYPE.matcher(rest);
        if (type.find()) {
            for (int i = body; i < code.size(); i++) {
                add(text, origin, code.get(i), snippet.line() + i);
            }
            Matcher publicType = PUBLIC_TYPE.matcher(rest);
            String typeName = publicType.find() ? publicType.group(1) : type.group(1);
            if (!members.toString().isBlank()) {
                add(text, origin, "class Given {" + members.toString().replace('\n', ' ') + "}", snippet.line() - 1);
            }
            return new Unit(snippet, packageName, typeName, String.join("\n", text) + "\n", origin);
        }
        add(text, origin, "class Snippet {", 0);
        String declared = members.toString();
        if (!declares(declared, "root")) {
            add(text, origin, "    Path root;", 0);
        }
        if (!declares(declared, "registers")) {
            add(text, origin, "    RegisterStore registers;", 0);
        }
        if (!declared.isBlank()) {
            add(text, origin, "    " + declared.replace('\n', ' ').strip(), snippet.line() - 1);
        }
        add(text, origin, "    void snippet() throws Exception {", 0);
        for (int i = body; i < code.size(); i++) {
            add(text, origin, code.get(i), snippet.line() + i);
        }
        add(text, origin, "    }", 0);
        add(text, origin, "}", 0);
        return new Unit(snippet, packageName, "Snippet", String.join("\n", text) + "\n", origin);
    }

    private static boolean declares(String members, String name) {
        return Pattern.compile("\\b" + name + "\\s*[;=,)]").matcher(members).find();
    }

    private static void add(List<String> text, List<Integer> origin, String line, int markdownLine) {
        text.add(line);
        origin.add(markdownLine);
    }

    /**
     * Compiles units together and reports, per snippet, the errors and deprecation warnings.
     *
     * @param units the units
     * @param classPath the class path to compile against
     * @param output where the class files go
     * @return for each unit's snippet (by {@link Snippet#where()}), its problems as {@code file:line:
     *     message}; empty lists when it compiled cleanly
     * @throws IOException if the output directory cannot be used
     */
    static Map<String, List<String>> compile(List<Unit> units, String classPath, Path output) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("no system Java compiler: run the tests on a JDK, not a JRE");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Map<String, List<String>> problems = new LinkedHashMap<>();
        Map<JavaFileObject, Unit> byFile = new LinkedHashMap<>();
        for (Unit unit : units) {
            problems.put(unit.snippet().where(), new ArrayList<>());
            byFile.put(new Source(unit), unit);
        }
        try (StandardJavaFileManager files =
                compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(output));
            List<String> options = List.of(
                    "--release",
                    "17",
                    "-proc:none",
                    "-implicit:none",
                    "-Xlint:deprecation,removal",
                    "-XDshould-stop.ifError=FLOW",
                    "-classpath",
                    classPath);
            compiler.getTask(null, files, diagnostics, options, null, byFile.keySet())
                    .call();
        }
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() == Diagnostic.Kind.NOTE || diagnostic.getKind() == Diagnostic.Kind.OTHER) {
                continue;
            }
            Unit unit = diagnostic.getSource() == null ? null : byFile.get(diagnostic.getSource());
            String message =
                    diagnostic.getMessage(Locale.ROOT).lines().findFirst().orElse("");
            if (unit == null) {
                problems.computeIfAbsent("(compiler)", key -> new ArrayList<>()).add(message);
                continue;
            }
            Snippet snippet = unit.snippet();
            problems.computeIfAbsent(snippet.where(), key -> new ArrayList<>())
                    .add(snippet.source() + ":" + unit.markdownLine(diagnostic.getLineNumber()) + ": "
                            + (diagnostic.getKind() == Diagnostic.Kind.ERROR ? "error" : "warning") + ": " + message);
        }
        return problems;
    }

    /** A unit's text as a file javac can read; named after its type, in its package's directory. */
    private static final class Source extends SimpleJavaFileObject {
        private final String text;

        Source(Unit unit) {
            super(
                    URI.create("string:///" + unit.packageName().replace('.', '/') + "/" + unit.typeName() + ".java"),
                    Kind.SOURCE);
            this.text = unit.text();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}
