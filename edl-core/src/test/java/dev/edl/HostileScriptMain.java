package dev.edl;

/**
 * Run in a child JVM with a small heap by {@link EdlLimitsTest}: runs a script of the given number of
 * characters made only of parse errors, and prints the first line of the report.
 */
public final class HostileScriptMain {
    private HostileScriptMain() {}

    /**
     * Runs the script.
     *
     * @param args the script size in characters
     */
    public static void main(String[] args) {
        int size = Integer.parseInt(args[0]);
        String unit = "select\n";
        StringBuilder script = new StringBuilder(size);
        while (script.length() + unit.length() <= size) {
            script.append(unit);
        }
        EdlResult result = Edl.builder().build().run(script.toString());
        System.out.println(result.scriptError()
                .map(EditError::message)
                .orElse("no error")
                .lines()
                .findFirst()
                .orElse(""));
        System.out.println("report length " + result.formatted().length());
    }
}
