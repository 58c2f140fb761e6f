package dev.edl.batch;

/** Many search/replace edits to one file in one call. */
public final class BatchEdit {
    private BatchEdit() {}
}
