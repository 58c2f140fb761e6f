package dev.edl.files;

import dev.edl.internal.text.LineEndings;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * A file's bytes turned into editing text: strict UTF-8, BOM removed, {@code \r\n} turned into
 * {@code \n} when every line break is {@code \r\n}.
 *
 * @param text the editing text
 * @param format how to write the text back
 */
record DecodedText(String text, TextFormat format) {
    private static final int BOM_LENGTH = 3;

    /**
     * Decodes file content.
     *
     * @param bytes the file's bytes
     * @return the editing text and format, or null when the bytes are not UTF-8 text (invalid UTF-8
     *     or a NUL byte)
     */
    static @Nullable DecodedText decode(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return null;
            }
        }
        boolean bom = bytes.length >= BOM_LENGTH
                && bytes[0] == (byte) 0xEF
                && bytes[1] == (byte) 0xBB
                && bytes[2] == (byte) 0xBF;
        int start = bom ? BOM_LENGTH : 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        String content;
        try {
            content = decoder.decode(ByteBuffer.wrap(bytes, start, bytes.length - start))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
        LineEnding ending = LineEndings.detect(content);
        String text = ending == LineEnding.CRLF ? content.replace("\r\n", "\n") : content;
        return new DecodedText(text, new TextFormat(bom, ending));
    }
}
