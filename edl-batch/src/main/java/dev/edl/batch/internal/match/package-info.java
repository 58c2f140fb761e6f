/**
 * The matching engine shared by the batch APIs: exact, whitespace-tolerant and fuzzy tiers,
 * occurrence counting, line hints, literal replacement with re-indentation, and bounded failure
 * messages. Internal: not exported.
 */
@NullMarked
package dev.edl.batch.internal.match;

import org.jspecify.annotations.NullMarked;
