package dev.edl;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Run in a child JVM with a small heap by {@link EdlMemoryBoundTest}: runs worst-case scripts of
 * the given size through {@link Edl#run(String)} and prints one line per shape, {@code OK shape …}
 * or {@code FAIL shape why} ({@code OOM shape} when the heap ran out).
 */
public final class ScriptMemoryMain {
    /** A report longer than this is not bounded. */
    static final int MAX_REPORT_CHARS = 200_000;

    private ScriptMemoryMain() {}

    /**
     * Runs the shapes.
     *
     * @param args the workspace root, the script size in characters, then shape names
     */
    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        int size = Integer.parseInt(args[1]);
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 2_000; i++) {
            lines.append("line ").append(i).append('\n');
        }
        Files.writeString(root.resolve("a.txt"), lines);
        for (int i = 2; i < args.length; i++) {
            String shape = args[i];
            try {
                System.out.println(run(root, shape, size));
            } catch (OutOfMemoryError e) {
                System.out.println("OOM " + shape);
            }
            System.out.flush();
        }
    }

    private static String run(Path root, String shape, int size) throws Exception {
        String text;
        String script;
        switch (shape) {
            case "replaceNoFile" -> {
                text = "x";
                script = fill("", "replace \"x\"\n", "", size);
            }
            case "heredocParseError" -> {
                text = "x\n";
                script = fill("file a.txt\nselect /line 1\\n/\n", "replace <<E\nx\nE\n", "select /(/\n", size);
            }
            case "failedSelect" -> {
                text = "x";
                script = fill("file a.txt\nselect /no such line/\n", "replace \"x\"\n", "", size);
            }
            case "failedPaths" -> {
                text = "x";
                script = fill("", "file ../x\ninsert_after \"x\"\n", "", size);
            }
            case "deletes" -> {
                text = null;
                script = fill("file a.txt\nselect_multiple /^/m\n", "delete\n", "", size);
            }
            case "selects" -> {
                text = null;
                script = fill("file a.txt\n", "select /line 1\\n/\n", "", size);
            }
            case "cutPaste" -> {
                text = null;
                script = fill("file a.txt\nselect /line 1\\n/\n", "cut r\npaste r\n", "", size);
            }
            case "files" -> {
                text = null;
                script = fill("", "file a.txt\n", "", size);
            }
            default -> throw new IllegalArgumentException(shape);
        }
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = Edl.builder()
                .workspace(root)
                .registers(store)
                .dryRun(true)
                .build()
                .run(script);
        int reportLength = result.formatted().length();
        if (reportLength > MAX_REPORT_CHARS) {
            return "FAIL " + shape + " report of " + reportLength + " chars";
        }
        if (result.trace().size() > 2_000) {
            return "FAIL " + shape + " trace of " + result.trace().size() + " lines";
        }
        if (text != null) {
            int expected = count(script, text.equals("x") ? "\"x\"" : "<<E\n");
            List<SavedRegister> saved = new ArrayList<>(result.savedRegisters());
            result.fileErrors().forEach(error -> saved.addAll(error.savedRegisters()));
            List<String> recovered = recover(saved, store);
            if (recovered.size() != expected) {
                return "FAIL " + shape + " recovered " + recovered.size() + " of " + expected + " texts";
            }
            for (String one : recovered) {
                if (!one.equals(text)) {
                    return "FAIL " + shape + " recovered a wrong text: " + one;
                }
            }
            if (saved.size() > 200) {
                return "FAIL " + shape + " " + saved.size() + " saved-register entries in the result";
            }
        }
        return "OK " + shape + " report " + reportLength + " chars, "
                + result.savedRegisters().size() + " saved entries, trace "
                + result.trace().size() + " lines";
    }

    /** Every saved text, in order, read back from the store as the report describes it. */
    static List<String> recover(List<SavedRegister> saved, RegisterStore store) {
        List<String> texts = new ArrayList<>();
        for (SavedRegister register : saved) {
            String value = store.get(register.name()).orElseThrow();
            if (!register.shared()) {
                texts.add(value);
                continue;
            }
            int at = 0;
            int entry = 0;
            while (entry < register.firstEntry() + register.count()) {
                int colon = value.indexOf(':', at);
                int length = Integer.parseInt(value.substring(at, colon));
                if (entry >= register.firstEntry()) {
                    texts.add(value.substring(colon + 1, colon + 1 + length));
                }
                at = colon + 1 + length;
                entry++;
            }
        }
        return texts;
    }

    private static int count(String script, String needle) {
        int count = 0;
        for (int at = script.indexOf(needle); at >= 0; at = script.indexOf(needle, at + needle.length())) {
            count++;
        }
        return count;
    }

    private static String fill(String head, String unit, String tail, int size) {
        StringBuilder script = new StringBuilder(size);
        script.append(head);
        while (script.length() + unit.length() + tail.length() <= size) {
            script.append(unit);
        }
        return script.append(tail).toString();
    }
}
