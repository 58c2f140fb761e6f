/**
 * The EDL lexer, parser and printer: turns script text into {@link dev.edl.Command} records and
 * back. Internal; use {@code dev.edl.Edl}.
 */
@NullMarked
package dev.edl.internal.parse;

import org.jspecify.annotations.NullMarked;
