package dev.edl.files;

/**
 * A new text for a file, to be written by {@link Workspace#write}.
 *
 * @param file the file as it was read (or opened for creation)
 * @param newText the editing text to write
 */
public record FileChange(TextFile file, String newText) {}
