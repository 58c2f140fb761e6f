package dev.edl.batch.internal.blocks;

import dev.edl.batch.BlockDiagnostic;
import dev.edl.batch.BlockEdit;
import dev.edl.batch.ParsedEdits;
import dev.edl.internal.text.Lines;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Reads FIND/REPLACE edit blocks from an LLM response.
 *
 * <p>Outside a block, marker keywords are case-insensitive ({@code END} excepted) and every other
 * line is ignored. Inside a FIND or REPLACE body a line ends the body only when it is:
 *
 * <ul>
 *   <li>{@code END} (upper case): closes the block;
 *   <li>{@code REPLACE:} in any case, in a FIND body: starts the REPLACE body;
 *   <li>an upper-case {@code FILE: <path>}, {@code FIND:} or {@code FIND (near line n):} (or an
 *       upper-case {@code REPLACE:} in a REPLACE body): the open block is reported as missing its
 *       {@code END} and dropped, and the line is read again as a marker. This keeps one forgotten
 *       {@code END} from swallowing the next block.
 * </ul>
 *
 * Everything else in a body is content, including lower- or mixed-case {@code file: x}, {@code
 * find:}, Ruby/Lua {@code end} and decorated forms such as {@code **END**}. A code line that is
 * exactly {@code END} (SQL, Fortran) cannot be part of a body: it ends the block, and when text
 * follows up to a second {@code END}, the cut-off block is reported and its edit withdrawn.
 */
public final class BlockParser {
    private enum State {
        OUTSIDE,
        FIND_BODY,
        REPLACE_BODY
    }

    private final List<BlockEdit> edits = new ArrayList<>();
    private final List<BlockDiagnostic> diagnostics = new ArrayList<>();
    private State state = State.OUTSIDE;
    private @Nullable String file;
    private int blockLine;
    private @Nullable Integer blockHint;
    private @Nullable String blockProblem;
    private @Nullable String blockFile;
    private final List<String> findLines = new ArrayList<>();
    private final List<String> replaceLines = new ArrayList<>();
    /** The block most recently closed by its END, until the next marker. */
    private @Nullable Ended ended;
    /** Whether non-blank text followed that block. */
    private boolean textAfterEnd;
    /** The first line of the open FIND body that looks like a REPLACE marker written wrong, if any. */
    private @Nullable Integer suspectReplaceLine;

    private String suspectReplaceText = "";

    /**
     * A block closed by {@code END}.
     *
     * @param line the block's first line
     * @param endLine the line of its END
     * @param edit whether it became the last edit
     */
    private record Ended(int line, int endLine, boolean edit) {}

    private BlockParser() {}

    /**
     * Parses a response.
     *
     * @param response the whole response, with {@code \n} or {@code \r\n} line breaks
     * @return the edits and diagnostics
     */
    public static ParsedEdits parse(String response) {
        BlockParser parser = new BlockParser();
        List<String> lines = Lines.splitDroppingCr(response);
        for (int i = 0; i < lines.size(); i++) {
            parser.accept(lines.get(i), i + 1);
        }
        parser.finish(lines.size());
        return new ParsedEdits(parser.edits, parser.diagnostics);
    }

    private void accept(String line, int number) {
        String trimmed = line.strip();
        Marker marker = Marker.read(trimmed);
        if (state == State.FIND_BODY) {
            if (marker != null && marker.kind() == Marker.Kind.REPLACE) {
                state = State.REPLACE_BODY;
            } else if (marker != null && marker.kind() == Marker.Kind.END) {
                String reason =
                        "FIND without REPLACE: the block ends with END at line " + number + " before any REPLACE: line";
                closeBlock(reason + suspectNote());
            } else if (interrupts(marker, false)) {
                interrupt(trimmed, number);
                accept(line, number);
            } else {
                if (suspectReplaceLine == null && marker == null && Marker.suspect(trimmed) == Marker.Kind.REPLACE) {
                    suspectReplaceLine = number;
                    suspectReplaceText = trimmed;
                }
                findLines.add(line);
            }
            return;
        }
        if (state == State.REPLACE_BODY) {
            if (marker != null && marker.kind() == Marker.Kind.END) {
                int before = edits.size();
                closeBlock(null);
                ended = new Ended(blockLine, number, edits.size() > before);
                textAfterEnd = false;
            } else if (interrupts(marker, true)) {
                interrupt(trimmed, number);
                accept(line, number);
            } else {
                replaceLines.add(line);
            }
            return;
        }
        if (marker != null && marker.kind() == Marker.Kind.END) {
            strayEnd(number);
        } else if (marker != null) {
            ended = null;
            acceptMarkerOutside(marker, number);
        } else {
            Marker.Kind suspect = Marker.suspect(trimmed);
            if (suspect != null) {
                ended = null;
                acceptSuspectOutside(suspect, trimmed, number);
            } else if (ended != null
                    && !trimmed.isEmpty()
                    && !trimmed.startsWith("```")
                    && !trimmed.startsWith("~~~")) {
                textAfterEnd = true;
            }
        }
    }

