package dev.edl.files;

import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The names of the helper files edl creates beside a file it writes, and how to recognise them.
 *
 * <p>For a target {@code name}, the stem is {@code name} itself (or, for a name longer than {@value
 * #MAX_NAME_IN_STEM} characters, its first {@value #MAX_NAME_IN_STEM} characters and a hash of the
 * whole name). The lock file is {@code .<stem>.edl-lock}, temporary files are {@code
 * .<stem>.edl-tmp-<16 hex digits>}. Only names of exactly these forms are ever cleaned up.
 */
final class EdlFileNames {
    static final int MAX_NAME_IN_STEM = 60;
    private static final String LOCK_SUFFIX = ".edl-lock";
    private static final String TEMP_INFIX = ".edl-tmp-";
    private static final Pattern TEMP = Pattern.compile("\\.(.+)\\.edl-tmp-[0-9a-f]{16}");
    private static final Pattern LOCK = Pattern.compile("\\.(.+)\\.edl-lock");

    private EdlFileNames() {}

    /** The stem that a target's lock and temporary files are named after. */
    static String stem(String name) {
        if (name.length() <= MAX_NAME_IN_STEM) {
            return name;
        }
        return name.substring(0, MAX_NAME_IN_STEM) + "~" + fnv1a(name);
    }

    static String lockName(String stem) {
        return "." + stem + LOCK_SUFFIX;
    }

    static String tempName(String stem, long random) {
        return "." + stem + TEMP_INFIX + String.format("%016x", random);
    }

    /** The stem of an edl temporary file's name, or null for any other name. */
    static @Nullable String stemOfTemp(String name) {
        Matcher matcher = TEMP.matcher(name);
        return matcher.matches() ? matcher.group(1) : null;
    }

    /** The stem of an edl lock file's name, or null for any other name. */
    static @Nullable String stemOfLock(String name) {
        Matcher matcher = LOCK.matcher(name);
        return matcher.matches() ? matcher.group(1) : null;
    }

    /** Whether a name is one of edl's helper files (a lock or a temporary file). */
    static boolean isEdlHelper(String name) {
        return stemOfTemp(name) != null || stemOfLock(name) != null;
    }

    private static String fnv1a(String name) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xff;
            hash *= 0x100000001b3L;
        }
        return String.format("%016x", hash);
    }
}
