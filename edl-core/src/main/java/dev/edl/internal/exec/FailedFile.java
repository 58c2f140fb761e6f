package dev.edl.internal.exec;

import dev.edl.FileError;
import dev.edl.SavedRegister;
import java.util.ArrayList;
import java.util.List;

/** The per-file error being built: the first failure plus any later blocks of the same file. */
final class FailedFile {
    final String path;
    final String message;
    final List<String> trace;
    final List<SavedRegister> saved = new ArrayList<>();
    int notApplied;

    FailedFile(String path, String message, List<String> trace) {
        this.path = path;
        this.message = message;
        this.trace = new ArrayList<>(trace);
    }

    FileError toFileError() {
        return new FileError(path, message, notApplied, trace, saved);
    }
}
