package dev.edl.files;

import java.util.Arrays;

/**
 * The identity of a file's bytes when it was read, for the stale check before writing.
 *
 * @param size the size in bytes
 * @param digest a SHA-256 digest of the bytes
 */
public record FileStamp(long size, byte[] digest) {
    /** Copies the digest. */
    public FileStamp {
        digest = digest.clone();
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
}
