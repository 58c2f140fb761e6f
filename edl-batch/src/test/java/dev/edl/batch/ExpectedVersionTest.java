package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import dev.edl.files.EditLock;
import dev.edl.files.FileAccessException;
import dev.edl.files.Workspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Expected versions and edit locks of the file entries of edl-batch (issue 26): {@link BatchEdit},
 * {@link LineReplace} and {@link EditSession} edit a file only at the version the caller saw, and
 * calls on one file from many threads queue instead of bouncing.
 */
class ExpectedVersionTest {
    @TempDir
    Path root;

    private Workspace workspace() {
        return Workspace.at(root);
    }

    private String write(String path, String text) throws Exception {
        Files.writeString(root.resolve(path), text, StandardCharsets.UTF_8);
        return workspace().open(path).version();
    }

    private String read(String path) throws Exception {
        return Files.readString(root.resolve(path), StandardCharsets.UTF_8);
    }

    private String staleMessage(String path, String expected) {
        return "File changed on disk since it was read: " + path + " (expected version " + expected
                + ", current version " + workspace().open(path).version() + ")";
    }

    @Test
    void batchEditAtTheExpectedVersionIsApplied() throws Exception {
        String version = write("a.txt", "one\ntwo\n");
        BatchResult result = BatchEdit.builder()
                .expectedVersion(version)
                .build()
                .applyToFile(workspace(), "a.txt", List.of(SearchReplace.of("two", "2")));
        assertTrue(result.isSuccess(), result::formatted);
        assertEquals("one\n2\n", read("a.txt"));
    }

    @Test
    void batchEditAtAnotherVersionIsRefusedNothingWritten() throws Exception {
        String seen = write("a.txt", "one\ntwo\n");
        write("a.txt", "one\ntwo\nthree\n");
        BatchResult result = BatchEdit.builder()
                .expectedVersion(seen)
                .build()
                .applyToFile(workspace(), "a.txt", List.of(SearchReplace.of("two", "2")));
        assertFalse(result.isSuccess());
        assertFalse(result.file().written());
        EditError error = result.error().orElseThrow();
        assertEquals(EditError.Kind.STALE, error.kind());
        assertEquals(staleMessage("a.txt", seen), error.message());
        assertEquals(EditStatus.SKIPPED, result.edits().get(0).status());
        assertTrue(result.formatted().contains(error.message()), result::formatted);
        assertEquals("one\ntwo\nthree\n", read("a.txt"));
        assertThrows(IllegalArgumentException.class, () -> BatchEdit.builder().expectedVersion("12"));
    }

    @Test
    void lineReplaceAtTheExpectedVersionIsApplied() throws Exception {
        String version = write("a.txt", "one\ntwo\n");
        LineReplaceResult result = LineReplace.builder()
                .expectedVersion(version)
                .build()
                .applyToFile(workspace(), "a.txt", LineEdit.of(2, 2, "2"));
        assertTrue(result.isSuccess(), result::message);
        assertEquals("one\n2\n", read("a.txt"));
    }

    @Test
    void lineReplaceAtAnotherVersionIsRefusedNothingWritten() throws Exception {
        String seen = write("a.txt", "one\ntwo\n");
        write("a.txt", "zero\none\ntwo\n");
        LineReplaceResult result = LineReplace.builder()
                .expectedVersion(seen)
                .build()
                .applyToFile(workspace(), "a.txt", LineEdit.of(2, 2, "2"));
        assertFalse(result.isSuccess());
        assertFalse(result.file().written());
        assertEquals(EditError.Kind.STALE, result.error().orElseThrow().kind());
        assertEquals(staleMessage("a.txt", seen), result.message());
        assertEquals("zero\none\ntwo\n", read("a.txt"));
    }

    @Test
    void editSessionAtTheExpectedVersionsCommits() throws Exception {
        String a = write("a.txt", "one\n");
        write("b.txt", "two\n");
        EditSession session = EditSession.builder(workspace())
                .targets(List.of("a.txt", "b.txt"))
                .expectedVersion("a.txt", a)
                .expectedVersions(Map.of("b.txt", workspace().open("b.txt").version()))
                .build();
        assertTrue(
                session.apply("FILE: a.txt\nFIND:\none\nREPLACE:\nONE\nEND\n").isSuccess());
        assertTrue(session.commit().isSuccess());
        assertEquals("ONE\n", read("a.txt"));
    }

    @Test
    void editSessionAtAnotherVersionIsRefusedAtOpen() throws Exception {
        String seen = write("a.txt", "one\n");
        write("a.txt", "uno\n");
        FileAccessException e = assertThrows(
                FileAccessException.class,
                () -> EditSession.builder(workspace())
                        .target("a.txt")
                        .expectedVersion("./a.txt", seen)
                        .build());
        assertEquals(staleMessage("a.txt", seen), e.getMessage());
        assertEquals("uno\n", read("a.txt"));
    }

    @Test
    void concurrentBatchEditsAndLineReplacementsOnOneFileAllApply() throws Exception {
        int threads = 24;
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= threads; i++) {
            text.append("line ").append(i).append('\n');
        }
        write("f.txt", text.toString());
        Workspace workspace = workspace();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Boolean>> calls = new ArrayList<>();
        for (int i = 1; i <= threads; i++) {
            int n = i;
            calls.add(pool.submit(() -> {
                start.await();
                if (n % 2 == 0) {
                    return BatchEdit.withDefaults()
                            .applyToFile(
                                    workspace,
                                    "f.txt",
                                    List.of(SearchReplace.of("line " + n + "\n", "done " + n + "\n")))
                            .isSuccess();
                }
                return LineReplace.withDefaults()
                        .applyToFile(workspace, "f.txt", new LineEdit(n, n, "done " + n, "line " + n))
                        .isSuccess();
            }));
        }
        start.countDown();
        for (Future<Boolean> call : calls) {
            assertTrue(call.get(120, TimeUnit.SECONDS));
        }
        pool.shutdown();
        StringBuilder expected = new StringBuilder();
        for (int i = 1; i <= threads; i++) {
            expected.append("done ").append(i).append('\n');
        }
        assertEquals(expected.toString(), read("f.txt"));
    }

    @Test
    void anEditWaitingLongerThanTheLockTimeoutFailsNothingWritten() throws Exception {
        write("a.txt", "one\n");
        Workspace workspace = Workspace.builder()
                .root(root)
                .editLockTimeout(Duration.ofMillis(30))
                .build();
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService holder = Executors.newSingleThreadExecutor();
        Future<?> holding = holder.submit(() -> {
            try (EditLock lock = workspace.lockForEdit(List.of("a.txt"))) {
                held.countDown();
                release.await();
            }
            return null;
        });
        try {
            assertTrue(held.await(30, TimeUnit.SECONDS));
            String busy = "Cannot edit file: a.txt (another edit of it held it for more than 30 ms;"
                    + " nothing was written, try again)";
            BatchResult batch =
                    BatchEdit.withDefaults().applyToFile(workspace, "a.txt", List.of(SearchReplace.of("one", "1")));
            assertEquals(EditError.Kind.FILE, batch.error().orElseThrow().kind());
            assertEquals(busy, batch.error().orElseThrow().message());
            LineReplaceResult line =
                    LineReplace.withDefaults().applyToFile(workspace, "a.txt", LineEdit.fromLine(1, "1"));
            assertEquals(busy, line.message());
            assertFalse(line.file().written());
        } finally {
            release.countDown();
            holding.get(30, TimeUnit.SECONDS);
            holder.shutdown();
        }
        assertEquals("one\n", read("a.txt"));
    }
}
