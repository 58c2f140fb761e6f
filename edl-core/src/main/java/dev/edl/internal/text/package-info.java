/** Text helpers shared by edl-core and edl-batch: line-ending detection and line splitting. */
@NullMarked
package dev.edl.internal.text;

import org.jspecify.annotations.NullMarked;
