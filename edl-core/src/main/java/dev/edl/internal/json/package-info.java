/**
 * A small strict JSON reader and writer shared by edl-core (the register file) and edl-batch (tool
 * arguments), so that neither needs a JSON library at run time.
 */
@NullMarked
package dev.edl.internal.json;

import org.jspecify.annotations.NullMarked;
