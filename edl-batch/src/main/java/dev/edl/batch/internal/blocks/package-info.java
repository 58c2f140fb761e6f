/** Parsing and applying FIND/REPLACE edit blocks (not exported). */
@NullMarked
package dev.edl.batch.internal.blocks;

import org.jspecify.annotations.NullMarked;
