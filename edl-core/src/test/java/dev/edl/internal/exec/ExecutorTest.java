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
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
}
