package dev.edl.batch;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * Run in a separate JVM by {@link BatchSwapRaceTest}: swaps the real directory {@code args[0]} for a
 * symbolic link to {@code args[1]} and back until a byte or the end of input arrives on stdin, then
 * prints {@code swaps N}. Prints {@code swapping} once it has started.
 */
public final class DirectorySwapperMain {
    private DirectorySwapperMain() {}

    /**
     * Runs the swapper.
     *
     * @param args the directory and the link target
     * @throws IOException when a swap fails
     */
    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        Path directory = Path.of(args[0]);
        Path outside = Path.of(args[1]);
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
