/** Register store implementations. */
@NullMarked
package dev.edl.internal.registers;

import org.jspecify.annotations.NullMarked;
