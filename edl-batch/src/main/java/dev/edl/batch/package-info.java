/**
 * Batch edits ({@link dev.edl.batch.BatchEdit}), line-range replacement ({@link
 * dev.edl.batch.LineReplace}) and FIND/REPLACE edit blocks ({@link dev.edl.batch.EditBlocks},
 * {@link dev.edl.batch.EditSession}).
 *
 * <h2>One vocabulary</h2>
 *
 * <ul>
 *   <li>Matching: one {@link dev.edl.batch.MatchSettings} for every entry (whitespace tier, fuzzy
 *       application, threshold, margin).
 *   <li>Results ({@link dev.edl.batch.BatchResult}, {@link dev.edl.batch.LineReplaceResult}, {@link
 *       dev.edl.batch.EditBlocksResult}, {@link dev.edl.batch.EditAttempt}, {@link
 *       dev.edl.batch.EditedFile}, {@link dev.edl.batch.SessionCommit}): {@code isSuccess()}, {@code
 *       diff()} (unified diff, empty when nothing changed), {@code Optional<EditError> error()},
 *       empty exactly when {@code isSuccess()}, and {@code formatted()}, the report. They are built
 *       by this package, never by callers.
 *   <li>A file before and after: one {@link dev.edl.FileEdit} (path, before, after, created,
 *       written, diff), {@code file()} of a result, {@code edit()} of an {@link
 *       dev.edl.batch.EditedFile}.
 *   <li>Inputs are values applied by an engine: {@link dev.edl.batch.SearchReplace} by {@link
 *       dev.edl.batch.BatchEdit}, {@link dev.edl.batch.LineEdit} by {@link
 *       dev.edl.batch.LineReplace}, {@link dev.edl.batch.BlockEdit} by {@link
 *       dev.edl.batch.EditBlocks}.
 *   <li>Per-edit outcomes: one {@link dev.edl.batch.EditOutcome}, numbered from 1, with status
 *       {@code APPLIED | FAILED | SKIPPED | ROLLED_BACK} and, for a search that was not found, one
 *       {@link dev.edl.batch.Candidate} (also what {@link dev.edl.batch.FuzzyFind} returns).
 *   <li>Lines are 1-based and inclusive; columns, where they appear, 0-based.
 *   <li>An empty replacement of a match that covers whole lines removes the lines with their line
 *       break, in {@code BatchEdit} and {@code EditBlocks} alike.
 * </ul>
 *
 * <h2>Failures</h2>
 *
 * <p>What a model or the files got wrong is a value in the result: an edit not found or
 * ambiguous, a line hint or {@code startLine} out of range, a stale {@code expectCurrent} guard, a
 * malformed edit block, a missing or unreadable file, a write that lost a race. What a programmer
 * got wrong is an {@link java.lang.IllegalArgumentException} or {@link
 * java.lang.IllegalStateException} thrown at the call (a threshold outside 0..1, an edit session
 * without targets, committing twice); null arguments are a {@link
 * java.lang.NullPointerException}. No method throws a checked exception. Two documented,
 * unchecked exceptions remain where the call has no result to carry a value: {@link
 * dev.edl.batch.EditSession.Builder#build()} throws {@link dev.edl.files.FileAccessException}
 * ({@code Target file not found: <path>}) because the targets are the caller's choice, and the
 * convenience {@link dev.edl.batch.EditBlocks#apply(String, java.util.List)} throws {@link
 * dev.edl.batch.EditFailedException}, which carries the full value of {@link
 * dev.edl.batch.EditBlocks#applyAll}.
 */
@NullMarked
package dev.edl.batch;

import org.jspecify.annotations.NullMarked;
