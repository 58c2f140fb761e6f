package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.examples.PostgresTestServer;
import dev.edl.examples.cli.CliProcess.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code edl run --registers jdbc:postgresql://…}: the retry workflow across processes through a real PostgreSQL. */
class EdlCliPostgresRegistersTest {
    private static final String NEW_TEXT = "    long total = 0L; // \"quoted\" \\ and \uD83D\uDE00\n";

    @TempDir
    Path workspace;

    @Test
    void aFailedRunSavesItsTextInPostgresAndAnotherProcessReplacesWithIt() throws Exception {
        Path app = workspace.resolve("App.java");
        Files.writeString(app, "class App {\n    int total = 0;\n}\n");
        String url = PostgresTestServer.jdbcUrl();
        String namespace = PostgresTestServer.freshNamespace("cli");

        Outcome failed = CliProcess.runWithInput(
                workspace,
                "file App.java\nselect <<E\n    int totl = 0;\nE\nreplace <<E\n" + NEW_TEXT + "E\n",
                "run",
                "--registers",
                url,
                "--registers-namespace",
                namespace,
                "-");
        assertEquals(1, failed.exitCode(), failed::toString);
        assertTrue(failed.stdout().contains("Text saved to register _saved_1"), failed::toString);
        assertEquals(
                Optional.of(NEW_TEXT),
                RegisterStore.jdbc(PostgresTestServer.dataSource(), namespace).get("_saved_1"),
                "the text is in PostgreSQL");

        // Another namespace does not see it.
        Outcome otherTenant = CliProcess.runWithInput(
                workspace,
                "file App.java\nselect <<E\n    int total = 0;\nE\nreplace _saved_1\n",
                "run",
                "--registers",
                url,
                "--registers-namespace",
                namespace + "-other",
                "-");
        assertEquals(1, otherTenant.exitCode(), otherTenant::toString);
        assertEquals("class App {\n    int total = 0;\n}\n", Files.readString(app));

        Outcome retried = CliProcess.runWithInput(
                workspace,
                "file App.java\nselect <<E\n    int total = 0;\nE\nreplace _saved_1\n",
                "run",
                "--registers",
                url,
                "--registers-namespace",
                namespace,
                "-");
        assertEquals(0, retried.exitCode(), retried::toString);
        assertEquals("class App {\n" + NEW_TEXT + "}\n", Files.readString(app));
        assertTrue(!retried.stderr().contains("postgres"), "the URL (with its password) is never printed");
    }

    @Test
    void aNamespaceWithoutADatabaseIsAUsageError() throws Exception {
        Outcome outcome = CliProcess.runWithInput(
                workspace, "file a.txt\n", "run", "--registers", "regs.json", "--registers-namespace", "t", "-");
        assertEquals(2, outcome.exitCode(), outcome::toString);
        assertEquals(
                "edl: --registers-namespace needs --registers with a jdbc:postgresql:// URL\n",
                outcome.stderr(),
                outcome::toString);
    }

    @Test
    void aBadNamespaceIsAUsageErrorWithTheReason() throws Exception {
        Outcome outcome = CliProcess.runWithInput(
                workspace,
                "file a.txt\n",
                "run",
                "--registers",
                "jdbc:postgresql://127.0.0.1:1/db",
                "--registers-namespace",
                "",
                "-");
        assertEquals(2, outcome.exitCode(), outcome::toString);
        assertEquals(
                "edl: --registers-namespace: Register namespace must have 1 to 200 characters, got 0\n",
                outcome.stderr(),
                outcome::toString);
    }
}
