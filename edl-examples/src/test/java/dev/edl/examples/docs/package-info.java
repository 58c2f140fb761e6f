/** Checks on the project's documentation: every Java snippet in README.md and docs/*.md compiles. */
@NullMarked
package dev.edl.examples.docs;

import org.jspecify.annotations.NullMarked;
