package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Walks every type edl-batch compiles and holds its public API to the shared vocabulary: no {@code
 * success()} accessors, no 0-based {@code index()} on outcome types, no public canonical
 * constructor on result records, no public type in an internal package unless allow-listed.
 */
class BatchApiShapeTest {
    /** Public records whose construction is part of the API: inputs callers build, not results. */
    private static final Map<String, String> INPUT_RECORDS = Map.of(
            "dev.edl.batch.SearchReplace", "an edit callers build",
            "dev.edl.batch.LineEdit", "a line-range edit callers build (LineReplace applies it)",
            "dev.edl.batch.BlockEdit", "an edit callers build (or EditBlocks.parse does)",
            "dev.edl.batch.PromptFile", "a file callers hand to EditPrompt.assemble",
            "dev.edl.batch.BlockDiagnostic", "a parse diagnostic: line and reason, no outcome",
            "dev.edl.batch.ParsedEdits", "parse output that callers may also assemble (edits + diagnostics)");

    /**
     * Public types in internal packages, each needed by the public classes of {@code dev.edl.batch}
     * (Java has no module-private visibility across packages); none of these packages is exported.
     */
    private static final Map<String, String> PUBLIC_INTERNALS = Map.ofEntries(
            Map.entry("dev.edl.batch.internal.blocks.BlockParser", "EditBlocks.parse"),
            Map.entry("dev.edl.batch.internal.blocks.BlockPaths", "path cleaning for ParsedEdits/EditAttempt"),
            Map.entry("dev.edl.batch.internal.blocks.PromptText", "EditPrompt's fixed text and gutter"),
            Map.entry("dev.edl.batch.internal.match.TextMatcher", "the matching engine behind every entry"),
            Map.entry("dev.edl.batch.internal.match.MatchOptions", "per-edit engine options"),
            Map.entry("dev.edl.batch.internal.match.MatchResult", "the engine's answer"),
            Map.entry("dev.edl.batch.internal.match.Located", "a found match"),
            Map.entry("dev.edl.batch.internal.match.Occurrence", "one occurrence of a found match"),
            Map.entry("dev.edl.batch.internal.match.MatchFailure", "a failed match"),
            Map.entry("dev.edl.batch.internal.match.FailureReason", "why a match failed"),
            Map.entry(
                    "dev.edl.batch.internal.match.ClosestWindow", "the engine's closest window, turned into Candidate"),
            Map.entry("dev.edl.batch.internal.match.ChangeTracker", "BatchEdit's per-edit snippets and final diff"),
            Map.entry("dev.edl.batch.internal.match.WholeLineDeletion", "the shared empty-replacement rule"));

    @Test
    void theModuleExportsOnlyThePublicPackage() throws Exception {
        assertEquals(Set.of("dev.edl.batch", "dev.edl.tools"), exportedPackages());
    }

    @Test
    void exportedTypesFollowTheResultVocabulary() throws Exception {
        List<String> problems = new ArrayList<>();
        Set<String> exported = exportedPackages();
        int checked = 0;
        for (Class<?> type : compiledTypes()) {
            if (!exported.contains(type.getPackageName()) || !isPublicApi(type)) {
                continue;
            }
            checked++;
            for (Method method : type.getMethods()) {
                if (method.getParameterCount() == 0 && method.getName().equals("success")) {
                    problems.add(type.getName() + ".success(): use isSuccess()");
                }
                if (method.getParameterCount() == 0
                        && method.getName().equals("index")
                        && type.getSimpleName().endsWith("Outcome")) {
                    problems.add(type.getName() + ".index(): outcomes are numbered from 1 with number()");
                }
            }
            boolean isResult = type.getSimpleName().endsWith("Result")
                    || Set.of("EditAttempt", "SessionCommit", "EditBlocksRun").contains(type.getSimpleName());
            // ToolResult is itself the report a tool returns: its text() is what the model reads
            if (isResult && !type.getName().equals("dev.edl.tools.ToolResult") && !hasFormatted(type)) {
                problems.add(type.getName() + ": a result without formatted()");
            }
            if (type.isRecord() && !INPUT_RECORDS.containsKey(type.getName())) {
                Class<?>[] components = Stream.of(type.getRecordComponents())
                        .map(RecordComponent::getType)
                        .toArray(Class<?>[]::new);
                Constructor<?> canonical = type.getDeclaredConstructor(components);
                if (Modifier.isPublic(canonical.getModifiers())) {
                    problems.add(type.getName() + ": a result record with a public canonical constructor");
                }
            }
        }
        assertTrue(checked >= 20, "only " + checked + " exported types found");
        assertEquals(List.of(), problems);
    }

    private static boolean hasFormatted(Class<?> type) {
        try {
            return type.getMethod("formatted").getReturnType() == String.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    @Test
    void internalPackagesHoldNoUnlistedPublicType() throws Exception {
        Set<String> exported = exportedPackages();
        Set<String> found = new TreeSet<>();
        for (Class<?> type : compiledTypes()) {
            if (!exported.contains(type.getPackageName())
                    && Modifier.isPublic(type.getModifiers())
                    && type.getEnclosingClass() == null) {
                found.add(type.getName());
            }
        }
        Set<String> unlisted = new TreeSet<>(found);
        unlisted.removeAll(PUBLIC_INTERNALS.keySet());
        assertEquals(Set.of(), unlisted, "public types in internal packages; make them package-private");
        Set<String> stale = new TreeSet<>(PUBLIC_INTERNALS.keySet());
        stale.removeAll(found);
        assertEquals(Set.of(), stale, "allow-list entries that are no longer public");
    }

    private static boolean isPublicApi(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            if (!Modifier.isPublic(c.getModifiers())) {
                return false;
            }
        }
        return true;
    }

    private static List<Class<?>> compiledTypes() throws Exception {
        return ApiShapeRules.compiledTypes("dev.edl.batch", true);
    }

    private static Set<String> exportedPackages() throws Exception {
        return ApiShapeRules.exportedPackages();
    }

    /** Issue 31: a result has no public constructor, formats itself, and holds no error as a String. */
    @Test
    void resultsAreBuiltByTheLibraryAndFormatThemselves() throws Exception {
        List<Class<?>> types = ApiShapeRules.compiledTypes("dev.edl.batch");
        List<Class<?>> results = ApiShapeRules.results(types, Set.of());
        assertTrue(results.contains(BatchResult.class), results::toString);
        List<String> problems = new ArrayList<>();
        problems.addAll(ApiShapeRules.publicConstructors(results));
        problems.addAll(ApiShapeRules.withoutFormatted(results));
        problems.addAll(ApiShapeRules.stringErrors(types));
        problems.addAll(ApiShapeRules.resultFormatters(types, results));
        assertEquals(List.of(), problems);
    }
}
