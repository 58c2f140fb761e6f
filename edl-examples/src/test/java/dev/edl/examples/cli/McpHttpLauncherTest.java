package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class McpHttpLauncherTest {
    @TempDir
    Path dir;

    @Test
    void addressParsesPortHostAndIpv6() {
        assertEquals(new McpHttpLauncher.Address("127.0.0.1", 8080), McpHttpLauncher.Address.parse("8080"));
        assertEquals(new McpHttpLauncher.Address("0.0.0.0", 9), McpHttpLauncher.Address.parse("0.0.0.0:9"));
        assertEquals(new McpHttpLauncher.Address("::1", 80), McpHttpLauncher.Address.parse("[::1]:80"));
        assertThrows(IllegalArgumentException.class, () -> McpHttpLauncher.Address.parse(":80"));
        assertThrows(IllegalArgumentException.class, () -> McpHttpLauncher.Address.parse("host:70000"));
    }

    @Test
    void httpWithoutTokensRefusesANonLoopbackAddress() throws Exception {
        CliProcess.Outcome outcome = CliProcess.run(dir, "mcp", "--http", "0.0.0.0:0");
        assertEquals(2, outcome.exitCode(), outcome::toString);
        assertTrue(outcome.stderr().contains("refusing to serve 0.0.0.0 without tokens"), outcome::toString);
        CliProcess.Outcome noHttp = CliProcess.run(dir, "mcp", "--tokens", "t.txt");
        assertEquals(2, noHttp.exitCode(), noHttp::toString);
        assertTrue(noHttp.stderr().contains("need --http"), noHttp::toString);
        CliProcess.Outcome badPort = CliProcess.run(dir, "mcp", "--http", "localhost:http");
        assertEquals(2, badPort.exitCode(), badPort::toString);
        assertTrue(badPort.stderr().contains("--http expects [HOST:]PORT"), badPort::toString);
    }
}
