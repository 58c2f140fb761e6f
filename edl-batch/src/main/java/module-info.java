/** Batch search/replace edits, line-range replacement and FIND/REPLACE edit blocks. */
module dev.edl.batch {
    requires static transitive org.jspecify;
    requires transitive dev.edl.core;

    exports dev.edl.batch;
    exports dev.edl.tools;
}
