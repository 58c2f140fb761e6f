package dev.edl;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.quicktheories.core.Gen;

/**
 * Random and mutated scripts through the public API: every run ends with a result, no exception
 * escapes, and no result reports an unexpected failure.
 */
class EdlFuzzTest {
    private static final String[] FRAGMENTS = {
        "file a.txt\n",
        "file b.txt\n",
        "newfile c.txt\n",
        "file ../x\n",
        "file missing.txt\n",
        "select /a/\n",
        "select /(a|b)+/\n",
        "select_multiple /./\n",
        "narrow /b/\n",
        "select 1\n",
        "select 2-3\n",
        "select 1:2\n",
        "select bof\n",
        "select eof\n",
        "retain_first\n",
        "retain_nth -1\n",
        "extend_forward /c/\n",
        "select_next /a/\n",
        "replace \"x\"\n",
        "insert_before <<E\nline\nE\n",
        "insert_after r\n",
        "delete\n",
        "cut r\n",
        "paste r\n",
        "cut _saved_1\n",
        "replace _saved_1\n",
        "select /[/\n",
        "select <<E\n",
        "E\n",
        "\"",
        "/",
        "<<",
        "`",
        "\r\n",
        "\u0000",
        "\ud83d",
        "select 0\n",
        "retain_nth 99999999999\n",
        "#c\n"
    };

    @TempDir
    Path root;

    private static Gen<String> scripts() {
        return lists().of(integers().between(0, FRAGMENTS.length - 1))
                .ofSizeBetween(0, 14)
                .map(picks -> {
                    StringBuilder out = new StringBuilder();
                    picks.forEach(i -> out.append(FRAGMENTS[i]));
                    return out.toString();
                });
    }

    /** A valid script with one character removed, doubled or replaced. */
    private static Gen<String> mutated() {
        String valid = "file a.txt\nselect /a/\nreplace <<E\nA\nE\nfile b.txt\nselect 1\ncut r\nselect eof\npaste r\n";
        return integers().between(0, valid.length() - 1).zip(integers().between(0, 2), (at, kind) -> switch (kind) {
            case 0 -> valid.substring(0, at) + valid.substring(at + 1);
            case 1 -> valid.substring(0, at) + valid.charAt(at) + valid.substring(at);
            default -> valid.substring(0, at) + "/" + valid.substring(at + 1);
        });
    }

    private void check(String script, boolean allOrNothing) {
        try {
            Files.writeString(root.resolve("a.txt"), "a\nb\nc\n");
            Files.writeString(root.resolve("b.txt"), "abc\n");
            Files.deleteIfExists(root.resolve("c.txt"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        EdlResult result = Edl.builder()
                .workspace(root)
                .allOrNothing(allOrNothing)
                .regexTimeout(Duration.ofMillis(200))
                .build()
                .run(script);
        assertNotNull(result.formatted());
        String error = result.scriptError().map(EditError::message).orElse("");
        assertTrue(!error.contains("unexpected failure"), script + "\n" + result.formatted());
        if (allOrNothing && !result.isSuccess()) {
            assertTrue(result.files().stream().noneMatch(FileResult::written), script + "\n" + result.formatted());
        }
    }

    @Test
    void randomScriptsAlwaysEndWithAResult() {
        qt().withExamples(300).forAll(scripts(), integers().between(0, 1)).checkAssert((s, aon) -> check(s, aon == 1));
    }

    @Test
    void mutatedValidScriptsAlwaysEndWithAResult() {
        qt().withExamples(200).forAll(mutated(), integers().between(0, 1)).checkAssert((s, aon) -> check(s, aon == 1));
    }

    @Test
    void theFragmentsCoverEveryCommandWord() {
        List<String> words = List.of("file", "newfile", "select", "narrow", "retain_nth", "replace", "cut", "paste");
        String all = String.join("", FRAGMENTS);
        words.forEach(w -> assertTrue(all.contains(w + " "), w));
    }
}
