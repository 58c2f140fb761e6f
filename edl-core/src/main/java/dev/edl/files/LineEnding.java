package dev.edl.files;

/** The line-ending style of a file as read. */
public enum LineEnding {
    /** Only {@code \n} (also a file without any line break). */
    LF,
    /** Every line break is {@code \r\n}: edited as {@code \n}, written back as {@code \r\n}. */
    CRLF,
    /** A mix of {@code \n} and {@code \r\n}: edited as is, the {@code \r} being content. */
    MIXED
}
