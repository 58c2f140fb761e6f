package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spec's example (section 4): a clap flag added to main.rs and used in run.rs. */
class EditBlocksSeedExampleTest {
    private static final String MAIN_RS = String.join(
            "\n",
            "use clap::{Parser, Subcommand};",
            "",
            "mod commands;",
            "",
            "#[derive(Parser)]",
            "struct Cli {",
            "    #[command(subcommand)]",
            "    command: Command,",
            "}",
            "",
            "#[derive(Subcommand)]",
            "enum Command {",
            "    /// Run a prompt",
            "    Run {",
            "        prompt: String,",
            "        #[arg(long)]",
            "        no_stream: bool,",
            "    },",
            "}",
            "",
            "fn main() {",
            "    let cli = Cli::parse();",
            "    match cli.command {",
            "        Command::Run { prompt, no_stream } => commands::run::run(&prompt, !no_stream),",
            "    }",
            "}",
            "");

    private static final String RUN_RS = String.join(
            "\n",
            "pub fn run(prompt: &str, stream: bool) {",
            "    let answer = ask(prompt, stream);",
            "    println!(\"{}\", answer);",
            "}",
            "",
            "fn ask(prompt: &str, stream: bool) -> String {",
            "    format!(\"{} {}\", prompt, stream)",
            "}",
            "");

    private static final String RESPONSE = String.join(
            "\n",
            "I'll add a `--verbose` flag and pass it to the run command.",
            "",
            "```",
            "FILE: src/main.rs",
            "FIND:",
            "        no_stream: bool,",
            "    },",
            "REPLACE:",
            "        no_stream: bool,",
            "        #[arg(long)]",
            "        verbose: bool,",
            "    },",
            "END",
            "FIND:",
            "        Command::Run { prompt, no_stream } => commands::run::run(&prompt, !no_stream),",
            "REPLACE:",
            "        Command::Run { prompt, no_stream, verbose } => {",
            "            commands::run::run(&prompt, !no_stream, verbose)",
            "        }",
            "END",
            "",
            "FILE: src/commands/run.rs",
            "FIND:",
            "pub fn run(prompt: &str, stream: bool) {",
            "    let answer = ask(prompt, stream);",
            "REPLACE:",
            "pub fn run(prompt: &str, stream: bool, verbose: bool) {",
            "    if verbose {",
            "        eprintln!(\"prompt: {}\", prompt);",
            "    }",
            "    let answer = ask(prompt, stream);",
            "END",
            "```",
            "");

    @TempDir
    Path root;

    @Test
    void bothFilesAreEditedVerifiedAndCommitted() throws Exception {
        Files.createDirectories(root.resolve("src/commands"));
        Files.writeString(root.resolve("src/main.rs"), MAIN_RS, StandardCharsets.UTF_8);
        Files.writeString(root.resolve("src/commands/run.rs"), RUN_RS, StandardCharsets.UTF_8);
        EditSession session = EditSession.open(root, List.of("src/main.rs", "src/commands/run.rs"));

        String prompt = EditPrompt.assemble(
                "You are a careful Rust programmer.",
                session.promptFiles(),
                List.of(),
                "Add a --verbose flag that prints the prompt to stderr.");
        assertTrue(prompt.contains("17 |         no_stream: bool,\n18 |     },\n"), prompt);

        EditAttempt attempt = session.apply(RESPONSE);
        assertTrue(attempt.isSuccess(), EditPrompt.retryFeedback(attempt));
        assertEquals(
                List.of("src/main.rs", "src/commands/run.rs"),
                EditBlocks.parse(RESPONSE).affectedFiles());

        String main = attempt.file("src/main.rs").orElseThrow().after();
        String run = attempt.file("src/commands/run.rs").orElseThrow().after();
        // What a verifier sees: the complete files.
        assertTrue(
                main.contains("        no_stream: bool,\n        #[arg(long)]\n        verbose: bool,\n    },\n}\n"));
        assertTrue(main.contains("commands::run::run(&prompt, !no_stream, verbose)"));
        assertTrue(main.startsWith("use clap::{Parser, Subcommand};\n") && main.endsWith("    }\n}\n"));
        assertTrue(run.startsWith("pub fn run(prompt: &str, stream: bool, verbose: bool) {\n    if verbose {\n"));
        assertEquals(MAIN_RS, attempt.file("src/main.rs").orElseThrow().before());
        assertEquals(MAIN_RS, Files.readString(root.resolve("src/main.rs")));

        SessionCommit commit = session.commit();
        assertTrue(commit.isSuccess(), commit.message());
        assertEquals(main, Files.readString(root.resolve("src/main.rs")));
        assertEquals(run, Files.readString(root.resolve("src/commands/run.rs")));
    }
}
