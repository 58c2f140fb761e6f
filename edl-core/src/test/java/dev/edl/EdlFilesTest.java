package dev.edl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.TextFile;
import dev.edl.files.Workspace;
import dev.edl.files.WriteResult;
import dev.edl.internal.exec.Executor;
import dev.edl.internal.exec.FileAccess;
import dev.edl.internal.exec.RunOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Spec sections 7 and 8 through the EDL runner: files, paths, encodings, writes. */
class EdlFilesTest {
    @TempDir
    Path root;

    private EdlResult run(String script) {
        return Edl.builder().workspace(root).build().run(script);
    }

    private void assertRefused(String script, String path, String message) throws IOException {
        Files.writeString(root.resolve("other.txt"), "other\n");
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = Edl.builder()
                .workspace(root)
                .registers(store)
                .build()
                .run(script + "\nreplace <<E\nkept text\nE\nfile other.txt\nselect /other/\nreplace \"done\"\n");
        FileError error = result.fileErrors().get(0);
        assertEquals(path, error.path());
        assertEquals(message, error.message());
        assertEquals(1, error.savedRegisters().size(), "the text is saved");
        assertEquals(
                "kept text\n", store.get(error.savedRegisters().get(0).name()).orElseThrow());
        assertEquals("done\n", Files.readString(root.resolve("other.txt")), "other files are still written");
    }

    @Test
    void pathsOutsideTheWorkspaceAreRefusedPerFile() throws IOException {
        assertRefused("file ../x.txt\nselect bof", "../x.txt", "Path is outside the workspace: ../x.txt");
        assertRefused("file /etc/passwd\nselect bof", "/etc/passwd", "Path is outside the workspace: /etc/passwd");
        assertRefused("newfile a/../../x.txt", "a/../../x.txt", "Path is outside the workspace: a/../../x.txt");
    }

    @Test
    void symlinkToOutsideIsRefused(@TempDir Path outside) throws IOException {
        Path secret = outside.resolve("secret.txt");
        Files.writeString(secret, "secret\n");
        Files.createSymbolicLink(root.resolve("link.txt"), secret);
        assertRefused("file link.txt\nselect /secret/", "link.txt", "Path is outside the workspace: link.txt");
        assertEquals("secret\n", Files.readString(secret));
    }

    @Test
    void missingAndBinaryFilesAreFileErrors() throws IOException {
        assertRefused("file missing.txt\nselect bof", "missing.txt", "File not found: missing.txt");
        byte[] binary = {(byte) 0xC3, 0x28, 0x00, 0x01};
        Files.write(root.resolve("bin.dat"), binary);
        assertRefused("file bin.dat\nselect bof", "bin.dat", "Not a UTF-8 text file: bin.dat");
        assertArrayEquals(binary, Files.readAllBytes(root.resolve("bin.dat")));
    }

    @Test
    void newfileCreatesParentsAndRefusesExistingOrLoadedFiles() throws IOException {
        EdlResult created = run("newfile deep/dir/new.txt\ninsert_after <<E\nhello\nE\n");
        assertTrue(created.isSuccess(), created.formatted());
        assertEquals("hello\n", Files.readString(root.resolve("deep/dir/new.txt")));
        assertTrue(created.files().get(0).created());

        EdlResult exists = run("newfile deep/dir/new.txt\ninsert_after \"x\"\n");
        assertEquals(
                "newfile: file already exists: deep/dir/new.txt",
                exists.fileErrors().get(0).message());

        EdlResult loaded = run("newfile n.txt\ninsert_after \"a\"\nnewfile n.txt\n");
        assertEquals(
                "newfile: file already loaded: n.txt",
                loaded.fileErrors().get(0).message());
        assertFalse(Files.exists(root.resolve("n.txt")), "a failed file is never written");
    }

    @Test
    void crlfFilesAreEditedWithHeredocsAndWrittenBackAsCrlf() throws IOException {
        Files.writeString(root.resolve("w.txt"), "one\r\ntwo\r\nthree\r\n");
        EdlResult result = run("file w.txt\nselect <<E\ntwo\nE\nreplace <<E\n2\n2b\nE\n");
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("one\r\n2\r\n2b\r\nthree\r\n", Files.readString(root.resolve("w.txt")));
    }

