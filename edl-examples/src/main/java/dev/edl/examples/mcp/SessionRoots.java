package dev.edl.examples.mcp;

import dev.edl.tools.EdlTools;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

/**
 * The tools of one stdio session, confined to the client's roots when it offers them. The roots are
 * asked for without blocking (the reader thread must stay free to read the answer): after {@code
 * notifications/initialized} and after each {@code notifications/roots/list_changed}. A tool call
 * waits (asynchronously) for the latest answer; calls waiting together run in the order they came.
 */
final class SessionRoots {
    private static final Logger LOG = LoggerFactory.getLogger(SessionRoots.class);

    /** The tools a call runs with, or why there are none. */
    record Served(@Nullable EdlTools tools, @Nullable String failure) {}

    private final EdlTools all;
    private volatile Mono<Served> current;

    SessionRoots(EdlTools all) {
        this.all = all;
        this.current = Mono.just(new Served(all, null));
    }

    /** What the next tool call runs with. */
    Mono<Served> served() {
        return current;
    }

    /**
     * Asks the client for its roots again; later tool calls wait for the answer.
     *
     * @param roots the client's answer, not yet subscribed
     */
    void refresh(Mono<List<McpSchema.Root>> roots) {
        Path root = all.workspace().root();
        Mono<Served> next = roots.map(offered -> {
                    List<Path> areas = ClientRoots.areas(root, offered, note -> LOG.warn("{}", note));
                    LOG.debug("Serving {} within the client's roots: {}", root, areas);
                    return new Served(all.confinedTo(areas), null);
                })
                .onErrorResume(error -> {
                    LOG.warn("Asking the client for its roots failed: {}", error.toString());
                    return Mono.just(new Served(
                            null,
                            "The client offers roots, but asking it for them (roots/list) failed: " + error.getMessage()
                                    + ". Nothing was run. Send notifications/roots/list_changed to let the server ask"
                                    + " again."));
                })
                .cache();
        current = next;
        next.subscribe();
    }
}
