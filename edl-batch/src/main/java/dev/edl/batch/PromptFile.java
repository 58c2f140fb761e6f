package dev.edl.batch;

import java.util.Objects;

/**
 * A file shown in an edit-mode prompt.
 *
 * @param path the path the model is to write after {@code FILE:}
 * @param content the file's text
 */
public record PromptFile(String path, String content) {
    /** Checks the arguments. */
    public PromptFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(content, "content");
    }
}
