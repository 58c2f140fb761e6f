/**
 * The EDL API: {@link dev.edl.Edl} runs scripts, {@link dev.edl.EdlScript} builds and prints them,
 * {@link dev.edl.EdlResult} reports what a run did; commands, selectors and register stores.
 *
 * <p><b>Failures.</b> What a model (or the files) got wrong is a value in the result: {@link
 * dev.edl.EdlResult#error()} and {@link dev.edl.EdlResult#fileErrors()}, of the one shape {@link
 * dev.edl.EditError}. What a programmer got wrong is an {@link IllegalArgumentException} or {@link
 * IllegalStateException} thrown at the call (a non-positive limit, a script builder used before
 * {@code file}); {@code null} arguments throw {@link NullPointerException}. No method throws a
 * checked exception.
 *
 * <p><b>Numbering.</b> Lines are 1-based, columns 0-based (UTF-16 code units), in scripts and in
 * every position.
 */
@NullMarked
package dev.edl;

import org.jspecify.annotations.NullMarked;
