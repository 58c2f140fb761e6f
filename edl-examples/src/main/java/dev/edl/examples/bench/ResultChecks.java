package dev.edl.examples.bench;

import dev.edl.EditError;
import dev.edl.EdlResult;
import dev.edl.FileError;
import dev.edl.batch.BatchResult;
import java.util.List;
import java.util.Optional;

/**
 * The once-per-setup correctness checks of the benchmarks: a wrong fast answer must fail loudly.
 * Each check returns a short description of what it verified, or throws.
 */
final class ResultChecks {
    /** How far (in lines) a fuzzy result's start may be from the true start (the accuracy rule). */
    static final int FUZZY_LINE_TOLERANCE = 1;

    private ResultChecks() {}

    /**
     * Checks an EDL run: success, no file errors, the final content has the expected SHA-256.
     *
     * @throws IllegalStateException when the result is wrong
     */
    static String edl(EdlWorkload workload, EdlResult result) {
        if (!result.isSuccess() || !result.fileErrors().isEmpty()) {
            throw wrong(
                    workload.id(),
                    "the script failed: "
                            + result.fileErrors().stream()
                                    .map(FileError::toString)
                                    .toList() + " "
                            + result.scriptError().map(EditError::message).orElse(""));
        }
        if (result.files().size() != 1) {
            throw wrong(
                    workload.id(),
                    "expected 1 file in the result, got " + result.files().size());
        }
        return content(workload.id(), result.files().get(0).after(), workload.expectedFile());
    }

    /**
     * Checks a batch: the expected numbers applied and failed, the designed failures at their
     * indexes, the final content has the expected SHA-256.
     *
     * @throws IllegalStateException when the result is wrong
     */
    static String batch(BatchWorkload workload, BatchResult result) {
        int failed = workload.expectedFailures().size();
        if (result.applied() != workload.expectedSucceeded() || result.failed() != failed) {
            throw wrong(
                    workload.id(),
                    "expected " + workload.expectedSucceeded() + " applied / " + failed + " failed, got "
                            + result.applied() + " / " + result.failed());
        }
        List<Integer> expectedIndexes = workload.expectedFailures().stream()
                .map(ExpectedFailure::index)
                .sorted()
                .toList();
        List<Integer> actualIndexes =
                result.failures().stream().map(e -> e.number() - 1).toList();
        if (!expectedIndexes.equals(actualIndexes)) {
            throw wrong(workload.id(), "failed edits " + actualIndexes + ", expected " + expectedIndexes);
        }
        content(workload.id(), result.file().after(), workload.expectedFile());
        return result.applied() + " applied / " + result.failed() + " failed, sha256";
    }

    /**
     * Checks a W7 batch: every edit applied, none failed, the final content has the model's
     * SHA-256.
     *
     * @throws IllegalStateException when the result is wrong
     */
    static String singleLineBatch(SingleLineWorkload workload, BatchResult result) {
        int edits = workload.edits().size();
        if (result.applied() != edits || result.failed() != 0) {
            throw wrong(
                    workload.id(),
                    "expected " + edits + " applied / 0 failed, got " + result.applied() + " / " + result.failed());
        }
        modelContent(workload, result.file().after());
        return result.applied() + " applied / 0 failed, sha256";
    }

    /**
     * Checks a W7 EDL run: success, no file errors, the final content has the model's SHA-256.
     *
     * @throws IllegalStateException when the result is wrong
     */
    static String singleLineEdl(SingleLineWorkload workload, EdlResult result) {
        if (!result.isSuccess()
                || !result.fileErrors().isEmpty()
                || result.files().size() != 1) {
            throw wrong(
                    workload.id(),
                    "the script failed: "
                            + result.fileErrors().stream()
                                    .map(FileError::toString)
                                    .toList() + " "
                            + result.scriptError().map(EditError::message).orElse(""));
        }
        modelContent(workload, result.files().get(0).after());
        return workload.edits().size() + " select/replace, sha256";
    }

    private static void modelContent(SingleLineWorkload workload, String actual) {
        String digest = Workloads.sha256(actual);
        if (!digest.equals(workload.expectedSha256())) {
            throw wrong(
                    workload.id(),
                    "final content has sha256 " + digest + ", expected " + workload.expectedSha256() + " (model)");
        }
    }

    /**
     * Checks one answer per query against the accuracy rule (start line within ±1 of the truth);
     * every query must pass.
     *
     * @param answers one answer per query, in order: the 1-based start line found, or empty
     * @throws IllegalStateException when any answer is wrong or missing
     */
    static String fuzzy(FuzzyWorkload workload, List<Optional<Integer>> answers) {
        int correct = 0;
        StringBuilder misses = new StringBuilder();
        for (int i = 0; i < workload.queries().size(); i++) {
            FuzzyQuery query = workload.queries().get(i);
            Optional<Integer> answer = i < answers.size() ? answers.get(i) : Optional.empty();
            if (answer.isPresent() && Math.abs(answer.get() - query.trueLine()) <= FUZZY_LINE_TOLERANCE) {
                correct++;
            } else {
                misses.append(' ')
                        .append(query.id())
                        .append(" (true line ")
                        .append(query.trueLine())
                        .append(", got ")
                        .append(answer.map(String::valueOf).orElse("nothing"))
                        .append(')');
            }
        }
        int total = workload.queries().size();
        if (correct != total) {
            throw wrong(workload.id(), correct + "/" + total + " true locations; missed:" + misses);
        }
        return correct + "/" + total + " true locations";
    }

    private static String content(String id, String actual, WorkloadFile expected) {
        String digest = Workloads.sha256(actual);
        if (!digest.equals(expected.sha256())) {
            throw wrong(
                    id,
                    "final content has sha256 " + digest + " (" + actual.length() + " chars), expected "
                            + expected.sha256() + " (" + expected.utf16Units() + " chars)");
        }
        return "sha256";
    }

    private static IllegalStateException wrong(String id, String detail) {
        return new IllegalStateException(id + ": wrong result: " + detail);
    }
}
