package dev.edl.batch.internal.blocks;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Line-number gutters ({@code  120 | code}, as {@code EditPrompt} shows target files) copied into
 * block bodies by mistake.
 */
final class Gutter {
    /** Digits, an optional blank, a bar, then one optional space that belongs to the gutter. */
    private static final Pattern LINE = Pattern.compile("[ \\t]*(\\d{1,9})[ \\t]?\\| ?(.*)", Pattern.DOTALL);

    /**
     * Body lines after stripping.
     *
     * @param lines the lines
     * @param firstNumber the gutter number of the first line when a gutter was stripped, else null
     */
    record Stripped(List<String> lines, @Nullable Integer firstNumber) {}

    private Gutter() {}

    /**
     * Strips a gutter from a FIND body when every line has one and the numbers increase.
     *
     * @param lines the body lines
     * @return the stripped lines with the first number, or the lines unchanged
     */
    static Stripped strip(List<String> lines) {
        if (lines.isEmpty()) {
            return new Stripped(lines, null);
        }
        List<String> contents = new ArrayList<>(lines.size());
        long previous = 0;
        Integer first = null;
        for (String line : lines) {
            Matcher matcher = LINE.matcher(line);
            if (!matcher.matches()) {
                return new Stripped(lines, null);
            }
            int number = Integer.parseInt(matcher.group(1));
            if (number <= previous || number < 1) {
                return new Stripped(lines, null);
            }
            if (first == null) {
                first = number;
            }
            previous = number;
            contents.add(matcher.group(2));
        }
        return new Stripped(contents, first);
    }

    /**
     * Strips a gutter from a REPLACE body when every line has one (numbers unchecked: a model
     * often numbers new lines loosely).
     *
     * @param lines the body lines
     * @return the stripped lines, or the same list instance when some line has no gutter
     */
    static List<String> stripAll(List<String> lines) {
        List<String> contents = new ArrayList<>(lines.size());
        for (String line : lines) {
            Matcher matcher = LINE.matcher(line);
            if (!matcher.matches()) {
                return lines;
            }
            contents.add(matcher.group(2));
        }
        return contents;
    }

    /**
     * Whether any line looks like it carries a gutter.
     *
     * @param lines the lines
     * @return true when at least one line does
     */
    static boolean anyHas(List<String> lines) {
        for (String line : lines) {
            if (LINE.matcher(line).matches()) {
                return true;
            }
        }
        return false;
    }
}
