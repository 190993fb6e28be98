package com.example.logscan;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Log-line scanner for a JFR before/after case.
 *
 * before (default): the field pattern is compiled once into a static final Pattern.
 * after (--compile-per-line): extractFields() calls Pattern.compile(FIELD_REGEX) itself,
 *                              i.e. once per log line. Everything else is identical.
 */
public final class LogScan {
    static final String FIELD_REGEX =
        "^(\\d{4}-\\d{2}-\\d{2})T(\\d{2}):(\\d{2}):(\\d{2})\\s+(INFO|WARN|ERROR|DEBUG)\\s+\\[([a-z-]+)\\]\\s+user=(\\w+)\\s+latency=(\\d+)ms";
    static final Pattern FIELD_PATTERN = Pattern.compile(FIELD_REGEX);
    static boolean compilePerLine = false;

    static String[] makeLines(Random rnd, int n) {
        String[] levels = {"INFO", "WARN", "ERROR", "DEBUG"};
        String[] svcs = {"auth", "billing", "search-api", "cart", "img-resize"};
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            out[i] = String.format("2024-%02d-%02dT%02d:%02d:%02d %s [%s] user=u%d latency=%dms payload=%s",
                1 + rnd.nextInt(12), 1 + rnd.nextInt(28), rnd.nextInt(24), rnd.nextInt(60), rnd.nextInt(60),
                levels[rnd.nextInt(4)], svcs[rnd.nextInt(5)], rnd.nextInt(100000), rnd.nextInt(3000),
                Long.toHexString(rnd.nextLong()));
        }
        return out;
    }

    /** Per-item method: parse one line into (service, latency). */
    static int extractFields(String line, Map<String, long[]> stats) {
        Pattern p = compilePerLine ? Pattern.compile(FIELD_REGEX) : FIELD_PATTERN;
        Matcher m = p.matcher(line);
        if (!m.find()) {
            return 0;
        }
        String svc = m.group(6);
        int latency = Integer.parseInt(m.group(8));
        long[] s = stats.computeIfAbsent(svc, k -> new long[2]);
        s[0]++;
        s[1] += latency;
        return latency;
    }

    /** Unchanged per-line work: a rolling checksum over the payload. */
    static long digestLine(String line) {
        long h = 1125899906842597L;
        for (int r = 0; r < 6; r++) {
            for (int i = 0; i < line.length(); i++) {
                h = 31 * h + line.charAt(i) + r;
            }
        }
        return h;
    }

    static long scanBatch(String[] lines, Map<String, long[]> stats) {
        long acc = 0;
        for (String line : lines) {
            acc += extractFields(line, stats);
            acc ^= digestLine(line);
        }
        return acc;
    }

    public static void main(String[] args) {
        int rounds = 30, n = 50000;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--compile-per-line": compilePerLine = true; break;
                case "--rounds": rounds = Integer.parseInt(args[++i]); break;
                case "--lines": n = Integer.parseInt(args[++i]); break;
                default: throw new IllegalArgumentException(args[i]);
            }
        }
        String[] lines = makeLines(new Random(42), n);
        Map<String, long[]> stats = new HashMap<>();
        long acc = 0;
        for (int r = 0; r < rounds; r++) {
            acc += scanBatch(lines, stats);
        }
        System.out.println("compilePerLine=" + compilePerLine + " services=" + stats.size() + " acc=" + acc);
    }
}
