package com.example.ledger;

/** AFTER: "simplified" to String.split with a regex that is not a single character,
 *  so java.util.regex.Pattern.compile runs on every call. Same fields as before. */
final class LineParser {
    static String[] parseLine(String line) {
        return line.split(",\\s*");
    }
}