    @Test
    void bomIsKeptAndMixedEndingsWarn() throws IOException {
        Files.write(root.resolve("b.txt"), "\uFEFFalpha\n".getBytes(StandardCharsets.UTF_8));
        run("file b.txt\nselect /alpha/\nreplace \"beta\"\n");
        assertArrayEquals("\uFEFFbeta\n".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(root.resolve("b.txt")));

        Files.writeString(root.resolve("m.txt"), "a\r\nb\nc\n");
        EdlResult mixed = run("file m.txt\nselect /b/\nreplace \"B\"\n");
        assertTrue(
                mixed.warnings().get(0).contains("mixed line endings"),
                mixed.warnings().toString());
        assertEquals("a\r\nB\nc\n", Files.readString(root.resolve("m.txt")));
    }

    @Test
    void oversizedFilesAreRefused() throws IOException {
        Files.writeString(root.resolve("big.txt"), "x".repeat(100) + "\n");
        EdlResult result = Edl.builder()
                .workspace(Workspace.builder().root(root).maxFileSize(50).build())
                .build()
                .run("file big.txt\nselect bof\n");
        assertTrue(result.fileErrors().get(0).message().startsWith("File too large: big.txt"));
    }

    @Test
    void aFileChangedOnDiskBeforeTheWriteIsNotOverwrittenAndItsTextsAreSaved() throws IOException {
        Path file = root.resolve("s.txt");
        Files.writeString(file, "original\n");
        Workspace workspace = Workspace.at(root);
        FileAccess disk = FileAccess.onDisk(workspace);
        FileAccess racing = new FileAccess() {
            @Override
            public Path resolve(String path) throws FileAccessException {
                return disk.resolve(path);
            }

            @Override
            public String displayPath(Path location) {
                return disk.displayPath(location);
            }

            @Override
            public TextFile open(String path) throws FileAccessException {
                return disk.open(path);
            }

            @Override
            public TextFile create(String path) throws FileAccessException {
                return disk.create(path);
            }

            @Override
            public List<WriteResult> write(List<FileChange> changes, boolean allOrNothing) {
                try {
                    Files.writeString(file, "changed by someone else\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return disk.write(changes, allOrNothing);
            }
        };
        RegisterStore store = RegisterStore.inMemory();
        EdlResult outcome = Executor.execute(
                Edl.parse("file s.txt\nselect /original/\nreplace \"mine\"\n"),
                new RunOptions(racing, store, false, false, Duration.ofSeconds(2)));
        assertEquals(
                "File changed on disk since it was read: s.txt",
                outcome.fileErrors().get(0).message());
        assertEquals(EditError.Kind.STALE, outcome.fileErrors().get(0).error().kind());
        assertEquals("changed by someone else\n", Files.readString(file));
        assertEquals("mine", store.get("_saved_1").orElseThrow());
        assertFalse(outcome.files().get(0).written());
    }

    /** A no-op script writes nothing; an edit changes only the edited line's bytes. */
    @Test
    void editsChangeOnlyTheEditedLinesWhateverTheFormat() {
        qt().withExamples(60)
                .forAll(
                        lists().of(integers().between(0, 3)).ofSizeBetween(1, 12),
                        integers().between(0, 2),
                        booleans().all(),
                        booleans().all())
                .checkAssert((words, ending, bom, finalBreak) -> {
                    String[] vocabulary = {"alpha", "beta beta", "", "  gamma"};
                    String newline = ending == 0 ? "\n" : "\r\n";
                    StringBuilder text = new StringBuilder(bom ? "\uFEFF" : "");
                    for (int i = 0; i < words.size(); i++) {
                        String line = "L" + i + " " + vocabulary[words.get(i)];
                        // ending 2: mixed, the first break is \r\n and the others \n
                        String lineBreak = ending == 2 ? (i == 0 ? "\r\n" : "\n") : newline;
                        text.append(line).append(i < words.size() - 1 || finalBreak ? lineBreak : "");
                    }
                    try {
                        Path file = root.resolve("p.txt");
                        byte[] before = text.toString().getBytes(StandardCharsets.UTF_8);
                        Files.write(file, before);
                        EdlResult noOp = run("file p.txt\nselect bof\nselect_multiple /L/\n");
                        assertFalse(noOp.files().get(0).written());
                        assertArrayEquals(before, Files.readAllBytes(file));

                        int target = words.size() / 2;
                        run("file p.txt\nselect /L" + target + " [^\\r\\n]*/\nreplace \"EDITED\"\n");
                        String expected = text.toString().replaceFirst("L" + target + " [^\r\n]*", "EDITED");
                        assertEquals(expected, Files.readString(file, StandardCharsets.UTF_8));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
    }
}
