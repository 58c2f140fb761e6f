package dev.edl.examples.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The JSON reader for tool arguments and edit lists: strict where Jackson's default is lenient.
 * Refused: content after the value (a second array, trailing garbage), duplicate member names
 * (which of two {@code "replace"}s would win?), nesting deeper than {@value #MAX_DEPTH} levels, and
 * strings longer than {@value #MAX_STRING_CHARS} characters. Comments, single quotes and other
 * non-standard syntax stay off.
 */
public final class StrictJson {
    /** The deepest nesting accepted. */
    public static final int MAX_DEPTH = 64;

    /** The longest string value accepted, in characters (64 Mi). */
    public static final int MAX_STRING_CHARS = 64 * 1024 * 1024;

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxNestingDepth(MAX_DEPTH)
                            .maxStringLength(MAX_STRING_CHARS)
                            .maxNumberLength(100)
                            .maxNameLength(1_000)
                            .build())
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .build();

    private StrictJson() {}

    /**
     * The strict mapper (thread-safe; do not reconfigure it).
     *
     * @return the mapper
     */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
