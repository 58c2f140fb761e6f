package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.FileEdit;
import dev.edl.batch.internal.match.ChangeTracker;
import dev.edl.batch.internal.match.ClosestWindow;
import dev.edl.batch.internal.match.Located;
import dev.edl.batch.internal.match.MatchFailure;
import dev.edl.batch.internal.match.MatchOptions;
import dev.edl.batch.internal.match.MatchResult;
import dev.edl.batch.internal.match.TextMatcher;
import dev.edl.batch.internal.match.WholeLineDeletion;
import dev.edl.files.EditLock;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.FileVersion;
import dev.edl.files.TextFile;
import dev.edl.files.TextFormat;
import dev.edl.files.Workspace;
import dev.edl.files.WriteResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Many search/replace edits to one text or file in one call.
 *
 * <p>Edits apply in order, each to the result of the previous, through the shared matching engine
 * (exact, then whitespace-tolerant whole lines, then fuzzy: diagnosis only unless enabled). A
 * failing edit is reported and the batch goes on (unless {@code stopOnError}); completed work is
 * kept (unless {@code allOrNothing}, where the matched edits are then reported {@link
 * EditStatus#ROLLED_BACK}). The file form reads the file once and writes it once, atomically, at
 * the end. Every edit gets an {@link EditOutcome}, numbered from 1; what the edits or the file got
 * wrong (not found, ambiguous, a line hint below 1, unreadable file) is reported in the result,
 * never thrown.
 *
 * <p>An empty replacement of a match that covers whole lines removes those lines with their line
 * break (no empty line is left behind), exactly as in {@link EditBlocks}; a match that shares its
 * lines with other text loses only its characters.
 *
 * <p>Cost: an edit whose search contains a complete line (text between two of its line breaks)
 * is found through a line index kept current as edits apply, and applying it costs the changed
 * text plus the distance from the previous edit, so a batch that works through the text costs
 * about the text size plus the edits, not their product. A search without a complete line (one
 * line, or one line break) that has a part of at least 27 characters without a line break is
 * found through an index of sampled 16-character grams (built once per batch of more than two
 * edits: a pass over the text, about 4 bytes per character of source code, at most 8), at the
 * cost of its candidates; shorter searches, and those whose sampled grams all occur in more than 64 lines,
 * scan the text (a search with one line break scans a small per-line array, not the characters).
 * Either way every occurrence is found, overlapping ones included. A failing edit, and one that falls to the whitespace tier, finds equal lines
 * through the same index (plus a small one for lines with unusual whitespace), and makes a pass
 * over a per-line hash array only for lines too common to be indexed; the closest-match diagnosis
 * is exact, but when the
 * best window found early is close enough it provably need only visit the windows around the
 * search's rarest lines (otherwise it checks every window against cheap bounds). The first failure
 * of a batch also works out every line's whitespace-normalised hash once. No diff is computed per
 * edit; the final diff costs the changed regions.
 *
 * <pre>{@code
 * BatchResult result = BatchEdit.builder().stopOnError(false).build()
 *         .applyToFile(Path.of("/project"), "docs/spells.md", edits);
 * System.out.println(result.formatted());
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class BatchEdit {
    private static final String IN_MEMORY_PATH = "text";

    private final boolean stopOnError;
    private final boolean dryRun;
    private final boolean allOrNothing;
    private final MatchOptions options;
    private final @Nullable String expectedVersion;

    private BatchEdit(Builder builder) {
        this.expectedVersion = builder.expectedVersion;
        this.stopOnError = builder.stopOnError;
        this.dryRun = builder.dryRun;
        this.allOrNothing = builder.allOrNothing;
        this.options = MatchOptions.of(builder.matching);
    }

    /**
     * Starts a builder with the defaults: stopOnError false, dryRun false, allOrNothing false,
     * matching {@link MatchSettings#DEFAULTS}.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A batch editor with the defaults.
     *
     * @return the editor
     */
    public static BatchEdit withDefaults() {
        return builder().build();
    }

    /**
     * Applies edits to a text in memory (no I/O). {@code written} is always false; in all-or-nothing
     * mode a failure leaves {@code content} equal to the input.
     *
     * @param content the text ({@code \n} or {@code \r\n} line breaks; edits are converted to its
     *     style)
     * @param edits the edits, applied in order
     * @return the result
     */
    public BatchResult apply(String content, List<SearchReplace> edits) {
        Run run = run(content, edits, null);
        return run.result(null, false, null, List.of());
    }

    /**
     * Applies edits to a file in a workspace rooted at {@code root} (confined to it). File errors
     * (missing file, path outside the root, not UTF-8, stale on write) are reported in the result,
     * never thrown.
     *
     * @param root the workspace root directory
     * @param path the file, relative to the root
     * @param edits the edits, applied in order
     * @return the result
     */
    public BatchResult applyToFile(Path root, String path, List<SearchReplace> edits) {
        return applyToFile(Workspace.builder().root(root).build(), path, edits);
    }

    /**
     * Applies edits to a file of a workspace: read once, written once (atomically, with a stale
     * check against the bytes read) if at least one edit applied, not a dry run and, in
     * all-or-nothing mode, none failed. Line endings, BOM and the final newline are kept by the file
     * layer.
     *
     * <p>The file's edit lock ({@link Workspace#lockForEdit}) is held from the read to the write, so
     * edits of the same file from other threads of this process queue; one that waits longer than
     * the workspace's edit-lock timeout is reported as a {@link EditError.Kind#FILE} error, nothing
     * written. With an {@link Builder#expectedVersion expected version}, a file at another version
     * is refused ({@link EditError.Kind#STALE}), every edit skipped, nothing written.
     *
     * @param workspace the workspace
     * @param path the file, relative to the workspace root
     * @param edits the edits, applied in order
     * @return the result
     */
    public BatchResult applyToFile(Workspace workspace, String path, List<SearchReplace> edits) {
        EditLock lock;
        try {
            lock = workspace.lockForEdit(List.of(path));
        } catch (FileAccessException e) {
            return notRun(path, edits, e, "skipped — the file could not be locked for editing");
        }
        try (lock) {
            TextFile file;
            try {
                file = workspace.open(path);
            } catch (FileAccessException e) {
                return notRun(path, edits, e, "skipped — the file could not be read");
            }
            return applyTo(workspace, file, edits);
        }
    }

    /**
     * Applies edits to a file the caller has just read from a workspace, normally under the file's
     * edit lock ({@link Workspace#lockForEdit}), which the caller holds: the same as {@link
     * #applyToFile(Workspace, String, List)} without reading the file again. The {@link
     * Builder#expectedVersion expected version} is checked against this file, the edits are computed
     * from its text and the write's stale check compares the file on disk with its bytes.
     *
     * @param workspace the workspace the file was read from
     * @param file the file as read
     * @param edits the edits, applied in order
     * @return the result
     */
    public BatchResult applyTo(Workspace workspace, TextFile file, List<SearchReplace> edits) {
        try {
            file.checkVersion(expectedVersion);
        } catch (FileAccessException e) {
            return notRun(file.path(), edits, e, "skipped — the file is not at the expected version");
        }
        Run run = run(file.text(), edits, file.format());
        boolean write = run.applied > 0 && !dryRun && !(allOrNothing && run.failed > 0);
        @Nullable EditError error = null;
        boolean written = false;
        if (write) {
            List<WriteResult> results = workspace.write(List.of(new FileChange(file, run.content())), true);
            WriteResult result = results.get(0);
            written = result.written();
            if (!written) {
                error = result.error()
                        .orElseGet(() -> EditError.inFile(
                                EditError.Kind.FILE, file.path(), "Cannot write file: " + file.path()));
            }
        }
        return run.result(file.path(), written, error, file.warnings());
    }

    /** A result for a batch that did not run: every edit skipped, the file untouched. */
    private BatchResult notRun(String path, List<SearchReplace> edits, FileAccessException e, String why) {
        List<EditOutcome> outcomes = new ArrayList<>(edits.size());
        for (int i = 0; i < edits.size(); i++) {
            outcomes.add(EditOutcome.skipped(i + 1, edits.get(i).label(), null, why));
        }
        return new BatchResult(outcomes, FileEdit.of(path, "", ""), dryRun, e.toError(path), List.of());
    }

    private Run run(String original, List<SearchReplace> edits, @Nullable TextFormat format) {
        TextMatcher matcher = TextMatcher.forSearches(
                original, edits.stream().map(SearchReplace::search).toList());
        ChangeTracker tracker = new ChangeTracker(original);
        Run run = new Run(original, matcher, tracker, edits.size());
        int stoppedAt = -1;
        for (int i = 0; i < edits.size(); i++) {
            SearchReplace edit = edits.get(i);
            int number = i + 1;
            if (stoppedAt > 0) {
                run.outcomes.add(EditOutcome.skipped(
                        number,
                        edit.label(),
                        null,
                        "skipped — stopped after edit " + stoppedAt + " failed (stopOnError)"));
                continue;
            }
            Integer hint = edit.lineHint();
            @Nullable MatchResult result;
            if (hint != null && hint < 1) {
                result = null;
            } else {
                String search = format == null ? edit.search() : format.toEditingLineBreaks(edit.search());
                String replace = format == null ? edit.replace() : format.toEditingLineBreaks(edit.replace());
                MatchOptions editOptions =
                        options.withExpectedCount(edit.expectedReplacements()).withLineHint(hint);
                result = matcher.locate(search, replace, editOptions);
            }
            if (result instanceof Located found) {
                Located located = WholeLineDeletion.widen(matcher.text(), found);
                String snippet = tracker.apply(matcher, located);
                run.outcomes.add(new EditOutcome(
                        number,
                        edit.label(),
                        null,
                        EditStatus.APPLIED,
                        located.kind(),
                        located.first().startLine(),
                        AppliedMessage.of(located),
                        snippet,
                        null));
                run.applied++;
            } else {
                String message;
                Candidate closest = null;
                if (result instanceof MatchFailure failure) {
                    message = failure.message();
                    ClosestWindow window = failure.closest();
                    closest = window == null ? null : Candidate.of(window);
                } else {
                    message = "Invalid lineHint: " + hint + ". Must be >= 1";
                }
                run.outcomes.add(
                        new EditOutcome(number, edit.label(), null, EditStatus.FAILED, null, 0, message, "", closest));
                run.failed++;
                if (stopOnError) {
                    stoppedAt = number;
                }
            }
        }
        return run;
    }

    /** The state of one batch run. */
    private final class Run {
        final String original;
        final TextMatcher matcher;
        final ChangeTracker tracker;
        final List<EditOutcome> outcomes;
        int applied;
        int failed;
        private @Nullable String content;

        Run(String original, TextMatcher matcher, ChangeTracker tracker, int size) {
            this.original = original;
            this.matcher = matcher;
            this.tracker = tracker;
            this.outcomes = new ArrayList<>(size);
        }

        boolean rolledBack() {
            return allOrNothing && failed > 0 && applied > 0;
        }

        /** The text after the run, built once (the file path writes it, then reports it). */
        String content() {
            String text = content;
            if (text == null) {
                text = rolledBack() ? original : matcher.text().toString();
                content = text;
            }
            return text;
        }

        BatchResult result(@Nullable String path, boolean written, @Nullable EditError error, List<String> warnings) {
            boolean rolledBack = rolledBack();
            String diff = rolledBack ? "" : tracker.diff(path == null ? IN_MEMORY_PATH : path, matcher.text());
            List<EditOutcome> reported = outcomes;
            if (rolledBack) {
                reported = new ArrayList<>(outcomes.size());
                for (EditOutcome outcome : outcomes) {
                    reported.add(outcome.status() == EditStatus.APPLIED ? outcome.rolledBack() : outcome);
                }
            }
            FileEdit file =
                    FileEdit.of(path, original, content()).withWritten(written).withDiff(diff);
            return new BatchResult(reported, file, dryRun, error, warnings);
        }
    }

    /** Builds a {@link BatchEdit}. */
    public static final class Builder {
        private boolean stopOnError;
        private boolean dryRun;
        private boolean allOrNothing;
        private MatchSettings matching = MatchSettings.DEFAULTS;
        private @Nullable String expectedVersion;

        private Builder() {}

        /**
         * Requires the file to be at a version (file form only): the token {@code read_lines}
         * printed, {@link TextFile#version()}. The edits are computed from exactly the bytes that
         * have it and the write's stale check compares the file with those bytes, so a change made
         * after that version was read is never edited over. A file at another version is refused:
         * {@link EditError.Kind#STALE}, {@code File changed on disk since it was read: P (expected
         * version E, current version C)}, nothing written (default null: no check).
         *
         * @param version the version token (case and surrounding spaces ignored), or null
         * @return this builder
         * @throws IllegalArgumentException when {@code version} is not a version token
         */
        public Builder expectedVersion(@Nullable String version) {
            this.expectedVersion = version == null ? null : FileVersion.normalize(version);
            return this;
        }

        /**
         * Halts at the first failure; later edits are reported skipped (default false).
         *
         * @param stop true to stop at the first failure
         * @return this builder
         */
        public Builder stopOnError(boolean stop) {
            this.stopOnError = stop;
            return this;
        }

        /**
         * Computes everything but writes nothing (default false; file form only).
         *
         * @param dry true for a dry run
         * @return this builder
         */
        public Builder dryRun(boolean dry) {
            this.dryRun = dry;
            return this;
        }

        /**
         * Keeps nothing unless every edit applies (default false: partial success).
         *
         * @param all true for all-or-nothing
         * @return this builder
         */
        public Builder allOrNothing(boolean all) {
            this.allOrNothing = all;
            return this;
        }

        /**
         * Sets how searches are matched (default {@link MatchSettings#DEFAULTS}: exact, then
         * whitespace-tolerant whole lines; fuzzy matching only diagnoses failures).
         *
         * @param settings the matching settings
         * @return this builder
         */
        public Builder matching(MatchSettings settings) {
            this.matching = Objects.requireNonNull(settings, "settings");
            return this;
        }

        /**
         * Builds the editor.
         *
         * @return the editor
         */
        public BatchEdit build() {
            return new BatchEdit(this);
        }
    }
}
