package com.example.ledger;

import java.util.HashMap;
import java.util.Map;

/** Ledger ingest: generate a batch of CSV-like lines, parse them, aggregate, score.
 *  Only LineParser.java differs between workload/before and workload/after. */
public final class Main {
    static final String[] NAMES = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"};
    static final String[] TAGS = {"cash", "card", "wire", "check"};

    static String[] generateBatch(long seed, int n) {
        String[] lines = new String[n];
        long x = seed;
        StringBuilder sb = new StringBuilder(64);
        for (int i = 0; i < n; i++) {
            x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
            sb.setLength(0);
            sb.append(i).append(", ").append(NAMES[(int) ((x >>> 3) & 7)]).append(", ")
              .append((x >>> 11) % 100000).append(", ").append(TAGS[(int) ((x >>> 40) & 3)])
              .append(", ").append((x >>> 20) % 997);
            lines[i] = sb.toString();
        }
        return lines;
    }

    static void aggregate(String[] f, Map<String, long[]> acc) {
        long[] a = acc.computeIfAbsent(f[1] + "/" + f[3], k -> new long[3]);
        a[0]++;
        a[1] += Long.parseLong(f[2]);
        a[2] += Long.parseLong(f[4]);
    }

    static long score(Map<String, long[]> acc) {
        long h = 1469598103934665603L;
        for (int r = 0; r < 40; r++) {
            for (Map.Entry<String, long[]> e : acc.entrySet()) {
                long[] a = e.getValue();
                for (int k = 0; k < 3; k++) {
                    long v = a[k] + r;
                    for (int b = 0; b < 8; b++) { h ^= (v >>> (b * 8)) & 0xff; h *= 1099511628211L; }
                }
            }
        }
        return h;
    }

    public static void main(String[] args) {
        int batches = Integer.parseInt(args[0]);
        long total = 0;
        for (int b = 0; b < batches; b++) {
            String[] lines = generateBatch(0x9E3779B97F4A7C15L + b, 2000);
            Map<String, long[]> acc = new HashMap<>();
            for (String line : lines) {
                aggregate(LineParser.parseLine(line), acc);
            }
            total += score(acc);
        }
        System.out.println("batches=" + batches + " total=" + total);
    }
}
