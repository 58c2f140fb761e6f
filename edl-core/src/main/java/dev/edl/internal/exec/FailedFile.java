package dev.edl.internal.exec;

import dev.edl.EditError;
import dev.edl.FileError;
import dev.edl.SavedRegister;
import java.util.ArrayList;
import java.util.List;

/** The per-file error being built: the first failure plus any later blocks of the same file. */
final class FailedFile {
    final String path;
    final String message;
    final EditError.Kind kind;
    final List<String> trace;
    final List<SavedRegister> saved = new ArrayList<>();
    int notApplied;

    FailedFile(String path, String message, EditError.Kind kind, List<String> trace) {
        this.path = path;
        this.message = message;
        this.kind = kind;
        this.trace = new TraceLines(trace);
    }

    FileError toFileError(ResultFactory results) {
        return results.fileError(EditError.inFile(kind, path, message), notApplied, trace, saved);
    }
}
