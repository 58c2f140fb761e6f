package dev.edl.batch;

import dev.edl.FileEdit;
import dev.edl.batch.internal.blocks.BlockParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * FIND/REPLACE edit blocks, the "edit mode" answer format for LLMs: parsing a response, applying
 * its edits to a text, and (through {@link EditSession}) to files.
 *
 * <pre>{@code
 * FILE: src/main.rs
 * FIND:
 *         no_stream: bool,
 *     },
 * REPLACE:
 *         no_stream: bool,
 *         #[arg(long)]
 *         verbose: bool,
 *     },
 * END
 * }</pre>
 */
public final class EditBlocks {
    private EditBlocks() {}

    /**
     * Reads the edit blocks of a response. Never throws on malformed input: every block that cannot
     * be read becomes a {@link BlockDiagnostic} with its line.
     *
     * <p>Markers are whole lines (surrounding whitespace ignored): {@code FILE: <path>}, {@code
     * FIND:}, {@code FIND (near line <n>):}, {@code REPLACE:}, {@code END}. Outside a block the
     * keywords are case-insensitive except {@code END}, which must be upper case; other lines
     * (prose, code fences) are ignored. Inside a body only {@code REPLACE:} (after FIND, any case)
     * and {@code END} end it, except that an upper-case {@code FILE:}/{@code FIND:} line (or {@code
     * REPLACE:} inside a REPLACE body) means the block lacks its {@code END}: it is reported and
     * dropped, and the line starts the next block. A code line that is exactly {@code END} (SQL,
     * Fortran) cannot be written inside a body: it ends the block, and when more text and a second
     * {@code END} follow, that block is reported and not turned into an edit. Bodies are verbatim,
     * joined with {@code \n}.
     * When every line of a FIND body carries a line-number gutter ({@code 120 | code}, increasing
     * numbers), it is stripped (also from the REPLACE body when every line there has one) and its
     * first number becomes the line hint, taking precedence over {@code near line}; a REPLACE body
     * where only some lines carry one is reported rather than guessed at.
     *
     * @param response the LLM's answer ({@code \n} or {@code \r\n} line breaks)
     * @return the edits and diagnostics
     */
    public static ParsedEdits parse(String response) {
        return BlockParser.parse(response);
    }

    /**
     * Applies edits to a text with {@link MatchSettings#DEFAULTS} (exact, then whitespace-tolerant
     * matching; no fuzzy application) and returns the edited text, or throws naming the first edit
     * that failed. Edits apply in order, each to the result of the previous one, and each must
     * match exactly one place; a line hint picks the nearest of several.
     *
     * <p>The edits' {@link BlockEdit#file()} is not looked at: pass the edits of one file, e.g.
     * {@link ParsedEdits#editsFor}. An empty replacement of whole lines removes the lines with their
     * line break, exactly as in {@link BatchEdit}.
     *
     * @param original the text
     * @param edits the edits, in order
     * @return the edited text
     * @throws EditFailedException (unchecked) when an edit failed: it names the first failing edit,
     *     why, and the closest candidate, and carries the {@link EditBlocksResult} of every edit
     */
    public static String apply(String original, List<BlockEdit> edits) {
        return apply(original, edits, MatchSettings.DEFAULTS);
    }

    /**
     * Applies edits to a text, as {@link #apply(String, List)} does, with chosen matching settings
     * (for example fuzzy application).
     *
     * @param original the text
     * @param edits the edits, in order
     * @param settings the matching settings
     * @return the edited text
     * @throws EditFailedException (unchecked) when an edit failed
     */
    public static String apply(String original, List<BlockEdit> edits, MatchSettings settings) {
        EditBlocksResult result = applyAll(original, edits, settings);
        if (!result.isSuccess()) {
            for (int i = 0; i < edits.size(); i++) {
                EditOutcome outcome = result.edits().get(i);
                if (outcome.status() != EditStatus.APPLIED) {
                    throw new EditFailedException(edits.get(i), outcome, result);
                }
            }
        }
        return result.file().after();
    }

    /**
     * Applies edits to a text and reports every edit: the value-returning form of {@link
     * #apply(String, List)}, with {@link MatchSettings#DEFAULTS}. A failed edit is skipped and the
     * later ones still apply, each to the result of the previous ones.
     *
     * @param original the text
     * @param edits the edits, in order
     * @return every edit's outcome and the text with the edits that applied; never thrown for a
     *     failed edit
     */
    public static EditBlocksResult applyAll(String original, List<BlockEdit> edits) {
        return applyAll(original, edits, MatchSettings.DEFAULTS);
    }

    /**
     * Applies edits to a text and reports every edit, with chosen matching settings.
     *
     * @param original the text
     * @param edits the edits, in order
     * @param settings the matching settings
     * @return every edit's outcome and the text with the edits that applied
     */
    public static EditBlocksResult applyAll(String original, List<BlockEdit> edits, MatchSettings settings) {
        Objects.requireNonNull(original, "original");
        Objects.requireNonNull(settings, "settings");
        BlockApplier applier = new BlockApplier(original, settings);
        List<EditOutcome> outcomes = new ArrayList<>(edits.size());
        @Nullable String path = null;
        boolean onePath = true;
        for (BlockEdit edit : edits) {
            outcomes.add(applier.apply(edit));
            if (path == null) {
                path = edit.file();
            } else if (!path.equals(edit.file())) {
                onePath = false;
            }
        }
        return new EditBlocksResult(FileEdit.of(onePath ? path : null, original, applier.text()), outcomes);
    }
}
