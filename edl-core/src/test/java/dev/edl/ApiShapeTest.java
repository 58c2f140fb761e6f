package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shape of edl-core's public API ({@code dev.edl}, {@code dev.edl.files}, {@code
 * dev.edl.text}), checked by reflection over every class the module compiles: no {@code success()}
 * accessors, no public constructor of a result, no error held as a String, {@code formatted()} on
 * every result, and no public types in internal packages except the listed entry points.
 */
class ApiShapeTest {
    /**
     * Records in exported packages whose public canonical constructor is intended: they are inputs
     * a caller builds (commands, selectors, texts, file changes) or small values.
     */
    private static final Set<String> CONSTRUCTIBLE_RECORDS = Set.of(
            "dev.edl.EditError", // the error value; callers build it too (edl-batch, tests, adapters)
            "dev.edl.SourcePosition", // a value; callers build commands at positions
            "dev.edl.files.FileChange", // input to Workspace.write
            "dev.edl.files.FileStamp", // a value read from disk, compared by callers
            "dev.edl.files.TextFile", // a file as read; callers pass it back in a FileChange
            "dev.edl.files.TextFormat"); // a value (BOM, line ending)

    /**
     * Types named {@code *Result} that are parts of a result, not the result of an operation: the
     * result that holds them formats them.
     */
    private static final Map<String, String> RESULT_PARTS =
            Map.of("dev.edl.FileResult", "one file of an EdlResult, reported by EdlResult.formatted()");

    /** Public types that must stay public in internal packages, each with the reason. */
    private static final Map<String, String> INTERNAL_PUBLIC_TYPES = new TreeMap<>(Map.ofEntries(
            Map.entry("dev.edl.internal.exec.Executor", "Edl's entry point into the executor"),
            Map.entry("dev.edl.internal.exec.RunOptions", "Edl passes a run's settings to Executor"),
            Map.entry(
                    "dev.edl.internal.exec.ResultFactory",
                    "the bridge through which Executor builds dev.edl's results (implemented by dev.edl.RunResults)"),
            Map.entry("dev.edl.internal.exec.FileAccess", "the file source Edl hands to Executor (onDisk, inMemory)"),
            Map.entry("dev.edl.internal.parse.ScriptParser", "Edl.parse and EdlScript parse through it"),
            Map.entry("dev.edl.internal.parse.ParseOutcome", "the recovering parse Edl.run uses"),
            Map.entry("dev.edl.internal.parse.ScriptPrinter", "EdlScript.print prints through it"),
            Map.entry("dev.edl.internal.parse.ScriptLayout", "Edl.run(List<Command>) checks and places commands"),
            Map.entry("dev.edl.internal.registers.InMemoryRegisterStore", "RegisterStore.inMemory()"),
            Map.entry("dev.edl.internal.registers.FileRegisterStore", "RegisterStore.file(path)"),
            Map.entry("dev.edl.internal.registers.PostgresRegisterStore", "RegisterStore.jdbc(dataSource, namespace)"),
            // dev.edl.internal.json is exported to dev.edl.batch only: the strict JSON of tool arguments.
            Map.entry("dev.edl.internal.json.JsonReader", "register files and edl-batch's tool arguments"),
            Map.entry("dev.edl.internal.json.JsonWriter", "register files and edl-batch's tool schemas"),
            Map.entry("dev.edl.internal.json.JsonNull", "the reader's value for JSON null, seen by edl-batch"),
            Map.entry("dev.edl.internal.json.JsonSyntaxException", "the reader's error, caught by edl-batch"),
            // dev.edl.internal.text is exported to dev.edl.batch only, for these helpers:
            Map.entry("dev.edl.internal.text.Lines", "line splitting, shared with edl-batch"),
            Map.entry("dev.edl.internal.text.DeadlineCharSequence", "the regex time budget, shared with search_text"),
            Map.entry("dev.edl.internal.text.RegexTimeoutException", "the regex time budget, shared with search_text"),
            Map.entry("dev.edl.internal.text.LineEndings", "line-ending detection, shared with edl-batch"),
            Map.entry("dev.edl.internal.text.LineDiff", "line diffs for edl-batch's change tracking"),
            Map.entry("dev.edl.internal.text.LineChange", "LineDiff's result"),
            Map.entry(
                    "dev.edl.internal.text.MatchText",
                    "the one editable, indexed text: the executor's and edl-batch's"),
            Map.entry(
                    "dev.edl.internal.text.ChangedRegions", "the changed line regions edl-batch's ChangeTracker keeps"),
            Map.entry(
                    "dev.edl.internal.text.Whitespace",
                    "whitespace normalising, shared by the text and edl-batch's tiers"),
            Map.entry(
                    "dev.edl.internal.text.HashSpread", "the hash spreading the text's indexes and edl-batch's share"),
            Map.entry("dev.edl.internal.text.UnifiedHunks", "the one unified-diff writer, for ChangeTracker"),
            Map.entry("dev.edl.internal.text.SimilarityPercent", "the one similarity percentage, for edl-batch")));

