package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading, creating, resolving and showing paths (confinement: {@link WorkspaceConfinementTest}). */
class WorkspaceTest {
    @TempDir
    Path root;

    private Workspace workspace() {
        return Workspace.at(root);
    }

    private String refusal(String path) {
        Map<String, String> before = Disk.snapshot(root);
        FileAccessException e =
                assertThrows(FileAccessException.class, () -> workspace().open(path));
        assertEquals(before, Disk.snapshot(root), "a refusal must not touch any file");
        return String.valueOf(e.getMessage());
    }

    @Test
    void opensPlainFile() throws Exception {
        Disk.write(root.resolve("src/App.java"), "class App {}\n");
        TextFile file = workspace().open("src/App.java");
        assertEquals("src/App.java", file.path());
        assertEquals(root.resolve("src/App.java"), file.location());
        assertEquals("class App {}\n", file.text());
        assertEquals(TextFormat.DEFAULT, file.format());
        assertEquals(FileStamp.of("class App {}\n".getBytes(StandardCharsets.UTF_8)), file.stamp());
        assertFalse(file.isNew());
        assertEquals(List.of(), file.warnings());
    }

    @Test
    void displayPathIsRelativeWithSlashesWhateverTheFormWritten() throws Exception {
        Disk.write(root.resolve("src/a.txt"), "x");
        assertEquals("src/a.txt", workspace().open("./src/../src/a.txt").path());
        assertEquals(
                "src/a.txt",
                workspace().open(root.resolve("src/a.txt").toString()).path());
        assertEquals("src/a.txt", workspace().displayPath(root.resolve("src").resolve("a.txt")));
        assertEquals(".", workspace().displayPath(root));
    }

    @Test
    void missingFile() {
        assertEquals("File not found: nope/x.txt", refusal("nope/x.txt"));
        assertEquals("File not found: x.txt", refusal("./x.txt"));
    }

    @Test
    void directoryWhereAFileShouldBe() throws Exception {
        Files.createDirectories(root.resolve("dir"));
        assertEquals("Not a regular file: dir", refusal("dir"));
        assertEquals("Not a regular file: .", refusal("."));
    }

    @Test
    void devicesAndPipesAreNotRegularFiles() {
        Workspace unconfined = Workspace.builder().root(root).unconfined(true).build();
        FileAccessException e = assertThrows(FileAccessException.class, () -> unconfined.open("/dev/null"));
        assertEquals("Not a regular file: /dev/null", e.getMessage());
    }

    @Test
    void rootThatDoesNotExistYet() throws Exception {
        Workspace later = Workspace.at(root.resolve("not/yet"));
        FileAccessException e = assertThrows(FileAccessException.class, () -> later.open("a.txt"));
        assertEquals("File not found: a.txt", e.getMessage());
        TextFile file = later.create("a.txt");
        assertEquals(List.of(WriteResult.written("a.txt")), later.write(List.of(new FileChange(file, "a")), false));
        assertEquals("a", Disk.readString(root.resolve("not/yet/a.txt")));
    }

    @Test
    void unreadableFile() {
        Disk.write(root.resolve("secret.txt"), "s");
        Workspace workspace = Workspace.builder()
                .root(root)
                .fileOperations(FailingOperations.unreadable())
                .build();
        FileAccessException e = assertThrows(FileAccessException.class, () -> workspace.open("secret.txt"));
        assertEquals("Cannot read file: secret.txt (permission denied)", e.getMessage());
        assertEquals("s", Disk.readString(root.resolve("secret.txt")));
    }

    @Test
    void oversizedFileIsRefused() throws Exception {
        Disk.write(root.resolve("big.txt"), "0123456789");
        Workspace small = Workspace.builder().root(root).maxFileSize(9).build();
        FileAccessException e = assertThrows(FileAccessException.class, () -> small.open("big.txt"));
        assertEquals("File too large: big.txt (10 bytes, limit 9 bytes)", e.getMessage());
        assertEquals("0123456789", Disk.readString(root.resolve("big.txt")));
        Workspace exact = Workspace.builder().root(root).maxFileSize(10).build();
        assertEquals("0123456789", exact.open("big.txt").text());
    }

