package dev.edl.batch;

import dev.edl.batch.internal.blocks.BlockParser;

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
     * dropped, and the line starts the next block. Bodies are verbatim, joined with {@code \n}.
     * When every line of a FIND body carries a line-number gutter ({@code 120 | code}, increasing
     * numbers), it is stripped (also from the REPLACE body when every line there has one) and its
     * first number becomes the line hint, taking precedence over {@code near line}.
     *
     * @param response the LLM's answer ({@code \n} or {@code \r\n} line breaks)
     * @return the edits and diagnostics
     */
    public static ParsedEdits parse(String response) {
        return BlockParser.parse(response);
    }
}
