package dev.edl.examples.cli;

import java.lang.reflect.Constructor;
import picocli.CommandLine;

/** Creates subcommands, handing the invocation's streams to those whose constructor takes them. */
final class CommandFactory implements CommandLine.IFactory {
    private final CliIo io;
    private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

    CommandFactory(CliIo io) {
        this.io = io;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            Class<?>[] parameters = constructor.getParameterTypes();
            if (parameters.length == 1 && parameters[0] == CliIo.class) {
                constructor.setAccessible(true);
                return type.cast(constructor.newInstance(io));
            }
        }
        return fallback.create(type);
    }
}
