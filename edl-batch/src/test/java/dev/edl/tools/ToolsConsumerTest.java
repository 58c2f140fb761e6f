package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Edl;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.spi.ToolProvider;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The acceptance test of the tools as a library: a consumer program compiled and run in child
 * processes with nothing but the edl-core and edl-batch jars (JSpecify to compile only), on the class
 * path and on the module path, lists the tools and runs an {@code edl} call and a {@code
 * batch_edit_blocks} call from JSON text; the files change on disk.
 */
class ToolsConsumerTest {

    private static final String MAIN = """
            package consumer;

            import dev.edl.RegisterStore;
            import dev.edl.tools.EdlTool;
            import dev.edl.tools.EdlTools;
            import dev.edl.tools.ToolResult;
            import java.nio.file.Files;
            import java.nio.file.Path;

            public final class Main {
                public static void main(String[] args) throws Exception {
                    EdlTools tools = EdlTools.of(Path.of(args[0]), RegisterStore.inMemory());
                    for (EdlTool tool : tools.tools()) {
                        System.out.println("tool " + tool.name());
                    }
                    for (int i = 1; i + 1 < args.length; i += 2) {
                        String json = Files.readString(Path.of(args[i + 1]));
                        ToolResult result = tools.tool(args[i]).orElseThrow().call(json);
                        System.out.println(args[i] + (result.isError() ? " error " + result.text() : " ok"));
                    }
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void aClassPathConsumerListsToolsAndRunsCallsFromJsonText() throws Exception {
        Path source = dir.resolve("src");
        Files.createDirectories(source.resolve("consumer"));
        Files.writeString(source.resolve("consumer/Main.java"), MAIN);
        Path classes = dir.resolve("classes");
        runTool(
                "javac",
                "-d",
                classes.toString(),
                "-cp",
                edlJars() + File.pathSeparator + location(Nullable.class),
                source.resolve("consumer/Main.java").toString());

        Path work = workspace("cp");
        List<String> output = run(work, "-cp", edlJars() + File.pathSeparator + classes, "consumer.Main");
        assertResults(work, output);
    }

    @Test
    void aModulePathConsumerDoesTheSame() throws Exception {
        Path source = dir.resolve("msrc");
        Files.createDirectories(source.resolve("consumer"));
        Files.writeString(source.resolve("module-info.java"), "module consumer { requires dev.edl.batch; }\n");
        Files.writeString(source.resolve("consumer/Main.java"), MAIN);
        Path classes = dir.resolve("mclasses");
        runTool(
                "javac",
                "-d",
                classes.toString(),
                "--module-path",
                edlJars() + File.pathSeparator + location(Nullable.class),
                source.resolve("module-info.java").toString(),
                source.resolve("consumer/Main.java").toString());

        Path work = workspace("mp");
        List<String> output =
                run(work, "--module-path", edlJars() + File.pathSeparator + classes, "-m", "consumer/consumer.Main");
        assertResults(work, output);
    }

    private Path workspace(String name) throws IOException {
        Path work = Files.createDirectories(dir.resolve(name));
        Files.writeString(work.resolve("a.txt"), "one\n");
        Files.writeString(work.resolve("b.txt"), "two\n");
        Files.writeString(
                dir.resolve(name + "-edl.json"),
                "{\"script\": \"file a.txt\\nselect /one/\\nreplace \\\"ONE\\\"\\n\"}");
        Files.writeString(
                dir.resolve(name + "-batch.json"),
                "{\"path\": \"b.txt\", \"edits\": [{\"search\": \"two\", \"replace\": \"TWO\"}]}");
        Files.writeString(dir.resolve(name + "-bad.json"), "{\"path\": \"b.txt\", \"edits\": [], \"edits\": []}");
        return work;
    }

    private List<String> run(Path work, String... javaArgs) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:TieredStopAtLevel=1");
        command.addAll(List.of(javaArgs));
        String name = work.getFileName().toString();
        command.addAll(List.of(
                work.toString(),
                "edl",
                dir.resolve(name + "-edl.json").toString(),
                "batch_edit_blocks",
                dir.resolve(name + "-batch.json").toString(),
                "batch_edit_blocks",
                dir.resolve(name + "-bad.json").toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), output);
        assertEquals(0, process.exitValue(), output);
        return output.lines().toList();
    }

    private static void assertResults(Path work, List<String> output) throws IOException {
        assertEquals(
                List.of(
                        "tool edl",
                        "tool batch_edit_blocks",
                        "tool write_from_line",
                        "tool apply_edit_blocks",
                        "tool read_lines",
                        "tool find_files",
                        "tool search_text",
                        "edl ok",
                        "batch_edit_blocks ok"),
                output.subList(0, 9),
                String.join("\n", output));
        assertTrue(
                output.get(9).startsWith("batch_edit_blocks error Invalid arguments: not valid JSON")
                        && output.get(9).contains("duplicate member name \"edits\""),
                String.join("\n", output));
        assertEquals("ONE\n", Files.readString(work.resolve("a.txt")));
        assertEquals("TWO\n", Files.readString(work.resolve("b.txt")));
    }

    private static String edlJars() throws URISyntaxException {
        return location(Edl.class) + File.pathSeparator + location(EdlTools.class);
    }

    private static String location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
    }

    private static void runTool(String name, String... args) throws IOException {
        ToolProvider tool =
                ToolProvider.findFirst(name).orElseThrow(() -> new IOException(name + " is not in this JDK"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        int exit = tool.run(print, print, args);
        assertEquals(0, exit, name + " failed: " + out.toString(StandardCharsets.UTF_8));
    }
}
