package dev.edl.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The streams one invocation of the tool reads and writes: reports go to {@code out}, diagnostics
 * to {@code err}, and {@code -} arguments read {@code in}.
 *
 * @param in standard input
 * @param out standard output (reports, JSON)
 * @param err standard error (diagnostics)
 */
record CliIo(InputStream in, PrintStream out, PrintStream err) {

    /**
     * Reads a text argument that names a file, or standard input for {@code -}, as UTF-8.
     *
     * @param source a path, or {@code -}
     * @return the text
     * @throws IOException if it cannot be read
     */
    String readSource(String source) throws IOException {
        if ("-".equals(source)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        return Files.readString(Path.of(source), StandardCharsets.UTF_8);
    }
}
