package dev.edl.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.EditModeLoopExample.LoopResult;
import dev.edl.examples.EditModeLoopExample.ScriptedModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditModeLoopExampleTest {
    @TempDir
    Path root;

    private Path main;

    @BeforeEach
    void writeFile() throws Exception {
        main = Files.createDirectories(root.resolve("src")).resolve("main.rs");
        Files.writeString(main, EditModeLoopExample.MAIN_RS, StandardCharsets.UTF_8);
    }

    @Test
    void retriesFromTheOriginalsAndWritesOnlyTheVerifiedAttempt() throws Exception {
        ScriptedModel model = EditModeLoopExample.scriptedModel();
        LoopResult result = EditModeLoopExample.run(
                root, List.of("src/main.rs"), "Add a --verbose flag.", model, EditModeLoopExample.flagVerifier(), 3);

        assertTrue(result.verified());
        assertEquals(2, result.attempts());
        assertEquals(2, model.prompts().size());
        assertTrue(
                model.prompts().get(0).contains("src/main.rs"), model.prompts().get(0));
        assertTrue(
                model.prompts().get(1).toLowerCase(java.util.Locale.ROOT).contains("complete"),
                model.prompts().get(1));
        String text = Files.readString(main, StandardCharsets.UTF_8);
        assertTrue(text.contains("        #[arg(long)]\n        verbose: bool,\n"), text);
        assertTrue(text.contains("fn run(no_stream: bool, verbose: bool) {"), text);
    }

    @Test
    void writesNothingWhenVerificationNeverPasses() throws Exception {
        ScriptedModel model = new ScriptedModel(List.of(
                "FILE: src/main.rs\nFIND:\nfn run(no_stream: bool) {\nREPLACE:\nfn run() {\nEND\n",
                "FILE: src/main.rs\nFIND:\nfn run(no_stream: bool) {\nREPLACE:\nfn run(quiet: bool) {\nEND\n"));
        LoopResult result = EditModeLoopExample.run(
                root, List.of("src/main.rs"), "Add a --verbose flag.", model, EditModeLoopExample.flagVerifier(), 2);

        assertFalse(result.verified());
        assertEquals(2, result.attempts());
        assertEquals(EditModeLoopExample.MAIN_RS, Files.readString(main, StandardCharsets.UTF_8));
        assertTrue(
                model.prompts().get(1).contains("verification failed"),
                model.prompts().get(1));
    }
}
