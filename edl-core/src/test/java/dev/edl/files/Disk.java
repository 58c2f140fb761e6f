package dev.edl.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Test helpers for real files. */
final class Disk {
    private Disk() {}

    static Path write(Path file, byte[] bytes) {
        try {
            Path parent = file.getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            return Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path write(Path file, String utf8) {
        return write(file, utf8.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String readString(Path file) {
        return new String(read(file), java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * Every entry under a directory (links not followed): relative path to content (files, base64),
     * "<dir>" or "-> target" (links).
     */
    static Map<String, String> snapshot(Path root) {
        Map<String, String> entries = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.forEach(path -> {
                String name = root.relativize(path).toString();
                try {
                    if (Files.isSymbolicLink(path)) {
                        entries.put(name, "-> " + Files.readSymbolicLink(path));
                    } else if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
                        entries.put(name, "<dir>");
                    } else {
                        entries.put(name, Base64.getEncoder().encodeToString(Files.readAllBytes(path)));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }
}
