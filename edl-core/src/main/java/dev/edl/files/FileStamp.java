package dev.edl.files;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * The identity of a file's bytes when it was read, for the stale check before writing.
 *
 * @param size the size in bytes
 * @param digest a SHA-256 digest of the bytes (32 bytes; copied in and out)
 */
@SuppressWarnings("ArrayRecordComponent") // copied in and out; equals and hashCode compare contents
public record FileStamp(long size, byte[] digest) {
    /** Copies the digest. */
    public FileStamp {
        digest = digest.clone();
    }

    /**
     * The stamp of some file content.
     *
     * @param content the file's bytes, not null
     * @return its size and SHA-256 digest
     */
    public static FileStamp of(byte[] content) {
        return new FileStamp(content.length, sha256(content));
    }

    /**
     * Whether some content is the content this stamp was taken of (same size, same SHA-256 digest).
     *
     * @param content the bytes to compare, not null
     * @return true when they match
     */
    public boolean matches(byte[] content) {
        return content.length == size && MessageDigest.isEqual(digest, sha256(content));
    }

    /** The digest's length without copying it (0 for the digest-less stamps of texts held in memory). */
    int digestLength() {
        return digest.length;
    }

    /**
     * The version token of the bytes this stamp was taken of (see {@link FileVersion}).
     *
     * @return 16 lower-case hexadecimal digits
     */
    public String version() {
        return FileVersion.of(this);
    }

    @Override
    public byte[] digest() {
        return digest.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FileStamp that && size == that.size && Arrays.equals(digest, that.digest);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(size) * 31 + Arrays.hashCode(digest);
    }

    @Override
    public String toString() {
        return "FileStamp[size=" + size + "]";
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
