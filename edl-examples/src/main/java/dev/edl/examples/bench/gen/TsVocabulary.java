package dev.edl.examples.bench.gen;

import java.util.List;

/** The words the TypeScript-like sources are made of. */
final class TsVocabulary {
    /** Function-name verbs. */
    static final List<String> VERBS = List.of(
            "compute",
            "build",
            "parse",
            "render",
            "load",
            "validate",
            "normalize",
            "merge",
            "fetch",
            "update",
            "resolve",
            "serialize",
            "apply",
            "collect",
            "filter",
            "format",
            "register",
            "schedule",
            "dispatch",
            "reconcile",
            "sanitize",
            "hydrate",
            "index",
            "rank",
            "split",
            "group",
            "encode",
            "decode",
            "sync",
            "prune");

    /** Type and function-name nouns. */
    static final List<String> NOUNS = List.of(
            "User",
            "Order",
            "Invoice",
            "Session",
            "Config",
            "Token",
            "Record",
            "Payload",
            "Item",
            "Cache",
            "Account",
            "Shipment",
            "Ledger",
            "Report",
            "Metric",
            "Event",
            "Profile",
            "Channel",
            "Message",
            "Policy",
            "Quota",
            "Tenant",
            "Asset",
            "Bundle",
            "Route",
            "Schema",
            "Job",
            "Queue",
            "Snapshot",
            "Window");

    /** Property names. */
    static final List<String> FIELDS = List.of(
            "id",
            "name",
            "createdAt",
            "updatedAt",
            "status",
            "total",
            "count",
            "owner",
            "tags",
            "region",
            "priority",
            "score",
            "version",
            "label",
            "amount",
            "currency",
            "expiresAt",
            "retries",
            "limit",
            "offset");

    /** Type names. */
    static final List<String> TYPES = List.of(
            "number",
            "string",
            "boolean",
            "Date",
            "string[]",
            "number[]",
            "Record<string, number>",
            "Map<string, string>",
            "unknown");

    /** Local variable names. */
    static final List<String> LOCALS = List.of(
            "result",
            "items",
            "value",
            "entry",
            "acc",
            "current",
            "next",
            "total",
            "count",
            "key",
            "buffer",
            "pending",
            "cursor",
            "batch",
            "record",
            "payload",
            "response",
            "options",
            "parts",
            "seen");

    /** Helper functions called in expressions. */
    static final List<String> HELPERS = List.of(
            "clamp",
            "toNumber",
            "isDefined",
            "hashKey",
            "deepEqual",
            "pick",
            "omit",
            "chunk",
            "uniqueBy",
            "sortBy",
            "debounce",
            "formatDate",
            "parseDate",
            "assertNever",
            "withTimeout",
            "retryAsync");

    /** Objects whose methods statements call. */
    static final List<String> OBJECTS = List.of(
            "cache", "metrics", "store", "queue", "registry", "audit", "tracer", "scheduler", "emitter", "pool");

    /** Methods called on {@link #OBJECTS}. */
    static final List<String> METHODS = List.of(
            "set", "delete", "push", "emit", "record", "track", "flush", "enqueue", "release", "touch", "observe",
            "mark");

    /** Logger methods. */
    static final List<String> LOG_LEVELS = List.of("debug", "info", "warn", "error");

    /** Log and error messages. */
    static final List<String> MESSAGES = List.of(
            "start",
            "done",
            "skipping empty input",
            "cache miss",
            "cache hit",
            "retrying",
            "limit reached",
            "invalid state",
            "fallback path",
            "merged entries",
            "nothing to do",
            "stale snapshot",
            "partial result",
            "timeout exceeded",
            "normalized input");

    /** Comment texts. */
    static final List<String> COMMENTS = List.of(
            "keep the original order",
            "TODO: remove after migration",
            "guard against concurrent updates",
            "see issue tracker",
            "fast path for small inputs",
            "this mirrors the server logic",
            "values are already validated",
            "avoid allocating in the hot loop",
            "NOTE: callers rely on this being stable",
            "legacy behaviour",
            "normalise before comparing",
            "intentionally shallow copy");

    /** URL path segments. */
    static final List<String> PATHS = List.of(
            "orders", "users", "invoices", "sessions", "reports", "jobs", "assets", "tenants", "routes", "metrics");

    /** The identifiers that W2's {@code select_multiple} commands target; each is emitted only as a whole identifier. */
    static final List<String> COMMON_WORDS =
            List.of("legacyLogger", "LEGACY_RETRY_LIMIT", "oldApiClient", "assertDeprecated", "toV1Shape");

    private TsVocabulary() {}
}
