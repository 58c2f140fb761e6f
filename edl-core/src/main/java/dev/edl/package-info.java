/** The EDL API: {@link dev.edl.Edl} runs scripts; results, commands and register stores. */
@NullMarked
package dev.edl;

import org.jspecify.annotations.NullMarked;
