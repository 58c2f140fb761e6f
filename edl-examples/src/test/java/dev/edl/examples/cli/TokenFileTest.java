package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TokenFileTest {
    private static final String TOKEN = "0123456789abcdef-token";

    @TempDir
    Path dir;

    private Path file(String text) throws Exception {
        return Files.writeString(dir.resolve("tokens.txt"), text);
    }

    @Test
    void readsEntriesSkippingCommentsAndBlankLines() throws Exception {
        Files.createDirectories(dir.resolve("a"));
        Files.createDirectories(dir.resolve("b"));
        List<TokenFile.Entry> entries = TokenFile.read(file("# TOKEN ROOT [TENANT]\n\n" + TOKEN + "  a\tacme\n   \n"
                + "another-token-0000000 " + dir.resolve("b") + "\n"));
        assertEquals(2, entries.size());
        assertEquals(
                dir.resolve("a").toAbsolutePath().normalize(), entries.get(0).root());
        assertEquals("acme", entries.get(0).tenant());
        assertEquals(3, entries.get(0).line());
        assertEquals(
                TokenFile.derivedTenant("another-token-0000000"), entries.get(1).tenant());
        assertTrue(
                entries.get(1).tenant().matches("t[0-9a-f]{12}"), entries.get(1).tenant());
        assertFalse(entries.get(0).toString().contains(TOKEN), "an entry never prints its token");
    }

    @Test
    void problemsNameTheLine() throws Exception {
        Files.createDirectories(dir.resolve("a"));
        String shortToken = assertThrows(IllegalArgumentException.class, () -> TokenFile.read(file("# c\nshort a\n")))
                .getMessage();
        assertTrue(String.valueOf(shortToken).contains("line 2: a token is 16"), shortToken);
        String noRoot = assertThrows(
                        IllegalArgumentException.class, () -> TokenFile.read(file(TOKEN + " missing-dir\n")))
                .getMessage();
        assertTrue(String.valueOf(noRoot).contains("line 1: workspace root is not a directory"), noRoot);
        String twice = assertThrows(
                        IllegalArgumentException.class, () -> TokenFile.read(file(TOKEN + " a\n" + TOKEN + " a\n")))
                .getMessage();
        assertTrue(String.valueOf(twice).contains("line 2: this token is already"), twice);
        String fields = assertThrows(IllegalArgumentException.class, () -> TokenFile.read(file(TOKEN + " a b c\n")))
                .getMessage();
        assertTrue(String.valueOf(fields).contains("expected TOKEN ROOT [TENANT]"), fields);
        String empty = assertThrows(IllegalArgumentException.class, () -> TokenFile.read(file("# only\n")))
                .getMessage();
        assertTrue(String.valueOf(empty).contains("no TOKEN ROOT line"), empty);
        Files.createDirectories(dir.resolve("b"));
        String tworoots = assertThrows(
                        IllegalArgumentException.class,
                        () -> TokenFile.read(file(TOKEN + " a x\nsecond-token-0000000 b x\n")))
                .getMessage();
        assertTrue(String.valueOf(tworoots).contains("tenant x already has root"), tworoots);
    }
}
