package dev.edl.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The POSIX attributes of a file that an atomic replacement must carry over to the new file:
 * permissions always, owner and group where the process may set them.
 */
record KeptAttributes(Set<PosixFilePermission> permissions, UserPrincipal owner, GroupPrincipal group) {
    KeptAttributes {
        permissions = Set.copyOf(permissions);
    }

    /**
     * Reads the attributes of a file.
     *
     * @return the attributes, or null on a file system without POSIX attributes
     */
    static @Nullable KeptAttributes of(Path file) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (view == null) {
            return null;
        }
        PosixFileAttributes attributes = view.readAttributes();
        return new KeptAttributes(attributes.permissions(), attributes.owner(), attributes.group());
    }

    /** Gives a freshly written file these attributes; owner and group only as far as allowed. */
    void applyTo(Path file) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (view == null) {
            return;
        }
        applyTo(view, view.readAttributes());
    }

    /** Gives a file these attributes through its view; owner and group only as far as allowed. */
    void applyTo(PosixFileAttributeView view, PosixFileAttributes current) throws IOException {
        try {
            if (!current.owner().equals(owner)) {
                view.setOwner(owner);
            }
            if (!current.group().equals(group)) {
                view.setGroup(group);
            }
        } catch (IOException e) {
            // Only a privileged process may give a file away; the content still gets written, as
            // any editor saving the file would do.
        }
        view.setPermissions(permissions);
    }
}
