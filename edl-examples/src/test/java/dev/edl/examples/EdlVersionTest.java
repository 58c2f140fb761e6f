package dev.edl.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

class EdlVersionTest {
    @Test
    void isTheProjectVersionTheBuildWroteDown() {
        // Surefire passes the POM's version, so the resource and the POM cannot drift apart unseen.
        String projectVersion = System.getProperty("edl.projectVersion");
        assertNotNull(projectVersion, "surefire should pass edl.projectVersion");
        assertEquals(projectVersion, EdlVersion.get());
    }
}
