package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * {@link RegisterStore#jdbc} against a real PostgreSQL server ({@link PostgresTestServer}); the
 * behaviour shared with the other stores is checked by {@link RegisterStoreTest}.
 */
class JdbcRegisterStoreTest {

    private static JdbcRegisterStore store(String namespace) {
        return RegisterStore.jdbc(PostgresTestServer.dataSource(), namespace);
    }

    private static JdbcRegisterStore freshStore(String prefix) {
        return store(PostgresTestServer.freshNamespace(prefix));
    }

    // ---- texts ----

    @Test
    void aMebibyteOfEveryKindOfCharacterRoundTrips() {
        JdbcRegisterStore store = freshStore("big");
        String piece = "line \"quoted\" \\back\\slash\r\n" + "nul \u0000 emoji \uD83D\uDE00 lone \uD800 \uDC00 tab\t"
                + "ä € \u2028\uFEFF\n";
        StringBuilder big = new StringBuilder();
        while (big.length() < 1024 * 1024) {
            big.append(piece);
        }
        String text = big.toString();
        store.putAll(Map.of("big", text, "crlf", "a\r\nb\r\n", "nul", "\u0000"));
        String back = store.get("big").orElseThrow();
        // no assertEquals on the texts: a 1 MiB failure message would swamp the report
        assertEquals(text.length(), back.length());
        assertEquals(-1, firstDifference(text, back), "first differing index");
        assertEquals(Optional.of("a\r\nb\r\n"), store.get("crlf"));
        assertEquals(Optional.of("\u0000"), store.get("nul"));
        assertEquals(text.length(), store.sizes().get("big"));
    }

    /** Any UTF-16 string: code points up to U+10FFFF and every single code unit, lone surrogates and NUL. */
    private static Gen<String> anyString(int maxLength) {
        return lists().of(integers().between(0, Character.MAX_CODE_POINT))
                .ofSizeBetween(0, maxLength)
                .map(units -> {
                    StringBuilder text = new StringBuilder();
                    for (int unit : units) {
                        if (unit <= 0xFFFF) {
                            text.append((char) unit);
                        } else {
                            text.appendCodePoint(unit);
                        }
                    }
                    return text.toString();
                });
    }

    @Test
    void anyNameAndTextRoundTripExactly() {
        JdbcRegisterStore store = freshStore("property");
        qt().withExamples(80).forAll(anyString(12), anyString(60)).checkAssert((name, text) -> {
            store.putAll(Map.of(name, text));
            assertEquals(Optional.of(text), store.get(name));
            assertEquals(text.length(), store.sizes().get(name));
        });
    }

    // ---- transactions ----

    @Test
    void aFailingPutAllLeavesNothing() {
        DataSource schema = PostgresTestServer.freshSchema("atomic");
        JdbcRegisterStore store = RegisterStore.jdbc(schema, "atomic");
        store.putAll(Map.of("a", "old a", "poison", "x"));
        // A real failure inside the transaction: the server refuses the last row of the batch.
        PostgresTestServer.execute(
                schema,
                """
                CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                  IF NEW.name = convert_to('poison', 'UTF8') THEN
                    RAISE EXCEPTION 'refused by the test trigger';
                  END IF;
                  RETURN NEW;
                END $$""",
                "CREATE TRIGGER refuse_poison BEFORE INSERT OR UPDATE ON edl_registers"
                        + " FOR EACH ROW EXECUTE FUNCTION refuse_poison()");
        Map<String, String> batch = new TreeMap<>(Map.of("a", "new a", "b", "new b", "poison", "y"));
        RegisterStoreException e = assertThrows(RegisterStoreException.class, () -> store.putAll(batch));
        assertTrue(
                String.valueOf(e.getMessage()).contains("refused by the test trigger"), String.valueOf(e.getMessage()));
        assertTrue(String.valueOf(e.getMessage()).contains("'atomic'"), String.valueOf(e.getMessage()));
        assertEquals(Optional.of("old a"), store.get("a"));
        assertEquals(Optional.empty(), store.get("b"));
        assertEquals(Optional.of("x"), store.get("poison"));
        assertEquals(Map.of("a", 5, "poison", 1), store.sizes());
    }

    @Test
    void whenTheNumbersRunOutNothingIsHandedOutAndTheCounterIsUnchanged() {
        JdbcRegisterStore store = freshStore("exhausted");
        assertEquals(1, store.allocateSavedId());
        PostgresTestServer.execute(
                PostgresTestServer.dataSource(),
                "UPDATE edl_register_namespaces SET last_saved_id = " + (Integer.MAX_VALUE - 1) + " WHERE namespace = '"
                        + store.namespace() + "'");
        RegisterStoreException e = assertThrows(RegisterStoreException.class, () -> store.allocateSavedIds(2));
        assertEquals(
                "Register namespace '" + store.namespace() + "' in PostgreSQL has no _saved_N numbers left",
                String.valueOf(e.getMessage()));
        assertEquals(Integer.MAX_VALUE, store.allocateSavedId(), "the failed allocation was rolled back");
    }

    // ---- saved ids ----

    @Test
    void allocationSkipsSavedRegistersThatExistAndHandsOutBatchesAscending() {
        JdbcRegisterStore store = freshStore("skip");
        store.putAll(Map.of("_saved_1", "a", "_saved_3", "b", "_saved_4", "c"));
        assertEquals(2, store.allocateSavedId());
        assertEquals(List.of(5, 6, 7), toList(store.allocateSavedIds(3)));
        assertThrows(IllegalArgumentException.class, () -> store.allocateSavedIds(0));
    }

    @Test
    void threadsWithSeparateStoreInstancesNeverShareAnIdOrLoseAPut() throws Exception {
        String namespace = PostgresTestServer.freshNamespace("threads");
        List<RegisterStore> stores = List.of(store(namespace), store(namespace), store(namespace));
        List<Integer> ids = RegisterStoreTestSupport.hammer(stores, 10);
        RegisterStoreTestSupport.assertAllIdsDistinctWithoutGaps(ids, 30);
        RegisterStoreTestSupport.assertEveryPutKept(store(namespace), ids);
    }

    @Test
    void otherJvmProcessesShareTheCounterAndTheRegisters() throws Exception {
        String namespace = PostgresTestServer.freshNamespace("processes");
        JdbcRegisterStore store = store(namespace);
        store.putAll(Map.of("before", "x"));
        assertEquals(1, store.allocateSavedId());

        int rounds = 15;
        Process first = startWorker(namespace, "p1", rounds);
        Process second = startWorker(namespace, "p2", rounds);
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
        for (String worker : List.of("p1", "p2")) {
            for (int i = 0; i < rounds; i++) {
                assertEquals(Optional.of("line\r\n\"" + i), store.get(worker + "_" + i));
            }
        }
        long saved = store.sizes().keySet().stream()
                .filter(n -> n.startsWith("_saved_"))
                .count();
        assertEquals(2L * rounds, saved);
        assertEquals(2 + 3 * rounds, store.allocateSavedId());
    }

    private static Process startWorker(String namespace, String prefix, int rounds) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String modulePath = System.getProperty("jdk.module.path", "");
        String classPath = System.getProperty("java.class.path", "");
        String combined = modulePath.isEmpty() ? classPath : modulePath + File.pathSeparator + classPath;
        return new ProcessBuilder(
                        java,
                        "-XX:TieredStopAtLevel=1",
                        "-cp",
                        combined,
                        JdbcRegisterStoreWorkerMain.class.getName(),
                        PostgresTestServer.jdbcUrl(),
                        namespace,
                        prefix,
                        Integer.toString(rounds))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
    }

    private static List<Integer> finish(Process process) throws Exception {
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "worker did not finish");
        assertEquals(0, process.exitValue(), output);
        List<Integer> ids = new ArrayList<>();
        for (String line : output.strip().lines().toList()) {
            ids.add(Integer.parseInt(line.strip()));
        }
        return ids;
    }

    // ---- namespaces ----

    @Test
    void namespacesSeeNeitherEachOthersRegistersNorNumbers() {
        JdbcRegisterStore a = freshStore("tenant-a");
        JdbcRegisterStore b = freshStore("tenant-b");
        a.putAll(Map.of("shared name", "A's text", "_saved_1", "A's saved"));
        assertEquals(Optional.empty(), b.get("shared name"));
        assertEquals(Map.of(), b.sizes());
        b.putAll(Map.of("shared name", "B's text"));
        assertEquals(Optional.of("A's text"), a.get("shared name"));
        assertEquals(Optional.of("B's text"), b.get("shared name"));
        assertEquals(2, a.allocateSavedId(), "A's _saved_1 exists");
        assertEquals(1, b.allocateSavedId(), "B's numbers start at 1");
        assertEquals(1, b.deleteOlderThan(Duration.ZERO));
        assertEquals(Optional.of("A's text"), a.get("shared name"));
        assertEquals(2, a.sizes().size());
    }

    @Test
    void badNamespacesAreRefusedWithTheReason() {
        DataSource source = PostgresTestServer.dataSource();
        assertEquals(
                "Register namespace must have 1 to 200 characters, got 0",
                assertThrows(IllegalArgumentException.class, () -> RegisterStore.jdbc(source, ""))
                        .getMessage());
        assertEquals(
                "Register namespace must have 1 to 200 characters, got 201",
                assertThrows(IllegalArgumentException.class, () -> RegisterStore.jdbc(source, "n".repeat(201)))
                        .getMessage());
        assertEquals(
                "Register namespace must not contain control characters: U+0000 at index 1",
                assertThrows(IllegalArgumentException.class, () -> RegisterStore.jdbc(source, "a\u0000"))
                        .getMessage());
        assertEquals(
                "Register namespace must not contain an unpaired surrogate: index 0",
                assertThrows(IllegalArgumentException.class, () -> RegisterStore.jdbc(source, "\uDC00x"))
                        .getMessage());
        assertEquals(
                "ten-\uD83D\uDE00 'quoted'",
                RegisterStore.jdbc(source, "ten-\uD83D\uDE00 'quoted'").namespace());
    }

    @Test
    void aNamespaceWithQuotesAndEmojiWorks() {
        JdbcRegisterStore store = store("tenant 'o\"brien' \uD83D\uDE00 " + PostgresTestServer.freshNamespace("q"));
        store.putAll(Map.of("a", "1"));
        assertEquals(Optional.of("1"), store.get("a"));
        assertEquals(1, store.allocateSavedId());
    }

    // ---- tables ----

    @Test
    void concurrentFirstUseCreatesTheTablesOnceAndEveryStoreWorks() throws Exception {
        DataSource schema = PostgresTestServer.freshSchema("create_race");
        int threads = 6;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                String name = "t" + t;
                results.add(pool.submit(() -> {
                    start.await();
                    JdbcRegisterStore store = RegisterStore.jdbc(schema, "race");
                    store.putAll(Map.of(name, name));
                    return store.allocateSavedId();
                }));
            }
            start.countDown();
            TreeSet<Integer> ids = new TreeSet<>();
            for (Future<Integer> result : results) {
                ids.add(result.get(120, TimeUnit.SECONDS));
            }
            assertEquals(threads, ids.size());
        } finally {
            pool.shutdownNow();
        }
        assertEquals(threads, RegisterStore.jdbc(schema, "race").sizes().size());
        // A later first use with the tables present creates nothing and loses nothing.
        RegisterStore again = RegisterStore.jdbc(schema, "race");
        again.putAll(Map.of("later", "x"));
        assertEquals(threads + 1, again.sizes().size());
    }

    @Test
    void theDocumentedScriptCreatesTablesTheStoreUsesWithoutCreatePrivilege() throws Exception {
        String script = documentedDdl();
        DataSource schema = PostgresTestServer.freshSchema("operator");
        PostgresTestServer.execute(schema, script);
        String role = "edl_app_" + ProcessHandle.current().pid();
        String schemaName = currentSchema(schema);
        PostgresTestServer.execute(
                schema,
                "CREATE ROLE " + role + " LOGIN PASSWORD 'app'",
                "GRANT USAGE ON SCHEMA " + schemaName + " TO " + role,
                "GRANT SELECT, INSERT, UPDATE, DELETE ON edl_registers, edl_register_namespaces TO " + role);
        DataSource asApp = new JdbcRegisterStoreWorkerMain.UrlDataSource(PostgresTestServer.jdbcUrl()
                        .replace("user=postgres", "user=" + role)
                        .replace("password=postgres", "password=app")
                + "&currentSchema=" + schemaName);
        JdbcRegisterStore store = RegisterStore.jdbc(asApp, "operator");
        store.putAll(Map.of("a", "\u0000b"));
        assertEquals(Optional.of("\u0000b"), store.get("a"));
        assertEquals(1, store.allocateSavedId());
        assertEquals(1, store.deleteOlderThan(Duration.ZERO));
    }

    /** The SQL block of docs/registers.md that follows the "create-tables" marker. */
    static String documentedDdl() throws IOException {
        Path docs = Path.of("..", "docs", "registers.md");
        String text = Files.readString(docs, StandardCharsets.UTF_8);
        Matcher block = Pattern.compile("<!-- create-tables -->\\s*```sql\\n(.*?)```", Pattern.DOTALL)
                .matcher(text);
        assertTrue(block.find(), "docs/registers.md has the table script");
        return block.group(1);
    }

    private static String currentSchema(DataSource source) throws Exception {
        try (Connection connection = source.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT current_schema()")) {
            assertTrue(rows.next());
            return rows.getString(1);
        }
    }

    @Test
    void anUnreachableDatabaseIsAClearError() {
        String url = "jdbc:postgresql://127.0.0.1:1/none?user=x&connectTimeout=5";
        JdbcRegisterStore store = RegisterStore.jdbc(new JdbcRegisterStoreWorkerMain.UrlDataSource(url), "down");
        RegisterStoreException e = assertThrows(RegisterStoreException.class, () -> store.get("a"));
        assertTrue(
                String.valueOf(e.getMessage())
                        .startsWith("Cannot read register (creating the tables) in PostgreSQL register"
                                + " namespace 'down': "),
                String.valueOf(e.getMessage()));
        assertFalse(String.valueOf(e.getMessage()).contains("password"), String.valueOf(e.getMessage()));
    }

    // ---- retention ----

    @Test
    void deleteOlderThanDropsOnlyOldRegistersOfItsNamespaceAndNumbersAreNotReused() {
        JdbcRegisterStore store = freshStore("retention");
        JdbcRegisterStore other = freshStore("retention-other");
        int first = store.allocateSavedId();
        int second = store.allocateSavedId();
        store.putAll(Map.of("_saved_" + first, "old saved", "_saved_" + second, "new saved", "old", "o", "new", "n"));
        other.putAll(Map.of("old", "other's old"));
        // Backdate some rows, as if written three days ago.
        PostgresTestServer.execute(
                PostgresTestServer.dataSource(),
                "UPDATE edl_registers SET updated_at = now() - interval '3 days' WHERE namespace IN ('"
                        + store.namespace() + "', '" + other.namespace() + "') AND name IN ('\\x"
                        + hex("old") + "'::bytea, '\\x" + hex("_saved_" + first) + "'::bytea)");

        assertEquals(0, store.deleteOlderThan(Duration.ofDays(4)));
        assertEquals(2, store.deleteOlderThan(Duration.ofDays(2)));
        assertEquals(Map.of("_saved_" + second, 9, "new", 1), store.sizes());
        assertEquals(Optional.of("other's old"), other.get("old"), "another namespace is untouched");
        assertEquals(second + 1, store.allocateSavedId(), "a deleted _saved_N number is not handed out again");
        assertThrows(IllegalArgumentException.class, () -> store.deleteOlderThan(Duration.ofSeconds(-1)));
        assertEquals(0, store.deleteOlderThan(Duration.ofDays(365L * 5000)), "a huge age is no error");
    }

    private static int firstDifference(String expected, String actual) {
        for (int i = 0; i < Math.min(expected.length(), actual.length()); i++) {
            if (expected.charAt(i) != actual.charAt(i)) {
                return i;
            }
        }
        return expected.length() == actual.length() ? -1 : Math.min(expected.length(), actual.length());
    }

    private static String hex(String ascii) {
        StringBuilder hex = new StringBuilder();
        for (byte b : ascii.getBytes(StandardCharsets.UTF_8)) {
            hex.append(String.format("%02x", b));
        }
        return hex.toString();
    }

    private static List<Integer> toList(int[] ids) {
        List<Integer> list = new ArrayList<>();
        for (int id : ids) {
            list.add(id);
        }
        return list;
    }
}
