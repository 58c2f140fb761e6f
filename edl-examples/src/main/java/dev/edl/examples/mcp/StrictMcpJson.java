package dev.edl.examples.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON mapper of the edl MCP server: strict where the SDK's default is lenient. A message with
 * a duplicate member name (two {@code "dryRun"}s — which one would win?), content after the JSON
 * value, or nesting deeper than {@value #MAX_DEPTH} levels is refused as a parse error.
 */
final class StrictMcpJson {
    /** Far more than any tool's arguments need (request, params, arguments, edits, edit). */
    static final int MAX_DEPTH = 64;

    private StrictMcpJson() {}

    /**
     * A strict mapper.
     *
     * @param maxStringChars the longest string value accepted, in characters
     * @return the mapper
     */
    static McpJsonMapper mapper(int maxStringChars) {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_DEPTH)
                        .maxStringLength(maxStringChars)
                        .maxNameLength(1_000)
                        .maxNumberLength(100)
                        .build())
                .build();
        JsonMapper mapper = JsonMapper.builder(factory)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
        return new JacksonMcpJsonMapper(mapper);
    }
}
