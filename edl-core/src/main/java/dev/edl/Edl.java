package dev.edl;

/** Entry point. */
public final class Edl {
    private Edl() {}

    /** Placeholder. */
    public static String version() {
        return "0.1.0";
    }
}
