package dev.edl.examples.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The {@code --tokens} file of {@code edl mcp --http}: one {@code TOKEN ROOT [TENANT]} entry per
 * line, fields separated by spaces or tabs; blank lines and lines starting with {@code #} are
 * ignored. A token is 16 to 512 visible ASCII characters; a relative root is resolved against the
 * file's directory and must be an existing directory (no whitespace in it). TENANT (letters,
 * digits, {@code _ . -}) names the tenant in the log and as register namespace; without it the
 * tenant is {@code t} and the first 12 hex digits of the token's SHA-256, so it stays the same on
 * every node and across restarts. Lines naming one tenant must name one root.
 */
final class TokenFile {
    static final int MIN_TOKEN_LENGTH = 16;
    private static final Pattern TOKEN = Pattern.compile("[\\x21-\\x7e]{" + MIN_TOKEN_LENGTH + ",512}");
    private static final Pattern TENANT = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    /**
     * One line of the file.
     *
     * @param token the secret
     * @param root the tenant's workspace root (absolute, normalised)
     * @param tenant the tenant id
     * @param line its 1-based line number
     */
    record Entry(String token, Path root, String tenant, int line) {
        @Override
        public String toString() {
            return "Entry[line " + line + ", tenant " + tenant + ", root " + root + "]"; // never the token
        }
    }

    private TokenFile() {}

    /**
     * Reads and checks the file.
     *
     * @param file the tokens file
     * @return its entries, in file order; at least one
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException naming the file and line of the first problem
     */
    static List<Entry> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        Path base = file.toAbsolutePath().normalize().getParent();
        List<Entry> entries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Map<String, Path> rootOfTenant = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            int number = i + 1;
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = file + " line " + number + ": ";
            String[] fields = line.split("[ \\t]+");
            if (fields.length < 2 || fields.length > 3) {
                throw new IllegalArgumentException(where + "expected TOKEN ROOT [TENANT], found " + fields.length
                        + " field(s) (no spaces inside a token or root)");
            }
            String token = fields[0];
            if (!TOKEN.matcher(token).matches()) {
                throw new IllegalArgumentException(where + "a token is " + MIN_TOKEN_LENGTH
                        + " to 512 visible ASCII characters (e.g. openssl rand -hex 32)");
            }
            if (!seen.add(token)) {
                throw new IllegalArgumentException(where + "this token is already on an earlier line");
            }
            Path root = (base == null ? Path.of(fields[1]) : base.resolve(fields[1]))
                    .toAbsolutePath()
                    .normalize();
            if (!Files.isDirectory(root)) {
                throw new IllegalArgumentException(where + "workspace root is not a directory: " + root);
            }
            String tenant = fields.length == 3 ? fields[2] : derivedTenant(token);
            if (!TENANT.matcher(tenant).matches()) {
                throw new IllegalArgumentException(
                        where + "a tenant is 1 to 64 letters, digits, '_', '.' or '-': \"" + tenant + "\"");
            }
            Path known = rootOfTenant.putIfAbsent(tenant, root);
            if (known != null && !known.equals(root)) {
                throw new IllegalArgumentException(where + "tenant " + tenant + " already has root " + known);
            }
            entries.add(new Entry(token, root, tenant, number));
        }
        if (entries.isEmpty()) {
            throw new IllegalArgumentException(file + ": no TOKEN ROOT line");
        }
        return List.copyOf(entries);
    }

    /** {@code t} and the first 12 hex digits of the token's SHA-256. */
    static String derivedTenant(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return "t" + HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
