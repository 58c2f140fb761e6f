package dev.edl.internal.exec;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

/**
 * A run's (or a file's) trace, bounded: it keeps the first {@value #HEAD} lines and the last
 * {@value #TAIL}, and in between one line that counts the lines not kept. A script of millions of
 * commands therefore costs a fixed amount of trace memory and report text. As a list it shows
 * what is kept, in order, with the counting line in its place.
 */
final class TraceLines extends AbstractList<String> {
    /** Lines kept from the start. */
    static final int HEAD = 1_000;
    /** Lines kept from the end. */
    static final int TAIL = 200;

    private final List<String> head = new ArrayList<>();
    private final String[] tail = new String[TAIL];
    /** Where the oldest tail line is, once the tail is full. */
    private int tailStart;

    private int tailSize;
    private int dropped;

    TraceLines() {}

    TraceLines(List<String> lines) {
        addAll(lines);
    }

    @Override
    public boolean add(String line) {
        modCount++;
        if (head.size() < HEAD) {
            head.add(line);
        } else if (tailSize < TAIL) {
            tail[(tailStart + tailSize++) % TAIL] = line;
        } else {
            tail[tailStart] = line;
            tailStart = (tailStart + 1) % TAIL;
            dropped++;
        }
        return true;
    }

    @Override
    public String get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException(index);
        }
        if (index < head.size()) {
            return head.get(index);
        }
        int at = index - head.size();
        if (dropped > 0) {
            if (at == 0) {
                return "… " + Texts.plural(dropped, "more trace line", "more trace lines")
                        + " not kept (a trace keeps its first " + HEAD + " and last " + TAIL + " lines)";
            }
            at--;
        }
        return tail[(tailStart + at) % TAIL];
    }

    @Override
    public int size() {
        return head.size() + (dropped > 0 ? 1 : 0) + tailSize;
    }
}
