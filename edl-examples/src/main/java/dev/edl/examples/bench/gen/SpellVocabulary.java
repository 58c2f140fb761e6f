package dev.edl.examples.bench.gen;

import java.util.List;

/** The words the synthetic spell entries of W4 are made of (all invented). */
final class SpellVocabulary {
    /** First words of spell names. */
    static final List<String> NAME_FIRST = List.of(
            "Amber",
            "Ashen",
            "Binding",
            "Blazing",
            "Bright",
            "Crimson",
            "Dancing",
            "Dire",
            "Distant",
            "Echoing",
            "Emerald",
            "Fading",
            "Fleeting",
            "Frozen",
            "Gilded",
            "Gloaming",
            "Grasping",
            "Hollow",
            "Hungering",
            "Iron",
            "Lingering",
            "Lunar",
            "Mending",
            "Mirrored",
            "Molten",
            "Nimble",
            "Pale",
            "Piercing",
            "Quiet",
            "Radiant",
            "Rending",
            "Restless",
            "Roaring",
            "Sable",
            "Scouring",
            "Shifting",
            "Silent",
            "Silver",
            "Sundering",
            "Swift",
            "Thorned",
            "Thundering",
            "Twilight",
            "Unseen",
            "Veiled",
            "Verdant",
            "Warding",
            "Whispering",
            "Wild",
            "Withering");

    /** Second words of spell names. */
    static final List<String> NAME_SECOND = List.of(
            "Aegis", "Anchor", "Arrow", "Bastion", "Beacon", "Bloom", "Bolt", "Bond", "Chain", "Chorus", "Cloak",
            "Crown", "Current", "Door", "Echo", "Ember", "Eye", "Flame", "Gate", "Glyph", "Grasp", "Hand", "Harvest",
            "Hymn", "Lance", "Lantern", "Lattice", "Mantle", "Mark", "Mist", "Path", "Pillar", "Pulse", "Rain", "Ring",
            "Sanctum", "Seal", "Shard", "Shroud", "Sigil", "Snare", "Spear", "Spiral", "Step", "Storm", "Tether",
            "Thread", "Tide", "Veil", "Vigil", "Ward", "Wave", "Web", "Whip", "Wind");

    /** Name endings (mostly none). */
    static final List<String> NAME_SUFFIX = List.of(
            "",
            "",
            "",
            "",
            " of Ash",
            " of the Deep",
            " of Binding",
            " of Dawn",
            " of Frost",
            " of Echoes",
            " of the Hunt",
            " of Thorns",
            " of Tides");

    /** Owners some names start with. */
    static final List<String> NAME_OWNER =
            List.of("Aldric's", "Morwen's", "Velka's", "Orrin's", "Ysolde's", "Brannoc's", "Ilsabet's");

    /** Schools of magic. */
    static final List<String> SCHOOLS = List.of(
            "Abjuration",
            "Conjuration",
            "Divination",
            "Enchantment",
            "Evocation",
            "Illusion",
            "Necromancy",
            "Transmutation");

    /** Classes that can cast a spell. */
    static final List<String> CLASSES =
            List.of("Bard", "Cleric", "Druid", "Paladin", "Ranger", "Sorcerer", "Warlock", "Wizard");

    /** Casting times. */
    static final List<String> CAST_TIMES = List.of(
            "Action",
            "Action",
            "Action",
            "Bonus Action",
            "Reaction, which you take when a creature you can see within 60 feet of yourself casts a spell",
            "1 minute",
            "10 minutes",
            "1 hour",
            "Action or Ritual");

    /** Ranges. */
    static final List<String> RANGES = List.of(
            "Self",
            "Touch",
            "30 feet",
            "60 feet",
            "60 feet",
            "90 feet",
            "120 feet",
            "150 feet",
            "Self (15-foot Cone)",
            "Self (30-foot Line)",
            "1 mile");

    /** Material components. */
    static final List<String> MATERIALS = List.of(
            "a pinch of silver dust",
            "a sliver of amber",
            "a tiny bell",
            "a feather from any bird",
            "a drop of quicksilver",
            "a polished river stone",
            "a strip of white cloth",
            "a crushed blue petal",
            "an iron nail",
            "a bit of fleece",
            "a shard of glass worth 25+ GP",
            "a candle stub",
            "three grains of salt");

    /** Durations. */
    static final List<String> DURATIONS = List.of(
            "Instantaneous",
            "Instantaneous",
            "1 round",
            "Concentration, up to 1 minute",
            "Concentration, up to 10 minutes",
            "Concentration, up to 1 hour",
            "1 hour",
            "8 hours",
            "24 hours",
            "Until dispelled");

    /** What an effect is made of. */
    static final List<String> ELEMENTS =
            List.of("frost", "flame", "shadow", "starlight", "thunder", "mist", "thorns", "ash", "light");

    /** Shapes of effects. */
    static final List<String> THINGS =
            List.of("barrier", "sphere", "wall", "ribbon", "swarm", "blade", "circle", "wave", "lantern", "hand");

    /** Abilities for saving throws and checks. */
    static final List<String> ABILITIES =
            List.of("Strength", "Dexterity", "Constitution", "Intelligence", "Wisdom", "Charisma");

    /** Damage types. */
    static final List<String> DAMAGE_TYPES = List.of(
            "Cold", "Fire", "Force", "Lightning", "Necrotic", "Psychic", "Radiant", "Thunder", "Acid", "Poison");

    /** Conditions. */
    static final List<String> CONDITIONS =
            List.of("Blinded", "Charmed", "Frightened", "Prone", "Restrained", "Poisoned", "Deafened");

    /** Skills. */
    static final List<String> SKILLS =
            List.of("Athletics", "Acrobatics", "Arcana", "Insight", "Perception", "Investigation");

    private SpellVocabulary() {}
}
