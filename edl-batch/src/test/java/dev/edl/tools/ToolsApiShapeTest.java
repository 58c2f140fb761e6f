package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.batch.ApiShapeRules;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The shape of {@code dev.edl.tools}, as {@code BatchApiShapeTest} holds {@code dev.edl.batch}:
 * no {@code success()} accessor, no public constructor of a result, no error held as a String,
 * {@code formatted()} on every result and no static helper formatting a result for it.
 */
class ToolsApiShapeTest {
    /** Types that look like results but are the tool protocol's own answer, with the reason. */
    private static final Map<String, String> NOT_RESULTS = Map.of(
            "dev.edl.tools.ToolResult",
            "a tool's answer to the model (text() is the report it reads), made by ToolResult.success/error");

    private static List<Class<?>> types() throws Exception {
        return ApiShapeRules.compiledTypes("dev.edl.tools");
    }

    @Test
    void theToolsPackageIsExported() throws Exception {
        assertTrue(ApiShapeRules.exportedPackages().contains("dev.edl.tools"));
    }

    @Test
    void noAccessorIsCalledSuccess() throws Exception {
        List<String> offenders = new ArrayList<>();
        for (Class<?> type : types()) {
            if (!ApiShapeRules.isPublicApi(type)) {
                continue;
            }
            for (Method method : type.getMethods()) {
                if (method.getName().equals("success")
                        && method.getParameterCount() == 0
                        && !Modifier.isStatic(method.getModifiers())) {
                    offenders.add(type.getName() + ".success()");
                }
            }
        }
        assertEquals(List.of(), offenders, "use isSuccess()");
    }

    /** Issue 31: a result (isSuccess() or *Result) is built by the library, never by a public constructor. */
    @Test
    void resultsHaveNoPublicConstructor() throws Exception {
        List<Class<?>> results = ApiShapeRules.results(types(), NOT_RESULTS.keySet());
        assertEquals(List.of(), ApiShapeRules.publicConstructors(results));
        assertEquals(
                List.of(),
                ApiShapeRules.publicConstructors(List.of(ToolResult.class)),
                "ToolResult too: made by success/error");
    }

    /** Issue 31: every result formats itself; the report helpers are not API. */
    @Test
    void everyResultFormatsItself() throws Exception {
        List<Class<?>> types = types();
        List<Class<?>> results = ApiShapeRules.results(types, NOT_RESULTS.keySet());
        List<String> problems = new ArrayList<>(ApiShapeRules.withoutFormatted(results));
        problems.addAll(ApiShapeRules.resultFormatters(types, results));
        // A tool report helper that formats a batch result (LineReports.format(LineReplaceResult)).
        List<Class<?>> batchResults = ApiShapeRules.results(ApiShapeRules.compiledTypes("dev.edl.batch"), Set.of());
        problems.addAll(ApiShapeRules.resultFormatters(types, batchResults));
        assertEquals(List.of(), problems);
    }

    /** Issue 31: an error is an EditError, never a bare String. */
    @Test
    void noErrorIsAString() throws Exception {
        assertEquals(List.of(), ApiShapeRules.stringErrors(types()));
    }
}
