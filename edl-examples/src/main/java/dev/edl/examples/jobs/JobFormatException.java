package dev.edl.examples.jobs;

import org.jspecify.annotations.Nullable;

/**
 * A job file that cannot be used, with where and why: {@code jobs/add-flag.md:4: target_files:
 * expected a list of paths}.
 */
public final class JobFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final @Nullable String field;
    private final String problem;

    /**
     * Creates the exception.
     *
     * @param source the job file, as named by the caller
     * @param line the 1-based line in the job file, or 0 when no line applies
     * @param field the front-matter field at fault, or null when the problem is not one field's
     * @param problem what is wrong
     */
    public JobFormatException(String source, int line, @Nullable String field, String problem) {
        super(source + (line > 0 ? ":" + line : "") + ": " + (field == null ? "" : field + ": ") + problem);
        this.source = source;
        this.line = line;
        this.field = field;
        this.problem = problem;
    }

    /**
     * The full message: {@code source:line: field: problem}.
     *
     * @return the message, never null
     */
    @Override
    public String getMessage() {
        return source + (line > 0 ? ":" + line : "") + ": " + (field == null ? "" : field + ": ") + problem;
    }

    /**
     * The job file.
     *
     * @return its name as given
     */
    public String source() {
        return source;
    }

    /**
     * The 1-based line of the problem.
     *
     * @return the line, or 0 when none applies
     */
    public int line() {
        return line;
    }

    /**
     * The front-matter field at fault.
     *
     * @return the field, or null
     */
    public @Nullable String field() {
        return field;
    }

    /**
     * What is wrong, without the place.
     *
     * @return the problem
     */
    public String problem() {
        return problem;
    }
}
