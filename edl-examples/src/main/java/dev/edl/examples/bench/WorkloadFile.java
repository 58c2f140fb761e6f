package dev.edl.examples.bench;

/**
 * A file entry of a workload manifest.
 *
 * @param path the path relative to the workload folder
 * @param bytes the UTF-8 size
 * @param utf16Units the Java {@code String.length()} of the content
 * @param lines the number of {@code \n}-terminated lines
 * @param sha256 the hex SHA-256 of the UTF-8 bytes
 */
public record WorkloadFile(String path, long bytes, long utf16Units, int lines, String sha256) {}
