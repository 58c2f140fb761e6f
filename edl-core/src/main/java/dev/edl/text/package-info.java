/** Text utilities shared by the edl modules: unified diffs. */
@NullMarked
package dev.edl.text;

import org.jspecify.annotations.NullMarked;
