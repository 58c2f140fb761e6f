package dev.edl.internal.exec;

import dev.edl.EditError;
import java.util.ArrayList;
import java.util.List;

/** The per-file error being built: the first failure plus any later blocks of the same file. */
final class FailedFile {
    final String path;
    final String message;
    final EditError.Kind kind;
    final List<String> trace;
    final List<SavedText> saved = new ArrayList<>();
    int notApplied;

    FailedFile(String path, String message, EditError.Kind kind, List<String> trace) {
        this.path = path;
        this.message = message;
        this.kind = kind;
        this.trace = new TraceLines(trace);
    }

    FileFailure toFileError() {
        return new FileFailure(path, message, kind, notApplied, trace, saved);
    }
}
