package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process writing a file in a loop is killed with SIGKILL at varying points: the file always holds
 * the old or the new bytes, and the next write in the directory leaves no edl lock or temporary
 * file behind (whatever the killed writer left).
 */
class WorkspaceCrashTest {
    @TempDir
    Path root;

    @Test
    void killedWritersNeverTearTheFileAndLeaveNothingAfterTheNextWrite() throws Exception {
        crashLoop(8, 1L);
    }

    @Test
    @Tag("hostile-long")
    void twoHundredKilledWriters() throws Exception {
        crashLoop(200, 2L);
    }

    private void crashLoop(int kills, long seed) throws Exception {
        Path file = root.resolve("f.txt");
        Files.writeString(file, FileWorkerMain.content(0), StandardCharsets.UTF_8);
        Files.writeString(root.resolve(".f.txt.tmp"), "not edl's\n", StandardCharsets.UTF_8);
        Set<String> allowed = Set.of(FileWorkerMain.content(0), FileWorkerMain.content(1));
        Workspace workspace = Workspace.at(root);
        Random random = new Random(seed);
        int leftBehind = 0;
        int killedBeforeRename = 0;
        for (int kill = 0; kill < kills; kill++) {
            Process process = ChildJvm.start("flip", root.toString(), "f.txt");
            // The writer announces each write and waits for a go-ahead; the kill comes right after
            // the go-ahead of a random write, after a random pause of up to 60 ms, so that it lands
            // at varying points of the write window (lock, temporary file, rename) or just after.
            int writes = 1 + random.nextInt(4);
            try (BufferedReader in = ChildJvm.lines(process);
                    OutputStream goAhead = process.getOutputStream()) {
                for (int i = 1; i <= writes; i++) {
                    assertEquals("writing " + i, in.readLine(), "the writer ended by itself");
                    goAhead.write('\n');
                    goAhead.flush();
                    if (i < writes) {
                        assertEquals("wrote " + i, in.readLine());
                    }
                }
                LockSupport.parkNanos(random.nextInt(60_000_000));
                process.destroyForcibly();
                assertTrue(process.waitFor(60, TimeUnit.SECONDS));
            }
            String now = Files.readString(file, StandardCharsets.UTF_8);
            assertTrue(allowed.contains(now), "kill " + kill + " tore the file");
            if (!now.equals(FileWorkerMain.content(writes))) {
                killedBeforeRename++;
            }
            if (!WorkspaceHelpers.edlHelpers(root).isEmpty()) {
                leftBehind++;
            }
            TextFile current = workspace.open("f.txt");
            List<WriteResult> results =
                    workspace.write(List.of(new FileChange(current, FileWorkerMain.content(0))), false);
            assertTrue(results.get(0).written(), results.toString());
            assertEquals(List.of(), WorkspaceHelpers.edlHelpers(root), "after the write following kill " + kill);
        }
        assertEquals(List.of(".f.txt.tmp", "f.txt"), WorkspaceHelpers.names(root), "other files are never removed");
        System.out.println("WorkspaceCrashTest: " + kills + " kills, " + killedBeforeRename
                + " before the last write's rename, " + leftBehind
                + " left an edl lock or temporary file that the next write removed");
    }
}
