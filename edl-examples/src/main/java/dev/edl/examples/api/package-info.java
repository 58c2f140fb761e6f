/** Short programs for common tasks with the edl-core API: running scripts, building scripts in Java. */
@NullMarked
package dev.edl.examples.api;

import org.jspecify.annotations.NullMarked;
