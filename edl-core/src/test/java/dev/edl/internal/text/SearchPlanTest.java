package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which grams a plan takes from a batch's searches, and which searches it covers. */
class SearchPlanTest {
    @Test
    void aSearchGivesTheGramsAtAStrideOfEachLongEnoughPartAndThePartsLastGram() {
        SearchPlan plan = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, "0123456789abcdefghij"), 64);
        assertNotNull(plan);
        String search = "0123456789abcdefghij";
        assertArrayEquals(new int[] {0, 8, 12}, plan.offsets(search));
        assertArrayEquals(
                new int[] {SearchPlan.hash(search, 0), SearchPlan.hash(search, 8), SearchPlan.hash(search, 12)},
                plan.keys(search));
        // a second part, after the line break, gives its own grams at offsets from the search's start
        String twoParts = "short\n0123456789";
        SearchPlan second = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, twoParts), 64);
        assertNotNull(second);
        assertArrayEquals(new int[] {6, 8}, second.offsets(twoParts));
    }

    @Test
    void aLongPartGivesAtMostItsShareOfKeysSpreadOverIt() {
        String search = "x".repeat(10) + "0123456789".repeat(50);
        SearchPlan plan = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, search), 64);
        assertNotNull(plan);
        int[] offsets = plan.offsets(search);
        assertTrue(offsets.length <= SearchPlan.KEYS_PER_PART + 1, () -> offsets.length + " keys");
        assertEquals(0, offsets[0]);
        assertEquals(search.length() - SearchPlan.GRAM, offsets[offsets.length - 1]);
        // stride (510 - 8) / 15 + 1 = 34: offsets 0, 34, ..., 476, then the last gram's 502
        int[] expected = new int[16];
        for (int k = 0; k < 15; k++) {
            expected[k] = 34 * k;
        }
        expected[15] = 502;
        assertArrayEquals(expected, offsets);
    }

    @Test
    void searchesWithoutALongEnoughPartOrWithTwoLineBreaksAreNotCovered() {
        List<String> batch = new ArrayList<>(Collections.nCopies(SearchPlan.MIN_SEARCHES, "covered search"));
        batch.add("x++;");
        batch.add("a\nb\nlong enough line\n");
        batch.add("short\nparts");
        SearchPlan plan = SearchPlan.of(batch, 64);
        assertNotNull(plan);
        assertTrue(plan.covers("covered search"));
        assertFalse(plan.covers("x++;"));
        assertFalse(plan.covers("a\nb\nlong enough line\n"));
        assertFalse(plan.covers("short\nparts"));
        assertEquals(List.of("x++;", "a\nb\nlong enough line\n", "short\nparts"), plan.uncovered());
    }

    @Test
    void fewerPlannableSearchesThanAPassCostsMakeNoPlan() {
        assertNull(SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES - 1, "a long enough search"), 64));
        assertNull(SearchPlan.of(Collections.nCopies(100, "x++;"), 64));
        assertNotNull(SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, "a long enough search"), 64));
    }

    @Test
    void aBatchOfMostlyMultiLineSearchesMakesNoPlanForItsFewSingleLineOnes() {
        List<String> batch = new ArrayList<>(Collections.nCopies(10, "a long enough search"));
        batch.addAll(Collections.nCopies(10, "first line\nsecond line\nthird line"));
        assertNotNull(SearchPlan.of(batch, 64), "half the batch is plannable");
        batch.add("fourth\nfifth\nsixth");
        assertNull(SearchPlan.of(batch, 64), "fewer than half");
    }

    @Test
    void aGramSharedByMoreSearchesThanTheLimitIsLeftOut() {
        // the shared prefix of similar lines: every search holds it, so it would be common anyway
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            batch.add(String.format("SHARED__%08d", i));
        }
        SearchPlan plan = SearchPlan.of(batch, 10);
        assertNotNull(plan);
        String first = batch.get(0);
        assertFalse(plan.holds(SearchPlan.hash(first, 0)));
        assertTrue(plan.holds(SearchPlan.hash(first, 8)));
        assertArrayEquals(new int[] {8}, plan.offsets(first));
        // with a limit above the count it stays
        SearchPlan lenient = SearchPlan.of(batch, 20);
        assertNotNull(lenient);
        assertTrue(lenient.holds(SearchPlan.hash(first, 0)));
    }

    @Test
    void aSearchNobodyAnnouncedIsCoveredByTheGramsItSharesWithThePlan() {
        SearchPlan plan = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, "        int alpha = x;"), 64);
        assertNotNull(plan);
        // "int alph" is planned (offset 8 of the announced search), at offset 0 of this one
        String other = "int alpha = y";
        assertTrue(plan.covers(other));
        assertArrayEquals(new int[] {0}, plan.offsets(other));
        for (int offset : plan.offsets(other)) {
            assertTrue(plan.holds(SearchPlan.hash(other, offset)));
        }
        assertFalse(plan.covers("nothing in common here"));
        assertEquals(0, plan.keys("nothing in common here").length);
        assertTrue(plan.bytes() > 0);
    }

    @Test
    void slotsAndBitsDependOnEveryCharacterOfTheGram() {
        // grams that differ only in their first character: one multiplication leaves the key's low
        // bits equal for all of them, so the set's slot comes through HashSpread and the bit from the top
        Set<Integer> slots = new HashSet<>();
        Set<Integer> topBits = new HashSet<>();
        for (char c = 'A'; c <= 'z'; c++) {
            int key = SearchPlan.hash(c + "_common", 0);
            slots.add(HashSpread.spread(key) & 0xFFF);
            topBits.add(key >>> 20);
        }
        assertTrue(slots.size() > 50, () -> slots.size() + " distinct slots of 58 keys");
        assertTrue(topBits.size() > 50, () -> topBits.size() + " distinct top bits of 58 keys");
        // a wide character's high byte mixes into the byte before it: its gram has a key of its own
        assertNotEquals(SearchPlan.hash("xAcommon", 0), SearchPlan.hash("x\u0141common", 0));
    }

    @Test
    void theBitSetAndTheSetRejectGramsNobodyPlanned() {
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            batch.add(String.format("planned search %04d", i));
        }
        SearchPlan plan = SearchPlan.of(batch, 64);
        assertNotNull(plan);
        int passed = 0;
        for (int i = 0; i < 2_000; i++) {
            // 2,000 different grams: eight hex digits of a spread number
            int key = SearchPlan.hash(String.format("%08x", (i * 2_654_435_761L) & 0xFFFF_FFFFL), 0);
            passed += plan.mayHold(key) ? 1 : 0;
            assertFalse(plan.holds(key), () -> "an unplanned gram is held");
            assertEquals(-1, plan.slotOf(key));
        }
        // 64 to 128 bits per key: about one in 64 unplanned keys passes the bit set, far from all
        int through = passed;
        assertTrue(through < 60, () -> through + " of 2000 unplanned keys passed the bit set");
        String first = batch.get(0);
        for (int offset : plan.offsets(first)) {
            int key = SearchPlan.hash(first, offset);
            assertTrue(plan.mayHold(key));
            int slot = plan.slotOf(key);
            assertTrue(slot >= 0 && slot < plan.capacity(), () -> "slot " + slot);
        }
    }

    @Test
    void aGramRepeatedInOneSearchCountsOnceTowardsTheSharedLimit() {
        // eight searches, each holding "aaaaaaaa" at several offsets: shared by eight, not by more
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < SearchPlan.MIN_SEARCHES; i++) {
            batch.add("aaaaaaaaaaaaaaaa" + i + "bcdefghij");
        }
        SearchPlan plan = SearchPlan.of(batch, SearchPlan.MIN_SEARCHES);
        assertNotNull(plan);
        assertTrue(plan.holds(SearchPlan.hash("aaaaaaaa", 0)));
        SearchPlan stricter = SearchPlan.of(batch, SearchPlan.MIN_SEARCHES - 1);
        assertNotNull(stricter);
        assertFalse(stricter.holds(SearchPlan.hash("aaaaaaaa", 0)));
    }

    @Test
    void aPartOfExactlyOneGramIsCoveredAndAShorterOneIsNot() {
        List<String> batch = new ArrayList<>(Collections.nCopies(SearchPlan.MIN_SEARCHES, "abcdefgh"));
        batch.add("abcdefg");
        SearchPlan plan = SearchPlan.of(batch, 64);
        assertNotNull(plan);
        assertTrue(plan.covers("abcdefgh"));
        assertArrayEquals(new int[] {0}, plan.offsets("abcdefgh"));
        assertFalse(plan.covers("abcdefg"));
        assertEquals(List.of("abcdefg"), plan.uncovered());
    }

    @Test
    void theSetAndTheBitSetAreSizedByTheNumberOfPlannedKeys() {
        // one key: a set of 32 slots (at least 16, doubled) of a key and a block mask each, and the
        // bit set's floor of 8,192 bits
        SearchPlan one = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, "abcdefgh"), 64);
        assertNotNull(one);
        assertEquals(32, one.capacity());
        assertEquals(16L * 32 + 8_192 / 8, one.bytes());
        // 1,000 keys: 2,048 slots (at most half full) and 64 bits per key rounded up, 65,536 bits
        List<String> batch = thousandGrams();
        SearchPlan plan = SearchPlan.of(batch, 64);
        assertNotNull(plan);
        assertEquals(2_048, plan.capacity());
        assertEquals(16L * 2_048 + 65_536 / 8, plan.bytes());
        // with that many keys, slots collide: each key is still found where the probing put it
        assertEquals(List.of(), plan.uncovered());
        for (String search : batch) {
            assertArrayEquals(new int[] {0}, plan.offsets(search), search);
            int slot = plan.slotOf(SearchPlan.hash(search, 0));
            assertTrue(slot >= 0 && slot < plan.capacity(), () -> search + " in slot " + slot);
        }
    }

    /** 1,000 different searches of one gram each. */
    @Test
    void theBlocksMasksBesideTheKeysLeaveEveryKeyWhereItWas() {
        List<String> batch = thousandGrams();
        SearchPlan plan = SearchPlan.of(batch, 64);
        assertNotNull(plan);
        int[] slots = new int[batch.size()];
        for (int i = 0; i < batch.size(); i++) {
            slots[i] = plan.slotOf(SearchPlan.hash(batch.get(i), 0));
        }
        // every bit of every slot's mask set: the masks share the set's array with the keys
        for (int slot = 0; slot < plan.capacity(); slot++) {
            for (int serial = 0; serial < 64; serial++) {
                plan.blocks().add(slot, serial);
            }
        }
        for (int i = 0; i < batch.size(); i++) {
            String search = batch.get(i);
            assertEquals(slots[i], plan.slotOf(SearchPlan.hash(search, 0)), search);
            assertArrayEquals(new int[] {slots[i]}, plan.slots(search), search);
            assertEquals(-1L, plan.blocks().blocksFor(plan.slots(search)));
        }
        assertFalse(plan.covers("zzzzzzzzzz"), "a gram no search has is still not planned");
        assertEquals(-1, plan.slotOf(SearchPlan.hash("zzzzzzzzzz", 0)));
    }

    static List<String> thousandGrams() {
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            batch.add(String.format("%08d", i * 7_919));
        }
        return batch;
    }

    @Test
    void aKeyInTheSetsFirstSlotIsHeld() {
        // a gram whose key spreads to five low bits of 0: in a plan of one key (32 slots) it sits in slot 0
        String gram = null;
        for (int i = 0; gram == null; i++) {
            String candidate = String.format("gram%04d", i);
            if ((HashSpread.spread(SearchPlan.hash(candidate, 0)) & 31) == 0) {
                gram = candidate;
            }
        }
        SearchPlan plan = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, gram), 64);
        assertNotNull(plan);
        assertEquals(32, plan.capacity());
        assertEquals(0, plan.slotOf(SearchPlan.hash(gram, 0)));
        assertTrue(plan.holds(SearchPlan.hash(gram, 0)));
        assertTrue(plan.covers(gram));
        assertEquals(List.of(), plan.uncovered());
    }

    @Test
    void aGramRepeatedApartInOneSearchCountsOnceTowardsTheSharedLimit() {
        // grams at offsets 0, 8 and 16: "aaaaaaaa", "bbbbbbbb", "aaaaaaaa" again, not next to the first
        String search = "aaaaaaaabbbbbbbbaaaaaaaa";
        SearchPlan plan = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, search), SearchPlan.MIN_SEARCHES);
        assertNotNull(plan);
        assertTrue(plan.holds(SearchPlan.hash(search, 0)), "shared by eight searches, not sixteen");
        assertArrayEquals(new int[] {0, 8, 16}, plan.offsets(search));
    }

    @Test
    void aSearchStartingWithALineBreakGivesTheGramsOfTheLineAfterIt() {
        String search = "\nabcdefghij";
        SearchPlan plan = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, search), 64);
        assertNotNull(plan);
        // the empty part before the line break gives nothing; the line after it its first and last gram
        assertArrayEquals(new int[] {1, 3}, plan.offsets(search));
        assertArrayEquals(new int[] {SearchPlan.hash(search, 1), SearchPlan.hash(search, 3)}, plan.keys(search));
        // one starting with a line break and holding a second one is not plannable
        assertFalse(SearchPlan.plannable("\nfirst line\nsecond line"));
        assertNull(SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, "\nfirst line\nsecond line"), 64));
        assertTrue(SearchPlan.plannable("\nfirst line"));
    }

    @Test
    void offsetsAskedFirstAreThoseOfTheSearchAskedNotOfTheLastOne() {
        String search = "0123456789abcdefghij";
        SearchPlan plan = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, search), 64);
        assertNotNull(plan);
        assertFalse(plan.covers("something else entirely"));
        assertArrayEquals(new int[] {0, 8, 12}, plan.offsets(search));
    }

    @Test
    void twoLongPartsGiveSixteenKeysEachTheMostASearchHas() {
        // parts of 200 characters: stride (200 - 8) / 15 + 1 = 13, offsets 0, 13, ..., 182 and 192
        java.util.Random random = new java.util.Random(5);
        StringBuilder part = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            part.append((char) ('a' + random.nextInt(26)));
        }
        String search = part + "\n" + part;
        SearchPlan plan = SearchPlan.of(Collections.nCopies(SearchPlan.MIN_SEARCHES, search), 64);
        assertNotNull(plan);
        int[] offsets = plan.offsets(search);
        assertEquals(SearchPlan.KEYS_PER_SEARCH, offsets.length);
        int[] expected = new int[SearchPlan.KEYS_PER_SEARCH];
        for (int k = 0; k < 15; k++) {
            expected[k] = 13 * k;
            expected[16 + k] = 201 + 13 * k;
        }
        expected[15] = 192;
        expected[31] = 201 + 192;
        assertArrayEquals(expected, offsets);
    }
}
