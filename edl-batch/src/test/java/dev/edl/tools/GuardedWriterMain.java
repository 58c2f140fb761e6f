package dev.edl.tools;

import dev.edl.RegisterStore;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Run in a separate JVM by {@link GuardedWriteProcessTest}: {@code ROOT FILE SUCCESSES}. Waits for a
 * line on stdin, then until it has SUCCESSES successful writes: reads the file's counter line and
 * version with {@code read_lines}, writes the next counter value guarded by that version, through
 * {@code write_from_line} and {@code batch_edit_blocks} in turn, and prints {@code ok N} for every
 * write reported successful. A refusal because the file changed is retried from a fresh read; any
 * other error is printed ({@code error ...}) and ends the worker with exit code 1.
 */
public final class GuardedWriterMain {
    private static final Pattern COUNTER = Pattern.compile("\\| counter (\\d+)\n");

    private GuardedWriterMain() {}

    /**
     * Runs the worker.
     *
     * @param args the workspace root, the file, the number of successful writes to make
     * @throws Exception when stdin cannot be read
     */
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        Path root = Path.of(args[0]);
        String file = args[1];
        int target = Integer.parseInt(args[2]);
        EdlTools tools = EdlTools.of(root, RegisterStore.inMemory());
        EdlTool read = tools.tool("read_lines").orElseThrow();
        EdlTool lines = tools.tool("write_from_line").orElseThrow();
        EdlTool batch = tools.tool("batch_edit_blocks").orElseThrow();
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        int done = 0;
        int refused = 0;
        while (done < target) {
            ToolResult seen = read.call(Map.of("path", file));
            Matcher counter = COUNTER.matcher(seen.text());
            if (seen.isError() || !counter.find()) {
                out.println("error read: " + seen.text().replace('\n', ' '));
                out.flush();
                System.exit(1);
            }
            String version = String.valueOf(seen.data().get("version"));
            int next = Integer.parseInt(counter.group(1)) + 1;
            ToolResult written = (done + refused) % 2 == 0
                    ? lines.call(Map.of(
                            "path",
                            file,
                            "startLine",
                            1,
                            "endLine",
                            1,
                            "content",
                            "counter " + next,
                            "expectedVersion",
                            version))
                    : batch.call(Map.of(
                            "path",
                            file,
                            "edits",
                            List.of(Map.of(
                                    "search", "counter " + (next - 1) + "\n", "replace", "counter " + next + "\n")),
                            "expectedVersion",
                            version));
            if (!written.isError()) {
                out.println("ok " + next);
                done++;
            } else if (written.text().contains("File changed on disk since it was read")) {
                refused++;
            } else {
                out.println("error write: " + written.text().replace('\n', ' '));
                out.flush();
                System.exit(1);
            }
        }
        out.println("done " + done + " refused " + refused);
        out.flush();
    }
}
