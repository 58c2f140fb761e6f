/**
 * The safe file layer shared by every edl API: workspace confinement, UTF-8/BOM/line-ending
 * fidelity, atomic writes and stale checks.
 */
@NullMarked
package dev.edl.files;

import org.jspecify.annotations.NullMarked;
