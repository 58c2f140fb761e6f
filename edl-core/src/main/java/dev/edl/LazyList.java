package dev.edl;

import java.util.AbstractList;
import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * An unmodifiable list computed on first use (here: {@link FileResult#selected()}). A run reports what it selected in every file, but
 * only a guarded caller reads it: mapping each selection back to the original text costs the number
 * of splices per selection, so computing it eagerly made a run of many edits quadratic.
 *
 * @param <T> the element type
 */
final class LazyList<T> extends AbstractList<T> {
    private @Nullable Supplier<List<T>> compute;
    private @Nullable List<T> list;

    /**
     * @param compute computes the list, at most once
     */
    LazyList(Supplier<List<T>> compute) {
        this.compute = compute;
    }

    private synchronized List<T> list() {
        List<T> computed = list;
        if (computed == null) {
            computed = List.copyOf(java.util.Objects.requireNonNull(compute).get());
            list = computed;
            compute = null;
        }
        return computed;
    }

    @Override
    public T get(int index) {
        return list().get(index);
    }

    @Override
    public int size() {
        return list().size();
    }
}
