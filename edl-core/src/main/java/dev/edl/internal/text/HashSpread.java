package dev.edl.internal.text;

/** The one hash spreader of this package's open-addressing tables. */
public final class HashSpread {
    private HashSpread() {}

    /**
     * Spreads a hash's bits over the low ones that pick a slot (line hashes of similar lines differ
     * mostly in their low bits otherwise). A bijection on {@code int}.
     */
    public static int spread(int hash) {
        int mixed = hash * 0x9E3779B9;
        return mixed ^ (mixed >>> 16);
    }
}
