package dev.edl.files;

import java.nio.charset.StandardCharsets;

/**
 * How a file's text is stored on disk, so that an edited text can be written back the same way.
 *
 * @param bom whether the file starts with a UTF-8 byte-order mark
 * @param lineEnding the file's line-ending style
 */
public record TextFormat(boolean bom, LineEnding lineEnding) {
    /** UTF-8 without BOM, {@code \n} line breaks: the format of new files. */
    public static final TextFormat DEFAULT = new TextFormat(false, LineEnding.LF);

    /**
     * Turns editing text back into the file's on-disk form.
     *
     * @param text the text as edited (with {@code \n} line breaks for CRLF files)
     * @return the bytes to write
     */
    public byte[] encode(String text) {
        String body = lineEnding == LineEnding.CRLF ? text.replace("\n", "\r\n") : text;
        return ((bom ? "\uFEFF" : "") + body).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Converts text written with {@code \n} or {@code \r\n} line breaks to this file's editing form
     * (used by the batch APIs for search and replacement texts).
     *
     * @param text any text
     * @return the text with line breaks as they appear in the editing text
     */
    public String toEditingLineBreaks(String text) {
        if (lineEnding == LineEnding.MIXED) {
            return text;
        }
        return text.replace("\r\n", "\n");
    }
}
