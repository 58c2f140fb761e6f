package dev.edl.examples.jobs.model;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * A response body read line by line as it arrives, with a stalled-stream timeout: when no byte
 * arrives for the idle timeout, reading fails and the body is cancelled. UTF-8; a {@code \r}
 * before {@code \n} is dropped.
 *
 * <p>The HTTP client pushes buffers from its own threads into a queue; the reading thread polls
 * the queue with the timeout and asks for the next buffer only after taking one.
 */
final class BodyLines implements Flow.Subscriber<List<ByteBuffer>>, AutoCloseable {
    private static final Object END = new Object();

    private final BlockingQueue<Object> queue = new LinkedBlockingQueue<>();
    private final Duration idleTimeout;
    private final String what;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    private final StringBuilder pending = new StringBuilder();
    private @Nullable ByteBuffer leftover;
    private int scanFrom;
    private boolean ended;
    private volatile Flow.@Nullable Subscription subscription;
    private volatile boolean cancelled;

    /**
     * @param idleTimeout the longest wait for the next bytes
     * @param what the request, for messages (e.g. {@code POST http://…/api/chat})
     */
    BodyLines(Duration idleTimeout, String what) {
        this.idleTimeout = idleTimeout;
        this.what = what;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        if (cancelled) {
            subscription.cancel();
        } else {
            subscription.request(1);
        }
    }

    @Override
    public void onNext(List<ByteBuffer> item) {
        queue.add(item);
    }

    @Override
    public void onError(Throwable throwable) {
        queue.add(throwable);
    }

    @Override
    public void onComplete() {
        queue.add(END);
    }

    /**
     * The next line, without its line break.
     *
     * @return the line, or null at the end of the body (a last line without a break is returned
     *     before that)
     * @throws ModelException TIMEOUT when the body stalls, IO when the connection breaks,
     *     INTERRUPTED when the thread is interrupted
     */
    @Nullable
    String nextLine() throws ModelException {
        while (true) {
            for (int i = scanFrom; i < pending.length(); i++) {
                if (pending.charAt(i) == '\n') {
                    int end = i > 0 && pending.charAt(i - 1) == '\r' ? i - 1 : i;
                    String line = pending.substring(0, end);
                    pending.delete(0, i + 1);
                    scanFrom = 0;
                    return line;
                }
            }
            scanFrom = pending.length();
            if (ended) {
                if (pending.length() == 0) {
                    return null;
                }
                String line = pending.toString();
                pending.setLength(0);
                scanFrom = 0;
                return line;
            }
            take();
        }
    }

    /**
     * The rest of the body, up to a limit.
     *
     * @param maxChars the most characters kept; the rest is read and dropped
     * @return the text
     * @throws ModelException as {@link #nextLine()}
     */
    String rest(int maxChars) throws ModelException {
        while (!ended) {
            take();
            if (pending.length() > maxChars) {
                pending.setLength(maxChars);
            }
        }
        String text = pending.length() > maxChars ? pending.substring(0, maxChars) : pending.toString();
        pending.setLength(0);
        scanFrom = 0;
        return text;
    }

    private void take() throws ModelException {
        Object item;
        try {
            item = queue.poll(idleTimeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close();
            throw new ModelException(ModelException.Kind.INTERRUPTED, null, "Interrupted while reading " + what, e);
        }
        if (item == null) {
            close();
            throw ModelException.of(
                    ModelException.Kind.TIMEOUT,
                    "The response stalled: no data for " + idleTimeout.toMillis() + " ms from " + what
                            + " (stalled-stream timeout)");
        }
        if (item == END) {
            decode(ByteBuffer.allocate(0), true);
            ended = true;
            return;
        }
        if (item instanceof Throwable failure) {
            ended = true;
            throw new ModelException(
                    ModelException.Kind.IO,
                    null,
                    "The connection broke while reading the response of " + what + ": " + failure,
                    failure);
        }
        @SuppressWarnings("unchecked")
        List<ByteBuffer> buffers = (List<ByteBuffer>) item;
        for (ByteBuffer buffer : buffers) {
            decode(buffer, false);
        }
        Flow.Subscription current = subscription;
        if (current != null) {
            current.request(1);
        }
    }

    private void decode(ByteBuffer input, boolean last) {
        ByteBuffer in = input;
        ByteBuffer carried = leftover;
        if (carried != null && carried.hasRemaining()) {
            ByteBuffer joined = ByteBuffer.allocate(carried.remaining() + input.remaining());
            joined.put(carried).put(input).flip();
            in = joined;
        }
        CharBuffer out = CharBuffer.allocate(Math.max(16, in.remaining() + 4));
        decoder.decode(in, out, last);
        if (last) {
            decoder.flush(out);
        }
        out.flip();
        pending.append(out);
        if (in.hasRemaining()) {
            ByteBuffer copy = ByteBuffer.allocate(in.remaining());
            copy.put(in).flip();
            leftover = copy;
        } else {
            leftover = null;
        }
    }

    /** Stops the body (the connection is released); later reads see the end. */
    @Override
    public void close() {
        cancelled = true;
        Flow.Subscription current = subscription;
        if (current != null) {
            current.cancel();
        }
    }
}
