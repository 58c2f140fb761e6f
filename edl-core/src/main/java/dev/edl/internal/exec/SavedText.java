package dev.edl.internal.exec;

import java.util.List;

/**
 * A register a run filled with the caller's text; {@code dev.edl.Edl} turns it into a {@code
 * SavedRegister}. Public only so that {@code Edl} can read it (the package is not exported).
 *
 * <p>Usually one text has one register ({@code count} 1, {@code firstEntry} 0). Past a run's first
 * {@value Registers#MAX_SEPARATE} saved texts, texts go to one shared register, each as its length,
 * a colon and the text; then this names entries {@code firstEntry} to {@code firstEntry + count - 1}
 * of that register.
 *
 * @param name the register name
 * @param size the length of the text, or of all {@code count} texts, in UTF-16 code units
 * @param command the command the (first) text was written for (the one that puts it back)
 * @param count how many texts (at least 1)
 * @param firstEntry the 0-based entry of the first text in a shared register; 0 otherwise
 * @param shared whether the register holds several texts as length-prefixed entries
 */
public record SavedText(String name, int size, String command, int count, int firstEntry, boolean shared) {
    /** A text in a register of its own. */
    SavedText(String name, int size, String command) {
        this(name, size, command, 1, 0, false);
    }

    /** Appends texts to a list, merging a run of consecutive entries of one shared register into one. */
    static void appendAll(List<SavedText> into, List<SavedText> more) {
        for (SavedText text : more) {
            int last = into.size() - 1;
            SavedText previous = last < 0 ? null : into.get(last);
            if (previous != null
                    && previous.shared
                    && text.shared
                    && previous.name.equals(text.name)
                    && previous.firstEntry + previous.count == text.firstEntry) {
                into.set(
                        last,
                        new SavedText(
                                previous.name,
                                previous.size + text.size,
                                previous.command,
                                previous.count + text.count,
                                previous.firstEntry,
                                true));
            } else {
                into.add(text);
            }
        }
    }
}