    /**
     * An {@code END} outside any block. Right after a block, with text in between, it means that
     * the block's body held an {@code END} line of its own (SQL, Fortran, …), which ended the block
     * early: the block is reported and, if it became an edit, that edit is withdrawn rather than
     * applied with a cut-off body. Otherwise (a repeated {@code END}, prose) it is ignored.
     */
    private void strayEnd(int number) {
        Ended block = ended;
        ended = null;
        if (block == null || !textAfterEnd) {
            return;
        }
        if (block.edit()) {
            edits.remove(edits.size() - 1);
        }
        diagnostics.add(new BlockDiagnostic(
                block.line(),
                "END at line " + block.endLine() + " ended this block early: the lines after it up to the END at"
                        + " line " + number + " look like the rest of the block. A line END always ends a block,"
                        + " so FIND/REPLACE text cannot contain one: split the edit around that line"));
    }

    private void acceptMarkerOutside(Marker marker, int number) {
        switch (marker.kind()) {
            case FILE -> file = marker.path();
            case FIND -> {
                openBlock(number, State.FIND_BODY, marker.hint());
                if (file == null) {
                    blockProblem = "FIND without FILE: write a FILE: <path> line before this block";
                }
            }
            case REPLACE -> {
                openBlock(number, State.REPLACE_BODY, null);
                blockProblem = "REPLACE without FIND: every REPLACE: needs a FIND: section before it"
                        + " (the block up to its END was skipped)";
            }
            case END -> {
                // handled by the caller (a stray END)
            }
        }
    }

    private void acceptSuspectOutside(Marker.Kind kind, String trimmed, int number) {
        String problem = "Unknown marker form '" + shorten(trimmed) + "': markers stand alone on their line,"
                + " exactly FILE: <path>, FIND:, FIND (near line <n>):, REPLACE: or END";
        if (kind == Marker.Kind.FILE) {
            file = null;
            diagnostics.add(new BlockDiagnostic(
                    number, problem + " (blocks up to the next FILE: line have no file and are skipped)"));
        } else {
            openBlock(number, kind == Marker.Kind.FIND ? State.FIND_BODY : State.REPLACE_BODY, null);
            blockProblem = problem + " (the block up to its END was skipped)";
        }
    }

    private static boolean interrupts(@Nullable Marker marker, boolean inReplace) {
        if (marker == null || !marker.upperCase()) {
            return false;
        }
        return marker.kind() == Marker.Kind.FILE
                || marker.kind() == Marker.Kind.FIND
                || (inReplace && marker.kind() == Marker.Kind.REPLACE);
    }

    private void interrupt(String trimmed, int number) {
        closeBlock("Missing END: the block was interrupted by '" + shorten(trimmed) + "' at line " + number
                + "; end every block with a line END" + suspectNote());
    }

    private void openBlock(int number, State body, @Nullable Integer hint) {
        state = body;
        blockLine = number;
        blockHint = hint;
        blockProblem = null;
        blockFile = file;
        findLines.clear();
        replaceLines.clear();
        suspectReplaceLine = null;
        suspectReplaceText = "";
    }

    /** Closes the open block: an edit when it is well formed, else a diagnostic. */
    private void closeBlock(@Nullable String problem) {
        state = State.OUTSIDE;
        String reason = blockProblem != null ? blockProblem : problem;
        String target = blockFile;
        if (reason == null && target != null) {
            reason = addEdit(target);
        }
        if (reason != null) {
            diagnostics.add(new BlockDiagnostic(blockLine, reason));
        }
    }

    private @Nullable String addEdit(String target) {
        Gutter.Stripped find = Gutter.strip(findLines);
        String findText = String.join("\n", find.lines());
        if (findText.isBlank()) {
            return "Empty FIND: a FIND section needs the exact lines to replace";
        }
        List<String> replace = replaceLines;
        if (find.firstNumber() != null) {
            replace = Gutter.stripAll(replaceLines);
            if (replace == replaceLines && Gutter.anyHas(replaceLines)) {
                return "REPLACE mixes lines with and without a line-number gutter ('12 | '): the numbers shown"
                        + " left of the file's lines are not part of the file; write REPLACE without them";
            }
        }
        Integer hint = find.firstNumber() != null ? find.firstNumber() : blockHint;
        edits.add(new BlockEdit(target, findText, String.join("\n", replace), hint, edits.size() + 1, blockLine));
        return null;
    }

    /** For a FIND body that held a line like {@code REPLACE} without its colon: which line, and the fix. */
    private String suspectNote() {
        Integer suspect = suspectReplaceLine;
        if (state != State.FIND_BODY || suspect == null) {
            return "";
        }
        return ". Line " + suspect + " '" + shorten(suspectReplaceText) + "' looks like the REPLACE marker, but a"
                + " marker is exactly REPLACE: (with its colon) alone on its line: write REPLACE: there";
    }

    private void finish(int lastLine) {
        if (state != State.OUTSIDE) {
            closeBlock("Missing END: the response ended (line " + lastLine + ") inside this block" + suspectNote());
        }
    }

    private static String shorten(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