    private static List<Class<?>> allClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(
                Edl.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(Files.isDirectory(classes), "expected target/classes, got " + classes);
        List<Class<?>> types = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                String relative = classes.relativize(file).toString().replace('\\', '/');
                if (relative.equals("module-info.class")) {
                    continue;
                }
                String name = relative.substring(0, relative.length() - ".class".length())
                        .replace('/', '.');
                types.add(Class.forName(name, false, Edl.class.getClassLoader()));
            }
        }
        return types;
    }

    /** Public, and public all the way out (a public member of a package-private class is not API). */
    private static boolean isApi(Class<?> type) {
        for (Class<?> t = type; t != null; t = t.getDeclaringClass()) {
            if (!Modifier.isPublic(t.getModifiers())) {
                return false;
            }
        }
        return !type.isAnonymousClass() && !type.isSynthetic();
    }

    private static Set<String> exportedPackages() {
        ModuleDescriptor descriptor = Edl.class.getModule().getDescriptor();
        Set<String> packages = new TreeSet<>();
        if (descriptor == null) {
            // On the class path: every package that is not internal.
            packages.add("dev.edl");
            packages.add("dev.edl.files");
            packages.add("dev.edl.text");
            return packages;
        }
        for (ModuleDescriptor.Exports export : descriptor.exports()) {
            if (!export.isQualified()) {
                packages.add(export.source());
            }
        }
        return packages;
    }

    @Test
    void theExportedPackagesAreTheApiPackages() {
        assertEquals(Set.of("dev.edl", "dev.edl.files", "dev.edl.text"), exportedPackages());
    }

    @Test
    void noAccessorIsCalledSuccess() throws Exception {
        List<String> offenders = new ArrayList<>();
        for (Class<?> type : allClasses()) {
            if (!isApi(type)) {
                continue;
            }
            for (Method method : type.getMethods()) {
                if (method.getName().equals("success") && method.getParameterCount() == 0) {
                    offenders.add(type.getName() + ".success()");
                }
            }
        }
        assertEquals(List.of(), offenders, "use isSuccess()");
    }

    @Test
    void resultRecordsHaveNoPublicCanonicalConstructor() throws Exception {
        Set<String> exported = exportedPackages();
        List<String> offenders = new ArrayList<>();
        for (Class<?> type : allClasses()) {
            if (!isApi(type) || !type.isRecord() || !exported.contains(type.getPackageName())) {
                continue;
            }
            if (isInput(type) || CONSTRUCTIBLE_RECORDS.contains(type.getName())) {
                continue;
            }
            RecordComponent[] components = type.getRecordComponents();
            Class<?>[] parameters =
                    Stream.of(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
            Constructor<?> canonical = type.getDeclaredConstructor(parameters);
            if (Modifier.isPublic(canonical.getModifiers())) {
                offenders.add(type.getName());
            }
        }
        assertEquals(List.of(), offenders, "results are final classes built by the library");
    }

    /**
     * The results of operations in the exported packages: every public type with an {@code
     * isSuccess()}, and every {@code *Result} that is not a listed part of one.
     */
    private static List<Class<?>> results() throws Exception {
        Set<String> exported = exportedPackages();
        List<Class<?>> results = new ArrayList<>();
        for (Class<?> type : allClasses()) {
            if (!isApi(type)
                    || !exported.contains(type.getPackageName())
                    || Throwable.class.isAssignableFrom(type)
                    || type.isInterface()
                    || RESULT_PARTS.containsKey(type.getName())) {
                continue;
            }
            if (type.getSimpleName().endsWith("Result") || hasPublicMethod(type, "isSuccess")) {
                results.add(type);
            }
        }
        return results;
    }

    private static boolean hasPublicMethod(Class<?> type, String name) {
        for (Method method : type.getMethods()) {
            if (method.getName().equals(name)
                    && method.getParameterCount() == 0
                    && !Modifier.isStatic(method.getModifiers())) {
                return true;
            }
        }
        return false;
    }

    /** Issue 31: a result is built by the library, never by a public constructor (record or class). */
    @Test
    void resultsHaveNoPublicConstructor() throws Exception {
        List<String> offenders = new ArrayList<>();
        List<Class<?>> results = results();
        for (Class<?> type : results) {
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (Modifier.isPublic(constructor.getModifiers())) {
                    offenders.add(constructor.toString());
                }
            }
        }
        assertTrue(results.stream().anyMatch(t -> t == EdlResult.class), results::toString);
        assertEquals(List.of(), offenders, "results are built by the library");
    }

    /** Issue 31: every result formats itself ({@code String formatted()}), as EdlResult does. */
    @Test
    void everyResultFormatsItself() throws Exception {
        List<String> offenders = new ArrayList<>();
        for (Class<?> type : results()) {
            Method formatted;
            try {
                formatted = type.getMethod("formatted");
            } catch (NoSuchMethodException e) {
                offenders.add(type.getName() + ": no formatted()");
                continue;
            }
            if (formatted.getReturnType() != String.class || Modifier.isStatic(formatted.getModifiers())) {
                offenders.add(type.getName() + ": formatted() must be an instance method returning String");
            }
        }
        assertEquals(List.of(), offenders);
    }

    /**
     * Issue 31: an error is an {@link EditError} (kind, message, path, position), never a bare
     * String: no public accessor or record component named like an error holds a String.
     */
    @Test
    void noErrorIsAString() throws Exception {
        Set<String> exported = exportedPackages();
        List<String> offenders = new ArrayList<>();
        for (Class<?> type : allClasses()) {
            if (!isApi(type) || !exported.contains(type.getPackageName()) || Throwable.class.isAssignableFrom(type)) {
                continue;
            }
            offenders.addAll(stringErrors(type));
        }
        assertEquals(List.of(), offenders, "carry an EditError (or Optional<EditError>) instead");
    }

    /** The accessors and record components of a type that are named like an error and hold a String. */
    static List<String> stringErrors(Class<?> type) {
        List<String> found = new ArrayList<>();
        for (Method method : type.getMethods()) {
            if (method.getParameterCount() == 0
                    && !Modifier.isStatic(method.getModifiers())
                    && method.getName().toLowerCase(java.util.Locale.ROOT).contains("error")
                    && holdsString(method.getGenericReturnType())) {
                found.add(type.getName() + "." + method.getName() + "(): " + method.getGenericReturnType());
            }
        }
        if (type.isRecord()) {
            for (RecordComponent component : type.getRecordComponents()) {
                if (component.getName().toLowerCase(java.util.Locale.ROOT).contains("error")
                        && holdsString(component.getGenericType())
                        && found.stream()
                                .noneMatch(f -> f.startsWith(type.getName() + "." + component.getName() + "()"))) {
                    found.add(type.getName() + " component " + component.getName());
                }
            }
        }
        return found;
    }

    /** String, or a container of String (Optional&lt;String&gt;, List&lt;String&gt;). */
    private static boolean holdsString(java.lang.reflect.Type type) {
        if (type == String.class) {
            return true;
        }
        if (type instanceof java.lang.reflect.ParameterizedType parameterized) {
            for (java.lang.reflect.Type argument : parameterized.getActualTypeArguments()) {
                if (argument == String.class) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Commands, selectors and mutation texts are what callers build: their constructors are the API. */
    private static boolean isInput(Class<?> type) {
        return Command.class.isAssignableFrom(type)
                || Selector.class.isAssignableFrom(type)
                || MutationText.class.isAssignableFrom(type);
    }

    @Test
    void theResultsAreFinalClasses() {
        for (Class<?> type : List.of(EdlResult.class, FileError.class, FileResult.class, SavedRegister.class)) {
            assertTrue(Modifier.isFinal(type.getModifiers()) && !type.isRecord(), type.getName());
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                assertTrue(!Modifier.isPublic(constructor.getModifiers()), constructor.toString());
            }
        }
    }

    @Test
    void internalPackagesHaveOnlyTheListedPublicTypes() throws Exception {
        Set<String> found = new TreeSet<>();
        for (Class<?> type : allClasses()) {
            if (type.getPackageName().contains(".internal") && isApi(type) && type.getDeclaringClass() == null) {
                found.add(type.getName());
            }
        }
        assertEquals(INTERNAL_PUBLIC_TYPES.keySet(), found, "make new internal types package-private");
    }

    /** Every command record has its own Visitor method, so adding a command breaks every visitor. */
    @Test
    void theVisitorHasOneMethodPerCommand() throws Exception {
        Set<Class<?>> visited = new TreeSet<>((a, b) -> a.getName().compareTo(b.getName()));
        for (Method method : Command.Visitor.class.getDeclaredMethods()) {
            assertEquals("visit", method.getName());
            visited.add(method.getParameterTypes()[0]);
        }
        Set<Class<?>> records = new TreeSet<>((a, b) -> a.getName().compareTo(b.getName()));
        for (Class<?> type : allClasses()) {
            if (type.isRecord() && Command.class.isAssignableFrom(type)) {
                records.add(type);
            }
        }
        assertEquals(18, records.size());
        assertEquals(records, visited);
    }
}
