package dev.edl.batch;

import dev.edl.batch.internal.blocks.BlockApplier;
import dev.edl.batch.internal.blocks.BlockParser;
import java.util.List;

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
     * Applies edits to a text with the default options (exact, then whitespace-tolerant matching;
     * no fuzzy application). Edits apply in order, each to the result of the previous one, and each
     * must match exactly one place; a line hint picks the nearest of several.
     *
     * <p>The edits' {@link BlockEdit#file()} is not looked at: pass the edits of one file, e.g.
     * {@link ParsedEdits#editsFor}. An empty replacement of whole lines removes the lines with their
     * line break.
     *
     * @param original the text
     * @param edits the edits, in order
     * @return the edited text
     * @throws EditFailedException naming the first edit that failed, why, and the closest candidate
     */
    public static String apply(String original, List<BlockEdit> edits) throws EditFailedException {
        return apply(original, edits, BlockOptions.DEFAULTS);
    }

    /**
     * Applies edits to a text, as {@link #apply(String, List)} does, with chosen matching options
     * (for example fuzzy application).
     *
     * @param original the text
     * @param edits the edits, in order
     * @param options the matching options
     * @return the edited text
     * @throws EditFailedException naming the first edit that failed, why, and the closest candidate
     */
    public static String apply(String original, List<BlockEdit> edits, BlockOptions options)
            throws EditFailedException {
        BlockApplier applier = new BlockApplier(original, options);
        for (BlockEdit edit : edits) {
            BlockOutcome outcome = applier.apply(edit);
            if (!outcome.applied()) {
                throw new EditFailedException(edit, outcome.message(), outcome.closest());
            }
        }
        return applier.text();
    }
}
