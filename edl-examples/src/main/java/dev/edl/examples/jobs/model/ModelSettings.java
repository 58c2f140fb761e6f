package dev.edl.examples.jobs.model;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Where a model is served and how to talk to it: base URL, model name, API key, streaming,
 * timeouts and retries. Build with {@link #builder(URI, String)}.
 *
 * @param baseUrl the server, e.g. {@code http://127.0.0.1:11434} (Ollama) or {@code
 *     https://api.openai.com/v1} (OpenAI-compatible; a base without {@code /v1} gets it added)
 * @param model the model name, e.g. {@code qwen2.5-coder:7b}
 * @param apiKey the bearer token, or null to send none
 * @param stream whether to ask for a streamed answer
 * @param connectTimeout how long to wait for the TCP connection
 * @param requestTimeout how long to wait for the response headers (a non-streaming server sends
 *     them only when the whole answer is ready)
 * @param idleTimeout how long the body may go without a byte before the stream counts as stalled
 * @param maxRetries how many times a request that got HTTP 429 or 5xx is sent again
 * @param backoff the delay before each retry
 * @param sleeper how the client waits out a delay
 */
public record ModelSettings(
        URI baseUrl,
        String model,
        @Nullable String apiKey,
        boolean stream,
        Duration connectTimeout,
        Duration requestTimeout,
        Duration idleTimeout,
        int maxRetries,
        Backoff backoff,
        Sleeper sleeper) {
    /** Checks the arguments. */
    public ModelSettings {
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(model, "model");
        if (model.isBlank()) {
            throw new IllegalArgumentException("The model name is empty");
        }
        String scheme = baseUrl.getScheme();
        if (scheme == null || !(scheme.equals("http") || scheme.equals("https")) || baseUrl.getHost() == null) {
            throw new IllegalArgumentException("The base URL must be http:// or https:// with a host: " + baseUrl);
        }
        positive(connectTimeout, "connectTimeout");
        positive(requestTimeout, "requestTimeout");
        positive(idleTimeout, "idleTimeout");
        if (maxRetries < 0) {
            throw new IllegalArgumentException("maxRetries must not be negative: " + maxRetries);
        }
        Objects.requireNonNull(backoff, "backoff");
        Objects.requireNonNull(sleeper, "sleeper");
    }

    private static void positive(Duration duration, String name) {
        Objects.requireNonNull(duration, name);
        if (duration.isZero() || duration.isNegative()) {
            throw new IllegalArgumentException(name + " must be positive: " + duration);
        }
    }

    /**
     * Starts a builder with the defaults: no API key, streaming, 10 s to connect, 10 min for the
     * response headers, 120 s stalled-stream timeout, 3 retries with exponential backoff from 1 s
     * up to 60 s (or the server's {@code Retry-After}, up to 60 s).
     *
     * @param baseUrl the server
     * @param model the model name
     * @return the builder
     */
    public static Builder builder(URI baseUrl, String model) {
        return new Builder(baseUrl, model);
    }

    /**
     * The base URL as text, without a trailing slash.
     *
     * @return the base
     */
    String base() {
        String text = baseUrl.toString();
        while (text.endsWith("/")) {
            text = text.substring(0, text.length() - 1);
        }
        return text;
    }

    /** Builds {@link ModelSettings}. */
    public static final class Builder {
        private final URI baseUrl;
        private final String model;
        private @Nullable String apiKey;
        private boolean stream = true;
        private Duration connectTimeout = Duration.ofSeconds(10);
        private Duration requestTimeout = Duration.ofMinutes(10);
        private Duration idleTimeout = Duration.ofSeconds(120);
        private int maxRetries = 3;
        private Backoff backoff = Backoff.exponential(Duration.ofSeconds(1), Duration.ofSeconds(60));
        private Sleeper sleeper = Sleeper.THREAD;

        private Builder(URI baseUrl, String model) {
            this.baseUrl = baseUrl;
            this.model = model;
        }

        /**
         * Sets the API key sent as {@code Authorization: Bearer <key>}.
         *
         * @param apiKey the key, or null for none
         * @return this builder
         */
        public Builder apiKey(@Nullable String apiKey) {
            this.apiKey = apiKey;
            return this;
        }

        /**
         * Chooses streaming (default) or one complete body.
         *
         * @param stream true to stream
         * @return this builder
         */
        public Builder stream(boolean stream) {
            this.stream = stream;
            return this;
        }

        /**
         * Sets the connect timeout.
         *
         * @param timeout positive
         * @return this builder
         */
        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = timeout;
            return this;
        }

        /**
         * Sets how long to wait for the response headers.
         *
         * @param timeout positive
         * @return this builder
         */
        public Builder requestTimeout(Duration timeout) {
            this.requestTimeout = timeout;
            return this;
        }

        /**
         * Sets the stalled-stream timeout: the longest gap between two arriving bytes of a body.
         *
         * @param timeout positive
         * @return this builder
         */
        public Builder idleTimeout(Duration timeout) {
            this.idleTimeout = timeout;
            return this;
        }

        /**
         * Sets how many times a 429 or 5xx answer is retried.
         *
         * @param maxRetries zero or more
         * @return this builder
         */
        public Builder maxRetries(int maxRetries) {
            this.maxRetries = maxRetries;
            return this;
        }

        /**
         * Sets the retry delays.
         *
         * @param backoff the backoff
         * @return this builder
         */
        public Builder backoff(Backoff backoff) {
            this.backoff = backoff;
            return this;
        }

        /**
         * Sets how delays are waited out (tests record them instead of sleeping).
         *
         * @param sleeper the sleeper
         * @return this builder
         */
        public Builder sleeper(Sleeper sleeper) {
            this.sleeper = sleeper;
            return this;
        }

        /**
         * Builds the settings.
         *
         * @return the settings
         * @throws IllegalArgumentException for a blank model, a base URL that is not http(s), a
         *     timeout that is not positive or a negative retry count
         */
        public ModelSettings build() {
            return new ModelSettings(
                    baseUrl,
                    model,
                    apiKey,
                    stream,
                    connectTimeout,
                    requestTimeout,
                    idleTimeout,
                    maxRetries,
                    backoff,
                    sleeper);
        }
    }
}
