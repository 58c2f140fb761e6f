package dev.edl.tools;

import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import dev.edl.files.Workspace;
import dev.edl.internal.text.LineChange;
import dev.edl.internal.text.LineDiff;
import dev.edl.internal.text.Lines;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The version lines of edit reports: the token a file has after a write ({@code version now:
 * 7f3a09be11c2d4e5, 212 lines}), so that a chain of guarded edits needs no extra read, and which
 * lines changed since a caller's version when a guarded edit is refused.
 */
public final class VersionReports {
    /** Changed regions named in one report at most. */
    static final int MAX_REGIONS = 6;

    private VersionReports() {}

    /**
     * The version line of a file as read.
     *
     * @param file the file
     * @return e.g. {@code version now: 7f3a09be11c2d4e5, 212 lines}
     */
    public static String versionNow(TextFile file) {
        int lines = Lines.splitDroppingCr(file.text()).size();
        return "version now: " + file.version() + ", " + lines + (lines == 1 ? " line" : " lines");
    }

    /**
     * The version line of a file as it is on disk now (read again).
     *
     * @param workspace the workspace
     * @param path the file, relative to the workspace root
     * @return the line, or {@code ""} when the file cannot be read
     */
    public static String versionNow(Workspace workspace, String path) {
        try {
            return versionNow(workspace.open(path));
        } catch (FileAccessException e) {
            return "";
        }
    }

    /**
     * The version line of a file just written, e.g. {@code version now: 7f3a09be11c2d4e5, 212
     * lines}: read again, and given only when the file still holds the text written (else the
     * token would be of text the caller has not seen).
     *
     * @param workspace the workspace
     * @param path the file, relative to the workspace root
     * @param written the editing text that was written
     * @return the line, {@code version now: unknown (…)} when the file changed again, or {@code ""}
     *     when it cannot be read
     */
    public static String versionNow(Workspace workspace, String path, String written) {
        try {
            TextFile file = workspace.open(path);
            return file.text().equals(written)
                    ? versionNow(file)
                    : "version now: unknown (the file changed again right after this write; read it)";
        } catch (FileAccessException e) {
            return "";
        }
    }

    /**
     * What a refusal of a guarded edit adds: which lines changed since the caller's version.
     *
     * @param textAtVersion the file's text at the caller's version, or null when it is not known
     * @param current the file's current text
     * @return a sentence ending with a line break, e.g. {@code Changed since your version: lines
     *     40–42 (now lines 40–43).}
     */
    public static String changedSince(@Nullable String textAtVersion, String current) {
        if (textAtVersion == null) {
            return "Which lines changed since your version is unknown here (that version is not among those"
                    + " remembered): read the file again.\n";
        }
        List<LineChange> changes = LineDiff.changes(Lines.split(textAtVersion), Lines.split(current));
        if (changes.isEmpty()) {
            return "Only line breaks or the encoding changed since your version.\n";
        }
        return "Changed since your version: " + describe(changes) + ".\n";
    }

    /**
     * Changed regions as the model reads them: lines of its version, and where they are now, e.g.
     * {@code lines 40–42 (now lines 40–43)}, {@code 2 lines inserted after line 12 (now lines
     * 13–14)}; at most {@value #MAX_REGIONS}, then a count.
     */
    static String describe(List<LineChange> changes) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < changes.size() && i < MAX_REGIONS; i++) {
            LineChange change = changes.get(i);
            if (i > 0) {
                out.append("; ");
            }
            int inserted = change.newEnd() - change.newStart();
            if (change.oldEnd() == change.oldStart()) {
                out.append(inserted == 1 ? "1 line" : inserted + " lines")
                        .append(" inserted after line ")
                        .append(change.oldStart());
            } else {
                out.append(range(change.oldStart(), change.oldEnd()));
            }
            if (inserted == 0) {
                out.append(" (deleted)");
            } else {
                out.append(" (now ")
                        .append(range(change.newStart(), change.newEnd()))
                        .append(')');
            }
        }
        if (changes.size() > MAX_REGIONS) {
            out.append("; and ").append(changes.size() - MAX_REGIONS).append(" more changed regions");
        }
        return out.toString();
    }

    /** 0-based half-open lines as the 1-based {@code line 4} or {@code lines 4–6}. */
    static String range(int from, int to) {
        return to - from == 1 ? "line " + (from + 1) : "lines " + (from + 1) + "–" + to;
    }
}
