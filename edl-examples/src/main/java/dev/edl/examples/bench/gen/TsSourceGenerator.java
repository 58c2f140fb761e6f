package dev.edl.examples.bench.gen;

import static dev.edl.examples.bench.gen.TsVocabulary.COMMENTS;
import static dev.edl.examples.bench.gen.TsVocabulary.FIELDS;
import static dev.edl.examples.bench.gen.TsVocabulary.HELPERS;
import static dev.edl.examples.bench.gen.TsVocabulary.LOCALS;
import static dev.edl.examples.bench.gen.TsVocabulary.LOG_LEVELS;
import static dev.edl.examples.bench.gen.TsVocabulary.MESSAGES;
import static dev.edl.examples.bench.gen.TsVocabulary.METHODS;
import static dev.edl.examples.bench.gen.TsVocabulary.NOUNS;
import static dev.edl.examples.bench.gen.TsVocabulary.OBJECTS;
import static dev.edl.examples.bench.gen.TsVocabulary.PATHS;
import static dev.edl.examples.bench.gen.TsVocabulary.TYPES;
import static dev.edl.examples.bench.gen.TsVocabulary.VERBS;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Generates a varied, realistic-looking TypeScript-like file: functions (a quarter of them reusing
 * an earlier function's body under a new name), classes, interfaces, arrow functions, types, enums
 * and constants. Top-level items close with a column-0 line; nested statements never start in
 * column 0.
 *
 * <p>The order of random draws is part of the output's definition: every method draws exactly as
 * the original generator did, left to right.
 */
final class TsSourceGenerator {
    private static final List<String> PARAM_NAMES =
            List.of("input", "items", "id", "options", "limit", "source", "target", "ctx", "payload", "key");
    private static final int MAX_PRIOR_BODIES = 400;

    private final PythonRandom rng;
    private final double tokenRate;
    private final double commonRate;
    private final int[] commonWeights;
    private final int functionWeight;
    private final List<String> tokens = new ArrayList<>();
    private final Set<String> tokenSet = new HashSet<>();
    private final List<String> lines = new ArrayList<>();
    private final List<PriorBody> priorBodies = new ArrayList<>();
    private int counter;

    /** A function body that later functions may reuse, with the name it was generated for. */
    private record PriorBody(String name, List<String> body) {}

    /** One statement, and whether it opens a block the caller must fill and close. */
    private record TokenStatement(String line, boolean opensBlock) {}

    /** The function (or method) being generated and the variables in scope. */
    static final class Scope {
        final String name;
        final List<String> vars;

        Scope(String name, List<String> vars) {
            this.name = name;
            this.vars = new ArrayList<>(vars);
        }
    }

    /**
     * @param seed the random seed
     * @param tokenRate probability that a statement carries a fresh unique token {@code TK_<8 hex>}
     * @param commonRate probability that a statement uses one of {@link TsVocabulary#COMMON_WORDS}
     * @param commonWeights relative weights of the common words
     * @param functionWeight relative weight of top-level functions among items
     */
    TsSourceGenerator(long seed, double tokenRate, double commonRate, int[] commonWeights, int functionWeight) {
        this.rng = new PythonRandom(seed);
        this.tokenRate = tokenRate;
        this.commonRate = commonRate;
        this.commonWeights = commonWeights.clone();
        this.functionWeight = functionWeight;
    }

    /** A generator with no tokens, no common words and the default function weight. */
    TsSourceGenerator(long seed) {
        this(seed, 0.0, 0.0, new int[] {1, 1, 1, 1, 1}, 55);
    }

    /** A generator with no tokens and no common words. */
    static TsSourceGenerator withFunctionWeight(long seed, int functionWeight) {
        return new TsSourceGenerator(seed, 0.0, 0.0, new int[] {1, 1, 1, 1, 1}, functionWeight);
    }

    /** The lines generated so far (without line breaks). */
    List<String> lines() {
        return lines;
    }

    /** The unique tokens in the order they were made. */
    List<String> tokens() {
        return tokens;
    }

    private int uid() {
        counter++;
        return counter;
    }

    private String newToken() {
        while (true) {
            String t = String.format(Locale.ROOT, "TK_%08x", rng.getrandbits(32));
            if (tokenSet.add(t)) {
                tokens.add(t);
                return t;
            }
        }
    }

    private String num() {
        int wild = rng.randrange(2, 9999);
        return String.valueOf(rng.choiceInt(0, 1, 2, 3, 5, 8, 10, 16, 32, 64, 100, 250, 500, 1000, wild));
    }

    private String lit() {
        int k = rng.randrange(5);
        return switch (k) {
            case 0 -> num();
            case 1 ->
                "\"" + rng.choice("active", "pending", "closed", "draft", "archived", "failed", "ok", "unknown") + "\"";
            case 2 -> rng.choice("null", "undefined", "true", "false");
            case 3 -> "[]";
            default -> rng.choice("config", "options", "defaults") + "." + rng.choice(FIELDS);
        };
    }

    /** An expression over the scope's variables. */
    String expr(Scope ctx) {
        String v = rng.choice(ctx.vars);
        String f = rng.choice(FIELDS);
        int k = rng.randrange(14);
        return switch (k) {
            case 0 -> v + ".length";
            case 1 -> v + " + " + num();
            case 2 -> "Math.max(" + v + ", " + num() + ")";
            case 3 -> rng.choice(HELPERS) + "(" + v + ")";
            case 4 -> v + ".filter((x) => x." + f + " !== " + lit() + ")";
            case 5 -> v + ".map((x) => x." + f + ")";
            case 6 -> "new Map<string, " + rng.choice(TYPES) + ">()";
            case 7 -> "[]";
            case 8 -> v + " ?? " + lit();
            case 9 -> "`${" + v + "}-" + rng.choice(PATHS) + "`";
            case 10 -> "options." + f;
            case 11 -> v + "." + f;
            case 12 -> rng.choice(HELPERS) + "(" + v + ", " + lit() + ")";
            default -> "{ ..." + v + ", " + f + ": " + lit() + " }";
        };
    }

    private String cond(Scope ctx) {
        String v = rng.choice(ctx.vars);
        int k = rng.randrange(7);
        return switch (k) {
            case 0 -> "!" + v;
            case 1 -> v + ".length > " + num();
            case 2 -> v + "." + rng.choice(FIELDS) + " === " + lit();
            case 3 -> v + " === undefined";
            case 4 -> "options." + rng.choice(FIELDS) + " && " + v;
            case 5 -> rng.choice("isDefined", "isEmpty", "isExpired", "isValid") + "(" + v + ")";
            default -> v + " >= " + num();
        };
    }

    private String commonStatement(String ind, Scope ctx) {
        int w = rng.weightedIndex(commonWeights);
        String v = rng.choice(ctx.vars);
        return switch (w) {
            case 0 ->
                ind + "legacyLogger." + rng.choice(LOG_LEVELS) + "(\"" + ctx.name + ": " + rng.choice(MESSAGES)
                        + "\");";
            case 1 -> ind + v + " = withRetry(" + v + ", LEGACY_RETRY_LIMIT);";
            case 2 -> ind + "const " + v + "Raw = await oldApiClient.get(`/" + rng.choice(PATHS) + "/${" + v + "}`);";
            case 3 -> ind + "assertDeprecated(" + v + ", \"" + ctx.name + "\");";
            default -> ind + v + " = toV1Shape(" + v + ");";
        };
    }

    private TokenStatement tokenStatement(String ind, Scope ctx) {
        String t = newToken();
        String v = rng.choice(ctx.vars);
        int k = rng.randrange(5);
        return switch (k) {
            case 0 -> new TokenStatement(ind + "metrics.increment(\"" + t + "\");", false);
            case 1 -> new TokenStatement(ind + "const cacheKey = \"" + t + ":\" + " + v + ";", false);
            case 2 -> new TokenStatement(ind + "registry.bind(" + t + ", " + v + ");", false);
            case 3 -> new TokenStatement(ind + "if (" + v + "." + rng.choice(FIELDS) + " === " + t + ") {", true);
            default ->
                new TokenStatement(ind + "tracer.mark(\"" + t + "\", " + v + "." + rng.choice(FIELDS) + ");", false);
        };
    }

    private String simpleStatement(String ind, Scope ctx) {
        String v = rng.choice(ctx.vars);
        int k = rng.randrange(12);
        switch (k) {
            case 0: {
                String nv = rng.choice(LOCALS);
                if (!ctx.vars.contains(nv)) {
                    ctx.vars.add(nv);
                    return ind + "const " + nv + " = " + expr(ctx) + ";";
                }
                return ind + nv + " = " + expr(ctx) + ";";
            }
            case 1: {
                String nv = rng.choice(LOCALS);
                if (!ctx.vars.contains(nv)) {
                    ctx.vars.add(nv);
                    return ind + "let " + nv + " = " + num() + ";";
                }
                return ind + nv + " += " + num() + ";";
            }
            case 2:
                return ind + rng.choice(OBJECTS) + "." + rng.choice(METHODS) + "(" + v + ");";
            case 3:
                return ind + "logger." + rng.choice(LOG_LEVELS) + "(\"" + ctx.name + ": " + rng.choice(MESSAGES)
                        + "\", { " + v + " });";
            case 4:
                return ind + v + " = " + expr(ctx) + ";";
            case 5:
                return ind + "// " + rng.choice(COMMENTS);
            case 6: {
                String nv = rng.choice(LOCALS);
                if (!ctx.vars.contains(nv)) {
                    ctx.vars.add(nv);
                    return ind + "const " + nv + " = await " + rng.choice(VERBS) + rng.choice(NOUNS) + "(" + v + ");";
                }
                return ind + "await " + rng.choice(VERBS) + rng.choice(NOUNS) + "(" + v + ");";
            }
            case 7:
                return ind + v + ".push(" + expr(ctx) + ");";
            case 8:
                return ind + "const " + v + "Url = `/api/" + rng.choice(PATHS) + "/${" + v + "." + rng.choice(FIELDS)
                        + "}`;";
            case 9:
                return ind + v + "." + rng.choice(FIELDS) + " = " + lit() + ";";
            case 10:
                return ind + "const { " + rng.choice(FIELDS) + ", " + rng.choice(FIELDS.subList(0, 10)) + " } = " + v
                        + ";";
            default:
                return ind + rng.choice("seen", "index", "lookup") + ".set(" + v + ", " + expr(ctx) + ");";
        }
    }

    /** {@code n} statements at indentation depth {@code depth} (at least 1); never a column-0 line. */
    List<String> block(int depth, Scope ctx, int n) {
        String ind = "  ".repeat(depth);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double x = rng.random();
            if (tokenRate != 0.0 && x < tokenRate) {
                TokenStatement s = tokenStatement(ind, ctx);
                out.add(s.line());
                if (s.opensBlock()) {
                    out.addAll(block(depth + 1, ctx, rng.randrange(1, 3)));
                    out.add(ind + "}");
                }
                continue;
            }
            x = rng.random();
            if (commonRate != 0.0 && x < commonRate) {
                out.add(commonStatement(ind, ctx));
                continue;
            }
            int k = rng.randrange(20);
            if (k < 2 && depth < 4) {
                out.add(ind + "if (" + cond(ctx) + ") {");
                out.addAll(block(depth + 1, ctx, rng.randrange(1, 4)));
                if (rng.random() < 0.3) {
                    out.add(ind + "} else {");
                    out.addAll(block(depth + 1, ctx, rng.randrange(1, 3)));
                }
                out.add(ind + "}");
            } else if (k == 2 && depth < 4) {
                String it = rng.choice("item", "row", "entry", "child", "part");
                out.add(ind + "for (const " + it + " of " + rng.choice(ctx.vars) + ") {");
                ctx.vars.add(it);
                out.addAll(block(depth + 1, ctx, rng.randrange(1, 4)));
                ctx.vars.remove(it);
                out.add(ind + "}");
            } else if (k == 3 && depth < 3) {
                out.add(ind + "try {");
                out.addAll(block(depth + 1, ctx, rng.randrange(1, 4)));
                out.add(ind + "} catch (err) {");
                out.add(ind + "  logger.error(\"" + ctx.name + " failed\", err);");
                if (rng.random() < 0.5) {
                    out.add(ind + "  throw err;");
                }
                out.add(ind + "}");
            } else if (k == 4 && depth > 1) {
                out.add(ind + "return " + expr(ctx) + ";");
                break;
            } else if (k == 5) {
                out.add(ind + "throw new Error(\"" + ctx.name + ": " + rng.choice(MESSAGES) + "\");");
                if (depth > 1) {
                    break;
                }
            } else {
                out.add(simpleStatement(ind, ctx));
            }
        }
        return out;
    }

    /** Parameter declarations and names (a repeated name is dropped). */
    private record Params(List<String> declarations, List<String> names) {}

    private Params params() {
        List<String> ps = new ArrayList<>();
        List<String> names = new ArrayList<>();
        int count = rng.randrange(0, 4);
        for (int i = 0; i < count; i++) {
            String nm = rng.choice(PARAM_NAMES);
            if (names.contains(nm)) {
                continue;
            }
            names.add(nm);
            if (nm.equals("options")) {
                ps.add("options: Partial<" + rng.choice(NOUNS) + "Options> = {}");
            } else {
                ps.add(nm + ": " + rng.choice(plus(TYPES, rng.choice(NOUNS))));
            }
        }
        return new Params(ps, names);
    }

    private static List<String> plus(List<String> list, String... more) {
        List<String> all = new ArrayList<>(list);
        all.addAll(List.of(more));
        return all;
    }

    private List<String> docComment(String name, List<String> paramNames) {
        List<String> out = new ArrayList<>();
        out.add("/**");
        out.add(" * " + name + " "
                + rng.choice(
                        "handles the common case",
                        "is safe to call repeatedly",
                        "returns a fresh copy",
                        "may hit the network",
                        "is used by the scheduler",
                        "keeps results sorted")
                + ".");
        for (String p : paramNames) {
            out.add(" * @param " + p + " "
                    + rng.choice(
                            "the input value", "caller options", "maximum entries", "source record", "lookup key"));
        }
        out.add(" */");
        return out;
    }

    private static List<String> varsOf(List<String> paramNames) {
        return paramNames.isEmpty() ? List.of("input") : paramNames;
    }

    private List<String> functionItem() {
        String name = rng.choice(VERBS) + rng.choice(NOUNS) + uid();
        Params ps = params();
        String ret = rng.choice(plus(TYPES, "void", rng.choice(NOUNS)));
        boolean isAsync = rng.random() < 0.35;
        List<String> out = new ArrayList<>();
        if (rng.random() < 0.6) {
            out.addAll(docComment(name, ps.names()));
        }
        String header;
        String joined = String.join(", ", ps.declarations());
        if (isAsync) {
            header = "export async function " + name + "(" + joined + "): Promise<" + ret + "> {";
        } else {
            header = (rng.random() < 0.8 ? "export " : "") + "function " + name + "(" + joined + "): " + ret + " {";
        }
        Scope ctx = new Scope(name, varsOf(ps.names()));
        List<String> body;
        if (!priorBodies.isEmpty() && rng.random() < 0.25) {
            // a near-duplicate of an earlier function: the same body under the new name
            PriorBody prior = rng.choice(priorBodies);
            body = new ArrayList<>(prior.body().size());
            for (String line : prior.body()) {
                body.add(line.replace(prior.name(), name));
            }
        } else {
            body = block(1, ctx, rng.randrange(3, 12));
            if (rng.random() < 0.8) {
                body.add("  return " + expr(ctx) + ";");
            }
            if (priorBodies.size() < MAX_PRIOR_BODIES) {
                priorBodies.add(new PriorBody(name, body));
            }
        }
        out.add(header);
        out.addAll(body);
        out.add("}");
        return out;
    }

    private List<String> classItem() {
        String noun = rng.choice(NOUNS);
        String name = noun + rng.choice("Service", "Store", "Manager", "Client", "Controller") + uid();
        List<String> out = new ArrayList<>();
        out.add("export class " + name + " {");
        int fields = rng.randrange(1, 4);
        for (int i = 0; i < fields; i++) {
            out.add("  private " + rng.choice(FIELDS) + (rng.random() < 0.3 ? "?" : "") + ": " + rng.choice(TYPES)
                    + ";");
        }
        out.add("");
        out.add("  constructor(private readonly deps: " + noun + "Deps) {}");
        int methods = rng.randrange(1, 4);
        for (int i = 0; i < methods; i++) {
            String m = rng.choice(VERBS) + rng.choice(NOUNS);
            Params ps = params();
            Scope ctx = new Scope(name + "." + m, varsOf(ps.names()));
            out.add("");
            out.add("  " + (rng.random() < 0.3 ? "async " : "") + m + "(" + String.join(", ", ps.declarations()) + "): "
                    + rng.choice(plus(TYPES, "void")) + " {");
            out.addAll(block(2, ctx, rng.randrange(2, 8)));
            out.add("  }");
        }
        out.add("}");
        return out;
    }

    private List<String> interfaceItem() {
        String name = rng.choice(NOUNS) + rng.choice("Options", "Shape", "Props", "Row", "State") + uid();
        List<String> out = new ArrayList<>();
        out.add("export interface " + name + " {");
        List<String> used = new ArrayList<>();
        int count = rng.randrange(2, 9);
        for (int i = 0; i < count; i++) {
            String f = rng.choice(FIELDS);
            if (used.contains(f)) {
                continue;
            }
            used.add(f);
            if (rng.random() < 0.2) {
                out.add("  /** " + rng.choice(COMMENTS) + " */");
            }
            out.add("  " + f + (rng.random() < 0.3 ? "?" : "") + ": " + rng.choice(TYPES) + ";");
        }
        out.add("}");
        return out;
    }

    private List<String> arrowItem() {
        String name = rng.choice(VERBS) + rng.choice(NOUNS) + uid();
        Params ps = params();
        Scope ctx = new Scope(name, varsOf(ps.names()));
        List<String> out = new ArrayList<>();
        out.add("export const " + name + " = (" + String.join(", ", ps.declarations()) + ") => {");
        out.addAll(block(1, ctx, rng.randrange(2, 7)));
        out.add("  return " + expr(ctx) + ";");
        out.add("};");
        return out;
    }

    private List<String> miscItem() {
        int k = rng.randrange(3);
        int n = uid();
        List<String> out = new ArrayList<>();
        if (k == 0) {
            List<String> vals = new ArrayList<>();
            int count = rng.randrange(2, 6);
            for (int i = 0; i < count; i++) {
                String v = rng.choice("active", "pending", "closed", "draft", "archived", "failed");
                if (!vals.contains(v)) {
                    vals.add(v);
                }
            }
            List<String> quoted = new ArrayList<>();
            for (String v : vals) {
                quoted.add("\"" + v + "\"");
            }
            out.add("export type " + rng.choice(NOUNS) + "Status" + n + " = " + String.join(" | ", quoted) + ";");
            return out;
        }
        if (k == 1) {
            out.add("export enum " + rng.choice(NOUNS) + "Kind" + n + " {");
            List<String> kinds = List.of("Primary", "Secondary", "Archived", "Pending", "Remote", "Local", "Shadow");
            List<String> picked = rng.sample(kinds, rng.randrange(2, 6));
            for (int i = 0; i < picked.size(); i++) {
                out.add("  " + picked.get(i) + " = " + i + ",");
            }
            out.add("}");
            return out;
        }
        out.add("const DEFAULTS_" + n + ": Record<string, number> = {");
        for (String f : rng.sample(FIELDS, rng.randrange(2, 6))) {
            out.add("  " + f + ": " + num() + ",");
        }
        out.add("};");
        return out;
    }

    /**
     * Generates items until the file has at least {@code targetLines} lines.
     *
     * @return the file's text: the lines joined with {@code \n}, plus a final {@code \n}
     */
    String generate(int targetLines) {
        lines.add("// Code generated for benchmarking. Synthetic content.");
        lines.add(
                commonRate != 0.0
                        ? "import { logger, legacyLogger } from \"./logging\";"
                        : "import { logger } from \"./logging\";");
        lines.add("import type { Config } from \"./config\";");
        lines.add("import { clamp, toNumber, isDefined, hashKey, deepEqual, pick, omit } from \"./util\";");
        lines.add("import { cache, metrics, store, queue, registry, audit, tracer } from \"./runtime\";");
        lines.add("");
        int[] weights = {functionWeight, 8, 15, 10, 7};
        int section = 0;
        while (lines.size() < targetLines) {
            if (rng.random() < 0.03) {
                section++;
                lines.add(
                        "// ---- section " + section + ": " + rng.choice(NOUNS).toLowerCase(Locale.ROOT) + " ----");
                lines.add("");
            }
            int kind = rng.weightedIndex(weights);
            List<String> item = switch (kind) {
                case 0 -> functionItem();
                case 1 -> classItem();
                case 2 -> interfaceItem();
                case 3 -> arrowItem();
                default -> miscItem();
            };
            lines.addAll(item);
            lines.add("");
        }
        return String.join("\n", lines) + "\n";
    }
}
