/**
 * Edit-mode jobs: a job file (YAML front matter and Markdown instructions) names target and context
 * files; {@link dev.edl.examples.jobs.JobRunner} asks a model for FILE/FIND/REPLACE/END edit blocks,
 * applies them to the originals in memory, runs a verify command on a copy of the workspace, feeds
 * failures back for a complete corrected set, and writes only a verified attempt, all target files
 * or none.
 */
@NullMarked
package dev.edl.examples.jobs;

import org.jspecify.annotations.NullMarked;
