package dev.edl.internal.exec;

import dev.edl.EdlResult;
import dev.edl.RegisterStore;
import dev.edl.internal.parse.ScriptParser;
import java.time.Duration;
import java.util.Map;

/**
 * Runs a script through {@link Executor} in a JVM where nothing of {@code dev.edl}'s results was
 * used yet, so the executor must install their factory itself: prints the report.
 */
public final class ExecutorFirstUseMain {
    private ExecutorFirstUseMain() {}

    public static void main(String[] args) {
        RunOptions options = new RunOptions(
                FileAccess.inMemory(Map.of("a.txt", "alpha\n")),
                RegisterStore.inMemory(),
                false,
                false,
                Duration.ofSeconds(2));
        EdlResult result =
                Executor.execute(ScriptParser.parse("file a.txt\nselect /alpha/\nreplace \"beta\"\n"), options);
        System.out.print(result.files().get(0).after());
        System.out.print(result.formatted());
    }
}
