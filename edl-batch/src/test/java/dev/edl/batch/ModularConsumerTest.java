package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Edl;
import java.io.ByteArrayOutputStream;
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
 * A pure-JPMS consumer: a named module that requires {@code dev.edl.batch}, linked by a real
 * {@code jlink} into a runtime image that holds only the JDK's base module, edl-core, edl-batch and
 * the consumer. It works because neither edl module needs an automatic module at run time (jlink
 * refuses automatic modules); JSpecify is {@code requires static}, so it is needed to compile only.
 */
class ModularConsumerTest {

    private static final String MODULE_INFO = "module consumer { requires dev.edl.batch; }\n";

    private static final String MAIN = """
            package consumer;

            import dev.edl.Edl;
            import dev.edl.RegisterStore;
            import dev.edl.batch.BatchEdit;
            import dev.edl.batch.SearchReplace;
            import java.nio.file.Path;
            import java.util.List;

            public final class Main {
                public static void main(String[] args) {
                    Path root = Path.of(args[0]);
                    var run = Edl.builder().workspace(root).registers(RegisterStore.inMemory()).build()
                            .run("file a.txt\\nselect /one/\\nreplace \\"ONE\\"\\n");
                    System.out.println("edl " + run.isSuccess());
                    var batch = BatchEdit.withDefaults()
                            .applyToFile(root, "b.txt", List.of(SearchReplace.of("two", "TWO")));
                    System.out.println("batch " + batch.failures().isEmpty());
                }
            }
            """;

    @Test
    void aNamedModuleLinksWithJlinkAndEditsFiles(@TempDir Path dir) throws Exception {
        Path source = dir.resolve("src");
        Files.createDirectories(source.resolve("consumer"));
        Files.writeString(source.resolve("module-info.java"), MODULE_INFO);
        Files.writeString(source.resolve("consumer/Main.java"), MAIN);
        String edlModules = location(Edl.class) + java.io.File.pathSeparator + location(BatchEdit.class);
        Path classes = dir.resolve("classes");

        runTool(
                "javac",
                "-d",
                classes.toString(),
                "--module-path",
                edlModules + java.io.File.pathSeparator + location(Nullable.class),
                source.resolve("module-info.java").toString(),
                source.resolve("consumer/Main.java").toString());

        Path image = dir.resolve("image");
        String linked = runTool(
                "jlink",
                "--module-path",
                edlModules + java.io.File.pathSeparator + classes,
                "--add-modules",
                "consumer",
                "--output",
                image.toString(),
                "--no-header-files",
                "--no-man-pages");
        assertTrue(Files.isDirectory(image.resolve("bin")), linked);
        String modules = Files.readString(image.resolve("release"));
        assertTrue(modules.contains("dev.edl.core") && modules.contains("dev.edl.batch"), modules);
        assertTrue(!modules.contains("org.jspecify"), "JSpecify is compile-time only: " + modules);

        Path work = dir.resolve("work");
        Files.createDirectories(work);
        Files.writeString(work.resolve("a.txt"), "one\n");
        Files.writeString(work.resolve("b.txt"), "two\n");
        String java = image.resolve("bin").resolve("java").toString();
        Process process = new ProcessBuilder(java, "-m", "consumer/consumer.Main", work.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), output);
        assertEquals(List.of("edl true", "batch true"), output.lines().toList());
        assertEquals("ONE\n", Files.readString(work.resolve("a.txt")));
        assertEquals("TWO\n", Files.readString(work.resolve("b.txt")));
    }

    private static String location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
    }

    private static String runTool(String name, String... args) throws IOException {
        ToolProvider tool =
                ToolProvider.findFirst(name).orElseThrow(() -> new IOException(name + " is not in this JDK"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        List<String> arguments = new ArrayList<>(List.of(args));
        int exit = tool.run(print, print, arguments.toArray(String[]::new));
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, exit, name + " failed: " + text);
        return text;
    }
}
