package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.files.Workspace;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real process swaps the directory {@code rd} inside the workspace for a symbolic link to a
 * directory outside and back, while {@code rd/f.txt} is edited through {@link BatchEdit} and {@link
 * LineReplace}: nothing is ever written outside the workspace.
 */
class BatchSwapRaceTest {
    private static final String OUTSIDE_TEXT = "outside\n";

    @TempDir
    Path temp;

    @Test
    void batchAndLineEditsNeverFollowASwappedInLink() throws Exception {
        race(1000);
    }

    @Test
    @Tag("hostile-long")
    void thousandsOfBatchAndLineEditsDuringSwaps() throws Exception {
        race(10_000);
    }

    private void race(int edits) throws Exception {
        Path root = Files.createDirectories(temp.resolve("ws"));
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Path rd = Files.createDirectories(root.resolve("rd"));
        Files.writeString(rd.resolve("f.txt"), "value 0\n", StandardCharsets.UTF_8);
        Files.writeString(outside.resolve("f.txt"), OUTSIDE_TEXT, StandardCharsets.UTF_8);
        Workspace workspace = Workspace.at(root);
        Process swapper = start(rd, outside);
        int applied = 0;
        long swaps;
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(swapper.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("swapping", in.readLine());
            for (int i = 1; i <= edits; i++) {
                boolean written;
                if (i % 2 == 0) {
                    written = LineReplace.withDefaults()
                            .applyToFile(workspace, "rd/f.txt", LineEdit.of(1, 1, "value " + i + "\n"))
                            .file()
                            .written();
                } else {
                    written = BatchEdit.withDefaults()
                            .applyToFile(workspace, "rd/f.txt", List.of(SearchReplace.of("value", "Value")))
                            .file()
                            .written();
                }
                applied += written ? 1 : 0;
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
        try (Stream<Path> entries = Files.list(outside)) {
            assertEquals(
                    List.of("f.txt"),
                    entries.map(p -> String.valueOf(p.getFileName())).toList());
        }
        System.out.println("BatchSwapRaceTest: " + edits + " edits, " + applied + " written, " + swaps
                + " swaps, 0 writes outside");
    }

    private static Process start(Path directory, Path outside) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String modulePath = System.getProperty("jdk.module.path", "");
        String classPath = System.getProperty("java.class.path", "");
        String combined = modulePath.isEmpty() ? classPath : modulePath + File.pathSeparator + classPath;
        List<String> command = new ArrayList<>(List.of(java, "-cp", combined, DirectorySwapperMain.class.getName()));
        command.add(directory.toString());
        command.add(outside.toString());
        return new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
    }
}
