package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class DeadlineCharSequenceTest {
    /** Long past: every clock check fails. */
    private static long past() {
        return System.nanoTime() - 3_600_000_000_000L;
    }

    /** Far ahead: no clock check fails. */
    private static long future() {
        return System.nanoTime() + 3_600_000_000_000L;
    }

    @Test
    void readsLikeItsTextBeforeTheDeadline() {
        DeadlineCharSequence text = new DeadlineCharSequence(new StringBuilder("hello world"), future());
        assertEquals(11, text.length());
        assertEquals('w', text.charAt(6));
        assertEquals("hello world", text.toString());
        for (int i = 0; i < 10_000; i++) {
            assertEquals("hello world".charAt(i % 11), text.charAt(i % 11));
        }
    }

    @Test
    void aSubSequenceIsAViewWithItsOwnOffsetAndTheSameDeadline() {
        DeadlineCharSequence text = new DeadlineCharSequence("hello world", future());
        CharSequence world = text.subSequence(6, 11);
        assertEquals(5, world.length());
        assertEquals('w', world.charAt(0));
        assertEquals('d', world.charAt(4));
        assertEquals("world", world.toString());
        CharSequence or = world.subSequence(1, 3);
        assertEquals("or", or.toString());
        assertEquals('r', or.charAt(1));
        CharSequence late = new DeadlineCharSequence("hello world", past()).subSequence(6, 11);
        for (int i = 1; i < 4096; i++) {
            assertEquals('w', late.charAt(0));
        }
        assertThrows(RegexTimeoutException.class, () -> late.charAt(0));
    }

    @Test
    void pastTheDeadlineTheClockIsCheckedOnEvery4096thRead() {
        DeadlineCharSequence text = new DeadlineCharSequence("abc", past());
        for (int i = 1; i < 4096; i++) {
            assertEquals('b', text.charAt(1));
        }
        assertThrows(RegexTimeoutException.class, () -> text.charAt(1));
        // the count starts over after a check
        for (int i = 1; i < 4096; i++) {
            assertEquals('c', text.charAt(2));
        }
        assertThrows(RegexTimeoutException.class, () -> text.charAt(2));
    }

    @Test
    void aRegexThatReadsPastItsDeadlineStops() {
        // each start matches to the end and fails there: far more than 4096 reads
        DeadlineCharSequence input = new DeadlineCharSequence("ab".repeat(3000), past());
        Pattern pattern = Pattern.compile("[ab]*c");
        RegexTimeoutException stopped = assertThrows(
                RegexTimeoutException.class, () -> pattern.matcher(input).find());
        assertEquals("regex time budget exceeded", stopped.getMessage());
    }
}
