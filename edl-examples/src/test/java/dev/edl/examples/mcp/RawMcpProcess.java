package dev.edl.examples.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.edl.examples.cli.EdlCli;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A real {@code edl mcp} child process driven over raw stdio lines: the test writes exactly the
 * bytes it wants (garbage, invalid UTF-8, abrupt end of input) and reads every line the server
 * writes. Every wait is bounded and fails the test when the bound passes.
 */
final class RawMcpProcess implements AutoCloseable {
    /** Generous: the machine may be loaded; a healthy server answers in milliseconds. */
    static final long WAIT_SECONDS = 120;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNode END = JSON.nullNode();

    private final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<JsonNode> lines = new LinkedBlockingQueue<>();
    private final Map<Object, JsonNode> responses = new HashMap<>();
    private final List<JsonNode> others = new ArrayList<>();
    private final Path stderr;
    private int nextId = 1;

    private RawMcpProcess(Process process, Path stderr) {
        this.process = process;
        this.stdin = process.getOutputStream();
        this.stderr = stderr;
        Thread reader = new Thread(this::readStdout, "raw-mcp-stdout");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts {@code edl mcp --root root} on the test class path.
     *
     * @param jvmOptions extra JVM options such as {@code -Xmx64m}
     */
    static RawMcpProcess start(Path root, List<String> jvmOptions, String... mcpOptions) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:TieredStopAtLevel=1");
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(EdlCli.class.getName());
        command.add("mcp");
        command.add("--root");
        command.add(root.toString());
        command.addAll(List.of(mcpOptions));
        Path log = Files.createTempFile("edl-mcp-stderr-", ".log");
        Process process =
                new ProcessBuilder(command).redirectError(log.toFile()).start();
        return new RawMcpProcess(process, log);
    }

    private void readStdout() {
        try (BufferedReader reader =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                try {
                    lines.add(JSON.readTree(line));
                } catch (IOException e) {
                    lines.add(JSON.createObjectNode().put("notJson", line));
                }
            }
        } catch (IOException e) {
            // the process went away; END below tells the waiting test
        } finally {
            lines.add(END);
        }
    }

    /** Writes raw bytes to the server's standard input. */
    void writeRaw(byte[] bytes) throws IOException {
        stdin.write(bytes);
        stdin.flush();
    }

    /** Writes one line of text (UTF-8) to the server's standard input. */
    void writeLine(String line) throws IOException {
        writeRaw((line + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** Sends a request and returns its id without waiting for the answer. */
    int send(String method, JsonNode params) throws IOException {
        int id = nextId++;
        ObjectNode request =
                JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        request.set("params", params);
        writeLine(JSON.writeValueAsString(request));
        return id;
    }

    void notify(String method) throws IOException {
        writeLine("{\"jsonrpc\":\"2.0\",\"method\":\"" + method + "\"}");
    }

    /** Sends initialize and the initialized notification; waits for the initialize answer. */
    JsonNode initialize() throws IOException, InterruptedException {
        ObjectNode params = JSON.createObjectNode().put("protocolVersion", "2024-11-05");
        params.putObject("capabilities");
        params.putObject("clientInfo").put("name", "raw-test").put("version", "1");
        int id = send("initialize", params);
        JsonNode answer = await(id);
        notify("notifications/initialized");
        return answer;
    }

    /** Sends a tools/call request without waiting. */
    int sendCall(String tool, Map<String, ?> arguments) throws IOException {
        ObjectNode params = JSON.createObjectNode().put("name", tool);
        params.set("arguments", JSON.valueToTree(arguments));
        return send("tools/call", params);
    }

    /** Calls a tool and waits for its answer. */
    JsonNode call(String tool, Map<String, ?> arguments) throws IOException, InterruptedException {
        return await(sendCall(tool, arguments));
    }

    /** Closes the server's standard input (end of input). */
    void closeInput() throws IOException {
        stdin.close();
    }

    /** Waits for the answer to the request with this id. */
    JsonNode await(int id) throws InterruptedException {
        while (true) {
            JsonNode known = responses.remove(id);
            if (known != null) {
                return known;
            }
            JsonNode line = nextLine("an answer to request " + id);
            JsonNode lineId = line.get("id");
            if (lineId != null && lineId.isIntegralNumber()) {
                responses.put(lineId.asInt(), line);
            } else {
                others.add(line);
            }
        }
    }

    /** Waits for the next line that is not an answer to a numbered request (e.g. an error with id null). */
    JsonNode awaitOther() throws InterruptedException {
        while (others.isEmpty()) {
            JsonNode line = nextLine("a message without a numeric id");
            JsonNode lineId = line.get("id");
            if (lineId != null && lineId.isIntegralNumber()) {
                responses.put(lineId.asInt(), line);
            } else {
                others.add(line);
            }
        }
        return others.remove(0);
    }

    private JsonNode nextLine(String what) throws InterruptedException {
        JsonNode line = lines.poll(WAIT_SECONDS, TimeUnit.SECONDS);
        if (line == null) {
            throw new AssertionError("no line from the server within " + WAIT_SECONDS + " s while waiting for " + what
                    + "; server log:\n" + log());
        }
        if (line == END) {
            lines.add(END);
            throw new AssertionError(
                    "the server closed its output while waiting for " + what + "; server log:\n" + log());
        }
        return line;
    }

    /** Waits for the process to exit and returns its exit code; fails the test when it does not. */
    int awaitExit() throws InterruptedException {
        if (!process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
            throw new AssertionError("the server did not exit within " + WAIT_SECONDS + " s; server log:\n" + log());
        }
        return process.exitValue();
    }

    /** Lines the server wrote that were not answers to numbered requests, drained so far. */
    List<JsonNode> others() {
        return others;
    }

    String log() {
        try {
            return Files.readString(stderr, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(log unreadable: " + e + ")";
        }
    }

    static String text(JsonNode response) {
        StringBuilder text = new StringBuilder();
        for (JsonNode content : response.path("result").path("content")) {
            text.append(content.path("text").asText());
        }
        return text.toString();
    }

    static boolean isError(JsonNode response) {
        return response.path("result").path("isError").asBoolean(false);
    }

    @Override
    public void close() throws IOException {
        process.destroyForcibly();
        try {
            process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Files.deleteIfExists(stderr);
    }
}
