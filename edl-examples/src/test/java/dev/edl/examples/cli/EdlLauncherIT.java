package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Unpacks the distribution archive {@code target/edl-<version>-dist.tar.gz} (made in the package
 * phase; failsafe runs this after it) and runs its {@code bin/edl} as a user would: the first run
 * writes the class-data archive into {@code EDL_CDS_DIR}, the next run maps it.
 */
class EdlLauncherIT {
    private static final Path TARGET = Path.of("target").toAbsolutePath();

    @TempDir
    Path dir;

    private record Outcome(int exitCode, String stdout, String stderr) {}

    private Outcome run(Path launcher, Path workspace, Map<String, String> env, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("sh", launcher.toString()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(workspace.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().remove("EDL_CDS");
        builder.environment().remove("EDL_JAVA_OPTS");
        builder.environment().putAll(env);
        Process process = builder.start();
        process.getOutputStream().close();
        if (!process.waitFor(180, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("bin/edl " + String.join(" ", args) + " did not finish");
        }
        return new Outcome(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void theLauncherRunsEditsAndReusesItsClassDataArchive() throws Exception {
        Path archive;
        try (Stream<Path> files = Files.list(TARGET)) {
            archive = files.filter(file -> file.getFileName().toString().matches("edl-.*-dist\\.tar\\.gz"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("package the module first: no dist archive in " + TARGET));
        }
        Path unpacked = Files.createDirectories(dir.resolve("dist"));
        Process tar = new ProcessBuilder("tar", "-xzf", archive.toString(), "-C", unpacked.toString())
                .inheritIO()
                .start();
        assertTrue(tar.waitFor(120, TimeUnit.SECONDS), "tar did not finish");
        assertEquals(0, tar.exitValue());
        Path home;
        try (Stream<Path> entries = Files.list(unpacked)) {
            home = entries.findFirst().orElseThrow();
        }
        Path launcher = home.resolve("bin/edl");
        assertTrue(Files.isExecutable(launcher), "bin/edl is executable");
        assertTrue(Files.isRegularFile(home.resolve("lib/edl.jar")));

        Path cds = dir.resolve("cds");
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        Map<String, String> env = Map.of("EDL_CDS_DIR", cds.toString());

        Outcome version = run(launcher, workspace, env, "--version");
        assertEquals(0, version.exitCode(), version::toString);
        assertTrue(version.stdout().startsWith("edl "), version::toString);
        List<Path> archives = jsa(cds);
        assertEquals(1, archives.size(), () -> "one archive after the first run: " + archives);
        long size = Files.size(archives.get(0));
        assertTrue(size > 0);

        Files.writeString(workspace.resolve("a.txt"), "one\ntwo\n");
        Files.writeString(workspace.resolve("e.edl"), "file a.txt\nselect /two/\nreplace \"2\"\n");
        Path classLog = dir.resolve("classes.log");
        Outcome first = run(
                launcher,
                workspace,
                Map.of("EDL_CDS_DIR", cds.toString(), "EDL_JAVA_OPTS", "-Xlog:class+load=info:file=" + classLog),
                "run",
                "e.edl");
        assertEquals(0, first.exitCode(), first::toString);
        assertEquals("one\n2\n", Files.readString(workspace.resolve("a.txt")));
        // The run mapped the archive the first run wrote: edl's own classes came from it.
        String loaded = Files.readString(classLog, StandardCharsets.UTF_8);
        assertTrue(
                loaded.lines()
                        .anyMatch(line -> line.contains("dev.edl.examples.cli.EdlCli source: shared objects file")),
                () -> loaded.lines()
                        .filter(line -> line.contains("dev.edl"))
                        .limit(5)
                        .toList()
                        .toString());
        assertEquals(archives, jsa(cds), "no second archive");

        Files.writeString(workspace.resolve("e.edl"), "file a.txt\nselect /one/\nreplace \"1\"\n");
        Outcome second = run(launcher, workspace, env, "run", "e.edl");
        assertEquals(0, second.exitCode(), second::toString);
        assertEquals("1\n2\n", Files.readString(workspace.resolve("a.txt")));
        assertEquals(archives, jsa(cds));
        assertEquals(size, Files.size(archives.get(0)), "the archive is reused, not rewritten");
    }

    private static List<Path> jsa(Path cds) throws IOException {
        if (!Files.isDirectory(cds)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(cds)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".jsa"))
                    .sorted()
                    .toList();
        }
    }
}
