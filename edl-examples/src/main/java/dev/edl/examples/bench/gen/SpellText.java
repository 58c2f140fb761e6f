package dev.edl.examples.bench.gen;

import static dev.edl.examples.bench.gen.SpellVocabulary.ABILITIES;
import static dev.edl.examples.bench.gen.SpellVocabulary.CONDITIONS;
import static dev.edl.examples.bench.gen.SpellVocabulary.DAMAGE_TYPES;
import static dev.edl.examples.bench.gen.SpellVocabulary.ELEMENTS;
import static dev.edl.examples.bench.gen.SpellVocabulary.SKILLS;
import static dev.edl.examples.bench.gen.SpellVocabulary.THINGS;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A spell's description: 3–6 invented sentences in 1–3 paragraphs, and for most spells a
 * "higher level" paragraph.
 *
 * @param paragraphs the paragraphs, each one line
 * @param higher the "Cantrip Upgrade." or "Using a Higher-Level Spell Slot." paragraph, or null
 */
record SpellText(List<String> paragraphs, @Nullable String higher) {

    /** Draws the description of a spell of the given level (0 for a cantrip). */
    static SpellText draw(PythonRandom rng, int level) {
        String el = rng.choice(ELEMENTS);
        String th = rng.choice(THINGS);
        String ab = rng.choice(ABILITIES);
        String dt = rng.choice(DAMAGE_TYPES);
        int n = rng.randrange(1, 9);
        int d = rng.choiceInt(4, 6, 8, 10, 12);
        List<String> pool = new ArrayList<>();
        pool.add("You conjure a shimmering " + th + " of " + el + " that appears at a point you can see within range.");
        pool.add("Each creature in a " + rng.choiceInt(5, 10, 15, 20, 30) + "-foot-radius Sphere centered on that point"
                + " must make a " + ab + " saving throw.");
        pool.add("On a failed save, a creature takes " + n + "d" + d + " " + dt + " damage and has the "
                + rng.choice(CONDITIONS) + " condition until the start of your next turn. On a successful save, it"
                + " takes half as much damage only.");
        pool.add("The " + th + " sheds Bright Light in a " + rng.choiceInt(10, 20, 30)
                + "-foot radius and Dim Light for an additional " + rng.choiceInt(10, 20, 30) + " feet.");
        pool.add("While the spell lasts, you have Advantage on " + ab
                + " checks made to notice hidden creatures or objects.");
        pool.add("A creature can take an action to make a " + ab + " (" + rng.choice(SKILLS) + ") check against your"
                + " spell save DC, ending the effect on itself on a success.");
        pool.add("If you cast this spell again, the previous " + th + " vanishes at once.");
        pool.add("Until the spell ends, the target\u2019s Speed is reduced by " + rng.choiceInt(10, 15, 20)
                + " feet, and it can\u2019t take Reactions.");
        pool.add("The spell ends early if you or your companions deal damage to the target\u2014the magic is fragile"
                + " and breaks at the first blow.");
        pool.add("Whenever a creature enters the area for the first time on a turn or ends its turn there, it must"
                + " succeed on a " + ab + " saving throw or take " + n + "d" + d + " " + dt + " damage.");
        pool.add("The " + th + " is difficult terrain, and any creature that starts its turn there must succeed on a "
                + ab + " saving throw or be pushed 10 feet away from the center.");
        pool.add("You can use a Bonus Action on each of your later turns to move the " + th
                + " up to 30 feet to a space you can see.");
        pool.add("For the duration, you can sense the location of any creature within 30 feet of the " + th
                + ", even through walls, though total cover of lead blocks the effect.");
        pool.add("A target that fails its save is Restrained by strands of " + el + "; as an action, it can make a"
                + " Strength check against your spell save DC to free itself.");
        pool.add("Nonmagical flames in the area are extinguished, and unattended objects of " + el
                + " are left untouched by the spell\u2019s effect.");
        pool.add("The first time each turn a creature hits you with a melee attack, the " + th + " flares, dealing "
                + rng.randrange(1, 4) + "d" + d + " " + dt + " damage to that creature.");
        rng.shuffle(pool);
        int k = rng.randrange(3, 7);
        List<String> sentences = pool.subList(0, k);
        List<String> paragraphs = new ArrayList<>();
        int i = 0;
        while (i < sentences.size()) {
            int m = rng.randrange(1, 4);
            paragraphs.add(String.join(" ", sentences.subList(i, Math.min(i + m, sentences.size()))));
            i += m;
        }
        String higher;
        if (level == 0) {
            higher = "Cantrip Upgrade. The damage increases by 1d" + d + " when you reach levels 5 (2d" + d
                    + "), 11 (3d" + d + "), and 17 (4d" + d + ").";
        } else if (rng.random() < 0.6) {
            higher = "Using a Higher-Level Spell Slot. The damage increases by 1d" + d
                    + " for each spell slot level above " + level + ".";
        } else {
            higher = null;
        }
        return new SpellText(List.copyOf(paragraphs), higher);
    }
}
