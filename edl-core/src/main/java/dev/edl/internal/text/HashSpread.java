package dev.edl.internal.text;

/** The one hash spreader of this package's open-addressing tables. */
public final class HashSpread {
    private HashSpread() {}

    /**
     * Spreads a hash's bits over the low ones that pick a slot: line hashes of similar lines differ
     * mostly in their low bits, and gram keys ({@link SearchPlan#key}) of grams that differ only in
     * their first character only in their top byte. The high half is folded down first, so that
     * the multiplication carries it up again, and the product's high half is folded down last. A
     * bijection on {@code int}.
     */
    public static int spread(int hash) {
        int mixed = (hash ^ (hash >>> 16)) * 0x9E3779B9;
        return mixed ^ (mixed >>> 16);
    }
}
