package dev.edl.tools;

import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.BlockEdit;
import dev.edl.batch.EditBlocks;
import dev.edl.batch.EditBlocksResult;
import dev.edl.batch.EditOutcome;
import dev.edl.batch.MatchKind;
import dev.edl.batch.SearchReplace;
import dev.edl.internal.text.LineChange;
import dev.edl.internal.text.LineDiff;
import dev.edl.internal.text.Lines;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Whether an edit the model computed on an older version of a file may apply to the file as it is
 * now: only when the changes made since that version lie wholly outside what the edit reads and
 * writes, and the edit does exactly the same on the current text as on the old one (same matches,
 * same match kinds, same result once the other changes are added). An edit never lands on text the
 * model has not seen.
 *
 * @param changes the changes from the old version to the current text (0-based line ranges)
 * @param conflict null when the edit may apply; else why not, for the refusal
 * @param startLine for a line range: the first line remapped to the current text (1-based)
 * @param endLine for a line range: the last line remapped, or null for "to the end"
 */
record OverChanges(
        List<LineChange> changes,
        @Nullable String conflict,
        int startLine,
        @Nullable Integer endLine) {

    /** The note of an edit applied over other changes, for its report. */
    String note() {
        return "Applied over changes at " + VersionReports.describe(changes)
                + " made since your version (line numbers in this report are the file's current ones).\n";
    }

    /**
     * Checks a batch of search/replace edits.
     *
     * @param old the text at the model's version
     * @param current the text now
     * @param batch the batch, with the call's options
     * @param edits the edits
     */
    static OverChanges batch(String old, String current, BatchEdit batch, List<SearchReplace> edits) {
        List<LineChange> changes = LineDiff.changes(Lines.split(old), Lines.split(current));
        BatchResult onOld = batch.apply(old, edits);
        BatchResult onCurrent = batch.apply(current, edits);
        OverChanges differ = sameOutcomes(changes, onOld.edits(), onCurrent.edits());
        if (differ != null) {
            return differ;
        }
        return results(old, current, onOld.file().after(), onCurrent.file().after(), List.of(), "call");
    }

    /**
     * Checks the FILE/FIND/REPLACE/END edits of one file: like {@link #batch}, every edit must apply
     * to the model's version and end the same way on the current text.
     *
     * @param old the text at the model's version
     * @param current the text now
     * @param edits the file's edits, in order
     */
    static OverChanges blocks(String old, String current, List<BlockEdit> edits) {
        EditBlocksResult onOld = EditBlocks.applyAll(old, edits);
        EditBlocksResult onCurrent = EditBlocks.applyAll(current, edits);
        List<LineChange> changes = LineDiff.changes(Lines.split(old), Lines.split(current));
        OverChanges differ = sameOutcomes(changes, onOld.edits(), onCurrent.edits());
        if (differ != null) {
            return differ;
        }
        if (!onOld.isSuccess()) {
            return refused(changes, "not every edit applies to your version");
        }
        return results(old, current, onOld.file().after(), onCurrent.file().after(), List.of(), "call");
    }

    /** A refusal when an edit does not end the same way on both texts, or matches fuzzily; else null. */
    private static @Nullable OverChanges sameOutcomes(
            List<LineChange> changes, List<EditOutcome> onOld, List<EditOutcome> onCurrent) {
        for (int i = 0; i < onOld.size(); i++) {
            EditOutcome was = onOld.get(i);
            EditOutcome now = onCurrent.get(i);
            if (was.status() != now.status() || was.matchKind() != now.matchKind()) {
                return refused(
                        changes,
                        "edit " + was.number() + " does not match the same way in the current file ("
                                + firstLine(was.message()) + " on your version; " + firstLine(now.message()) + " now)");
            }
            if (was.matchKind() == MatchKind.FUZZY) {
                return refused(changes, "edit " + was.number() + " is a fuzzy match");
            }
        }
        return null;
    }

    /**
     * Checks an edit given by what it made of both texts: no change made since the model's version
     * may overlap or border a line the edit changed or read in the old text, and its result on the
     * current text must be the old text with both sets of changes applied.
     *
     * @param old the text at the model's version
     * @param current the text now
     * @param oldAfter the edit's result on {@code old}
     * @param currentAfter the edit's result on {@code current}
     * @param read 0-based half-open line ranges {@code {from, to}} of {@code old} the edit read
     *     (selected) beyond those it changed
     * @param what what made the edit, for the refusal: "call" or "script"
     */
    static OverChanges results(
            String old, String current, String oldAfter, String currentAfter, List<int[]> read, String what) {
        OverChanges touching = touching(old, current, oldAfter, read, what);
        if (touching.conflict() != null) {
            return touching;
        }
        List<String> merged = merge(
                Lines.split(old),
                touching.changes(),
                Lines.split(current),
                LineDiff.changes(Lines.split(old), Lines.split(oldAfter)),
                Lines.split(oldAfter));
        if (!merged.equals(Lines.split(currentAfter)) || old.endsWith("\n") != current.endsWith("\n")) {
            return refused(touching.changes(), "the edits would not give the same result on the current file");
        }
        return touching;
    }

    /**
     * The first half of {@link #results}: whether a change made since the model's version overlaps
     * or borders a line the edit changed or read in the old text.
     */
    static OverChanges touching(String old, String current, String oldAfter, List<int[]> read, String what) {
        List<String> oldLines = Lines.split(old);
        List<LineChange> changes = LineDiff.changes(oldLines, Lines.split(current));
        List<LineChange> ours = LineDiff.changes(oldLines, Lines.split(oldAfter));
        for (LineChange theirs : changes) {
            for (LineChange mine : ours) {
                if (touches(theirs, mine.oldStart(), mine.oldEnd())) {
                    return refused(
                            changes,
                            "they touch lines this " + what + " replaces (" + region(mine) + " of your version)");
                }
            }
            for (int[] range : read) {
                if (touches(theirs, range[0], range[1])) {
                    return refused(
                            changes,
                            "they touch lines this " + what + " selected ("
                                    + VersionReports.range(range[0], Math.max(range[1], range[0] + 1))
                                    + " of your version)");
                }
            }
        }
        return new OverChanges(changes, null, 0, null);
    }

    /** A check refused for a reason other than the lines, e.g. the edit failing on one of the texts. */
    static OverChanges refused(String old, String current, String why) {
        return refused(LineDiff.changes(Lines.split(old), Lines.split(current)), why);
    }

    /**
     * Checks a replacement of lines {@code startLine..endLine} (1-based, inclusive; endLine null for
     * the end of the file) and remaps them to the current text.
     */
    static OverChanges lines(String old, String current, int startLine, @Nullable Integer endLine) {
        List<String> oldLines = Lines.split(old);
        List<LineChange> changes = LineDiff.changes(oldLines, Lines.split(current));
        int total = oldLines.size();
        if (startLine < 1 || startLine > total + 1 || (endLine != null && endLine < startLine)) {
            return refused(changes, "the line range is not valid in your version (" + total + " lines)");
        }
        int from = startLine - 1;
        int to = endLine == null ? total : Math.min(endLine, total);
        int shift = 0;
        for (LineChange theirs : changes) {
            if (touches(theirs, from, to)) {
                return refused(
                        changes,
                        "they touch lines " + startLine + "–" + Math.max(startLine, to)
                                + " that this call replaces (or the lines next to them)");
            }
            if (theirs.oldEnd() < from) {
                shift += (theirs.newEnd() - theirs.newStart()) - (theirs.oldEnd() - theirs.oldStart());
            }
        }
        return new OverChanges(changes, null, startLine + shift, endLine == null ? null : to + shift);
    }

    private static OverChanges refused(List<LineChange> changes, String why) {
        return new OverChanges(
                changes,
                "Changed since your version: " + VersionReports.describe(changes) + "; " + why + ".\n",
                0,
                null);
    }

    /** Whether a change overlaps or borders old lines {@code [from, to)} (an insertion at either edge counts). */
    private static boolean touches(LineChange change, int from, int to) {
        return change.oldStart() <= to && from <= change.oldEnd();
    }

    private static String region(LineChange change) {
        return change.oldEnd() == change.oldStart()
                ? "after line " + change.oldStart()
                : VersionReports.range(change.oldStart(), change.oldEnd());
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    /** The old lines with both sets of (non-touching) changes applied. */
    private static List<String> merge(
            List<String> old,
            List<LineChange> theirs,
            List<String> theirLines,
            List<LineChange> ours,
            List<String> ourLines) {
        List<String> out = new ArrayList<>(old.size());
        int at = 0;
        int i = 0;
        int j = 0;
        while (i < theirs.size() || j < ours.size()) {
            boolean takeTheirs = j >= ours.size()
                    || (i < theirs.size()
                            && theirs.get(i).oldStart() <= ours.get(j).oldStart());
            LineChange next = takeTheirs ? theirs.get(i++) : ours.get(j++);
            List<String> source = takeTheirs ? theirLines : ourLines;
            out.addAll(old.subList(at, next.oldStart()));
            out.addAll(source.subList(next.newStart(), next.newEnd()));
            at = next.oldEnd();
        }
        out.addAll(old.subList(at, old.size()));
        return out;
    }
}
