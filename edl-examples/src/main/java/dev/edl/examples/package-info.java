/** Runnable examples of the edl library. */
@NullMarked
package dev.edl.examples;

import org.jspecify.annotations.NullMarked;
