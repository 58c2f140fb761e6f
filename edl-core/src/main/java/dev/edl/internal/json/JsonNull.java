package dev.edl.internal.json;

/** The JSON {@code null} literal as read by {@link JsonReader} (Java null is not used for values). */
public enum JsonNull {
    INSTANCE
}
