package dev.edl.files;

import dev.edl.EditError;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.time.Duration;
import java.util.List;

/** The messages of the file layer, in one place so that they stay consistent. */
final class FileProblems {
    private FileProblems() {}

    static FileAccessException outside(String pathAsWritten) {
        return new FileAccessException("Path is outside the workspace: " + pathAsWritten);
    }

    static FileAccessException outsideAreas(String pathAsWritten, List<String> areas) {
        return new FileAccessException("Path is outside the allowed areas of the workspace: " + pathAsWritten
                + (areas.isEmpty() ? " (no path is allowed)" : " (allowed: " + String.join(", ", areas) + ")"));
    }

    static FileAccessException notFound(String shown) {
        return new FileAccessException("File not found: " + shown);
    }

    static FileAccessException notRegular(String shown) {
        return new FileAccessException("Not a regular file: " + shown);
    }

    static FileAccessException cannotRead(String shown, IOException cause) {
        return new FileAccessException("Cannot read file: " + shown + " (" + reason(cause) + ")", cause);
    }

    static FileAccessException cannotAccess(String shown, IOException cause) {
        return new FileAccessException("Cannot access path: " + shown + " (" + reason(cause) + ")", cause);
    }

    static FileAccessException tooLarge(String shown, long size, long limit) {
        return new FileAccessException("File too large: " + shown + " (" + size + " bytes, limit " + limit + " bytes)");
    }

    static FileAccessException notText(String shown) {
        return new FileAccessException("Not a UTF-8 text file: " + shown);
    }

    static FileAccessException exists(String shown) {
        return new FileAccessException("newfile: file already exists: " + shown);
    }

    static FileAccessException stale(String shown) {
        return new FileAccessException(EditError.Kind.STALE, "File changed on disk since it was read: " + shown);
    }

    static FileAccessException otherVersion(String shown, String expected, String current) {
        return new FileAccessException(
                EditError.Kind.STALE,
                "File changed on disk since it was read: " + shown + " (expected version " + expected
                        + ", current version " + current + ")");
    }

    static FileAccessException deleted(String shown) {
        return new FileAccessException(
                EditError.Kind.STALE,
                "File changed on disk since it was read: " + shown + " (it was deleted or moved away)");
    }

    static String unencodable(String shown, String reason) {
        return "Cannot write file: " + shown + " (" + reason + ")";
    }

    static String cannotLock(String shown, IOException cause) {
        return "Cannot write file: " + shown + " (its lock file cannot be used: " + reason(cause) + ")";
    }

    static String interrupted(String shown) {
        return "Cannot write file: " + shown + " (interrupted while waiting for its lock)";
    }

    static String busy(String shown, String lockName, Duration timeout) {
        return "Cannot write file: " + shown + " (another edl writer held its lock " + lockName + " for more than "
                + timeout.toMillis() + " ms; try again)";
    }

    static String editBusy(String shown, Duration timeout) {
        return "Cannot edit file: " + shown + " (another edit of it held it for more than " + timeout.toMillis()
                + " ms; nothing was written, try again)";
    }

    static String editInterrupted(String shown) {
        return "Cannot edit file: " + shown + " (interrupted while waiting for another edit of it;"
                + " nothing was written)";
    }

    static String cannotWrite(String shown, IOException cause) {
        return "Cannot write file: " + shown + " (" + reason(cause) + ")";
    }

    static String readOnly(String shown) {
        return "Cannot write file: " + shown + " (the file is read-only)";
    }

    static String notRestored(String shown, IOException cause) {
        return "Written, but could not be restored after another file failed: " + shown + " (" + reason(cause) + ")";
    }

    static String mixedLineEndings(String shown) {
        return shown + " has mixed line endings (\\r\\n and \\n); they are kept as they are and \\r is treated as"
                + " content.";
    }

    /** A short, path-free description of an I/O failure. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof NotDirectoryException) {
            return "a parent path is not a directory";
        }
        if (e instanceof FileSystemException fileSystemException) {
            String reason = fileSystemException.getReason();
            if (reason != null) {
                return reason;
            }
        }
        String message = e.getMessage();
        return message != null ? message : e.getClass().getSimpleName();
    }
}
