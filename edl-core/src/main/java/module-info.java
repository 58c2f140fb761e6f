/** EDL, the Edit Description Language: parse and run edit scripts against files in a workspace. */
module dev.edl.core {
    requires static transitive org.jspecify;
    // RegisterStore.jdbc takes a javax.sql.DataSource: callers need java.sql too.
    requires transitive java.sql;

    exports dev.edl;
    exports dev.edl.files;
    exports dev.edl.text;
    exports dev.edl.internal.text to
            dev.edl.batch;
    exports dev.edl.internal.json to
            dev.edl.batch;
}
