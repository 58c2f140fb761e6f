package dev.edl.batch.internal.blocks;

import dev.edl.internal.text.Lines;
import java.util.List;

/** Text pieces of the edit-mode prompts. */
public final class PromptText {
    /** The edit format and its rules, as given to the model. */
    public static final String FORMAT_RULES = """
            ## Edit format

            Answer with edit blocks. Each block names a target file, the exact text to find and its \
            replacement:

            FILE: <path of a target file, as shown below>
            FIND:
            <lines copied exactly from the file, indentation included>
            REPLACE:
            <the new lines>
            END

            Rules:
            - FILE:, FIND:, REPLACE: and END each stand alone on their own line; write END in upper case.
            - One FILE: line may be followed by several FIND/REPLACE/END groups for that file.
            - FIND must match exactly one place in the file. Copy it character for character from the \
            file and include enough lines to make it unique; you may write FIND (near line <n>): to say \
            where it is.
            - The line numbers and " | " shown to the left of each file line are not part of the file: \
            do not copy them into FIND or REPLACE.
            - REPLACE holds the complete new text for what FIND matched; an empty REPLACE deletes it.
            - Blocks are applied in order, each to the result of the previous ones: do not let two \
            blocks touch the same lines.
            - Edit only the target files; context files are read-only.
            - Do not wrap FIND or REPLACE text in code fences, and do not put lines that consist of an \
            upper-case FILE:, FIND:, REPLACE: or END inside them.
            - Text outside blocks is ignored.""";

    private PromptText() {}

    /**
     * A text with a line-number gutter: each line as {@code <n> | <line>}, numbers right-aligned
     * to the width of the last line number; an empty line as {@code <n> |}.
     *
     * @param content the text ({@code \n} or {@code \r\n} line breaks)
     * @return the numbered lines, each ending with {@code \n}
     */
    public static String withGutter(String content) {
        List<String> lines = Lines.splitDroppingCr(content);
        int width = Integer.toString(Math.max(1, lines.size())).length();
        StringBuilder out = new StringBuilder(content.length() + lines.size() * (width + 4));
        for (int i = 0; i < lines.size(); i++) {
            String number = Integer.toString(i + 1);
            out.append(" ".repeat(width - number.length())).append(number).append(" |");
            String line = lines.get(i);
            if (!line.isEmpty()) {
                out.append(' ').append(line);
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * The number of lines of a text; a final line break does not start another line.
     *
     * @param content the text
     * @return the line count
     */
    public static int lineCount(String content) {
        return Lines.split(content).size();
    }
}
