package dev.edl.examples.jobs.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.concurrent.Flow;
import org.jspecify.annotations.Nullable;

/**
 * Posts a JSON body and hands the 2xx response to a reader line by line; sends the request again,
 * after a backoff, when the server answers 429 or 5xx; turns every other failure into a {@link
 * ModelException} that says what happened.
 */
final class HttpChat {
    static final ObjectMapper JSON = new ObjectMapper();

    /** The most characters of an error body kept for the message. */
    private static final int MAX_ERROR_BODY = 4000;

    private final ModelSettings settings;
    private final HttpClient client;

    /** Reads a 2xx response body. */
    @FunctionalInterface
    interface BodyReader<T> {
        T read(BodyLines body) throws ModelException;
    }

    HttpChat(ModelSettings settings) {
        this.settings = settings;
        this.client = HttpClient.newBuilder()
                .connectTimeout(settings.connectTimeout())
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    <T> T post(URI uri, String body, ChatListener listener, BodyReader<T> reader) throws ModelException {
        String what = "POST " + uri;
        for (int retry = 0; ; retry++) {
            HttpRequest.Builder request = HttpRequest.newBuilder(uri)
                    .timeout(settings.requestTimeout())
                    .header("Content-Type", "application/json")
                    .header(
                            "Accept",
                            settings.stream() ? "application/x-ndjson, text/event-stream" : "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
            String apiKey = settings.apiKey();
            if (apiKey != null && !apiKey.isEmpty()) {
                request.header("Authorization", "Bearer " + apiKey);
            }
            HttpResponse<Flow.Publisher<List<ByteBuffer>>> response = send(request.build(), uri);
            BodyLines lines = new BodyLines(settings.idleTimeout(), what);
            response.body().subscribe(lines);
            int status = response.statusCode();
            if (status >= 200 && status < 300) {
                try {
                    return reader.read(lines);
                } finally {
                    lines.close();
                }
            }
            String errorBody;
            try {
                errorBody = lines.rest(MAX_ERROR_BODY);
            } catch (ModelException e) {
                errorBody = "";
            } finally {
                lines.close();
            }
            String reason = errorMessage(errorBody);
            boolean retryable = status == 429 || status >= 500;
            if (retryable && retry < settings.maxRetries()) {
                Duration retryAfter =
                        retryAfter(response.headers().firstValue("Retry-After").orElse(null));
                Duration delay = settings.backoff().delay(retry + 1, retryAfter);
                listener.retrying("HTTP " + status + (reason.isEmpty() ? "" : " (" + reason + ")") + "; retry "
                        + (retry + 1) + " of " + settings.maxRetries() + " in " + delay.toMillis() + " ms"
                        + (retryAfter != null ? " (Retry-After)" : ""));
                try {
                    settings.sleeper().sleep(delay);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new ModelException(
                            ModelException.Kind.INTERRUPTED, null, "Interrupted while waiting to retry " + what, e);
                }
                continue;
            }
            throw new ModelException(
                    ModelException.Kind.STATUS,
                    status,
                    "The server answered HTTP " + status + " to " + what
                            + (reason.isEmpty() ? "" : ": " + reason)
                            + (retryable ? " (after " + retry + (retry == 1 ? " retry)" : " retries)") : ""),
                    null);
        }
    }

    private HttpResponse<Flow.Publisher<List<ByteBuffer>>> send(HttpRequest request, URI uri) throws ModelException {
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofPublisher());
        } catch (HttpConnectTimeoutException e) {
            throw new ModelException(
                    ModelException.Kind.TIMEOUT,
                    null,
                    "Could not connect to " + authority(uri) + " within "
                            + settings.connectTimeout().toMillis() + " ms (connect timeout)",
                    e);
        } catch (HttpTimeoutException e) {
            throw new ModelException(
                    ModelException.Kind.TIMEOUT,
                    null,
                    "No response from POST " + uri + " within "
                            + settings.requestTimeout().toMillis() + " ms (request timeout)",
                    e);
        } catch (ConnectException e) {
            throw new ModelException(
                    ModelException.Kind.CONNECT,
                    null,
                    "Could not connect to " + authority(uri) + ": connection refused (is the server running and the"
                            + " base URL right?)",
                    e);
        } catch (IOException e) {
            if (hasCause(e, UnresolvedAddressException.class)) {
                throw new ModelException(
                        ModelException.Kind.CONNECT,
                        null,
                        "Could not connect to " + authority(uri) + ": unknown host",
                        e);
            }
            throw new ModelException(
                    ModelException.Kind.IO, null, "The request POST " + uri + " failed: " + describe(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ModelException(ModelException.Kind.INTERRUPTED, null, "Interrupted while calling " + uri, e);
        }
    }

    private static String authority(URI uri) {
        return uri.getScheme() + "://" + uri.getRawAuthority();
    }

    private static boolean hasCause(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Throwable e) {
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message;
    }

    /**
     * The error message of an error body: Ollama's {@code {"error": "…"}}, OpenAI's {@code
     * {"error": {"message": "…"}}}, or the body's first line.
     */
    static String errorMessage(String body) {
        String text = body.strip();
        if (text.isEmpty()) {
            return "";
        }
        try {
            JsonNode node = JSON.readTree(text);
            String message = errorIn(node);
            if (message != null) {
                return message;
            }
        } catch (IOException e) {
            // not JSON: fall through to the text
        }
        int newline = text.indexOf('\n');
        String first = newline < 0 ? text : text.substring(0, newline);
        return first.length() > 300 ? first.substring(0, 300) + "…" : first;
    }

    /** The error a JSON body reports, or null when it reports none. */
    static @Nullable String errorIn(@Nullable JsonNode node) {
        if (node == null || !node.isObject()) {
            return null;
        }
        JsonNode error = node.get("error");
        if (error == null || error.isNull()) {
            return null;
        }
        if (error.isTextual()) {
            return error.asText();
        }
        JsonNode message = error.get("message");
        if (message != null && message.isTextual()) {
            return message.asText();
        }
        return error.toString();
    }

    /** A {@code Retry-After} value: delay seconds or an HTTP date; null when absent or unreadable. */
    static @Nullable Duration retryAfter(@Nullable String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String text = value.strip();
        try {
            long seconds = Long.parseLong(text);
            return seconds < 0 ? null : Duration.ofSeconds(seconds);
        } catch (NumberFormatException e) {
            // maybe a date
        }
        try {
            ZonedDateTime when = ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME);
            Duration until = Duration.between(ZonedDateTime.now(when.getZone()), when);
            return until.isNegative() ? Duration.ZERO : until;
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
