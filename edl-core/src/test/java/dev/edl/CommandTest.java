package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandTest {
    private static final List<Command> ONE_OF_EACH = Edl.parse("""
            file a
            newfile b
            select /x/
            select_multiple /x/
            narrow /x/
            narrow_multiple /x/
            retain_first
            retain_last
            retain_nth 1
            select_next /x/
            select_prev /x/
            extend_forward /x/
            extend_back /x/
            replace "t"
            insert_before "t"
            insert_after "t"
            delete
            cut r
            """);

    /** accept calls the visit method for the command's own record type. */
    @Test
    void acceptCallsTheVisitMethodOfItsType() {
        InvocationHandler handler = (proxy, method, args) -> method.getParameterTypes()[0];
        @SuppressWarnings("unchecked")
        Command.Visitor<Class<?>> visitor = (Command.Visitor<Class<?>>)
                Proxy.newProxyInstance(Command.class.getClassLoader(), new Class<?>[] {Command.Visitor.class}, handler);
        assertEquals(18, ONE_OF_EACH.size());
        for (Command command : ONE_OF_EACH) {
            assertEquals(command.getClass(), command.accept(visitor));
        }
    }

    @Test
    void commandsAreGroupedByWhatTheyDo() {
        for (Command command : ONE_OF_EACH) {
            int groups = (command instanceof Command.FileCommand ? 1 : 0)
                    + (command instanceof Command.SelectionCommand ? 1 : 0)
                    + (command instanceof Command.MutationCommand ? 1 : 0);
            assertEquals(1, groups, command.name());
            assertEquals(command instanceof Command.MutationCommand, command.isMutation(), command.name());
        }
        assertEquals("a", ((Command.FileCommand) ONE_OF_EACH.get(0)).path());
        assertEquals(new Selector.Regex("x", ""), ((Command.Search) ONE_OF_EACH.get(2)).selector());
        assertEquals(new MutationText.Quoted("t"), ((Command.TextMutation) ONE_OF_EACH.get(13)).text());
    }
}
