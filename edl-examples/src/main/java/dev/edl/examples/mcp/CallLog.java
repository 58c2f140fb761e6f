package dev.edl.examples.mcp;

import java.io.PrintStream;

/**
 * One line per tool call on the server's log stream: {@code edl mcp: call tenant=ID tool=NAME
 * ms=N outcome=ok|error|internal}. The tenant is its id, never a token.
 */
final class CallLog {
    private final PrintStream out;

    CallLog(PrintStream out) {
        this.out = out;
    }

    void call(String tenant, String tool, long millis, String outcome) {
        String line = "edl mcp: call tenant=" + tenant + " tool=" + tool + " ms=" + millis + " outcome=" + outcome;
        synchronized (out) {
            out.println(line);
        }
    }

    void note(String message) {
        synchronized (out) {
            out.println("edl mcp: " + message);
        }
    }
}
