package dev.edl.examples.bench.gen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** String operations with the exact semantics of the Python string methods the generator used. */
final class Texts {
    private Texts() {}

    /** {@code text.count(sub)}: non-overlapping occurrences, scanning left to right. */
    static int count(String text, String sub) {
        if (sub.isEmpty()) {
            return text.length() + 1;
        }
        int n = 0;
        for (int i = indexOf(text, sub, 0); i >= 0; i = indexOf(text, sub, i + sub.length())) {
            n++;
        }
        return n;
    }

    /** Occurrences of {@code sub} in {@code text}, overlapping ones included. */
    static int countOverlapping(String text, String sub) {
        if (sub.isEmpty()) {
            return text.length() + 1;
        }
        int n = 0;
        for (int i = indexOf(text, sub, 0); i >= 0; i = indexOf(text, sub, i + 1)) {
            n++;
        }
        return n;
    }

    /**
     * {@code text.indexOf(sub, from)}, faster for the indented lines the generator looks for: it
     * searches from the first character that is not a space, which is far rarer than a space.
     */
    static int indexOf(String text, String sub, int from) {
        int anchor = leadingSpaces(sub);
        if (anchor == 0 || anchor == sub.length()) {
            return text.indexOf(sub, from);
        }
        String core = sub.substring(anchor);
        for (int q = text.indexOf(core, Math.max(from, 0) + anchor); q >= 0; q = text.indexOf(core, q + 1)) {
            if (text.startsWith(sub, q - anchor)) {
                return q - anchor;
            }
        }
        return -1;
    }

    /** {@code text.split(sep)}: keeps empty pieces, including trailing ones. */
    static List<String> split(String text, String sep) {
        List<String> pieces = new ArrayList<>();
        int start = 0;
        for (int i = text.indexOf(sep); i >= 0; i = text.indexOf(sep, start)) {
            pieces.add(text.substring(start, i));
            start = i + sep.length();
        }
        pieces.add(text.substring(start));
        return pieces;
    }

    /** {@code text.replace(old, new, 1)}: replaces the first occurrence only. */
    static String replaceFirst(String text, String old, String replacement) {
        int i = text.indexOf(old);
        return i < 0 ? text : text.substring(0, i) + replacement + text.substring(i + old.length());
    }

    /** {@code text.lstrip(" ")}. */
    static String stripLeadingSpaces(String text) {
        return text.substring(leadingSpaces(text));
    }

    /** {@code text.rstrip(" ")}. */
    static String stripTrailingSpaces(String text) {
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == ' ') {
            end--;
        }
        return text.substring(0, end);
    }

    /** How many spaces {@code text} starts with. */
    static int leadingSpaces(String text) {
        int n = 0;
        while (n < text.length() && text.charAt(n) == ' ') {
            n++;
        }
        return n;
    }

    /** {@code text.strip()} for the ASCII text the generator produces (Python's whitespace rules). */
    static String strip(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isPythonSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && isPythonSpace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    /** {@code str.isspace()} for one character. */
    static boolean isPythonSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085';
    }

    /** {@code word.isalpha()}: not empty and every character a letter. */
    static boolean isAlpha(String word) {
        return !word.isEmpty() && word.chars().allMatch(Character::isLetter);
    }

    /** {@code ch.isalnum()}. */
    static boolean isAlnum(char c) {
        return Character.isLetterOrDigit(c);
    }

    /** {@code "\n".join(pieces)} of a part of a list. */
    static String joinLines(List<String> lines, int from, int to) {
        return String.join("\n", lines.subList(from, to));
    }

    /** {@code s * n} for a one-character string. */
    static String repeat(char c, int n) {
        char[] chars = new char[Math.max(0, n)];
        Arrays.fill(chars, c);
        return new String(chars);
    }
}
