package dev.edl.internal.text;

/** Builders sized for the text they will hold, one byte or two per character. */
public final class StringBuilders {
    private StringBuilders() {}

    /**
     * A builder with room for {@code capacity} characters. For text that may hold characters above
     * U+00FF it starts with two bytes per character: a builder otherwise starts with one and, at
     * the first such character, copies everything into a new array twice the size.
     *
     * @param capacity the characters it should hold without growing
     * @param wide whether the text may hold a character above U+00FF
     * @return an empty builder
     */
    public static StringBuilder withRoom(int capacity, boolean wide) {
        if (!wide) {
            return new StringBuilder(capacity);
        }
        StringBuilder out = new StringBuilder(0);
        out.append('\u0100').setLength(0);
        out.ensureCapacity(capacity);
        return out;
    }
}
