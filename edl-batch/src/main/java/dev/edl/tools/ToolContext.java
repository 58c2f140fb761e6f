package dev.edl.tools;

import dev.edl.RegisterStore;
import dev.edl.files.Workspace;

/**
 * What every tool of one {@link EdlTools} shares.
 *
 * @param workspace the files the tools may touch
 * @param registers where the {@code edl} tool keeps registers between calls
 * @param maxOutputChars the longest report returned to the model, in characters
 * @param versions the recent file versions the tools have shown or written
 */
record ToolContext(Workspace workspace, RegisterStore registers, int maxOutputChars, VersionMemory versions) {}
