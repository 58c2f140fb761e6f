package dev.edl.tools;

import dev.edl.RegisterStore;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/** Creates the edl tools for a workspace. */
public final class EditTools {
    private EditTools() {}

    /**
     * Every edl tool, confined to a workspace root: {@code edl}, {@code batch_edit_blocks},
     * {@code write_from_line} and {@code apply_edit_blocks}.
     *
     * @param root the workspace root; every path the tools touch must lie inside it
     * @param registers the register store the {@code edl} tool keeps registers in between calls
     * @return the tools, in that order
     */
    public static List<EditTool> all(Path root, RegisterStore registers) {
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(registers, "registers");
        return List.of(edl(root, registers), batchEdit(root), writeFromLine(root), applyEditBlocks(root));
    }

    /**
     * The {@code edl} tool: runs an EDL script.
     *
     * @param root the workspace root
     * @param registers where registers live between calls
     * @return the tool
     */
    public static EditTool edl(Path root, RegisterStore registers) {
        return new EdlScriptTool(root, registers);
    }

    /**
     * The {@code batch_edit_blocks} tool: many search/replace edits to one file in one call.
     *
     * @param root the workspace root
     * @return the tool
     */
    public static EditTool batchEdit(Path root) {
        return new BatchEditTool(Objects.requireNonNull(root, "root"));
    }

    /**
     * The {@code write_from_line} tool: replaces a range of lines.
     *
     * @param root the workspace root
     * @return the tool
     */
    public static EditTool writeFromLine(Path root) {
        return new WriteFromLineTool(Objects.requireNonNull(root, "root"));
    }

    /**
     * The {@code apply_edit_blocks} tool: applies FILE/FIND/REPLACE/END blocks, all or nothing.
     *
     * @param root the workspace root
     * @return the tool
     */
    public static EditTool applyEditBlocks(Path root) {
        return new ApplyEditBlocksTool(Objects.requireNonNull(root, "root"));
    }
}
