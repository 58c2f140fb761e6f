package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.junit.jupiter.api.Test;

class FileStampTest {
    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void ofTakesSizeAndSha256() throws Exception {
        FileStamp stamp = FileStamp.of(utf8("héllo"));
        assertEquals(6, stamp.size());
        assertArrayEquals(MessageDigest.getInstance("SHA-256").digest(utf8("héllo")), stamp.digest());
        assertEquals(32, stamp.digest().length);
    }

    @Test
    void matchesOnlyTheSameBytes() {
        FileStamp stamp = FileStamp.of(utf8("abc"));
        assertTrue(stamp.matches(utf8("abc")));
        assertFalse(stamp.matches(utf8("abd")), "same size, other content");
        assertFalse(stamp.matches(utf8("abcd")));
        assertFalse(stamp.matches(new byte[0]));
        assertTrue(FileStamp.of(new byte[0]).matches(new byte[0]));
    }

    @Test
    void equalityIsByValueAndTheDigestIsCopied() {
        byte[] digest = FileStamp.of(utf8("x")).digest();
        FileStamp stamp = new FileStamp(1, digest);
        digest[0] ^= 1;
        assertEquals(FileStamp.of(utf8("x")), stamp, "changing the array given must not change the stamp");
        stamp.digest()[0] ^= 1;
        assertEquals(FileStamp.of(utf8("x")), stamp, "changing the array returned must not change the stamp");
        assertEquals(FileStamp.of(utf8("x")).hashCode(), stamp.hashCode());
        assertNotEquals(FileStamp.of(utf8("y")), stamp);
        assertNotEquals(new FileStamp(2, FileStamp.of(utf8("x")).digest()), stamp);
        assertEquals("FileStamp[size=1]", stamp.toString());
    }
}
