package it.edl.plain;

import dev.edl.RegisterStore;
import dev.edl.examples.jobs.EditJob;
import dev.edl.examples.jobs.JobResult;
import dev.edl.examples.jobs.JobRunner;
import dev.edl.examples.jobs.model.ChatListener;
import dev.edl.examples.jobs.model.ChatMessage;
import dev.edl.examples.jobs.model.ModelClient;
import dev.edl.examples.jobs.model.ModelReply;
import dev.edl.tools.EdlTools;
import dev.edl.tools.ToolResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Edits files through edl-examples on a class path of edl's three jars alone; exits 1 on any surprise. */
public final class PlainApp {
    public static void main(String[] args) throws Exception {
        Path root = Files.createTempDirectory("edl-plain-consumer");
        Files.writeString(root.resolve("notes.md"), "# Notes\n\n## TODO\n");

        ModelClient model = new ModelClient() {
            @Override
            public ModelReply chat(List<ChatMessage> messages, ChatListener listener) {
                return new ModelReply("FILE: notes.md\nFIND:\n## TODO\nREPLACE:\n## To do\nEND\n", 1, null, null, "stop");
            }

            @Override
            public String describe() {
                return "a scripted model";
            }
        };
        EditJob job = new EditJob(
                "job.md", List.of("notes.md"), List.of(), null, null, null, true, null, "Rename the TODO heading.");
        JobResult result = JobRunner.builder(root, model).build().run(job);
        check(result.outcome() == JobResult.Outcome.WRITTEN, "the job was written: " + result.message());

        ToolResult read = EdlTools.of(root, RegisterStore.inMemory())
                .tool("read_lines")
                .orElseThrow()
                .call("{\"path\": \"notes.md\"}");
        check(!read.isError() && read.text().contains("## To do"), "read_lines shows the edit: " + read.text());
        check(absent("org.slf4j.LoggerFactory"), "no SLF4J on the class path");
        check(absent("org.jspecify.annotations.Nullable"), "no JSpecify on the class path");
        System.out.println("plain consumer: edited notes.md through JobRunner and read it back");
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
