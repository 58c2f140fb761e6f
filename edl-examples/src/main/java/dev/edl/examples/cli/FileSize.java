package dev.edl.examples.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Parses a {@code --max-file-size} value: bytes, or a number with a binary suffix {@code k}, {@code M}
 * or {@code G} (1024, 1024², 1024³; either case), e.g. {@code 200M}.
 */
final class FileSize implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        String text = value.trim();
        long unit = 1;
        if (!text.isEmpty()) {
            switch (text.toLowerCase(Locale.ROOT).charAt(text.length() - 1)) {
                case 'k' -> unit = 1L << 10;
                case 'm' -> unit = 1L << 20;
                case 'g' -> unit = 1L << 30;
                default -> unit = 1;
            }
        }
        String digits = unit == 1 ? text : text.substring(0, text.length() - 1);
        try {
            long number = Long.parseLong(digits);
            if (number <= 0) {
                throw new TypeConversionException("'" + value + "' is not a positive size");
            }
            return Math.multiplyExact(number, unit);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new TypeConversionException(
                    "'" + value + "' is not a size in bytes (a whole number, optionally with k, M or G)");
        }
    }
}
