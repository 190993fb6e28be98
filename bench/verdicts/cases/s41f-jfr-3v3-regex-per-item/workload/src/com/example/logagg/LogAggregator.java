package com.example.logagg;

import java.util.HashMap;
import java.util.Map;

/** Generates synthetic log lines, parses them, normalizes the key and aggregates. */
public final class LogAggregator {
    private static final String[] WORDS = {
        "Disk Usage", "HTTP 500", "cache/miss", "user.login", "Queue-Depth", "GC pause",
        "db::timeout", "TLS handshake", "retry#3", "Upload (chunk)", "auth.Failed", "ws_ping"
    };

    static long seedState = 42;

    static int nextInt() {
        seedState = seedState * 6364136223846793005L + 1442695040888963407L;
        return (int) (seedState >>> 33);
    }

    static String makeLine(long i) {
        int a = nextInt(), b = nextInt();
        StringBuilder sb = new StringBuilder(96);
        sb.append(1700000000L + i).append('|')
          .append(WORDS[Math.floorMod(a, WORDS.length)]).append(' ')
          .append(WORDS[Math.floorMod(b, WORDS.length)]).append('|')
          .append(Math.floorMod(a ^ b, 100000)).append('|')
          .append("host-").append(Math.floorMod(b, 64));
        return sb.toString();
    }

    static long parseValue(String s, int from, int to) {
        long v = 0;
        for (int k = from; k < to; k++) v = v * 10 + (s.charAt(k) - '0');
        return v;
    }

    static void processLine(String line, Map<String, long[]> agg) {
        int p1 = line.indexOf('|');
        int p2 = line.indexOf('|', p1 + 1);
        int p3 = line.indexOf('|', p2 + 1);
        String key = KeyNormalizer.normalizeKey(line.substring(p1 + 1, p2));
        long value = parseValue(line, p2 + 1, p3);
        String host = line.substring(p3 + 1);
        long[] slot = agg.computeIfAbsent(key + "@" + host, k -> new long[2]);
        slot[0]++;
        slot[1] += value;
    }

    static long checksum(Map<String, long[]> agg) {
        long h = 0;
        for (Map.Entry<String, long[]> e : agg.entrySet()) {
            h = h * 31 + e.getKey().hashCode() + e.getValue()[0] * 7 + e.getValue()[1];
        }
        return h;
    }

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "precompiled";
        long items = args.length > 1 ? Long.parseLong(args[1]) : 8_000_000L;
        KeyNormalizer.usePrecompiled = !mode.equals("replaceall");
        long t0 = System.nanoTime();
        Map<String, long[]> agg = new HashMap<>();
        for (long i = 0; i < items; i++) {
            processLine(makeLine(i), agg);
        }
        System.out.printf("mode=%s items=%d keys=%d checksum=%d wall=%.2fs%n",
            mode, items, agg.size(), checksum(agg), (System.nanoTime() - t0) / 1e9);
    }
}
