package dev.edl.batch;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The result of a batch of search/replace edits.
 *
 * @param success true when every edit applied and (file form, not dry run) the file was written
 * @param totalEdits the number of edits given
 * @param applied how many were applied
 * @param failed how many failed
 * @param skipped how many were skipped (after a failure with {@code stopOnError}, or when the file
 *     could not be read)
 * @param edits one outcome per edit, in order
 * @param finalDiff the unified diff original → final content; empty when nothing changed or the
 *     batch was rolled back
 * @param written whether the file on disk now holds {@code content} (always false in memory)
 * @param content the final text (the original when nothing applied or the batch was rolled back);
 *     for a file, the editing text ({@code \n} line breaks for CRLF files, no BOM)
 * @param path the workspace-relative path of the file, or null for the in-memory form
 * @param dryRun whether this was a dry run
 * @param rolledBack true when all-or-nothing mode discarded the applied edits because one failed
 * @param error a file error (unreadable, stale, write failure), or null
 * @param warnings notes such as the file layer's warnings
 */
public record BatchResult(
        boolean success,
        int totalEdits,
        int applied,
        int failed,
        int skipped,
        List<EditOutcome> edits,
        String finalDiff,
        boolean written,
        String content,
        @Nullable String path,
        boolean dryRun,
        boolean rolledBack,
        @Nullable String error,
        List<String> warnings) {

    /** Copies the lists. */
    public BatchResult {
        edits = List.copyOf(edits);
        warnings = List.copyOf(warnings);
    }

    /**
     * The outcomes of the edits that failed.
     *
     * @return the failed outcomes, in order
     */
    public List<EditOutcome> failures() {
        return edits.stream().filter(e -> e.status() == EditStatus.FAILED).toList();
    }

    /**
     * A report for an LLM: one line per edit ({@code ✓ 12 [Fireball] applied at line 2071
     * (whitespace-tolerant)}, {@code ✗ 13 [Fly] not found — closest: lines 2102–2110, 91% similar}
     * followed by a few indented detail lines), a summary line, and the final diff (long diffs are
     * cut with a note).
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        return BatchReport.format(this);
    }
}
