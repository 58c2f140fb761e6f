package dev.edl.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.examples.AgentToolExample.ToolBox;
import dev.edl.examples.AgentToolExample.ToolCall;
import dev.edl.tools.EdlTools;
import dev.edl.tools.ToolResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AgentToolExampleTest {
    @TempDir
    Path workspace;

    @Test
    void theScriptedCallsFailThenSucceedThroughTheToolBox() throws Exception {
        Path notes = workspace.resolve("notes.md");
        Files.writeString(notes, "# Notes\n\n## TODO\n", StandardCharsets.UTF_8);
        ToolBox box =
                new ToolBox(EdlTools.of(workspace, RegisterStore.inMemory()).tools());

        List<ToolCall> calls = AgentToolExample.scriptedCalls();
        ToolResult first = box.execute(calls.get(0));
        assertTrue(first.isError(), first::text);
        assertTrue(first.text().contains("_saved_1"), first::text);
        ToolResult second = box.execute(calls.get(1));
        assertFalse(second.isError(), second::text);
        assertEquals("# Notes\n\n## To do\n\n- write the README\n", Files.readString(notes, StandardCharsets.UTF_8));
        ToolResult third = box.execute(calls.get(2));
        assertFalse(third.isError(), third::text);
        assertEquals(
                "# Notes\n\n## To do\n\n- write the README\n- tag the release\n",
                Files.readString(notes, StandardCharsets.UTF_8));
    }

    @Test
    void definitionsCarryASchemaAndBadCallsAreErrorResults() {
        ToolBox box =
                new ToolBox(EdlTools.of(workspace, RegisterStore.inMemory()).tools());
        List<Map<String, Object>> definitions = box.definitions();
        assertEquals("edl", definitions.get(0).get("name"));
        assertTrue(definitions.get(0).get("parameters") instanceof Map);

        ToolResult unknown = box.execute(new ToolCall("rm_rf", "{}"));
        assertTrue(unknown.isError());
        assertTrue(unknown.text().startsWith("Unknown tool: rm_rf"), unknown::text);
        ToolResult malformed = box.execute(new ToolCall("edl", "{\"script\": "));
        assertTrue(malformed.isError());
        assertTrue(malformed.text().contains("not valid JSON"), malformed::text);
    }
}
