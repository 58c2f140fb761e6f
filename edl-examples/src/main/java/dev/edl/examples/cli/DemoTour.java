package dev.edl.examples.cli;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.FileError;
import dev.edl.RegisterStore;
import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.LineEdit;
import dev.edl.batch.LineReplace;
import dev.edl.batch.LineReplaceResult;
import dev.edl.batch.SearchReplace;
import dev.edl.tools.EditBlocksRun;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The steps of {@code edl demo}, each printing what it runs and the report it gets. */
final class DemoTour {
    private static final String CART = "src/main/java/shop/Cart.java";

    private static final String FAILING_SCRIPT = """
            # Two files in one script. The Cart pattern is wrong (price() instead of priceCents()),
            # so Cart.java fails and is not written; settings.properties is still edited.
            file config/settings.properties
            select /max.items=\\d+/
            replace "max.items=100"

            file src/main/java/shop/Cart.java
            select <<END
                    for (Item item : items) {
                        sum += item.price() * item.quantity();
                    }
            END
            replace <<END
                    for (Item item : items) {
                        sum = Math.addExact(sum, Math.multiplyExact(item.priceCents(), item.quantity()));
                    }
            END
            """;

    private static final String RETRY_SCRIPT = """
            # The retry: the right pattern, and the saved text instead of writing it again.
            file src/main/java/shop/Cart.java
            select <<END
                    for (Item item : items) {
                        sum += item.priceCents() * item.quantity();
                    }
            END
            replace %s
            """;

    private final Path root;
    private final PrintStream out;
    private final RegisterStore registers;

    DemoTour(Path root, PrintStream out) {
        this.root = root;
        this.out = out;
        this.registers = RegisterStore.file(root.resolve(".edl/registers.json"));
    }

    /**
     * Runs every step.
     *
     * @return whether every step behaved as the tour expects
     * @throws IOException if the sample files cannot be read
     */
    boolean run() throws IOException {
        out.println("edl demo — a tour on a temporary copy of a sample workspace");
        out.println("Workspace: " + root);
        out.println("Files: " + String.join(", ", DemoWorkspace.files()));
        boolean ok = true;
        String saved = failingScript();
        ok &= saved != null;
        if (saved != null) {
            ok &= retry(saved);
        }
        ok &= batch();
        ok &= lines();
        ok &= blocks();
        out.println();
        out.println(ok ? "Tour complete: every step behaved as described." : "Some step did not behave as described.");
        return ok;
    }

    private @org.jspecify.annotations.Nullable String failingScript() {
        heading("1. An EDL script whose Cart.java part fails");
        EdlResult result = runScript(FAILING_SCRIPT);
        if (result.fileErrors().size() != 1) {
            out.println("(unexpected: the script was meant to fail for Cart.java only)");
            return null;
        }
        FileError error = result.fileErrors().get(0);
        if (error.savedRegisters().isEmpty()) {
            out.println("(unexpected: no text was saved)");
            return null;
        }
        String name = error.savedRegisters().get(0).name();
        out.println("-> " + error.path() + " was not written; the replacement text is kept in register " + name + ".");
        return name;
    }

    private boolean retry(String saved) throws IOException {
        heading("2. The retry: fix the pattern, reuse the saved text with `replace " + saved + "`");
        EdlResult result = runScript(String.format(RETRY_SCRIPT, saved));
        out.println();
        out.print(result.unifiedDiff());
        String cart = Files.readString(root.resolve(CART), StandardCharsets.UTF_8);
        return result.isSuccess() && cart.contains("Math.addExact");
    }

    private EdlResult runScript(String script) {
        out.println("Script:");
        script.lines().forEach(line -> out.println("  | " + line));
        EdlResult result =
                Edl.builder().workspace(root).registers(registers).build().run(script);
        out.println("Report:");
        result.formatted().lines().forEach(line -> out.println("  " + line));
        return result;
    }

    private boolean batch() {
        heading("3. A batch of search/replace edits to docs/guide.md, one of them stale");
        List<SearchReplace> edits = List.of(
                SearchReplace.of("# shop guide\n", "# Shop guide\n").withLabel("title"),
                SearchReplace.of("## installing\n", "## Installing\n").withLabel("install heading"),
                SearchReplace.of("## configuring\n", "## Configuring\n").withLabel("config heading"),
                SearchReplace.of("## check out\n", "## Checking out\n").withLabel("checkout heading"),
                SearchReplace.of(" .", ".").withLabel("space before full stop").withExpectedReplacements(4),
                SearchReplace.of("empty , nothing", "empty, nothing").withLabel("comma"));
        edits.forEach(edit -> out.println("  | " + describe(edit)));
        BatchResult result = BatchEdit.builder().build().applyToFile(root, "docs/guide.md", edits);
        out.println("Report:");
        indent(result.formatted());
        out.println("-> the stale edit failed with a diagnosis; the other " + result.applied()
                + " were applied and the file written once.");
        return result.failed() == 1
                && result.applied() == edits.size() - 1
                && result.file().written();
    }

    private boolean lines() {
        heading("4. Replace a range of lines: line 4 of config/settings.properties");
        LineReplaceResult result = LineReplace.withDefaults()
                .applyToFile(
                        root,
                        "config/settings.properties",
                        new LineEdit(
                                4,
                                4,
                                "checkout.timeout.seconds=60\ncheckout.retries=2\n",
                                "checkout.timeout.seconds=30"));
        out.println("Report:");
        indent(result.formatted());
        return result.isSuccess();
    }

    private boolean blocks() {
        heading("5. Edit blocks from an LLM response, previewed then committed");
        String response = """
                Here is the change:

                FILE: src/main/java/shop/Cart.java
                FIND:
                    public void add(Item item) {
                        items.add(item);
                    }
                REPLACE:
                    public void add(Item item) {
                        if (items.size() >= 50) {
                            throw new IllegalStateException("cart is full");
                        }
                        items.add(item);
                    }
                END
                """;
        out.println("Response:");
        response.lines().forEach(line -> out.println("  | " + line));
        EditBlocksRun preview = EditBlocksRun.apply(root, response, false);
        out.println("Preview:");
        indent(preview.formatted());
        EditBlocksRun committed = EditBlocksRun.apply(root, response, true);
        out.println("Commit:");
        indent(committed.formatted());
        return preview.isSuccess() && committed.isSuccess();
    }

    private static String describe(SearchReplace edit) {
        return "[" + edit.label() + "] " + quote(edit.search()) + " -> " + quote(edit.replace())
                + (edit.expectedReplacements() == 1 ? "" : " (x" + edit.expectedReplacements() + ")");
    }

    private static String quote(String text) {
        return "\"" + text.replace("\n", "\\n") + "\"";
    }

    private void indent(String text) {
        text.lines().forEach(line -> out.println("  " + line));
    }

    private void heading(String title) {
        out.println();
        out.println("== " + title + " ==");
    }
}
