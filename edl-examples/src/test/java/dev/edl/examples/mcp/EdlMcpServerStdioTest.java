package dev.edl.examples.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stdio server under hostile use, as a real child process: many calls back to back, many calls
 * in flight at once, garbage lines, invalid UTF-8 and input that ends abruptly. The server answers
 * or exits; it never hangs (every wait is bounded and fails the test).
 */
class EdlMcpServerStdioTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path workspace;

    @Test
    void answersAThousandCallsBackToBack() throws Exception {
        sequentialCalls(1_000);
    }

    @Test
    @Tag("hostile-long")
    void answersTenThousandCallsBackToBack() throws Exception {
        sequentialCalls(10_000);
    }

    private void sequentialCalls(int calls) throws Exception {
        Files.writeString(workspace.resolve("counter.txt"), "n=0\n");
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            for (int i = 0; i < calls; i++) {
                JsonNode answer = server.call(
                        "batch_edit_blocks",
                        Map.of(
                                "path",
                                "counter.txt",
                                "edits",
                                List.of(Map.of("search", "n=" + i + "\n", "replace", "n=" + (i + 1) + "\n"))));
                assertFalse(RawMcpProcess.isError(answer), () -> answer.toString());
            }
            assertEquals("n=" + calls + "\n", Files.readString(workspace.resolve("counter.txt")));
            server.closeInput();
            assertEquals(0, server.awaitExit(), server::log);
        }
    }

    @Test
    void answersFiftyCallsInFlightAtOnceOnOneFileAndOnOthers() throws Exception {
        int sameFile = 25;
        int otherFiles = 25;
        StringBuilder shared = new StringBuilder();
        for (int i = 0; i < sameFile; i++) {
            shared.append("item-").append(i).append("-end\n");
        }
        Files.writeString(workspace.resolve("shared.txt"), shared);
        for (int i = 0; i < otherFiles; i++) {
            Files.writeString(workspace.resolve("f" + i + ".txt"), "value " + i + "\n");
        }
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            List<Integer> ids = new ArrayList<>();
            for (int i = 0; i < Math.max(sameFile, otherFiles); i++) {
                if (i < sameFile) {
                    ids.add(server.sendCall(
                            "edl",
                            Map.of(
                                    "script",
                                    "file shared.txt\nselect /item-" + i + "-end/\nreplace \"ITEM-" + i + "-END\"\n")));
                }
                if (i < otherFiles) {
                    ids.add(server.sendCall(
                            "write_from_line",
                            Map.of("path", "f" + i + ".txt", "startLine", 1, "content", "VALUE " + i + "\n")));
                }
            }
            for (int id : ids) {
                JsonNode answer = server.await(id);
                assertFalse(RawMcpProcess.isError(answer), () -> answer.toString());
            }
            StringBuilder expected = new StringBuilder();
            for (int i = 0; i < sameFile; i++) {
                expected.append("ITEM-").append(i).append("-END\n");
            }
            assertEquals(expected.toString(), Files.readString(workspace.resolve("shared.txt")));
            for (int i = 0; i < otherFiles; i++) {
                assertEquals("VALUE " + i + "\n", Files.readString(workspace.resolve("f" + i + ".txt")));
            }
        }
    }

    @Test
    void garbageLinesGetParseErrorsAndTheServerKeepsAnswering() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\n");
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.writeLine("");
            server.writeLine("   ");
            server.initialize();
            server.writeLine("");
            server.writeLine("this is not json");
            server.writeLine("{\"jsonrpc\":\"2.0\",\"id\":");
            server.writeLine("[1,2,3]");
            server.writeRaw(new byte[] {'{', '"', (byte) 0xC3, (byte) 0x28, '"', '}', '\n'});
            for (int expectedCode : new int[] {-32700, -32700, -32600}) {
                JsonNode error = server.awaitOther();
                assertEquals(expectedCode, error.path("error").path("code").asInt(), error::toString);
                assertTrue(error.path("id").isNull(), error::toString);
            }
            JsonNode invalidUtf8 = server.awaitOther();
            assertEquals(-32700, invalidUtf8.path("error").path("code").asInt(), invalidUtf8::toString);
            assertTrue(invalidUtf8.path("error").path("message").asText().contains("UTF-8"), invalidUtf8::toString);
            JsonNode answer = server.call("edl", Map.of("script", "file a.txt\nselect /one/\nreplace \"ONE\"\n"));
            assertFalse(RawMcpProcess.isError(answer), answer::toString);
            assertEquals("ONE\n", Files.readString(workspace.resolve("a.txt")));
            server.closeInput();
            assertEquals(0, server.awaitExit(), server::log);
        }
    }

    @Test
    void requestsFollowedDirectlyByEndOfInputAreAllAnswered() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "alpha\nbravo\ncharlie\ndelta\necho\n");
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            List<Integer> ids = new ArrayList<>();
            for (String word : List.of("alpha", "bravo", "charlie", "delta", "echo")) {
                ids.add(server.sendCall(
                        "edl",
                        Map.of(
                                "script",
                                "file a.txt\nselect /" + word + "/\nreplace \"" + word.toUpperCase() + "\"\n")));
            }
            server.closeInput();
            for (int id : ids) {
                JsonNode answer = server.await(id);
                assertFalse(RawMcpProcess.isError(answer), answer::toString);
            }
            assertEquals(0, server.awaitExit(), server::log);
            assertEquals("ALPHA\nBRAVO\nCHARLIE\nDELTA\nECHO\n", Files.readString(workspace.resolve("a.txt")));
        }
    }

    @Test
    void endOfInputWithoutANewlineOrBeforeInitializationStillGetsAnswers() throws Exception {
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.writeLine("garbage");
            int early = server.sendCall("edl", Map.of("script", "file a.txt\n"));
            ObjectNode init = JSON.createObjectNode().put("protocolVersion", "2024-11-05");
            init.putObject("capabilities");
            init.putObject("clientInfo").put("name", "raw-test").put("version", "1");
            int initialize = server.send("initialize", init);
            // A call after initialize but before notifications/initialized is refused too.
            int beforeInitialized = server.sendCall("edl", Map.of("script", "file a.txt\n"));
            server.writeRaw("{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"ping\"}".getBytes(StandardCharsets.UTF_8));
            server.closeInput();
            assertTrue(server.await(initialize).has("result"), server::log);
            for (int id : List.of(early, beforeInitialized)) {
                JsonNode answer = server.await(id);
                assertEquals(-32002, answer.path("error").path("code").asInt(), answer::toString);
            }
            assertTrue(server.await(99).has("result"), server::log);
            assertEquals(0, server.awaitExit(), server::log);
        }
    }

    @Test
    void requestsBeforeInitializeAreAnsweredAtOnceAndTheSessionStillStarts() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\n");
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            // No end of input here: before the fix these waited forever.
            JsonNode ping = server.await(server.send("ping", JSON.createObjectNode()));
            assertTrue(ping.has("result"), ping::toString);
            assertFalse(ping.has("error"), ping::toString);
            JsonNode call = server.await(
                    server.sendCall("edl", Map.of("script", "file a.txt\nselect /one/\nreplace \"ONE\"\n")));
            assertEquals(-32002, call.path("error").path("code").asInt(), call::toString);
            String message = call.path("error").path("message").asText();
            assertTrue(message.contains("not initialized"), message);
            assertTrue(message.contains("tools/call"), message);
            JsonNode list = server.await(server.send("tools/list", JSON.createObjectNode()));
            assertEquals(-32002, list.path("error").path("code").asInt(), list::toString);
            assertEquals("one\n", Files.readString(workspace.resolve("a.txt")), "nothing ran before initialization");
            server.initialize();
            JsonNode after = server.call("edl", Map.of("script", "file a.txt\nselect /one/\nreplace \"ONE\"\n"));
            assertFalse(RawMcpProcess.isError(after), after::toString);
            assertEquals("ONE\n", Files.readString(workspace.resolve("a.txt")));
            assertTrue(
                    server.await(server.send("ping", JSON.createObjectNode())).has("result"));
            server.closeInput();
            assertEquals(0, server.awaitExit(), server::log);
        }
    }

    @Test
    void toolsCallWithoutParamsOrNameIsAnInvalidParamsError() throws Exception {
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            server.writeLine("{\"jsonrpc\":\"2.0\",\"id\":50,\"method\":\"tools/call\"}");
            JsonNode noParams = server.await(50);
            assertEquals(-32602, noParams.path("error").path("code").asInt(), noParams::toString);
            String message = noParams.path("error").path("message").asText();
            assertTrue(message.contains("needs params"), message);
            assertFalse(message.contains("NullPointerException"), message);
            JsonNode noName = server.await(server.send("tools/call", JSON.createObjectNode()));
            assertEquals(-32602, noName.path("error").path("code").asInt(), noName::toString);
            assertTrue(noName.path("error").path("message").asText().contains("\"name\""), noName::toString);
            JsonNode next = server.call("read_lines", Map.of("path", "missing.txt"));
            assertTrue(next.has("result"), next::toString);
            server.closeInput();
            assertEquals(0, server.awaitExit(), server::log);
        }
    }

    @Test
    void endOfInputRightAfterAnUnterminatedRequestAnswersIt() throws Exception {
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            server.writeLine("garbage");
            server.writeRaw("{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"ping\"}".getBytes(StandardCharsets.UTF_8));
            server.closeInput();
            assertTrue(server.await(99).has("result"), server::log);
            assertEquals(0, server.awaitExit(), server::log);
        }
    }

    @Test
    void anUnknownToolIsNamedWithTheValidOnes() throws Exception {
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            JsonNode answer = server.call("invalid_tool_name", Map.of());
            // Before: the SDK's "Unknown tool: invalid_tool_name", without the tools there are.
            assertEquals(-32602, answer.path("error").path("code").asInt(), answer::toString);
            assertEquals(
                    "Unknown tool \"invalid_tool_name\": this server has no tool of that name, nothing was run."
                            + " Valid tools: edl, batch_edit_blocks, write_from_line, apply_edit_blocks, read_lines,"
                            + " find_files, search_text.",
                    answer.path("error").path("message").asText(),
                    answer::toString);
            server.closeInput();
            assertEquals(0, server.awaitExit(), server::log);
        }
    }

    @Test
    void toolsOptionServesASubset() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\n");
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of(), "--tools", "edl,read_lines")) {
            server.initialize();
            JsonNode listed = server.await(server.send("tools/list", JSON.createObjectNode()));
            List<String> names = new ArrayList<>();
            for (JsonNode tool : listed.path("result").path("tools")) {
                names.add(tool.path("name").asText());
            }
            assertEquals(List.of("edl", "read_lines"), names, listed::toString);
            JsonNode read = server.call("read_lines", Map.of("path", "a.txt"));
            assertFalse(RawMcpProcess.isError(read), read::toString);
            JsonNode refused = server.call("batch_edit_blocks", Map.of("path", "a.txt", "edits", List.of()));
            assertTrue(
                    refused.path("error").path("message").asText().endsWith("Valid tools: edl, read_lines."),
                    refused::toString);
            server.closeInput();
            assertEquals(0, server.awaitExit(), server::log);
        }
    }

    @Test
    void argumentsTheSchemaDoesNotAllowAreRefusedAndNothingIsWritten() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\n");
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            for (String misspelt : List.of("dry_run", "dryrun")) {
                JsonNode answer = server.call(
                        "edl", Map.of("script", "file a.txt\nselect /one/\nreplace \"ONE\"\n", misspelt, true));
                assertTrue(RawMcpProcess.isError(answer), answer::toString);
                String text = RawMcpProcess.text(answer);
                assertTrue(text.contains("\"" + misspelt + "\""), text);
                assertTrue(text.contains("dryRun"), text);
                assertEquals("one\n", Files.readString(workspace.resolve("a.txt")));
            }
            JsonNode wrongType =
                    server.call("write_from_line", Map.of("path", "a.txt", "startLine", "1", "content", "x\n"));
            assertTrue(RawMcpProcess.isError(wrongType), wrongType::toString);
            assertTrue(RawMcpProcess.text(wrongType).contains("startLine"), wrongType::toString);
            assertEquals("one\n", Files.readString(workspace.resolve("a.txt")));
        }
    }

    @Test
    void aMessageOverTheLimitIsAnsweredWithItsIdAndReadingGoesOn() throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\n");
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of(), "--max-message-bytes", "2000")) {
            server.initialize();
            String big = "file a.txt\nselect /one/\nreplace \"" + "x".repeat(5_000) + "\"\n";
            int id = server.sendCall("edl", Map.of("script", big));
            JsonNode refused = server.await(id);
            assertEquals(-32600, refused.path("error").path("code").asInt(), refused::toString);
            assertTrue(
                    refused.path("error").path("message").asText().contains("limit of 2000 bytes"), refused::toString);
            assertEquals("one\n", Files.readString(workspace.resolve("a.txt")));
            JsonNode answer = server.call("edl", Map.of("script", "file a.txt\nselect /one/\nreplace \"ONE\"\n"));
            assertFalse(RawMcpProcess.isError(answer), answer::toString);
            assertEquals("ONE\n", Files.readString(workspace.resolve("a.txt")));
        }
    }

    @Test
    void aHugeScriptOfParseErrorsIsAnsweredWithASmallHeap() throws Exception {
        hugeErrorScript(4_000_000, "-Xmx128m");
    }

    @Test
    @Tag("hostile-long")
    void aSixteenMillionCharacterErrorScriptIsAnsweredWithASmallHeap() throws Exception {
        hugeErrorScript(16_000_000, "-Xmx256m");
    }

    private void hugeErrorScript(int characters, String heap) throws Exception {
        Files.writeString(workspace.resolve("a.txt"), "one\n");
        String line = "select\n";
        String script = line.repeat(characters / line.length());
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of(heap))) {
            server.initialize();
            JsonNode answer = server.call("edl", Map.of("script", script));
            assertTrue(RawMcpProcess.isError(answer), () -> answer.toString().substring(0, 2_000));
            String text = RawMcpProcess.text(answer);
            assertTrue(text.length() < 1_000_000, "the answer is bounded");
            // the parser keeps a bounded number of errors, so the run ends in a report, not out of memory
            assertTrue(text.contains("more parse errors"), () -> text.substring(0, Math.min(2_000, text.length())));
            assertEquals("one\n", Files.readString(workspace.resolve("a.txt")));
            // The server is still alive and answers the next call.
            JsonNode next = server.call("edl", Map.of("script", "file a.txt\nselect /one/\nreplace \"ONE\"\n"));
            assertFalse(RawMcpProcess.isError(next), next::toString);
            server.closeInput();
            assertEquals(0, server.awaitExit(), server::log);
        }
    }
}
