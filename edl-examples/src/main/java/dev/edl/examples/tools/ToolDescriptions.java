package dev.edl.examples.tools;

import dev.edl.Edl;

/** The LLM-facing descriptions of the tools. */
final class ToolDescriptions {
    private ToolDescriptions() {}

    /** The EDL description shipped with edl-core, or a short summary when it is missing. */
    static String edl() {
        try {
            return Edl.description();
        } catch (IllegalStateException missing) {
            return """
                    Edit files with an EDL script. Pick a file with `file path`, select text with \
                    `select <pattern>` (regex /.../, a heredoc of whole lines, bof, eof, a line number or range), \
                    then `replace`, `insert_before`, `insert_after` (a heredoc or "quoted" text) or `delete`. \
                    When a file fails, the texts you wrote are saved in registers `_saved_N`: fix the selection \
                    and use `replace _saved_N` instead of writing the text again.
                    """;
        }
    }
}
