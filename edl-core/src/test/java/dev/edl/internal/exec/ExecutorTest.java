package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Command;
import dev.edl.EdlResult;
import dev.edl.MutationText;
import dev.edl.RegisterStore;
import dev.edl.Selector;
import dev.edl.SourcePosition;
import dev.edl.files.Workspace;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExecutorTest {
    @TempDir
    Path root;

    private RunOptions options() {
        return new RunOptions(
                new WorkspaceFileAccess(Workspace.at(root)),
                RegisterStore.inMemory(),
                false,
                false,
                Duration.ofSeconds(2));
    }

    /** Every permitted command type is executed (none falls through to "unhandled"). */
    @Test
    void everyCommandTypeIsHandled() throws Exception {
        List<Class<?>> types = commandRecords(Command.class);
        assertEquals(18, types.size());
        for (Class<?> type : types) {
            Files.writeString(root.resolve("f.txt"), "abc\n");
            Files.deleteIfExists(root.resolve("new.txt"));
            Command command = sample(type);
            List<Command> script = new ArrayList<>();
            script.add(new Command.OpenFile("f.txt", SourcePosition.NONE));
            script.add(new Command.Select(new Selector.Regex("b", ""), SourcePosition.NONE));
            if (command instanceof Command.InsertAfter insert && insert.text() instanceof MutationText.Register) {
                script.add(new Command.Cut("r", SourcePosition.NONE));
            }
            script.add(command);
            EdlResult outcome = Executor.execute(script, options());
            String last = outcome.trace().get(outcome.trace().size() - 1);
            assertTrue(last.startsWith(command.name()), type + ": " + outcome.formatted());
        }
    }

    /** The command records under a sealed interface, through its sealed sub-interfaces. */
    static List<Class<?>> commandRecords(Class<?> type) {
        List<Class<?>> records = new ArrayList<>();
        if (type.isRecord()) {
            records.add(type);
        } else {
            for (Class<?> sub : type.getPermittedSubclasses()) {
                for (Class<?> record : commandRecords(sub)) {
                    if (!records.contains(record)) {
                        records.add(record);
                    }
                }
            }
        }
        return records;
    }

    private static Command sample(Class<?> type) throws Exception {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] parameterTypes = new Class<?>[components.length];
        Object[] arguments = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> parameter = components[i].getType();
            parameterTypes[i] = parameter;
            if (parameter == String.class) {
                arguments[i] =
                        type == Command.NewFile.class ? "new.txt" : type == Command.OpenFile.class ? "f.txt" : "r";
            } else if (parameter == Selector.class) {
                arguments[i] = new Selector.Regex("c|a", "");
            } else if (parameter == MutationText.class) {
                arguments[i] = new MutationText.Quoted("X");
            } else if (parameter == int.class) {
                arguments[i] = 0;
            } else {
                arguments[i] = SourcePosition.NONE;
            }
        }
        Constructor<?> constructor = type.getDeclaredConstructor(parameterTypes);
        return (Command) constructor.newInstance(arguments);
    }

    @Test
    void failedFileIsSkippedAndOthersAreWritten() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Files.writeString(root.resolve("b.txt"), "b\n");
        List<Command> script = dev.edl.Edl.parse(
                "file a.txt\nselect /a/\nreplace \"A\"\nselect /zzz/\nreplace \"1\"\ndelete\nfile b.txt\nselect /b/\nreplace \"B\"\n");
        EdlResult outcome = Executor.execute(script, options());
        assertEquals("a\n", Files.readString(root.resolve("a.txt")), "earlier edits of a failed file are not written");
        assertEquals("B\n", Files.readString(root.resolve("b.txt")));
        assertEquals(1, outcome.fileErrors().size());
        assertEquals(2, outcome.fileErrors().get(0).notApplied());
        assertEquals(1, outcome.fileErrors().get(0).savedRegisters().size());
        assertFalse(outcome.files().get(0).written());
        assertTrue(outcome.files().get(1).written());
    }

    /** Each file keeps its own trace, from before and after the run worked in another file. */
    @Test
    void eachFileKeepsItsOwnTraceAcrossSwitches() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Files.writeString(root.resolve("b.txt"), "b\n");
        List<Command> script = dev.edl.Edl.parse(
                "file a.txt\nselect /a/\nfile b.txt\nselect /b/\nreplace \"B\"\nfile a.txt\nselect /zzz/\n");
        EdlResult result = Executor.execute(script, options());
        assertEquals(
                List.of(
                        "file a.txt → switched to a.txt (1 line)",
                        "select /a/ → 1 range, 1 line",
                        "file a.txt → switched to a.txt (1 line)",
                        "select /zzz/ → FAILED: select: no matches for pattern /zzz/"),
                result.fileErrors().get(0).trace());
        assertEquals("B\n", Files.readString(root.resolve("b.txt")));
    }

    /**
     * A file keeps its selection while the run works in another (the report says where it was
     * left); coming back selects the file whole.
     */
    @Test
    void aFileLeftKeepsItsSelectionAndComingBackSelectsItWhole() throws IOException {
        Files.writeString(root.resolve("a.txt"), "x\ny\nx\n");
        Files.writeString(root.resolve("b.txt"), "b\n");
        String leave = "file a.txt\nselect_multiple /x/\nfile b.txt\nselect /b/\n";
        EdlResult left = Executor.execute(dev.edl.Edl.parse(leave), options());
        assertTrue(
                left.formatted().contains("Selection left in the other files:\n  a.txt: 2 ranges on lines 1, 3\n"),
                left.formatted());
        EdlResult back =
                Executor.execute(dev.edl.Edl.parse(leave + "file a.txt\nnarrow /y/\nreplace \"Y\"\n"), options());
        assertTrue(back.isSuccess(), back.formatted());
        assertEquals("x\nY\nx\n", Files.readString(root.resolve("a.txt")));
        assertTrue(
                back.formatted().contains("Selection left in the other files:\n  b.txt: 1 range on line 1\n"),
                back.formatted());
        assertFalse(back.formatted().contains("  a.txt: 2 ranges"), back.formatted());
    }

    /**
     * The executor builds {@code dev.edl}'s results through the factory {@code dev.edl} installs; in
     * a JVM that used none of them before, it installs it itself.
     */
    @Test
    void theExecutorInstallsTheResultFactoryWhenUsedFirst() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String modulePath = System.getProperty("jdk.module.path", "");
        String classPath = System.getProperty("java.class.path", "");
        String combined = modulePath.isEmpty() ? classPath : modulePath + File.pathSeparator + classPath;
        Process process = new ProcessBuilder(
                        java, "-XX:TieredStopAtLevel=1", "-cp", combined, ExecutorFirstUseMain.class.getName())
                .redirectErrorStream(true)
                .start();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), "the child did not end");
        assertEquals(0, process.exitValue(), output);
        assertTrue(output.startsWith("beta\nTrace:\n  file a.txt → switched to a.txt (1 line)\n"), output);
    }

    @Test
    void aFileSectionWithAHeredocPatternIndexesItsLinesAsTheFileIsRead() {
        List<Command> script = dev.edl.Edl.parse("""
                file a.txt
                select /x/
                replace "y"
                file b.txt
                select /z/
                extend_forward <<END
                }
                END
                file c.txt
                select_multiple <<END
                a
                END
                file d.txt
                select <<END
                b
                END
                replace "c"
                select <<END
                d
                END
                """);
        assertEquals(1, Executor.wholeLineSearchesAhead(script, 3), "extend_forward with a heredoc");
        assertEquals(1, Executor.wholeLineSearchesAhead(script, 6), "select_multiple with a heredoc");
        assertEquals(
                0, Executor.wholeLineSearchesAhead(script, 0), "regexes and a replacement only, up to the next file");
        assertEquals(2, Executor.wholeLineSearchesAhead(script, 8), "two heredoc selects up to the end");
        assertEquals(0, Executor.wholeLineSearchesAhead(script, script.size() - 1), "nothing after it");
    }
}
