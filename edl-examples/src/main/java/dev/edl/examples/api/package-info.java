/**
 * Short runnable examples of the 1.0 API, one per user task: running a script with a file register
 * store, a batch with per-edit outcomes, a line-range replacement with a stale-view guard,
 * FIND/REPLACE edit blocks with a retry, and building a script in Java.
 */
@NullMarked
package dev.edl.examples.api;

import org.jspecify.annotations.NullMarked;
