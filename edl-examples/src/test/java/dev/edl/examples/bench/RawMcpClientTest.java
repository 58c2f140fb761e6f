package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.examples.mcp.McpHttpServer;
import dev.edl.examples.mcp.Tenant;
import dev.edl.tools.EdlTools;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RawMcpClientTest {
    @Test
    void editsThroughARealServerAndRefusesAFailedCall(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("f.txt"), "first line\nvalue = 0\nlast line\n");
        PrintStream log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        try (McpHttpServer server = McpHttpServer.builder()
                .openTo(new Tenant("local", EdlTools.of(root, RegisterStore.inMemory())))
                .log(log)
                .start()) {
            RawMcpClient client = new RawMcpClient(server.endpoint());
            String answer = client.callTool(
                    "batch_edit_blocks",
                    "{\"path\":\"f.txt\",\"edits\":[{\"search\":\"value = 0\\n\",\"replace\":\"value = 1\\n\"}]}");
            assertTrue(answer.contains("version now:"), answer);
            assertEquals("first line\nvalue = 1\nlast line\n", Files.readString(root.resolve("f.txt")));

            IOException refused = assertThrows(
                    IOException.class,
                    () -> client.callTool(
                            "batch_edit_blocks",
                            "{\"path\":\"f.txt\",\"edits\":[{\"search\":\"value = 0\\n\",\"replace\":\"x\\n\"}]}"));
            assertTrue(
                    String.valueOf(refused.getMessage()).contains("call 2 of batch_edit_blocks failed"),
                    refused.getMessage());
            assertEquals("first line\nvalue = 1\nlast line\n", Files.readString(root.resolve("f.txt")));
        }
    }
}
