/** The edl command-line tool. */
@NullMarked
package dev.edl.examples.cli;

import org.jspecify.annotations.NullMarked;
