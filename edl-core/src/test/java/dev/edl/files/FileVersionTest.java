package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class FileVersionTest {
    @Test
    void isTheFirstSixteenHexDigitsOfTheSha256OfTheBytes() throws Exception {
        byte[] bytes = "one\ntwo\n".getBytes(StandardCharsets.UTF_8);
        String sha =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        assertEquals(sha.substring(0, 16), FileVersion.of(bytes));
        assertEquals(sha.substring(0, 16), FileVersion.of(FileStamp.of(bytes)));
        assertEquals(sha.substring(0, 16), FileStamp.of(bytes).version());
        // the empty file: SHA-256 e3b0c442 98fc1c14 ...
        assertEquals("e3b0c44298fc1c14", FileVersion.of(new byte[0]));
    }

    @Test
    void aFileThatDoesNotExistYetIsNew() {
        assertEquals("new", FileVersion.of((FileStamp) null));
        assertEquals(FileVersion.NEW, FileVersion.normalize(" NEW "));
    }

    @Test
    void normalizeIgnoresCaseAndSurroundingSpaces() {
        assertEquals("7f3a09be11c2d4e5", FileVersion.normalize(" 7F3A09BE11c2d4e5\n"));
    }

    @Test
    void normalizeRefusesWhatIsNoToken() {
        for (String bad : new String[] {"", "7f3a", "7f3a09be11c2d4e5a", "7f3a09be11c2d4eg", "old"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FileVersion.normalize(bad));
            assertEquals(
                    "Invalid expected version: \"" + bad + "\" (a version is the 16 hexadecimal digits read_lines"
                            + " prints, or \"new\" for a file that does not exist yet)",
                    e.getMessage());
        }
    }
}
