package it.edl.boot;

import dev.edl.RegisterStore;
import dev.edl.examples.mcp.EdlMcpServer;
import dev.edl.examples.springai.EdlSpringAiTools;
import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.slf4j.LoggerFactory;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.ChatOptions;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/** Starts, checks what a Spring AI application needs from edl, and exits 1 on the first failure. */
@SpringBootApplication
public class BootApp {
    static final String GREETER = "class Greeter {\n    String greet() {\n        return \"Hello\";\n    }\n}\n";

    @Bean
    EdlTools edlTools(@Value("${edl.root}") String root) {
        return EdlTools.of(Path.of(root), RegisterStore.inMemory());
    }

    @Bean
    EdlSpringAiTools edlSpringAiTools(EdlTools tools) {
        return EdlSpringAiTools.of(tools);
    }

    public static void main(String[] args) throws Exception {
        Path root = Files.createTempDirectory("edl-boot-app");
        Files.writeString(root.resolve("Greeter.java"), GREETER);
        System.setProperty("edl.root", root.toString());
        try (ConfigurableApplicationContext context = SpringApplication.run(BootApp.class, args)) {
            String binding = LoggerFactory.getILoggerFactory().getClass().getName();
            check(binding.equals("ch.qos.logback.classic.LoggerContext"), "Logback is the SLF4J binding, not " + binding);
            check(absent("org.slf4j.simple.SimpleLogger"), "no slf4j-simple on the class path");

            Map<String, ToolCallbackProvider> providers = context.getBeansOfType(ToolCallbackProvider.class);
            check(providers.size() == 1, "one ToolCallbackProvider bean, got " + providers.keySet());
            ToolCallbackProvider provider = providers.values().iterator().next();
            List<String> names = Arrays.stream(provider.getToolCallbacks())
                    .map(callback -> callback.getToolDefinition().name())
                    .toList();
            List<String> expected = context.getBean(EdlTools.class).tools().stream()
                    .map(EdlTool::name)
                    .toList();
            check(names.equals(expected) && names.contains("edl"), "the edl tools are registered: " + names);

            String answer = ChatClient.create(new ScriptedModel())
                    .prompt()
                    .user("Make the greeting say Hi")
                    .tools(provider)
                    .call()
                    .content();
            check(Files.readString(root.resolve("Greeter.java")).contains("return \"Hi\";"), "the tool call edited Greeter.java");
            check(answer != null && answer.startsWith("edited:"), "the model saw the tool's report: " + answer);

            String mcp = mcpSession(context.getBean(EdlTools.class));
            check(mcp.contains("\"id\":2") && mcp.contains("\"name\":\"read_lines\""), "the MCP server lists the tools: " + mcp);
            check(mcp.contains("\"id\":3") && mcp.contains("Hi"), "the MCP server runs read_lines: " + mcp);
            System.out.println("spring boot app: started with Logback; tools " + names + " registered; ChatClient and MCP ran them");
        }
    }

    /** The in-process MCP server (the docs/agents.md snippet) on this application's class path. */
    static String mcpSession(EdlTools tools) {
        String requests = String.join(
                "\n",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\","
                        + "\"capabilities\":{},\"clientInfo\":{\"name\":\"it\",\"version\":\"1\"}}}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\",\"params\":{}}",
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"read_lines\","
                        + "\"arguments\":{\"path\":\"Greeter.java\"}}}",
                "");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EdlMcpServer.serve(tools, new ByteArrayInputStream(requests.getBytes(StandardCharsets.UTF_8)), out);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** First turn: one call to the edl tool; second turn: an answer quoting the tool's report. */
    static final class ScriptedModel implements ChatModel {
        @Override
        public ChatOptions getOptions() {
            return ToolCallingChatOptions.builder().build();
        }

        @Override
        public ChatResponse call(Prompt prompt) {
            List<Message> messages = prompt.getInstructions();
            if (messages.get(messages.size() - 1) instanceof ToolResponseMessage responses) {
                String report = responses.getResponses().get(0).responseData();
                return new ChatResponse(List.of(new Generation(new AssistantMessage("edited: " + report))));
            }
            AssistantMessage.ToolCall call = new AssistantMessage.ToolCall(
                    "call-1", "function", "edl", "{\"script\": \"file Greeter.java\\nselect /Hello/\\nreplace \\\"Hi\\\"\\n\"}");
            return new ChatResponse(List.of(new Generation(
                    AssistantMessage.builder().content("").toolCalls(List.of(call)).build())));
        }
    }

    private static boolean absent(String className) {
        try {
            Class.forName(className);
            return false;
        } catch (ClassNotFoundException e) {
            return true;
        }
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            System.err.println("FAILED: " + what);
            System.exit(1);
        }
    }
}
