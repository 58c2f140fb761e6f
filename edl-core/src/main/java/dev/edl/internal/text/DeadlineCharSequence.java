package dev.edl.internal.text;

/**
 * A view of a text that throws {@link RegexTimeoutException} once a deadline has passed. Regex
 * matching reads its input only through {@link #charAt}, so a catastrophically backtracking
 * pattern is stopped within a few thousand steps of its deadline instead of hanging the thread.
 */
public final class DeadlineCharSequence implements CharSequence {
    /** How many reads pass between two clock checks: keeps the check's cost negligible. */
    private static final int CHECK_INTERVAL = 4096;

    private final CharSequence text;
    private final int offset;
    private final int length;
    private final long deadlineNanos;
    private int untilCheck = CHECK_INTERVAL;

    /**
     * A view of a whole text.
     *
     * @param text the text
     * @param deadlineNanos the {@link System#nanoTime()} value after which reads throw
     */
    public DeadlineCharSequence(CharSequence text, long deadlineNanos) {
        this(text, 0, text.length(), deadlineNanos);
    }

    private DeadlineCharSequence(CharSequence text, int offset, int length, long deadlineNanos) {
        this.text = text;
        this.offset = offset;
        this.length = length;
        this.deadlineNanos = deadlineNanos;
    }

    @Override
    public char charAt(int index) {
        if (--untilCheck == 0) {
            untilCheck = CHECK_INTERVAL;
            if (System.nanoTime() - deadlineNanos > 0) {
                throw new RegexTimeoutException();
            }
        }
        return text.charAt(offset + index);
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return new DeadlineCharSequence(text, offset + start, end - start, deadlineNanos);
    }

    @Override
    public String toString() {
        return text.subSequence(offset, offset + length).toString();
    }
}
