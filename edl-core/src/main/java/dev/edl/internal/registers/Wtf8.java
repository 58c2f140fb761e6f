package dev.edl.internal.registers;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Lossless bytes for any Java string, as the database store keeps names and texts: UTF-8 for every
 * well-formed string (so {@code convert_from(text, 'UTF8')} reads them in SQL), and for an unpaired
 * surrogate the three bytes UTF-8 would use for its code point (WTF-8). NUL is the byte 0. Java's
 * own UTF-8 encoder would turn an unpaired surrogate into {@code '?'}; this one never alters a
 * character.
 */
final class Wtf8 {
    private Wtf8() {}

    static byte[] encode(String text) {
        if (isWellFormed(text)) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        byte[] out = new byte[text.length() * 3];
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int cp = c;
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                cp = Character.toCodePoint(c, text.charAt(++i));
            }
            if (cp < 0x80) {
                out[n++] = (byte) cp;
            } else if (cp < 0x800) {
                out[n++] = (byte) (0xC0 | cp >> 6);
                out[n++] = (byte) (0x80 | (cp & 0x3F));
            } else if (cp < 0x10000) {
                out[n++] = (byte) (0xE0 | cp >> 12);
                out[n++] = (byte) (0x80 | (cp >> 6 & 0x3F));
                out[n++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                out[n++] = (byte) (0xF0 | cp >> 18);
                out[n++] = (byte) (0x80 | (cp >> 12 & 0x3F));
                out[n++] = (byte) (0x80 | (cp >> 6 & 0x3F));
                out[n++] = (byte) (0x80 | (cp & 0x3F));
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /**
     * Decodes bytes written by {@link #encode}.
     *
     * @throws IllegalArgumentException when the bytes are not WTF-8 (a row written by another tool)
     */
    static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            return decodeSurrogates(bytes);
        }
    }

    /** The slow path: UTF-8 in which encoded surrogates (ED A0 80 to ED BF BF) are allowed. */
    private static String decodeSurrogates(byte[] bytes) {
        StringBuilder out = new StringBuilder(bytes.length);
        int i = 0;
        while (i < bytes.length) {
            int b = bytes[i] & 0xFF;
            int length;
            int cp;
            int min;
            if (b < 0x80) {
                length = 1;
                cp = b;
                min = 0;
            } else if (b >= 0xC2 && b < 0xE0) {
                length = 2;
                cp = b & 0x1F;
                min = 0x80;
            } else if (b >= 0xE0 && b < 0xF0) {
                length = 3;
                cp = b & 0x0F;
                min = 0x800;
            } else if (b >= 0xF0 && b < 0xF5) {
                length = 4;
                cp = b & 0x07;
                min = 0x10000;
            } else {
                throw malformed(i);
            }
            if (i + length > bytes.length) {
                throw malformed(i);
            }
            for (int k = 1; k < length; k++) {
                int next = bytes[i + k] & 0xFF;
                if ((next & 0xC0) != 0x80) {
                    throw malformed(i);
                }
                cp = cp << 6 | (next & 0x3F);
            }
            if (cp < min || cp > Character.MAX_CODE_POINT) {
                throw malformed(i);
            }
            out.appendCodePoint(cp);
            i += length;
        }
        return out.toString();
    }

    private static IllegalArgumentException malformed(int offset) {
        return new IllegalArgumentException("not WTF-8 at byte " + offset);
    }

    private static boolean isWellFormed(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                } else {
                    return false;
                }
            } else if (Character.isLowSurrogate(c)) {
                return false;
            }
        }
        return true;
    }
}
