package dev.edl.files;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.RegisterStore;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * Run in a separate JVM by the process-level tests of the file layer. Modes:
 *
 * <ul>
 *   <li>{@code edit ROOT FILE PREFIX COUNT}: adds the lines {@code PREFIX 0} … {@code PREFIX
 *       COUNT-1} after the file's first line through {@link Edl}, retrying an edit that lost a race,
 *       and prints {@code applied LINE} for each edit reported applied.
 *   <li>{@code flip ROOT FILE} : rewrites the file through {@link Workspace} forever, alternating
 *       two contents (see {@link #content}), printing {@code writing N} and waiting for
 *       a byte on stdin before each write, and printing {@code wrote N} after it.
 *   <li>{@code queue ROOT COUNT PREFIX FILE...}: COUNT times, one EDL script that adds the line
 *       {@code PREFIX i FILE} after the first line of each FILE, in the order given, without
 *       retrying; prints {@code applied i} or {@code error MESSAGE} for each script.
 *   <li>{@code hold ROOT FILE}: takes the file's edit lock, prints {@code held}, waits for a line on
 *       stdin, adds the line {@code held edit} after the first line through {@link Edl} (inside the
 *       lock), releases it and prints {@code released} (or {@code error MESSAGE}).
 *   <li>{@code swap DIR OUTSIDE}: swaps the real directory DIR for a symbolic link to OUTSIDE and
 *       back until a line or the end of input arrives on stdin, then prints {@code swaps N}.
 * </ul>
 */
public final class FileWorkerMain {
    private static final int MAX_ATTEMPTS = 2000;

    private FileWorkerMain() {}

    /**
     * Runs the worker.
     *
     * @param args the mode and its arguments
     * @throws Exception when the worker cannot do its job (the test sees the exit code)
     */
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        switch (args[0]) {
            case "edit" -> edit(out, Path.of(args[1]), args[2], args[3], Integer.parseInt(args[4]));
            case "flip" -> flip(out, Path.of(args[1]), args[2]);
            case "queue" ->
                queue(
                        out,
                        Path.of(args[1]),
                        Integer.parseInt(args[2]),
                        args[3],
                        List.of(args).subList(4, args.length));
            case "hold" -> hold(out, Path.of(args[1]), args[2]);
            case "swap" -> swap(out, Path.of(args[1]), Path.of(args[2]));
            default -> throw new IllegalArgumentException("unknown mode " + args[0]);
        }
    }

    /** The two contents the flip mode alternates: large enough that a write takes a while. */
    static String content(int version) {
        String line = "version " + (version % 2) + " of the file, a line to make the write take some time\n";
        return line.repeat(40_000);
    }

    private static void edit(PrintStream out, Path root, String file, String prefix, int count) {
        Edl edl = Edl.builder()
                .workspace(root)
                .registers(RegisterStore.inMemory())
                .build();
        for (int i = 0; i < count; i++) {
            String line = prefix + " " + i;
            for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
                EdlResult result = edl.run("file " + file + "\nselect /start\\n/\ninsert_after \"" + line + "\\n\"\n");
                if (result.fileErrors().isEmpty()) {
                    out.println("applied " + line);
                    break;
                }
                String message = result.fileErrors().get(0).message();
                if (!message.contains("changed on disk since it was read")) {
                    out.println("error " + message);
                    return;
                }
            }
        }
    }

    private static void queue(PrintStream out, Path root, int count, String prefix, List<String> files) {
        Edl edl = Edl.builder()
                .workspace(root)
                .registers(RegisterStore.inMemory())
                .build();
        for (int i = 0; i < count; i++) {
            StringBuilder script = new StringBuilder();
            for (String file : files) {
                script.append("file ")
                        .append(file)
                        .append("\nselect /start\\n/\ninsert_after \"")
                        .append(prefix)
                        .append(' ')
                        .append(i)
                        .append(' ')
                        .append(file)
                        .append("\\n\"\n");
            }
            EdlResult result = edl.run(script.toString());
            if (result.isSuccess()) {
                out.println("applied " + i);
            } else {
                out.println("error " + result.formatted().replace('\n', ' '));
            }
        }
    }

    private static void hold(PrintStream out, Path root, String file) throws IOException {
        Workspace workspace = Workspace.at(root);
        Edl edl = Edl.builder()
                .workspace(workspace)
                .registers(RegisterStore.inMemory())
                .build();
        try (EditLock lock = workspace.lockForEdit(List.of(file))) {
            out.println("held");
            if (System.in.read() < 0) {
                return;
            }
            EdlResult result = edl.run("file " + file + "\nselect /start\\n/\ninsert_after \"held edit\\n\"\n");
            if (!result.fileErrors().isEmpty()) {
                out.println("error " + result.fileErrors().get(0).message());
                return;
            }
        }
        out.println("released");
    }

    private static void flip(PrintStream out, Path root, String file) throws FileAccessException, IOException {
        Workspace workspace = Workspace.at(root);
        for (int n = 1; ; n++) {
            TextFile current = workspace.open(file);
            String next = content(n);
            out.println("writing " + n);
            if (System.in.read() < 0) { // the test's go-ahead, so that it knows when the write starts
                return;
            }
            List<WriteResult> results = workspace.write(List.of(new FileChange(current, next)), false);
            if (!results.get(0).written()) {
                throw new IllegalStateException(String.valueOf(results.get(0).error()));
            }
            out.println("wrote " + n);
        }
    }

    private static void swap(PrintStream out, Path directory, Path outside) throws IOException {
        AtomicBoolean stop = new AtomicBoolean();
        Thread watcher = new Thread(() -> {
            try (InputStream in = System.in) {
                in.read();
            } catch (IOException e) {
                // end of input or a broken pipe: stop either way
            }
            stop.set(true);
        });
        watcher.setDaemon(true);
        watcher.start();
        Path aside = directory.resolveSibling(directory.getFileName() + ".real");
        out.println("swapping");
        long swaps = 0;
        Random random = new Random();
        while (!stop.get()) {
            Files.move(directory, aside);
            Files.createSymbolicLink(directory, outside);
            hold(random); // the attacker's pace: each state lasts up to a few hundred microseconds
            Files.delete(directory);
            Files.move(aside, directory);
            hold(random);
            swaps++;
        }
        out.println("swaps " + swaps);
    }

    private static void hold(Random random) {
        LockSupport.parkNanos(random.nextInt(400_000));
    }
}
