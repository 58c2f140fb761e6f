/** Batch edits, line replacement and edit blocks. */
@NullMarked
package dev.edl.batch;

import org.jspecify.annotations.NullMarked;
