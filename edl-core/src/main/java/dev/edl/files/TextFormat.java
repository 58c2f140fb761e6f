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
     * @throws IllegalArgumentException when the text holds a lone surrogate (a UTF-16 code unit of
     *     half a pair, which UTF-8 cannot encode) or a NUL character (U+0000, which marks a binary
     *     file: edl would refuse to read the file back); the message names its 0-based index in
     *     {@code text}
     */
    public byte[] encode(String text) {
        String problem = unwritable(text);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        String body = lineEnding == LineEnding.CRLF ? text.replace("\n", "\r\n") : text;
        return ((bom ? "\uFEFF" : "") + body).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Why a text cannot be written as a text file that edl reads back, or null when it can: it holds
     * a lone surrogate (UTF-8 cannot encode it) or a NUL character (edl reads a file holding NUL as
     * binary and refuses it).
     *
     * @param text the text
     * @return e.g. {@code the text holds a NUL character (U+0000) at character 4, ...}, or null
     */
    public static @org.jspecify.annotations.Nullable String unwritable(String text) {
        int lone = loneSurrogate(text);
        if (lone >= 0) {
            return String.format(
                    "the text holds a lone surrogate U+%04X at character %d, which UTF-8 cannot encode",
                    (int) text.charAt(lone), lone);
        }
        int nul = text.indexOf('\0');
        if (nul >= 0) {
            return "the text holds a NUL character (U+0000) at character " + nul
                    + "; edl reads a file holding NUL as binary and would refuse to read it back, so it writes none";
        }
        return null;
    }

    /**
     * The index of the first lone surrogate in a text: a high surrogate not followed by a low one,
     * or a low surrogate not preceded by a high one.
     *
     * @param text any text, not null
     * @return the 0-based index, or -1 when every surrogate is part of a pair (the text can be
     *     encoded as UTF-8)
     */
    public static int loneSurrogate(CharSequence text) {
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                } else {
                    return i;
                }
            } else if (Character.isLowSurrogate(c)) {
                return i;
            }
        }
        return -1;
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
