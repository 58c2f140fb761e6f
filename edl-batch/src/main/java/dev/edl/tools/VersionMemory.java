package dev.edl.tools;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The recent versions of files that one {@link EdlTools} has shown or written: the text at each
 * version token, so that a guarded edit whose file has changed since the model's version can tell
 * which lines changed and whether the edit touches them.
 *
 * <p>Bounded: at most {@value #VERSIONS_PER_FILE} versions per file and {@value #MAX_CHARS}
 * characters in total; the least recently remembered versions go first. Thread-safe.
 */
final class VersionMemory {
    /** Versions kept per file. */
    static final int VERSIONS_PER_FILE = 8;

    /** Characters of text kept in total, over all files (16 Mi). */
    static final long MAX_CHARS = 16L << 20;

    private record Key(String path, String version) {}

    private final Map<Key, String> texts = new LinkedHashMap<>();
    private long chars;

    /**
     * Remembers a file's text at a version; a text larger than the whole bound is not kept.
     *
     * @param path the workspace-relative path, as {@link dev.edl.files.TextFile#path()} gives it
     * @param version the version token of the bytes this text was decoded from
     * @param text the editing text
     */
    synchronized void remember(String path, String version, String text) {
        if (text.length() > MAX_CHARS) {
            return;
        }
        Key key = new Key(path, version);
        String old = texts.remove(key);
        if (old != null) {
            chars -= old.length();
        }
        texts.put(key, text);
        chars += text.length();
        List<Key> ofFile = new ArrayList<>();
        for (Key known : texts.keySet()) {
            if (known.path().equals(path)) {
                ofFile.add(known);
            }
        }
        for (int i = 0; i < ofFile.size() - VERSIONS_PER_FILE; i++) {
            String dropped = texts.remove(ofFile.get(i));
            chars -= dropped == null ? 0 : dropped.length();
        }
        Iterator<Map.Entry<Key, String>> oldest = texts.entrySet().iterator();
        while (chars > MAX_CHARS && oldest.hasNext()) {
            chars -= oldest.next().getValue().length();
            oldest.remove();
        }
    }

    /**
     * The text of a file at a version, when it is still remembered.
     *
     * @return the text, or null
     */
    synchronized @Nullable String text(String path, String version) {
        return texts.get(new Key(path, version));
    }
}
