package dev.edl.batch;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The result rules of the public API, shared by {@link BatchApiShapeTest} and the tools' shape
 * test: a result (a type with {@code isSuccess()}, or named {@code *Result}) has no public
 * constructor and formats itself; no error is held as a String; no static helper formats a
 * result for it.
 */
public final class ApiShapeRules {
    private ApiShapeRules() {}

    /**
     * Every class compiled into a package of edl-batch (nested ones included).
     *
     * @param packageName e.g. {@code dev.edl.tools}
     * @return the types, loaded without initialising them
     * @throws Exception if the classes cannot be listed or loaded
     */
    public static List<Class<?>> compiledTypes(String packageName) throws Exception {
        return compiledTypes(packageName, false);
    }

    /**
     * Every class compiled into a package of edl-batch, and with {@code subpackages} into the
     * packages below it too (nested classes included either way).
     *
     * @param packageName e.g. {@code dev.edl.batch}
     * @param subpackages whether to include the packages below it
     * @return the types, loaded without initialising them
     * @throws Exception if the classes cannot be listed or loaded
     */
    public static List<Class<?>> compiledTypes(String packageName, boolean subpackages) throws Exception {
        Path root = classesRoot();
        Path dir = root.resolve(packageName.replace('.', '/'));
        List<String> names;
        try (Stream<Path> files = subpackages ? Files.walk(dir) : Files.list(dir)) {
            names = files.map(root::relativize)
                    .map(Path::toString)
                    .filter(name -> name.endsWith(".class") && !name.endsWith("package-info.class"))
                    .map(name -> name.substring(0, name.length() - ".class".length())
                            .replace('/', '.')
                            .replace('\\', '.'))
                    .sorted()
                    .toList();
        }
        List<Class<?>> types = new ArrayList<>();
        for (String name : names) {
            types.add(Class.forName(name, false, ApiShapeRules.class.getClassLoader()));
        }
        return types;
    }

    /**
     * The packages the module exports to everyone.
     *
     * @return the package names
     * @throws IOException if module-info.class cannot be read
     * @throws URISyntaxException never in practice
     */
    public static Set<String> exportedPackages() throws IOException, URISyntaxException {
        try (InputStream in = Files.newInputStream(classesRoot().resolve("module-info.class"))) {
            Set<String> packages = new TreeSet<>();
            for (ModuleDescriptor.Exports export : ModuleDescriptor.read(in).exports()) {
                if (!export.isQualified()) {
                    packages.add(export.source());
                }
            }
            return packages;
        }
    }

    private static Path classesRoot() throws URISyntaxException {
        return Path.of(BatchEdit.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
    }

    /**
     * Whether the type, and every type enclosing it, is public.
     *
     * @param type the type
     * @return true for public API
     */
    public static boolean isPublicApi(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            if (!Modifier.isPublic(c.getModifiers())) {
                return false;
            }
        }
        return !type.isAnonymousClass() && !type.isSynthetic();
    }

    /**
     * The results among the types: public classes with an {@code isSuccess()} or named {@code
     * *Result}, minus the listed exceptions.
     *
     * @param types the types to look at
     * @param notResults names of types that match but are not results of an operation
     * @return the results
     */
    public static List<Class<?>> results(List<Class<?>> types, Set<String> notResults) {
        List<Class<?>> results = new ArrayList<>();
        for (Class<?> type : types) {
            if (!isPublicApi(type)
                    || type.isInterface()
                    || Throwable.class.isAssignableFrom(type)
                    || notResults.contains(type.getName())) {
                continue;
            }
            if (type.getSimpleName().endsWith("Result") || instanceMethod(type, "isSuccess") != null) {
                results.add(type);
            }
        }
        return results;
    }

    /**
     * The public constructors of the results.
     *
     * @param results the results
     * @return one line per public constructor
     */
    public static List<String> publicConstructors(List<Class<?>> results) {
        List<String> found = new ArrayList<>();
        for (Class<?> type : results) {
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (Modifier.isPublic(constructor.getModifiers())) {
                    found.add(constructor.toString());
                }
            }
        }
        return found;
    }

    /**
     * The results without an instance {@code String formatted()}.
     *
     * @param results the results
     * @return one line per offender
     */
    public static List<String> withoutFormatted(List<Class<?>> results) {
        List<String> found = new ArrayList<>();
        for (Class<?> type : results) {
            Method formatted = instanceMethod(type, "formatted");
            if (formatted == null || formatted.getReturnType() != String.class) {
                found.add(type.getName() + ": no String formatted()");
            }
        }
        return found;
    }

    /**
     * Public accessors and record components named like an error that hold a String.
     *
     * @param types the types to look at (non-public ones and exceptions are skipped)
     * @return one line per offender
     */
    public static List<String> stringErrors(List<Class<?>> types) {
        List<String> found = new ArrayList<>();
        for (Class<?> type : types) {
            if (!isPublicApi(type) || Throwable.class.isAssignableFrom(type)) {
                continue;
            }
            for (Method method : type.getMethods()) {
                if (method.getParameterCount() == 0
                        && !Modifier.isStatic(method.getModifiers())
                        && namedLikeAnError(method.getName())
                        && holdsString(method.getGenericReturnType())) {
                    found.add(type.getName() + "." + method.getName() + "(): " + method.getGenericReturnType());
                }
            }
            if (type.isRecord()) {
                for (RecordComponent component : type.getRecordComponents()) {
                    if (namedLikeAnError(component.getName())
                            && holdsString(component.getGenericType())
                            && !found.contains(
                                    type.getName() + "." + component.getName() + "(): " + component.getGenericType())) {
                        found.add(type.getName() + " component " + component.getName());
                    }
                }
            }
        }
        return found;
    }

    /**
     * Public static {@code format…}/{@code report…} methods that turn a result into its report
     * ({@code LineReports.format(r)}): a result formats itself. (Texts built for another purpose,
     * such as {@code EditPrompt.retryFeedback(attempt)}, are not reports of the result.)
     *
     * @param types the types to look at
     * @param results the results
     * @return one line per offender
     */
    public static List<String> resultFormatters(List<Class<?>> types, List<Class<?>> results) {
        List<String> found = new ArrayList<>();
        for (Class<?> type : types) {
            if (!isPublicApi(type)) {
                continue;
            }
            for (Method method : type.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers())
                        && Modifier.isStatic(method.getModifiers())
                        && method.getReturnType() == String.class
                        && method.getParameterCount() == 1
                        && (method.getName().startsWith("format")
                                || method.getName().startsWith("report"))
                        && results.contains(method.getParameterTypes()[0])) {
                    found.add(type.getName() + "." + method.getName() + "("
                            + method.getParameterTypes()[0].getSimpleName() + ")");
                }
            }
        }
        return found;
    }

    private static boolean namedLikeAnError(String name) {
        return name.toLowerCase(Locale.ROOT).contains("error");
    }

    /** String, or a container of String such as {@code Optional<String>}. */
    private static boolean holdsString(Type type) {
        if (type == String.class) {
            return true;
        }
        if (type instanceof ParameterizedType parameterized) {
            for (Type argument : parameterized.getActualTypeArguments()) {
                if (argument == String.class) {
                    return true;
                }
            }
        }
        return false;
    }

    private static @Nullable Method instanceMethod(Class<?> type, String name) {
        for (Method method : type.getMethods()) {
            if (method.getName().equals(name)
                    && method.getParameterCount() == 0
                    && !Modifier.isStatic(method.getModifiers())) {
                return method;
            }
        }
        return null;
    }
}
