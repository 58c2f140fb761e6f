package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.RegisterStore;
import java.io.BufferedReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The edit lock across real processes: edits of one file from several JVMs queue instead of
 * failing the stale check, a lock held by another process blocks until it is released (or its
 * process is killed), and multi-file scripts naming files in opposite orders do not deadlock.
 */
class EditLockProcessTest {
    /** Edits per child in the normal build; the long hostile run makes {@value #LONG_EDITS}. */
    private static final int EDITS = 15;

    private static final int LONG_EDITS = 300;

    @TempDir
    Path root;

    @Test
    void editsOfOneFileFromThreeProcessesQueueAndAllLand() throws Exception {
        threeProcessesEditOneFile(EDITS);
    }

    @Test
    @Tag("hostile-long")
    void manyEditsOfOneFileFromThreeProcessesQueueAndAllLand() throws Exception {
        threeProcessesEditOneFile(LONG_EDITS);
    }

    private void threeProcessesEditOneFile(int edits) throws Exception {
        Path file = root.resolve("f.txt");
        Files.writeString(file, "start\n", StandardCharsets.UTF_8);
        List<Process> children = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            children.add(ChildJvm.start("queue", root.toString(), Integer.toString(edits), "p" + p, "f.txt"));
        }
        List<String> outcomes = collect(children);
        assertEquals(3 * edits, outcomes.size(), outcomes::toString);
        assertTrue(outcomes.stream().allMatch(o -> o.startsWith("applied ")), "none bounced: " + outcomes);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(3 * edits + 1, lines.size(), lines::toString);
        for (int p = 0; p < 3; p++) {
            for (int i = 0; i < edits; i++) {
                assertTrue(lines.contains("p" + p + " " + i + " f.txt"), "p" + p + " " + i + " is on disk");
            }
        }
        assertEquals(List.of("f.txt"), WorkspaceHelpers.names(root));
    }

    @Test
    void scriptsNamingTwoFilesInOppositeOrdersInTwoProcessesNeitherDeadlockNorBounce() throws Exception {
        Files.writeString(root.resolve("a.txt"), "start\n", StandardCharsets.UTF_8);
        Files.writeString(root.resolve("b.txt"), "start\n", StandardCharsets.UTF_8);
        List<Process> children = List.of(
                ChildJvm.start("queue", root.toString(), Integer.toString(EDITS), "ab", "a.txt", "b.txt"),
                ChildJvm.start("queue", root.toString(), Integer.toString(EDITS), "ba", "b.txt", "a.txt"));
        List<String> outcomes = collect(children);
        assertEquals(2 * EDITS, outcomes.size(), outcomes::toString);
        assertTrue(outcomes.stream().allMatch(o -> o.startsWith("applied ")), "none bounced: " + outcomes);
        for (String name : List.of("a.txt", "b.txt")) {
            List<String> lines = Files.readAllLines(root.resolve(name), StandardCharsets.UTF_8);
            assertEquals(2 * EDITS + 1, lines.size(), lines::toString);
            for (int i = 0; i < EDITS; i++) {
                assertTrue(lines.contains("ab " + i + " " + name), name + ": ab " + i);
                assertTrue(lines.contains("ba " + i + " " + name), name + ": ba " + i);
            }
        }
        assertEquals(List.of("a.txt", "b.txt"), WorkspaceHelpers.names(root));
    }

    @Test
    void anEditWaitsForTheEditLockAnotherProcessHoldsAndThenComposesWithItsEdit() throws Exception {
        Path file = root.resolve("f.txt");
        Files.writeString(file, "start\nend\n", StandardCharsets.UTF_8);
        Process child = ChildJvm.start("hold", root.toString(), "f.txt");
        try (BufferedReader in = ChildJvm.lines(child);
                OutputStream go = child.getOutputStream()) {
            assertEquals("held", in.readLine());
            // While the other process holds it, an edit with a short timeout is refused, nothing written.
            EdlResult refused = edl(Duration.ofMillis(100)).run("file f.txt\nselect /end\\n/\ndelete\n");
            assertFalse(refused.isSuccess());
            assertTrue(
                    refused.formatted()
                            .contains("Cannot edit file: f.txt (another edit of it held it for more than 100 ms;"
                                    + " nothing was written, try again)"),
                    refused::formatted);
            assertEquals("start\nend\n", Files.readString(file, StandardCharsets.UTF_8));
            // An edit with the default timeout queues behind the holder, then applies on top of its edit.
            CompletableFuture<EdlResult> waiting = CompletableFuture.supplyAsync(
                    () -> edl(Workspace.DEFAULT_EDIT_LOCK_TIMEOUT).run("file f.txt\nselect /end\\n/\ndelete\n"));
            go.write('\n');
            go.flush();
            assertEquals("released", in.readLine());
            EdlResult result = waiting.get(60, TimeUnit.SECONDS);
            assertTrue(result.isSuccess(), result::formatted);
        }
        assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, child.exitValue());
        assertEquals("start\nheld edit\n", Files.readString(file, StandardCharsets.UTF_8));
        assertEquals(List.of("f.txt"), WorkspaceHelpers.names(root));
    }

    @Test
    void aProcessKilledWhileHoldingTheEditLockDoesNotBlockOthers() throws Exception {
        Path file = root.resolve("f.txt");
        Files.writeString(file, "start\n", StandardCharsets.UTF_8);
        Process child = ChildJvm.start("hold", root.toString(), "f.txt");
        try (BufferedReader in = ChildJvm.lines(child)) {
            assertEquals("held", in.readLine());
            Workspace impatient = Workspace.builder()
                    .root(root)
                    .editLockTimeout(Duration.ZERO)
                    .build();
            assertThrows(FileAccessException.class, () -> impatient.lockForEdit(List.of("f.txt")));
            child.destroyForcibly(); // SIGKILL: the operating system releases its lock
            assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        }
        EdlResult result = edl(Workspace.DEFAULT_EDIT_LOCK_TIMEOUT)
                .run("file f.txt\nselect /start\\n/\ninsert_after \"after\\n\"\n");
        assertTrue(result.isSuccess(), result::formatted);
        assertEquals("start\nafter\n", Files.readString(file, StandardCharsets.UTF_8));
        assertEquals(List.of("f.txt"), WorkspaceHelpers.names(root), "the killed holder's lock file is removed");
    }

    private Edl edl(Duration editLockTimeout) {
        return Edl.builder()
                .workspace(Workspace.builder()
                        .root(root)
                        .editLockTimeout(editLockTimeout)
                        .build())
                .registers(RegisterStore.inMemory())
                .build();
    }

    private static List<String> collect(List<Process> children) throws Exception {
        List<String> outcomes = new ArrayList<>();
        for (Process child : children) {
            try (BufferedReader in = ChildJvm.lines(child)) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    outcomes.add(line);
                }
            }
            assertTrue(child.waitFor(120, TimeUnit.SECONDS), "a child did not finish");
            assertEquals(0, child.exitValue());
        }
        return outcomes;
    }
}
