package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the packaged {@code edl-examples/target/edl.jar} with {@code java -jar}, as a user would
 * (failsafe runs this after the package phase).
 */
class EdlJarIT {
    private static final Path JAR = Path.of("target", "edl.jar").toAbsolutePath();

    @TempDir
    Path workspace;

    private record Outcome(int exitCode, String stdout, String stderr) {}

    private Outcome edl(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(JAR.toString());
        command.addAll(List.of(args));
        Path out = workspace.resolve(".out");
        Path err = workspace.resolve(".err");
        Process process = new ProcessBuilder(command)
                .directory(workspace.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        process.getOutputStream().close(); // no standard input
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("edl " + String.join(" ", args) + " did not finish");
        }
        Outcome outcome = new Outcome(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return outcome;
    }

    @Test
    void theJarRunsScriptsAndKeepsRegistersBetweenInvocations() throws IOException, InterruptedException {
        assertTrue(Files.isRegularFile(JAR), "package the module first: " + JAR);
        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
        Files.writeString(workspace.resolve("fail.edl"), "file a.txt\nselect <<E\nTWO\nE\nreplace <<E\n2\nE\n");
        Files.writeString(workspace.resolve("retry.edl"), "file a.txt\nselect <<E\ntwo\nE\nreplace _saved_1\n");

        Outcome failed = edl("run", "--registers", "regs.json", "fail.edl");
        assertEquals(1, failed.exitCode(), failed.toString());
        assertTrue(failed.stdout().contains("Text saved to register _saved_1"), failed.stdout());

        Outcome retried = edl("run", "--registers", "regs.json", "retry.edl");
        assertEquals(0, retried.exitCode(), retried.toString());
        assertEquals("one\n2\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void helpUsageErrorsAndTheDemo() throws IOException, InterruptedException {
        assertEquals(0, edl("--help").exitCode());
        assertEquals(2, edl("no-such-command").exitCode());
        Outcome demo = edl("demo");
        assertEquals(0, demo.exitCode(), demo.toString());
        assertTrue(demo.stdout().contains("replace _saved_1"), demo.stdout());
        Outcome describe = edl("describe");
        assertEquals(0, describe.exitCode());
        assertTrue(describe.stdout().contains("_saved_"), describe.stdout());
    }

    @Test
    void theJarServesTheToolsOverMcp() throws IOException, InterruptedException {
        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
        Path requests = workspace.resolve(".requests");
        Files.writeString(
                requests,
                String.join(
                        "\n",
                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                                + "\"2024-11-05\",\"capabilities\":{},\"clientInfo\":{\"name\":\"it\",\"version\":\"1\"}}}",
                        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                        "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
                        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"edl\",\"arguments\":"
                                + "{\"script\":\"file a.txt\\nselect /two/\\nreplace \\\"2\\\"\\n\"}}}",
                        ""),
                StandardCharsets.UTF_8);
        Path out = workspace.resolve(".mcp-out");
        Path err = workspace.resolve(".mcp-err");
        Process process = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-jar",
                        JAR.toString(),
                        "mcp",
                        "--root",
                        workspace.toString())
                .redirectInput(requests.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("edl mcp did not finish");
        }
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), stderr);
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> answers = new ArrayList<>();
        for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
            answers.add(json.readTree(line));
        }
        assertEquals(3, answers.size(), answers + "\n" + stderr);
        List<String> tools = new ArrayList<>();
        answers.get(1)
                .path("result")
                .path("tools")
                .forEach(tool -> tools.add(tool.path("name").asText()));
        assertTrue(
                tools.containsAll(List.of("edl", "batch_edit_blocks")),
                answers.get(1).toString());
        assertEquals(
                false,
                answers.get(2).path("result").path("isError").asBoolean(true),
                answers.get(2).toString());
        assertEquals("one\n2\n", Files.readString(workspace.resolve("a.txt")));
    }

    @Test
    void theAgentFrameworksStayOutOfTheJar() throws IOException {
        try (ZipFile jar = new ZipFile(JAR.toFile())) {
            List<String> framework = jar.stream()
                    .map(entry -> entry.getName())
                    .filter(name -> name.startsWith("dev/langchain4j/")
                            || name.startsWith("org/springframework/")
                            || name.startsWith("io/micrometer/"))
                    .limit(5)
                    .toList();
            assertEquals(List.of(), framework);
        }
    }
}
