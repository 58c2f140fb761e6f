/**
 * The edl tools in LangChain4j: {@link dev.edl.examples.langchain4j.EdlLangChain4jTools} turns each
 * tool into a {@code ToolSpecification} (its own JSON schema, unchanged) with a {@code ToolExecutor},
 * ready for {@code AiServices.builder(...).tools(map)}; {@link
 * dev.edl.examples.langchain4j.LangChain4jModelClient} runs the edit-job loop with any LangChain4j chat
 * model, blocking or streaming. LangChain4j is a provided dependency: the
 * application brings it (1.19.0 is the version this is built and tested with).
 */
@NullMarked
package dev.edl.examples.langchain4j;

import org.jspecify.annotations.NullMarked;
