package shop;

import java.util.ArrayList;
import java.util.List;

/** A shopping cart. */
public final class Cart {
    private final List<Item> items = new ArrayList<>();

    public void add(Item item) {
        items.add(item);
    }

    public int totalCents() {
        int sum = 0;
        for (Item item : items) {
            sum += item.priceCents() * item.quantity();
        }
        return sum;
    }
}
