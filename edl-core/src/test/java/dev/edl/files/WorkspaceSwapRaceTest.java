package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.RegisterStore;
import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real process swaps the directory {@code rd} inside the workspace for a symbolic link to a
 * directory outside it and back, in a loop, while {@code rd/f.txt} is edited through {@link Edl}
 * and {@link Workspace}: nothing is ever written outside, and no temporary file lands there.
 */
class WorkspaceSwapRaceTest {
    private static final String OUTSIDE_TEXT = "outside 0\n";

    @TempDir
    Path temp;

    @Test
    void swappingADirectoryForALinkNeverRedirectsAWrite() throws Exception {
        race(1500);
    }

    @Test
    @Tag("hostile-long")
    void thousandsOfSwaps() throws Exception {
        race(20_000);
    }

    private void race(int edits) throws Exception {
        Path workspaceRoot = Files.createDirectories(temp.resolve("ws"));
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Path rd = Files.createDirectories(workspaceRoot.resolve("rd"));
        Files.writeString(rd.resolve("f.txt"), "inside 0\n", StandardCharsets.UTF_8);
        Files.writeString(outside.resolve("f.txt"), OUTSIDE_TEXT, StandardCharsets.UTF_8);
        Workspace workspace = Workspace.at(workspaceRoot);
        Edl edl = Edl.builder()
                .workspace(workspaceRoot)
                .registers(RegisterStore.inMemory())
                .build();
        Process swapper = ChildJvm.start("swap", rd.toString(), outside.toString());
        int applied = 0;
        long swaps;
        try (BufferedReader in = ChildJvm.lines(swapper)) {
            assertEquals("swapping", in.readLine());
            for (int i = 1; i <= edits; i++) {
                if (i % 2 == 0) {
                    applied += writeThroughWorkspace(workspace, i) ? 1 : 0;
                } else {
                    EdlResult result = edl.run("file rd/f.txt\nselect /\\d+/\nreplace \"" + i + "\"\n");
                    applied += result.fileErrors().isEmpty() ? 1 : 0;
                }
            }
            swapper.getOutputStream().close();
            String last = in.readLine();
            assertTrue(last != null && last.startsWith("swaps "), String.valueOf(last));
            swaps = Long.parseLong(last.substring("swaps ".length()));
        } finally {
            swapper.destroyForcibly();
            swapper.waitFor(60, TimeUnit.SECONDS);
        }
        assertEquals(OUTSIDE_TEXT, Files.readString(outside.resolve("f.txt"), StandardCharsets.UTF_8));
        assertEquals(List.of("f.txt"), WorkspaceHelpers.names(outside), "nothing was created outside");
        assertTrue(Files.readString(rd.resolve("f.txt"), StandardCharsets.UTF_8).startsWith("inside "));
        assertEquals(List.of(), WorkspaceHelpers.edlHelpers(workspaceRoot));
        System.out.println("WorkspaceSwapRaceTest: " + edits + " edits, " + applied + " applied, " + swaps
                + " swaps, 0 writes outside");
    }

    private static boolean writeThroughWorkspace(Workspace workspace, int i) {
        TextFile file;
        try {
            file = workspace.open("rd/f.txt");
        } catch (FileAccessException e) {
            return false;
        }
        if (!file.text().startsWith("inside ")) {
            throw new AssertionError("read a file outside the workspace: " + file.text());
        }
        List<WriteResult> results = workspace.write(List.of(new FileChange(file, "inside " + i + "\n")), false);
        return results.get(0).written();
    }
}
