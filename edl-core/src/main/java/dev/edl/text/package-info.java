/**
 * Text utilities shared by the edl modules: unified diffs. Programming errors (null arguments)
 * throw at the call; nothing here throws a checked exception.
 */
@NullMarked
package dev.edl.text;

import org.jspecify.annotations.NullMarked;
