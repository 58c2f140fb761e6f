package dev.edl.examples.cli;

/** The edl command-line tool. */
public final class EdlCli {
    private EdlCli() {}

    /** Runs the tool. */
    public static void main(String[] args) {
        System.out.println("edl");
    }
}