    @Test
    void binaryInvalidUtf8AndNulAreRefused() {
        Disk.write(root.resolve("img.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0});
        Disk.write(root.resolve("latin1.txt"), new byte[] {'c', 'a', 'f', (byte) 0xE9, '\n'});
        Disk.write(root.resolve("nul.txt"), new byte[] {'a', 0, 'b', '\n'});
        Disk.write(root.resolve("truncated.txt"), new byte[] {'a', (byte) 0xE2, (byte) 0x82});
        Disk.write(root.resolve("surrogate.txt"), new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80});
        Disk.write(root.resolve("overlong.txt"), new byte[] {(byte) 0xC0, (byte) 0xAF});
        for (String name :
                List.of("img.png", "latin1.txt", "nul.txt", "truncated.txt", "surrogate.txt", "overlong.txt")) {
            assertEquals("Not a UTF-8 text file: " + name, refusal(name));
        }
    }

    @Test
    void validMultiByteUtf8IsRead() throws Exception {
        String text = "grüße 😀 — ok\n";
        Disk.write(root.resolve("u.txt"), text);
        assertEquals(text, workspace().open("u.txt").text());
    }

    @Test
    void bomIsRemovedFromTheEditingText() throws Exception {
        Disk.write(root.resolve("b.txt"), "\uFEFFhello\n");
        TextFile file = workspace().open("b.txt");
        assertEquals("hello\n", file.text());
        assertEquals(new TextFormat(true, LineEnding.LF), file.format());
        Disk.write(root.resolve("only.txt"), "\uFEFF");
        assertEquals("", workspace().open("only.txt").text());
    }

    @Test
    void crlfFileIsEditedWithLf() throws Exception {
        Disk.write(root.resolve("w.txt"), "a\r\nb\r\n");
        TextFile file = workspace().open("w.txt");
        assertEquals("a\nb\n", file.text());
        assertEquals(LineEnding.CRLF, file.format().lineEnding());
        assertEquals(List.of(), file.warnings());
    }

    @Test
    void mixedLineEndingsAreKeptWithAWarning() throws Exception {
        Disk.write(root.resolve("m/x.txt"), "a\r\nb\nc");
        TextFile file = workspace().open("m/x.txt");
        assertEquals("a\r\nb\nc", file.text());
        assertEquals(LineEnding.MIXED, file.format().lineEnding());
        assertEquals(
                List.of("m/x.txt has mixed line endings (\\r\\n and \\n); they are kept as they are and \\r is"
                        + " treated as content."),
                file.warnings());
    }

    @Test
    void loneCarriageReturnsDoNotMakeAFileCrlf() throws Exception {
        Disk.write(root.resolve("r.txt"), "a\rb\n");
        TextFile file = workspace().open("r.txt");
        assertEquals(LineEnding.LF, file.format().lineEnding());
        assertEquals("a\rb\n", file.text());
    }

    @Test
    void fileWithoutFinalNewlineKeepsIt() throws Exception {
        Disk.write(root.resolve("n.txt"), "a\r\nb");
        TextFile file = workspace().open("n.txt");
        assertEquals("a\nb", file.text());
        assertEquals(
                List.of(WriteResult.written("n.txt")), workspace().write(List.of(new FileChange(file, "a\nB")), false));
        assertArrayEquals("a\r\nB".getBytes(StandardCharsets.UTF_8), Disk.read(root.resolve("n.txt")));
    }

    @Test
    void emptyFile() throws Exception {
        Disk.write(root.resolve("e.txt"), new byte[0]);
        TextFile file = workspace().open("e.txt");
        assertEquals("", file.text());
        assertEquals(TextFormat.DEFAULT, file.format());
    }

    @Test
    void createOpensAnEmptyNewFile() throws Exception {
        TextFile file = workspace().create("new/dir/x.txt");
        assertTrue(file.isNew());
        assertEquals("new/dir/x.txt", file.path());
        assertEquals("", file.text());
        assertEquals(TextFormat.DEFAULT, file.format());
        assertFalse(Files.exists(root.resolve("new")), "create must not touch the disk");
    }

    @Test
    void createRefusesAnExistingFileOrDirectory() {
        Disk.write(root.resolve("a.txt"), "a");
        FileAccessException e =
                assertThrows(FileAccessException.class, () -> workspace().create("./a.txt"));
        assertEquals("newfile: file already exists: a.txt", e.getMessage());
        Disk.write(root.resolve("d/f"), "f");
        e = assertThrows(FileAccessException.class, () -> workspace().create("d"));
        assertEquals("newfile: file already exists: d", e.getMessage());
    }

    @Test
    void createChecksConfinement() {
        FileAccessException e =
                assertThrows(FileAccessException.class, () -> workspace().create("../x.txt"));
        assertEquals("Path is outside the workspace: ../x.txt", e.getMessage());
    }

    @Test
    void resolveGivesTheNormalisedLocation() throws Exception {
        assertEquals(root.resolve("a/b.txt"), workspace().resolve("a/./c/../b.txt"));
        assertEquals(
                root.resolve("a/b.txt"),
                workspace().resolve(root.resolve("a/b.txt").toString()));
        assertEquals(root.toAbsolutePath().normalize(), workspace().root());
    }

    @Test
    void invalidPathString() {
        FileAccessException e =
                assertThrows(FileAccessException.class, () -> workspace().open("a\0b"));
        assertEquals("Invalid path: a\0b", e.getMessage());
    }

    @Test
    void builderDefaultsAndOptions() {
        Workspace defaults = Workspace.builder().build();
        assertTrue(defaults.isConfined());
        assertEquals(Workspace.DEFAULT_MAX_FILE_SIZE, defaults.maxFileSize());
        assertEquals(Path.of("").toAbsolutePath(), defaults.root());
        assertEquals(Path.of("").toAbsolutePath(), Workspace.current().root());
        Workspace custom =
                Workspace.builder().root(root).unconfined(true).maxFileSize(5).build();
        assertFalse(custom.isConfined());
        assertEquals(5, custom.maxFileSize());
        assertThrows(IllegalArgumentException.class, () -> Workspace.builder().maxFileSize(-1));
    }

    @Test
    void allowedAreasNarrowEveryPathToThem() throws Exception {
        Files.createDirectories(root.resolve("src"));
        Files.createDirectories(root.resolve("secret"));
        Files.writeString(root.resolve("src/a.txt"), "a\n");
        Files.writeString(root.resolve("secret/k.txt"), "key\n");
        Files.writeString(root.resolve("top.txt"), "top\n");
        Workspace narrowed = workspace().withAllowedAreas(List.of(root.resolve("src")));
        assertEquals(List.of(root.resolve("src")), narrowed.allowedAreas());
        assertEquals(List.of(root.toAbsolutePath().normalize()), workspace().allowedAreas());

        assertEquals("a\n", narrowed.open("src/a.txt").text());
        assertEquals("src/new.txt", narrowed.create("src/new.txt").path());
        for (String path : List.of(
                "secret/k.txt",
                "top.txt",
                "src/../top.txt",
                root.resolve("top.txt").toString())) {
            FileAccessException e = assertThrows(FileAccessException.class, () -> narrowed.open(path), path);
            assertEquals(
                    "Path is outside the allowed areas of the workspace: " + path + " (allowed: src)", e.getMessage());
        }
        assertThrows(FileAccessException.class, () -> narrowed.create("top2.txt"));
        // A link inside the area that leads out of it is refused too.
        Files.createSymbolicLink(root.resolve("src/link.txt"), root.resolve("secret/k.txt"));
        FileAccessException linked = assertThrows(FileAccessException.class, () -> narrowed.open("src/link.txt"));
        assertTrue(
                String.valueOf(linked.getMessage()).startsWith("Path is outside the allowed areas"),
                linked::getMessage);
        // A write of a file read before the narrowing is refused as well (the check is repeated).
        TextFile top = workspace().open("top.txt");
        List<WriteResult> written = narrowed.write(List.of(new FileChange(top, "owned\n")), true);
        assertFalse(written.get(0).written(), written::toString);
        assertEquals("top\n", Files.readString(root.resolve("top.txt")));
    }

    @Test
    void noAllowedAreaAllowsNoPath() throws Exception {
        Files.writeString(root.resolve("top.txt"), "top\n");
        Workspace none = Workspace.builder().root(root).allowedAreas(List.of()).build();
        FileAccessException e = assertThrows(FileAccessException.class, () -> none.open("top.txt"));
        assertEquals(
                "Path is outside the allowed areas of the workspace: top.txt (no path is allowed)", e.getMessage());
        assertThrows(
                IllegalStateException.class,
                () -> Workspace.builder().unconfined(true).allowedAreas(List.of(root)));
    }
}
