package dev.edl.examples;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The version of this build of edl, as the command-line tool and the MCP servers announce it. The
 * build writes it into a resource, so no source file repeats the project's version.
 */
public final class EdlVersion {
    private static final String VERSION = read();

    private EdlVersion() {}

    /**
     * Returns the version, e.g. {@code 1.0.0} or {@code 1.1.0-SNAPSHOT}.
     *
     * @return the version of this build, never empty
     */
    public static String get() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = EdlVersion.class.getResourceAsStream("edl-version.properties")) {
            if (in == null) {
                throw new IllegalStateException("edl-version.properties is missing from the build");
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version", "");
            if (version.isEmpty() || version.startsWith("${")) {
                throw new IllegalStateException("edl-version.properties was not filtered by the build: " + version);
            }
            return version;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
