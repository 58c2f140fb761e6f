package dev.edl.internal.registers;

/** The JSON {@code null} literal as read by {@link JsonReader} (Java null is not used for values). */
enum JsonNull {
    INSTANCE
}
