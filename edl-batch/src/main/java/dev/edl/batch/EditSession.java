package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.FileEdit;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.FileVersion;
import dev.edl.files.TextFile;
import dev.edl.files.Workspace;
import dev.edl.files.WriteResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An edit job over target files in a workspace: apply an LLM's edit blocks in memory, let a
 * verifier look at the full edited files, retry with a corrected response, then commit.
 *
 * <pre>{@code
 * EditSession session = EditSession.builder(Workspace.at(root))
 *         .targets(List.of("src/main.rs", "src/commands/run.rs"))
 *         .build();
 * EditAttempt attempt = session.apply(response);
 * while (!attempt.isSuccess() && tries-- > 0) {
 *     attempt = session.retry(llm.ask(EditPrompt.retryFeedback(attempt)));
 * }
 * if (attempt.isSuccess() && verifier.accepts(attempt.files())) {
 *     session.commit();
 * }
 * }</pre>
 *
 * <p>The originals are read once, when the session opens; every attempt starts from them, never
 * from a half-edited state, and nothing is written before {@link #commit()}. Not thread-safe.
 */
public final class EditSession {
    private final Workspace workspace;
    private final List<TextFile> targets;
    private final MatchSettings settings;
    private final boolean allOrNothing;
    private @Nullable EditAttempt last;
    private int attempts;
    private boolean committed;

    private EditSession(Workspace workspace, List<TextFile> targets, MatchSettings settings, boolean allOrNothing) {
        this.workspace = workspace;
        this.targets = List.copyOf(targets);
        this.settings = settings;
        this.allOrNothing = allOrNothing;
    }

    /**
     * Starts a builder (no targets, default options, all-or-nothing commits).
     *
     * @param workspace the workspace the target paths are resolved in
     * @return a new builder
     */
    public static Builder builder(Workspace workspace) {
        return new Builder(workspace);
    }

    /**
     * Opens a session with default options on a workspace rooted at a directory.
     *
     * @param root the workspace root
     * @param targets the target files, workspace-relative
     * @return the session
     * @throws FileAccessException (unchecked) {@code Target file not found: <path>} for a missing
     *     target, or the file layer's error for an unreadable one
     */
    public static EditSession open(Path root, List<String> targets) {
        return builder(Workspace.at(root)).targets(targets).build();
    }

    /**
     * The target files' workspace-relative paths, in order.
     *
     * @return the paths
     */
    public List<String> targets() {
        List<String> paths = new ArrayList<>();
        for (TextFile file : targets) {
            paths.add(file.path());
        }
        return List.copyOf(paths);
    }

    /**
     * The target files with their original contents, for {@link EditPrompt#assemble}.
     *
     * @return one prompt file per target, in order
     */
    public List<PromptFile> promptFiles() {
        List<PromptFile> files = new ArrayList<>();
        for (TextFile file : targets) {
            files.add(new PromptFile(file.path(), file.text()));
        }
        return List.copyOf(files);
    }

    /**
     * Parses a response and applies its edits to the original files in memory; writes nothing.
     *
     * <p>Each target's edits apply in response order, each to the result of the previous ones; a
     * failed edit is reported and skipped, the others still apply so that the outcome shows
     * everything that is wrong at once. Edits for files that are not targets fail.
     *
     * @param response the LLM's answer
     * @return the attempt: full edited contents, per-edit outcomes, diagnostics, diffs
     * @throws IllegalStateException when the session has been committed
     */
    public EditAttempt apply(String response) {
        if (committed) {
            throw new IllegalStateException("The session has been committed; open a new session for more edits");
        }
        ParsedEdits parsed = EditBlocks.parse(response);
        Map<Path, Integer> targetIndex = new HashMap<>();
        for (int i = 0; i < targets.size(); i++) {
            targetIndex.put(targets.get(i).location(), i);
        }
        EditOutcome[] outcomes = new EditOutcome[parsed.edits().size()];
        Map<Integer, List<BlockEdit>> byTarget = new LinkedHashMap<>();
        for (BlockEdit edit : parsed.edits()) {
            Integer target = targetOf(edit, targetIndex);
            if (target == null) {
                outcomes[edit.index() - 1] = EditOutcome.failed(
                        edit.index(),
                        edit.label(),
                        edit.file(),
                        "not a target file of this edit job: " + edit.file() + " (targets: "
                                + String.join(", ", targets()) + ")");
            } else {
                byTarget.computeIfAbsent(target, k -> new ArrayList<>()).add(edit);
            }
        }
        List<EditedFile> files = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            TextFile file = targets.get(i);
            List<BlockEdit> edits = byTarget.getOrDefault(i, List.of());
            String content = file.text();
            List<EditOutcome> fileOutcomes = new ArrayList<>();
            if (!edits.isEmpty()) {
                BlockApplier applier = new BlockApplier(file.text(), settings);
                for (BlockEdit edit : edits) {
                    EditOutcome outcome = applier.apply(edit);
                    outcomes[edit.index() - 1] = outcome;
                    fileOutcomes.add(outcome);
                }
                content = applier.text();
            }
            files.add(new EditedFile(FileEdit.of(file.path(), file.text(), content), fileOutcomes));
        }
        attempts++;
        EditAttempt attempt = new EditAttempt(attempts, files, Arrays.asList(outcomes), parsed.diagnostics());
        last = attempt;
        return attempt;
    }

    /**
     * Applies a corrected response, starting again from the original files (exactly like {@link
     * #apply}: no edit of an earlier attempt is kept).
     *
     * @param response the complete new set of edit blocks
     * @return the new attempt
     * @throws IllegalStateException when the session has been committed
     */
    public EditAttempt retry(String response) {
        return apply(response);
    }

    /**
     * The most recent attempt.
     *
     * @return the attempt, or null before the first one
     */
    public @Nullable EditAttempt lastAttempt() {
        return last;
    }

    /**
     * Writes the changed files of the last attempt, atomically per file and, by default,
     * all-or-nothing across files (a failure of one file leaves every file as it was). Refuses,
     * writing nothing, when the last attempt was not a success.
     *
     * @return what was written
     * @throws IllegalStateException before any attempt, or when already committed
     */
    public SessionCommit commit() {
        EditAttempt attempt = last;
        if (attempt == null) {
            throw new IllegalStateException("Nothing to commit: apply a response first");
        }
        if (committed) {
            throw new IllegalStateException("The session has already been committed");
        }
        if (!attempt.isSuccess()) {
            String message = "Nothing written: attempt " + attempt.number() + " has "
                    + attempt.failed() + " failed edit(s) and "
                    + attempt.diagnostics().size()
                    + " malformed block(s)" + (attempt.edits().isEmpty() ? " and no edits" : "")
                    + "; retry with a corrected response first";
            return new SessionCommit(EditError.of(EditError.Kind.EDIT, message), List.of(), message, "");
        }
        List<FileChange> changes = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            EditedFile file = attempt.files().get(i);
            if (file.changed()) {
                changes.add(new FileChange(targets.get(i), file.after()));
            }
        }
        if (changes.isEmpty()) {
            committed = true;
            return new SessionCommit(null, List.of(), "Nothing to write: the edits leave every file unchanged", "");
        }
        List<WriteResult> writes = workspace.write(changes, allOrNothing);
        List<String> written = new ArrayList<>();
        List<EditError> errors = new ArrayList<>();
        StringBuilder diff = new StringBuilder();
        for (WriteResult write : writes) {
            if (write.written()) {
                written.add(write.path());
                attempt.file(write.path()).ifPresent(file -> diff.append(file.diff()));
            } else {
                write.error().ifPresent(errors::add);
            }
        }
        boolean success = written.size() == changes.size();
        committed = success;
        String message;
        if (success) {
            message = "Wrote " + written.size() + (written.size() == 1 ? " file: " : " files: ")
                    + String.join(", ", written);
        } else if (written.isEmpty()) {
            message = "Nothing written: " + messages(errors);
        } else {
            message = "Wrote " + written.size() + " of " + changes.size() + " files (" + String.join(", ", written)
                    + "); failed: " + messages(errors);
        }
        @Nullable EditError error = null;
        if (!success) {
            boolean stale = errors.stream().anyMatch(e -> e.kind() == EditError.Kind.STALE);
            error = EditError.of(stale ? EditError.Kind.STALE : EditError.Kind.FILE, message);
        }
        return new SessionCommit(error, writes, message, diff.toString());
    }

    private static String messages(List<EditError> errors) {
        List<String> messages = new ArrayList<>(errors.size());
        for (EditError error : errors) {
            messages.add(error.message());
        }
        return String.join("; ", messages);
    }

    private @Nullable Integer targetOf(BlockEdit edit, Map<Path, Integer> targetIndex) {
        try {
            return targetIndex.get(workspace.resolve(edit.file()));
        } catch (FileAccessException e) {
            return null;
        }
    }

    /** Builds an {@link EditSession}. */
    public static final class Builder {
        private final Workspace workspace;
        private final List<String> targets = new ArrayList<>();
        private MatchSettings settings = MatchSettings.DEFAULTS;
        private boolean allOrNothing = true;
        private final Map<String, String> expectedVersions = new LinkedHashMap<>();

        private Builder(Workspace workspace) {
            this.workspace = Objects.requireNonNull(workspace, "workspace");
        }

        /**
         * Adds target files.
         *
         * @param paths workspace-relative paths
         * @return this builder
         */
        public Builder targets(List<String> paths) {
            targets.addAll(paths);
            return this;
        }

        /**
         * Adds a target file.
         *
         * @param path a workspace-relative path
         * @return this builder
         */
        public Builder target(String path) {
            targets.add(Objects.requireNonNull(path, "path"));
            return this;
        }

        /**
         * Sets how FIND texts are matched (default {@link MatchSettings#DEFAULTS}).
         *
         * @param settings the matching settings
         * @return this builder
         */
        public Builder matching(MatchSettings settings) {
            this.settings = Objects.requireNonNull(settings, "settings");
            return this;
        }

        /**
         * Chooses whether a commit is all-or-nothing across files (default true). When false, the
         * files that can be written are written even if another fails.
         *
         * @param allOrNothing true for all-or-nothing commits
         * @return this builder
         */
        public Builder allOrNothing(boolean allOrNothing) {
            this.allOrNothing = allOrNothing;
            return this;
        }

        /**
         * Requires a target file to be at a version when the session reads it: the token {@code
         * read_lines} printed, {@link TextFile#version()}. Every attempt is computed from exactly
         * the bytes that have it, and {@link #commit()}'s stale check compares the file with those
         * bytes, so a change made after that version was read is never edited over. Calling again
         * with the same path replaces its version; a path that is not a target is not checked.
         *
         * @param path the target as passed to {@link #target} (resolved the same way), not null
         * @param version the version token (case and surrounding spaces ignored), not null
         * @return this builder
         * @throws IllegalArgumentException when {@code version} is not a version token
         */
        public Builder expectedVersion(String path, String version) {
            Objects.requireNonNull(path, "path");
            expectedVersions.put(path, FileVersion.normalize(Objects.requireNonNull(version, "version")));
            return this;
        }

        /**
         * Adds expected versions of several targets, as {@link #expectedVersion(String, String)}
         * does for each entry.
         *
         * @param versions path → version token, not null
         * @return this builder
         * @throws IllegalArgumentException when a value is not a version token
         */
        public Builder expectedVersions(Map<String, String> versions) {
            versions.forEach(this::expectedVersion);
            return this;
        }

        /**
         * Reads the target files and builds the session.
         *
         * @return the session
         * @throws FileAccessException (unchecked) {@code Target file not found: <path>} for a
         *     missing target, the file layer's error for one it refuses (outside the workspace, not
         *     UTF-8, …), or {@code File changed on disk since it was read: P (expected version E,
         *     current version C)} for a target not at its {@link #expectedVersion expected version}:
         *     the targets are the caller's choice, so a bad one is an error at the call, not a value
         * @throws IllegalArgumentException when no target was given
         */
        public EditSession build() {
            if (targets.isEmpty()) {
                throw new IllegalArgumentException("An edit session needs at least one target file");
            }
            Map<Path, String> versions = new HashMap<>();
            expectedVersions.forEach((path, version) -> versions.put(workspace.resolve(path), version));
            List<TextFile> files = new ArrayList<>();
            Set<Path> seen = new HashSet<>();
            for (String target : targets) {
                Path location = workspace.resolve(target);
                if (seen.contains(location)) {
                    continue;
                }
                if (!Files.exists(location)) {
                    throw new FileAccessException("Target file not found: " + workspace.displayPath(location));
                }
                TextFile file = workspace.open(target);
                file.checkVersion(versions.get(location));
                files.add(file);
                seen.add(location);
            }
            return new EditSession(workspace, files, settings, allOrNothing);
        }
    }
}
