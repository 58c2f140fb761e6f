package dev.edl.examples.mcp;

import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The areas edl serves when an MCP client offers roots: each {@code file:} root that lies inside the
 * server's {@code --root} (or the whole root, for a client root that holds it). Roots outside
 * {@code --root}, and roots that are not {@code file:} URIs, are ignored and said so in the log.
 */
final class ClientRoots {
    private ClientRoots() {}

    /**
     * The areas inside both the client's roots and the server's root.
     *
     * @param root the server's workspace root (absolute)
     * @param roots the roots the client offers
     * @param log where a note on each ignored root goes
     * @return the areas (absolute); empty when no root of the client lies inside {@code root}
     */
    static List<Path> areas(Path root, List<McpSchema.Root> roots, Consumer<String> log) {
        Path realRoot = realOrSelf(root);
        List<Path> areas = new ArrayList<>();
        for (McpSchema.Root offered : roots) {
            Path path;
            try {
                URI uri = URI.create(offered.uri());
                if (!"file".equalsIgnoreCase(uri.getScheme())) {
                    log.accept("client root ignored (not a file: URI): " + offered.uri());
                    continue;
                }
                path = Path.of(uri).normalize();
            } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
                log.accept("client root ignored (not a file: URI): " + offered.uri());
                continue;
            }
            Path real = realOrSelf(path);
            if (real.startsWith(realRoot)) {
                areas.add(real);
            } else if (realRoot.startsWith(real)) {
                areas.add(root);
            } else {
                log.accept("client root ignored (outside --root " + root + "): " + offered.uri());
            }
        }
        return List.copyOf(areas);
    }

    private static Path realOrSelf(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path.toAbsolutePath().normalize();
        }
    }
}
