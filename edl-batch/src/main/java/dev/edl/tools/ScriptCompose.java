package dev.edl.tools;

import dev.edl.Command;
import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.FileResult;
import dev.edl.RegisterStore;
import dev.edl.SelectedRange;
import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Whether an EDL script the model wrote against older versions of some files may run on the files
 * as they are now. The script is run twice in memory, with registers of its own: on the files as the
 * model saw them (the stale ones at the remembered versions) and on the files as they are now. For
 * each stale file, no change made since the model's version may overlap or border a line the script
 * selected ({@link FileResult#selected()}) or changed in the old text, and its result on the current
 * text must be the old text with both sets of changes applied ({@link OverChanges#results}); every
 * other file must come out the same from both runs. A run that fails, a {@code newfile} of a file
 * that exists, or a script that reads a register set before the call (the runs start with none)
 * refuses composing. Decisions are recorded in the {@link GuardedFiles}.
 */
final class ScriptCompose {
    private ScriptCompose() {}

    /**
     * Checks the stale files of a guarded {@code edl} call.
     *
     * @param commands the parsed script
     * @param script the script text
     * @param allOrNothing the call's option, for the in-memory runs
     */
    static void check(
            ToolContext context, GuardedFiles guarded, List<Command> commands, String script, boolean allOrNothing) {
        List<GuardedFiles.Stale> stale = guarded.stale();
        if (stale.isEmpty()) {
            return;
        }
        Map<String, String> onOld = new LinkedHashMap<>();
        Map<String, String> onNow = new LinkedHashMap<>();
        Map<String, GuardedFiles.Stale> byPath = new LinkedHashMap<>();
        for (GuardedFiles.Stale file : stale) {
            byPath.put(file.file().path(), file);
            onOld.put(file.file().path(), file.old());
            onNow.put(file.file().path(), file.file().text());
        }
        String why = null;
        for (Command command : commands) {
            if (command instanceof Command.OpenFile open) {
                TextFile file = FileVersions.openOrNull(context, open.path());
                if (file != null && !byPath.containsKey(file.path())) {
                    onOld.put(file.path(), file.text());
                    onNow.put(file.path(), file.text());
                }
            } else if (command instanceof Command.NewFile created && exists(context, created.path())) {
                why = "the script creates " + created.path() + ", which exists";
            }
        }
        EdlResult old = probe(script, onOld, allOrNothing);
        EdlResult now = probe(script, onNow, allOrNothing);
        if (why == null && !old.isSuccess()) {
            why = "the script does not run without errors on your version (a register set by an earlier call"
                    + " counts as an error here)";
        }
        String differ = otherFilesDiffer(old, now, byPath);
        for (GuardedFiles.Stale file : stale) {
            FileResult was = result(old, file.file().path());
            if (why != null) {
                guarded.decide(file, OverChanges.refused(file.old(), file.file().text(), why));
                continue;
            }
            if (was == null) {
                continue; // the script does not open it: not checked
            }
            List<int[]> read = lines(was.selected());
            OverChanges touching = OverChanges.touching(file.old(), file.file().text(), was.after(), read, "script");
            FileResult is = result(now, file.file().path());
            if (touching.conflict() != null) {
                guarded.decide(file, touching);
            } else if (!now.isSuccess() || is == null) {
                guarded.decide(
                        file,
                        OverChanges.refused(
                                file.old(),
                                file.file().text(),
                                "the script does not run the same way on the current file"));
            } else if (differ != null) {
                guarded.decide(file, OverChanges.refused(file.old(), file.file().text(), differ));
            } else {
                guarded.decide(
                        file,
                        OverChanges.results(file.old(), file.file().text(), was.after(), is.after(), read, "script"));
            }
        }
    }

    private static EdlResult probe(String script, Map<String, String> files, boolean allOrNothing) {
        return Edl.builder()
                .registers(RegisterStore.inMemory())
                .allOrNothing(allOrNothing)
                .build()
                .runInMemory(script, files);
    }

    private static @Nullable String otherFilesDiffer(
            EdlResult old, EdlResult now, Map<String, GuardedFiles.Stale> stale) {
        for (FileResult was : old.files()) {
            if (stale.containsKey(was.path())) {
                continue;
            }
            FileResult is = result(now, was.path());
            if (is == null || !is.after().equals(was.after())) {
                return "the script's result in " + was.path() + " would differ";
            }
        }
        return null;
    }

    private static @Nullable FileResult result(EdlResult result, String path) {
        for (FileResult file : result.files()) {
            if (file.path().equals(path)) {
                return file;
            }
        }
        return null;
    }

    /** Selected ranges as 0-based half-open line ranges {@code {from, to}}: every line they cover. */
    static List<int[]> lines(List<SelectedRange> selected) {
        List<int[]> out = new ArrayList<>(selected.size());
        for (SelectedRange range : selected) {
            int from = range.startLine() - 1;
            int to = range.endColumn() == 0 && range.endLine() > range.startLine()
                    ? range.endLine() - 1
                    : range.endLine();
            out.add(new int[] {from, Math.max(to, from + 1)});
        }
        return out;
    }

    private static boolean exists(ToolContext context, String path) {
        try {
            return Files.exists(context.workspace().resolve(path), LinkOption.NOFOLLOW_LINKS);
        } catch (FileAccessException e) {
            return false;
        }
    }
}
