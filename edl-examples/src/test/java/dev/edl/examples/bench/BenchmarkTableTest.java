package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

class BenchmarkTableTest {
    private static List<String> ids(List<BenchmarkCase> cases) {
        return cases.stream()
                .map(c -> c.label().substring(0, c.label().indexOf(' ')))
                .toList();
    }

    @Test
    void withoutArgumentsEveryRowRunsWithFullSettings() {
        BenchmarkTable.Arguments arguments = Objects.requireNonNull(BenchmarkTable.parse(new String[0]));
        assertEquals(false, arguments.quick());
        assertEquals(ids(BenchmarkSuite.cases()), ids(arguments.chosen()));
    }

    @Test
    void onlyChoosesRowsByExactIdInTableOrder() {
        BenchmarkTable.Arguments arguments =
                Objects.requireNonNull(BenchmarkTable.parse(new String[] {"--only", "W7x10,W4,W7", "--quick"}));
        assertTrue(arguments.quick());
        assertEquals(List.of("W4", "W7", "W7x10"), ids(arguments.chosen()));
    }

    @Test
    void unknownArgumentsAreRejected() {
        assertNull(BenchmarkTable.parse(new String[] {"--fast"}));
        assertNull(BenchmarkTable.parse(new String[] {"--only"}));
    }
}
