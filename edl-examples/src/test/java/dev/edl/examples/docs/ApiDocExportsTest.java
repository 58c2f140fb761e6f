package dev.edl.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Issue 31: docs/api.md's table of exported packages is the one the module descriptors declare. */
class ApiDocExportsTest {
    private static final Pattern EXPORTS = Pattern.compile("exports\\s+([\\w.]+)\\s*(to\\s+([\\w.,\\s]+))?;");
    private static final Pattern ROW = Pattern.compile("(?m)^\\| `(dev\\.edl\\.[\\w.]+)` \\| (.*) \\| (.*) \\|$");
    private static final Pattern CODE = Pattern.compile("`([\\w.]+)`");

    private static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("docs/api.md"))) {
                return dir;
            }
        }
        throw new AssertionError("docs/api.md not found above " + Path.of("").toAbsolutePath());
    }

    /** "module: to-everyone | to-batch" for each module, from its module-info.java. */
    private static Set<String> declared(Path root) throws IOException {
        Set<String> rows = new TreeSet<>();
        for (String module : new String[] {"edl-core", "edl-batch"}) {
            String source = Files.readString(root.resolve(module + "/src/main/java/module-info.java"));
            Matcher name = Pattern.compile("module\\s+([\\w.]+)").matcher(source);
            assertTrue(name.find(), module);
            Set<String> everyone = new TreeSet<>();
            Set<String> qualified = new TreeSet<>();
            Matcher exports = EXPORTS.matcher(source);
            while (exports.find()) {
                if (exports.group(2) == null) {
                    everyone.add(exports.group(1));
                } else {
                    assertEquals("dev.edl.batch", exports.group(3).strip(), exports.group());
                    qualified.add(exports.group(1));
                }
            }
            rows.add(name.group(1) + ": " + everyone + " | " + qualified);
        }
        return rows;
    }

    /** The same, from the table in docs/api.md. */
    private static Set<String> documented(Path root) throws IOException {
        Set<String> rows = new TreeSet<>();
        Matcher row = ROW.matcher(Files.readString(root.resolve("docs/api.md")));
        while (row.find()) {
            rows.add(row.group(1) + ": " + codes(row.group(2)) + " | " + codes(row.group(3)));
        }
        return rows;
    }

    private static Set<String> codes(String cell) {
        Set<String> names = new TreeSet<>();
        Matcher code = CODE.matcher(cell);
        while (code.find()) {
            names.add(code.group(1));
        }
        return names;
    }

    @Test
    void theExportTableMatchesTheModuleDescriptors() throws IOException {
        Path root = root();
        Set<String> declared = declared(root);
        assertEquals(2, declared.size());
        assertEquals(declared, documented(root));
    }
}
