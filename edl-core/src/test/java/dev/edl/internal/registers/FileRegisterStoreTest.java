package dev.edl.internal.registers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.RegisterStoreException;
import dev.edl.RegisterStoreTestSupport;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FileRegisterStoreTest {
    @TempDir
    Path dir;

    private Path file() {
        return dir.resolve("registers.json");
    }

    @Test
    void reopeningSeesTheRegistersAndContinuesTheCounter() {
        RegisterStore first = new FileRegisterStore(file());
        assertEquals(1, first.allocateSavedId());
        assertEquals(2, first.allocateSavedId());
        first.putAll(Map.of("_saved_2", "text\n", "a", "cut"));

        RegisterStore reopened = new FileRegisterStore(file());
        assertEquals(Optional.of("text\n"), reopened.get("_saved_2"));
        assertEquals(Optional.of("cut"), reopened.get("a"));
        assertEquals(Map.of("_saved_2", 5, "a", 3), reopened.sizes());
        assertEquals(3, reopened.allocateSavedId());
    }

    @Test
    void writesTheDocumentedJsonFormatInUtf8() throws IOException {
        RegisterStore store = new FileRegisterStore(file());
        store.allocateSavedId();
        store.putAll(Map.of("_saved_1", "é\uD83D\uDE00\n", "b", "x"));
        String expected = """
                {
                  "format": "edl-registers",
                  "version": 1,
                  "lastSavedId": 1,
                  "registers": {
                    "_saved_1": "é\uD83D\uDE00\\n",
                    "b": "x"
                  }
                }
                """;
        assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file()));
    }

    @Test
    void aMissingFileIsAnEmptyStoreAndReadingDoesNotCreateIt() {
        Path nested = dir.resolve("a/b/registers.json");
        RegisterStore store = new FileRegisterStore(nested);
        assertEquals(Optional.empty(), store.get("x"));
        assertEquals(Map.of(), store.sizes());
        assertFalse(Files.exists(dir.resolve("a")));
    }

    @Test
    void theFirstWriteCreatesParentDirectories() {
        Path nested = dir.resolve("a/b/registers.json");
        new FileRegisterStore(nested).putAll(Map.of("x", "1"));
        assertTrue(Files.isRegularFile(nested));
        assertEquals(Optional.of("1"), new FileRegisterStore(nested).get("x"));
    }

    @Test
    void savesLeaveNoTemporaryFilesBehind() throws IOException {
        RegisterStore store = new FileRegisterStore(file());
        for (int i = 0; i < 5; i++) {
            store.putAll(Map.of("r" + i, "v"));
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(
                    List.of("registers.json", "registers.json.lock"),
                    files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
    }

    @Test
    void aFileChangedByAnotherWriterIsReReadBeforeEachChange() {
        RegisterStore mine = new FileRegisterStore(file());
        mine.putAll(Map.of("mine", "1"));
        RegisterStore theirs = new FileRegisterStore(file());
        theirs.putAll(Map.of("theirs", "2"));
        assertEquals(1, theirs.allocateSavedId());
        mine.putAll(Map.of("mine2", "3"));
        assertEquals(2, mine.allocateSavedId());
        assertEquals(Map.of("mine", 1, "mine2", 1, "theirs", 1), theirs.sizes());
    }

    @Test
    void differentSpellingsOfOnePathShareTheStore() throws IOException {
        Files.createDirectories(dir.resolve("sub"));
        FileRegisterStore plain = new FileRegisterStore(file());
        FileRegisterStore winding = new FileRegisterStore(dir.resolve("sub/../sub/./../registers.json"));
        assertEquals(plain.path(), winding.path());
        plain.putAll(Map.of("a", "1"));
        assertEquals(Optional.of("1"), winding.get("a"));
    }

    @Test
    void aSymbolicLinkToTheDirectoryResolvesToTheSameCanonicalPath() throws IOException {
        Path real = Files.createDirectories(dir.resolve("real"));
        Path link = Files.createSymbolicLink(dir.resolve("link"), real);
        assertEquals(
                new FileRegisterStore(real.resolve("r.json")).path(),
                new FileRegisterStore(link.resolve("r.json")).path());
    }

    // ---- corrupt, unreadable and foreign files ----

    @Test
    void aCorruptFileIsAClearErrorAndIsLeftUntouched() throws IOException {
        byte[] corrupt = "{\"format\" \"edl-registers\"}".getBytes(StandardCharsets.UTF_8);
        Files.write(file(), corrupt);
        RegisterStore store = new FileRegisterStore(file());
        String expected =
                "Register file is corrupt: " + store(file()).path() + " (line 1, column 11: expected ':', got '\"')";
        assertEquals(
                expected,
                assertThrows(RegisterStoreException.class, () -> store.get("a")).getMessage());
        assertEquals(
                expected,
                assertThrows(RegisterStoreException.class, store::sizes).getMessage());
        assertEquals(
                expected,
                assertThrows(RegisterStoreException.class, () -> store.putAll(Map.of("a", "b")))
                        .getMessage());
        assertEquals(
                expected,
                assertThrows(RegisterStoreException.class, store::allocateSavedId)
                        .getMessage());
        assertArrayEquals(corrupt, Files.readAllBytes(file()));
    }

    @Test
    void aCorruptFileReportsLineAndColumnOfTheProblem() throws IOException {
        Files.writeString(
                file(),
                "{\n  \"format\": \"edl-registers\",\n  \"version\": 1,\n  \"lastSavedId\": 3\n  \"registers\": {}\n}\n");
        RegisterStoreException e =
                assertThrows(RegisterStoreException.class, () -> store(file()).sizes());
        assertTrue(messageOf(e).endsWith("(line 5, column 3: expected ',' or '}', got '\"')"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "   ",
                "{",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":{\"a\":\"unterminated}}",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":{}} trailing",
                "{\"format\":\"edl-registers\",\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":{}}",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":{\"a\":\"raw\nbreak\"}}",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":{\"a\":\"\\x\"}}",
                "nul\u0000",
            })
    void malformedJsonIsCorrupt(String content) throws IOException {
        Files.writeString(file(), content);
        RegisterStoreException e =
                assertThrows(RegisterStoreException.class, () -> store(file()).get("a"));
        assertTrue(
                messageOf(e)
                        .startsWith("Register file is corrupt: " + store(file()).path() + " (line "),
                e.getMessage());
        assertEquals(content, Files.readString(file()));
    }

    @Test
    void invalidUtf8IsCorrupt() throws IOException {
        byte[] bytes = {'{', '"', (byte) 0xC3, (byte) 0x28, '"', ':', '1', '}'};
        Files.write(file(), bytes);
        RegisterStoreException e =
                assertThrows(RegisterStoreException.class, () -> store(file()).putAll(Map.of("a", "b")));
        assertEquals("Register file is corrupt: " + store(file()).path() + " (not valid UTF-8)", e.getMessage());
        assertArrayEquals(bytes, Files.readAllBytes(file()));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "[]|expected a JSON object at the top level",
                "{}|member \"format\" is missing",
                "{\"format\":\"other\",\"version\":1,\"lastSavedId\":0,\"registers\":{}}|member \"format\" must be \"edl-registers\"",
                "{\"format\":\"edl-registers\",\"lastSavedId\":0,\"registers\":{}}|member \"version\" is missing",
                "{\"format\":\"edl-registers\",\"version\":2,\"lastSavedId\":0,\"registers\":{}}|version 2 is not supported (this library reads version 1)",
                "{\"format\":\"edl-registers\",\"version\":1,\"registers\":{}}|member \"lastSavedId\" is missing",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":-1,\"registers\":{}}|member \"lastSavedId\" must be an integer from 0 to 2147483647",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":1.5,\"registers\":{}}|member \"lastSavedId\" must be an integer from 0 to 2147483647",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":1e999999999,\"registers\":{}}|member \"lastSavedId\" must be an integer from 0 to 2147483647",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0}|member \"registers\" must be an object",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":{\"a\":1}}|register \"a\" must be a string",
                "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":{},\"extra\":true}|unexpected member \"extra\"",
            })
    void validJsonThatIsNotARegisterFileIsRefused(String caseText) throws IOException {
        String[] parts = caseText.split("\\|", 2);
        Files.writeString(file(), parts[0]);
        RegisterStoreException e =
                assertThrows(RegisterStoreException.class, () -> store(file()).allocateSavedId());
        assertEquals(
                "Register file is not a readable EDL register file: "
                        + store(file()).path() + " (" + parts[1] + ")",
                e.getMessage());
        assertEquals(parts[0], Files.readString(file()));
    }

    @Test
    void aDirectoryWhereTheFileShouldBeIsAReadError() throws IOException {
        Files.createDirectories(file());
        RegisterStoreException e =
                assertThrows(RegisterStoreException.class, () -> store(file()).get("a"));
        assertTrue(
                messageOf(e)
                        .startsWith(
                                "Cannot read register file: " + store(file()).path() + " ("),
                e.getMessage());
        assertThrows(RegisterStoreException.class, () -> store(file()).putAll(Map.of("a", "b")));
        assertTrue(Files.isDirectory(file()));
    }

    @Test
    void aFileWhereTheParentDirectoryShouldBeIsAWriteError() throws IOException {
        Files.writeString(dir.resolve("blocker"), "x");
        RegisterStore store = store(dir.resolve("blocker/registers.json"));
        RegisterStoreException e = assertThrows(RegisterStoreException.class, () -> store.putAll(Map.of("a", "b")));
        assertTrue(messageOf(e).startsWith("Cannot create the directory of register file: "), e.getMessage());
        assertEquals("x", Files.readString(dir.resolve("blocker")));
    }

    @Test
    void exhaustedCounterIsAnErrorNotAWrapAround() throws IOException {
        String full = "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":2147483647,\"registers\":{}}";
        Files.writeString(file(), full);
        RegisterStoreException e =
                assertThrows(RegisterStoreException.class, () -> store(file()).allocateSavedId());
        assertEquals(
                "Register file has no _saved_N numbers left: " + store(file()).path(), e.getMessage());
        assertEquals(full, Files.readString(file()));
    }

    @Test
    void readsAFileWrittenByHandWithEscapesAndWhitespace() throws IOException {
        Files.writeString(
                file(),
                "\r\n{ \"registers\" : { \"a\\u0041\" : \"x\\/y\\ud83d\\ude00\\b\\f\" } , \"lastSavedId\" : 7 ,"
                        + " \"version\" : 1.0 , \"format\" : \"edl-registers\" }\t\n");
        RegisterStore store = store(file());
        assertEquals(Optional.of("x/y\uD83D\uDE00\b\f"), store.get("aA"));
        assertEquals(8, store.allocateSavedId());
    }

    @Test
    void aSaveThatFailsMidwayKeepsTheOldFileAndLeavesNoTemporaryFile() throws IOException {
        RegisterStore healthy = store(file());
        healthy.putAll(Map.of("a", "old"));
        assertEquals(1, healthy.allocateSavedId());
        byte[] before = Files.readAllBytes(file());
        List<Path> seenTemps = new ArrayList<>();
        RegisterStore failing = new FileRegisterStore(file(), temp -> {
            seenTemps.add(temp);
            assertTrue(Files.readString(temp).endsWith("}\n"), "the temporary file is complete");
            throw new IOException("disk full (injected)");
        });

        RegisterStoreException e = assertThrows(RegisterStoreException.class, () -> failing.putAll(Map.of("a", "new")));
        assertEquals(
                "Cannot write register file: " + store(file()).path() + " (IOException: disk full (injected))",
                e.getMessage());
        assertThrows(RegisterStoreException.class, failing::allocateSavedId);

        assertArrayEquals(before, Files.readAllBytes(file()));
        assertEquals(2, seenTemps.size());
        for (Path temp : seenTemps) {
            assertFalse(Files.exists(temp), "temporary file left behind: " + temp);
        }
        assertEquals(Optional.of("old"), healthy.get("a"));
        assertEquals(2, healthy.allocateSavedId(), "the failed allocation handed out no number");
    }

    // ---- concurrency ----

    @Test
    void twoInstancesOnOnePathNeverShareAnIdOrLoseAPut() throws Exception {
        RegisterStore a = store(file());
        RegisterStore b = store(dir.resolve("./registers.json"));
        List<Integer> ids = RegisterStoreTestSupport.hammer(List.of(a, b, a, b), 20);
        RegisterStoreTestSupport.assertAllIdsDistinctWithoutGaps(ids, 80);
        RegisterStoreTestSupport.assertEveryPutKept(store(file()), ids);
    }

    @Test
    void otherJvmProcessesShareTheCounterAndTheRegisters() throws Exception {
        RegisterStore store = store(file());
        store.putAll(Map.of("before", "x"));
        assertEquals(1, store.allocateSavedId());

        int rounds = 30;
        Process first = startWorker("p1", rounds);
        Process second = startWorker("p2", rounds);
        // This JVM keeps allocating while the other two run.
        List<Integer> ids = new ArrayList<>(List.of(1));
        for (int i = 0; i < rounds; i++) {
            ids.add(store.allocateSavedId());
        }
        ids.addAll(finish(first));
        ids.addAll(finish(second));

        assertEquals(1 + 3 * rounds, ids.size());
        assertEquals(ids.size(), new TreeSet<>(ids).size(), "an id was handed out twice: " + ids);
        assertEquals(1 + 3 * rounds, new TreeSet<>(ids).last());
        RegisterStore reopened = store(file());
        assertEquals(Optional.of("x"), reopened.get("before"));
        for (String worker : List.of("p1", "p2")) {
            for (int i = 0; i < rounds; i++) {
                assertEquals(Optional.of("line\r\n\"" + i), reopened.get(worker + "_" + i));
            }
        }
        long saved = reopened.sizes().keySet().stream()
                .filter(n -> n.startsWith("_saved_"))
                .count();
        assertEquals(2L * rounds, saved);
        assertEquals(2 + 3 * rounds, reopened.allocateSavedId());
    }

    @Test
    void fourProcessesWritingDistinctRegistersLoseNothingAndTheFileIsNeverCorrupt() throws Exception {
        int rounds = 15;
        List<Process> workers = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            workers.add(startWorker("w" + w, rounds));
        }
        // Reads take no lock: every read while the workers write must see a complete, valid file.
        int reads = 0;
        while (workers.stream().anyMatch(Process::isAlive)) {
            store(file()).sizes();
            reads++;
        }
        List<Integer> ids = new ArrayList<>();
        for (Process worker : workers) {
            ids.addAll(finish(worker));
        }
        assertEquals(4 * rounds, new TreeSet<>(ids).size(), "an id was handed out twice: " + ids);
        RegisterStore reopened = store(file());
        for (int w = 0; w < 4; w++) {
            for (int i = 0; i < rounds; i++) {
                assertEquals(Optional.of("line\r\n\"" + i), reopened.get("w" + w + "_" + i), "lost a register");
            }
        }
        assertEquals(8 * rounds, reopened.sizes().size(), "reads during the writes: " + reads);
    }

    private Process startWorker(String prefix, int rounds) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String modulePath = System.getProperty("jdk.module.path", "");
        String classPath = System.getProperty("java.class.path", "");
        String combined = modulePath.isEmpty() ? classPath : modulePath + File.pathSeparator + classPath;
        return new ProcessBuilder(
                        java,
                        "-cp",
                        combined,
                        RegisterStoreWorkerMain.class.getName(),
                        file().toString(),
                        prefix,
                        Integer.toString(rounds))
                .redirectErrorStream(true)
                .start();
    }

    private static List<Integer> finish(Process process) throws Exception {
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "worker did not finish");
        assertEquals(0, process.exitValue(), output);
        List<Integer> ids = new ArrayList<>();
        for (String line : output.strip().lines().toList()) {
            ids.add(Integer.parseInt(line.strip()));
        }
        return ids;
    }

    private static FileRegisterStore store(Path path) {
        return new FileRegisterStore(path);
    }

    private static String messageOf(Throwable e) {
        return String.valueOf(e.getMessage());
    }
}
