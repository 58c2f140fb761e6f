/**
 * Short runnable examples of the 1.0 API, one per user task: a batch with per-edit outcomes, a
 * line-range replacement with a stale-view guard, and FIND/REPLACE edit blocks with a retry.
 */
@NullMarked
package dev.edl.examples.api;

import org.jspecify.annotations.NullMarked;
