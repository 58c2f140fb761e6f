package dev.edl.internal.exec;

/**
 * A text the caller wrote for a mutation command, kept so that a failed run can save it to a
 * register together with the command that puts it back.
 *
 * @param command the command word ({@code replace}, {@code insert_before}, {@code insert_after})
 * @param text the exact text the command inserts
 */
record CallerText(String command, String text) {}
