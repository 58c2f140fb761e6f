package dev.edl.batch.internal.match;

/** What {@link TextMatcher#locate} found: {@link Located} occurrences or a {@link MatchFailure}. */
public sealed interface MatchResult permits Located, MatchFailure {}
