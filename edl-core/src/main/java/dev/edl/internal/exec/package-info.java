/** The EDL executor: documents, selections, pattern search, mutations and the run report. */
@NullMarked
package dev.edl.internal.exec;

import org.jspecify.annotations.NullMarked;
