package dev.edl.internal.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Command;
import dev.edl.EdlParseException;
import dev.edl.SourcePosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParseOutcomeTest {

    @Test
    void copiesItsListsAndCannotBeModified() {
        List<Command> commands = new ArrayList<>(List.of(new Command.Delete(SourcePosition.NONE)));
        List<EdlParseException> errors = new ArrayList<>();
        ParseOutcome outcome = new ParseOutcome(commands, errors);
        commands.clear();
        errors.add(new EdlParseException("x", 1, 0));
        assertEquals(1, outcome.commands().size());
        assertTrue(outcome.isValid());
        assertThrows(
                UnsupportedOperationException.class, () -> outcome.commands().clear());
        assertThrows(UnsupportedOperationException.class, () -> outcome.errors().add(new EdlParseException("y", 1, 0)));
    }

    @Test
    void isValidOnlyWithoutErrors() {
        ParseOutcome outcome = new ParseOutcome(List.of(), List.of(new EdlParseException("Unknown command: x", 2, 3)));
        assertFalse(outcome.isValid());
        assertEquals(
                "Unknown command: x (line 2, column 3)", outcome.errors().get(0).getMessage());
    }
}
