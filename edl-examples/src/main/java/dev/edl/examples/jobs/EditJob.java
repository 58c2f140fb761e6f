package dev.edl.examples.jobs;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An edit-mode job as read from a job file by {@link JobFile#parse}.
 *
 * @param source where the job came from, for messages (the job file's path)
 * @param targetFiles the files the model may edit, workspace-relative, at least one
 * @param contextFiles read-only files shown to the model, workspace-relative
 * @param outputDir the job's {@code output_dir}, or null (kept for workSplit compatibility; edit
 *     mode writes only the target files)
 * @param outputFile the job's {@code output_file}, or null (likewise)
 * @param verify the job's verify command, or null for none
 * @param verifyEnabled false when the job says {@code verify: false}: no command runs, not even
 *     one given on the command line
 * @param maxAttempts the job's {@code max_attempts}, or null to use the runner's
 * @param instructions the Markdown body: what to change
 */
public record EditJob(
        String source,
        List<String> targetFiles,
        List<String> contextFiles,
        @Nullable String outputDir,
        @Nullable String outputFile,
        @Nullable String verify,
        boolean verifyEnabled,
        @Nullable Integer maxAttempts,
        String instructions) {
    /** Copies the lists and checks the arguments. */
    public EditJob {
        Objects.requireNonNull(source, "source");
        targetFiles = List.copyOf(targetFiles);
        contextFiles = List.copyOf(contextFiles);
        Objects.requireNonNull(instructions, "instructions");
        if (targetFiles.isEmpty()) {
            throw new IllegalArgumentException("An edit job needs at least one target file");
        }
        if (maxAttempts != null && maxAttempts < 1) {
            throw new IllegalArgumentException("max_attempts must be at least 1: " + maxAttempts);
        }
    }
}
