package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory bound of docs/reliability.md: worst-case scripts of {@link Edl#DEFAULT_MAX_SCRIPT_SIZE}
 * characters run in a child JVM with a 256 MiB heap, end in a bounded report, and every text the
 * caller wrote can be read back from the registers as the report describes.
 */
class EdlMemoryBoundTest {
    @TempDir
    Path root;

    @Test
    void worstCaseScriptsOfTheFullSizeRunInA256MiBHeap() throws Exception {
        runShapes(Edl.DEFAULT_MAX_SCRIPT_SIZE, "replaceNoFile", "heredocParseError", "failedSelect", "failedPaths");
    }

    @Test
    void commandHeavyScriptsRunInA256MiBHeap() throws Exception {
        // Smaller in the normal build: these run every command against the file (minutes at 16 Mi).
        runShapes(2 * 1024 * 1024, "deletes", "cutPaste", "selects", "files");
    }

    @Test
    @Tag("hostile-long")
    void commandHeavyScriptsOfTheFullSizeRunInA256MiBHeap() throws Exception {
        runShapes(Edl.DEFAULT_MAX_SCRIPT_SIZE, "deletes", "cutPaste", "selects", "files");
    }

    private void runShapes(int size, String... shapes) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String modulePath = System.getProperty("jdk.module.path", "");
        String classPath = System.getProperty("java.class.path", "");
        String combined = modulePath.isEmpty() ? classPath : modulePath + File.pathSeparator + classPath;
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xmx256m",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                combined,
                ScriptMemoryMain.class.getName(),
                root.toString(),
                Integer.toString(size)));
        command.addAll(List.of(shapes));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(process.waitFor(20, TimeUnit.MINUTES), "the child did not end");
        assertEquals(0, process.exitValue(), output);
        for (String shape : shapes) {
            assertTrue(output.contains("OK " + shape + " "), () -> shape + ":\n" + output);
        }
    }
}
