package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The help texts: whole sentences only, and every command states its exit codes. */
class EdlCliHelpTest {
    private static String help(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = EdlCli.execute(
                args,
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, () -> err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void everyEntryOfTheCommandListIsAWholeSentence() {
        String text = help("--help");
        String list =
                text.substring(text.indexOf("Commands:\n") + "Commands:\n".length(), text.indexOf("\nExit codes:"));
        List<String> entries = new ArrayList<>();
        for (String line : list.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            if (line.startsWith("  ") && !line.startsWith("   ")) {
                entries.add(line.strip());
            } else {
                entries.set(entries.size() - 1, entries.get(entries.size() - 1) + " " + line.strip());
            }
        }
        assertEquals(EdlCli.COMMANDS.size() + 1, entries.size(), list);
        for (String entry : entries) {
            assertTrue(entry.endsWith("."), () -> "cut mid-sentence: " + entry);
        }
        assertTrue(text.contains("\nExit codes:\n  0   success.\n"), text);
    }

    @Test
    void everyDescriptionParagraphIsAWholeSentenceAndEveryCommandStatesItsExitCodes() {
        for (String name : EdlCli.COMMANDS) {
            Class<?> type = EdlCli.commandClass(name);
            Command command = type.getAnnotation(Command.class);
            for (String paragraph : command.description()) {
                assertTrue(paragraph.endsWith("."), () -> name + ": description line cut mid-sentence: " + paragraph);
            }
            assertTrue(command.exitCodeList().length >= 2, () -> name + " states no exit codes");
            for (String code : command.exitCodeList()) {
                assertTrue(code.matches("[0-2]:.*\\."), () -> name + ": " + code);
            }
            for (Field field : type.getDeclaredFields()) {
                List<String> texts = new ArrayList<>();
                Option option = field.getAnnotation(Option.class);
                Parameters parameters = field.getAnnotation(Parameters.class);
                if (option != null) {
                    texts.addAll(List.of(option.description()));
                }
                if (parameters != null) {
                    texts.addAll(List.of(parameters.description()));
                }
                for (String line : texts) {
                    assertTrue(
                            line.endsWith(".") || line.endsWith(".)"),
                            () -> name + " " + field.getName() + ": " + line);
                }
            }
            String shown = help(name, "--help");
            assertTrue(shown.startsWith("Usage: edl " + name), shown);
            assertTrue(shown.contains("\nExit codes:\n  0   "), () -> name + ":\n" + shown);
            assertFalse(shown.contains("Exit codes: 0"), () -> name + " still has a footer:\n" + shown);
        }
        assertTrue(help("help", "help").contains("\nExit codes:\n  0   help shown.\n"));
    }
}
