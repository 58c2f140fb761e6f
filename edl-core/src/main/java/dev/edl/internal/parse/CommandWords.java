package dev.edl.internal.parse;

import java.util.Set;

/** The command words of EDL, aliases included. */
final class CommandWords {
    private static final Set<String> ALL = Set.of(
            "file",
            "newfile",
            "select",
            "select_one",
            "select_multiple",
            "narrow",
            "narrow_multiple",
            "retain_first",
            "retain_last",
            "retain_nth",
            "select_next",
            "select_prev",
            "extend_forward",
            "extend_back",
            "replace",
            "insert_before",
            "insert_after",
            "delete",
            "cut",
            "paste");

    private CommandWords() {}

    /** Whether {@code word} is a command word (case-sensitive). */
    static boolean contains(String word) {
        return ALL.contains(word);
    }
}
