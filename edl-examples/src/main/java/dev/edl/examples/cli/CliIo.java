package dev.edl.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
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
     * Reads a text argument that names a file, or standard input for {@code -}, as strict UTF-8:
     * bytes that are not UTF-8 are refused, never replaced (a U+FFFD written into a file would lose
     * the original bytes).
     *
     * @param source a path, or {@code -}
     * @return the text
     * @throws IOException if it cannot be read or is not valid UTF-8
     */
    String readSource(String source) throws IOException {
        boolean stdin = "-".equals(source);
        byte[] bytes = stdin ? in.readAllBytes() : Files.readAllBytes(Path.of(source));
        return decodeStrictly(bytes, stdin ? "standard input" : source);
    }

    /**
     * Decodes UTF-8, refusing malformed input.
     *
     * @param bytes the bytes
     * @param what what they are, for the message
     * @return the text
     * @throws IOException naming the offset of the first bad byte
     */
    static String decodeStrictly(byte[] bytes, String what) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer input = ByteBuffer.wrap(bytes);
        CharBuffer output = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(input, output, true);
        if (!result.isError()) {
            result = decoder.flush(output);
        }
        if (result.isError()) {
            throw new IOException(what + " is not valid UTF-8 (bad byte at offset " + input.position()
                    + "); nothing was read and nothing was edited. Convert it to UTF-8 first.");
        }
        return output.flip().toString();
    }
}
