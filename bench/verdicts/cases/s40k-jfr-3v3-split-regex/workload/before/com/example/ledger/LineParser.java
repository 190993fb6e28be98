package com.example.ledger;

/** BEFORE: splits the comma-separated record by hand with indexOf and trims each field. */
final class LineParser {
    static String[] parseLine(String line) {
        String[] out = new String[5];
        int start = 0, n = 0;
        while (n < 4) {
            int c = line.indexOf(',', start);
            out[n++] = line.substring(start, c).trim();
            start = c + 1;
        }
        out[n] = line.substring(start).trim();
        return out;
    }
}
