package dev.edl.files;

import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A file's version token: the one way to say "this file, at this version".
 *
 * <p>The token is the first 16 hexadecimal digits (lower case) of the SHA-256 digest of the file's
 * bytes as read, e.g. {@code 7f3a09be11c2d4e5}; a file that does not exist yet has the token {@value
 * #NEW}. {@code read_lines} prints it, {@link TextFile#version()} gives it, and every file entry
 * ({@code BatchEdit}, {@code LineReplace}, {@code EditSession}, {@code Edl}) takes it back as an
 * expected version: the edit is then computed from exactly the bytes that have this version, and
 * the write's stale check (under the file's lock) compares the file with those same bytes, so a
 * change made by anyone after the version was read is never edited over.
 *
 * <p>Tokens are compared after {@link #normalize}: case and surrounding whitespace do not matter.
 */
public final class FileVersion {
    /** The token of a file that does not exist yet (a file to be created). */
    public static final String NEW = "new";

    /** How many hexadecimal digits of the digest a token has. */
    static final int DIGITS = 16;

    private FileVersion() {}

    /**
     * The token of the bytes a stamp was taken of.
     *
     * @param stamp the stamp, or null for a file that does not exist yet
     * @return 16 lower-case hexadecimal digits, or {@value #NEW} for null
     */
    public static String of(@Nullable FileStamp stamp) {
        return stamp == null ? NEW : hex(stamp.digest());
    }

    /**
     * The token of some file content.
     *
     * @param content the file's bytes, not null
     * @return 16 lower-case hexadecimal digits
     */
    public static String of(byte[] content) {
        return hex(FileStamp.of(content).digest());
    }

    /**
     * Checks a token as a caller wrote it and returns its canonical form.
     *
     * @param token a token, e.g. {@code "7F3A09BE11C2D4E5 "}, not null
     * @return the token stripped and in lower case
     * @throws IllegalArgumentException {@code Invalid expected version: "T" (a version is the 16
     *     hexadecimal digits read_lines prints, or "new" for a file that does not exist yet)}
     */
    public static String normalize(String token) {
        String canonical = token.strip().toLowerCase(Locale.ROOT);
        if (canonical.equals(NEW)
                || (canonical.length() == DIGITS && canonical.chars().allMatch(FileVersion::isHex))) {
            return canonical;
        }
        throw new IllegalArgumentException("Invalid expected version: \"" + token + "\" (a version is the " + DIGITS
                + " hexadecimal digits read_lines prints, or \"" + NEW + "\" for a file that does not exist yet)");
    }

    private static boolean isHex(int c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    }

    static String hex(byte[] digest) {
        if (digest.length < DIGITS / 2) {
            throw new IllegalArgumentException("a stamp without a digest has no version");
        }
        StringBuilder out = new StringBuilder(DIGITS);
        for (int i = 0; i < DIGITS / 2; i++) {
            out.append(Character.forDigit((digest[i] >> 4) & 0xf, 16)).append(Character.forDigit(digest[i] & 0xf, 16));
        }
        return out.toString();
    }
}
