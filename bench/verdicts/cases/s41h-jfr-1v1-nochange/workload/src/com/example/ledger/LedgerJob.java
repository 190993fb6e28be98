package com.example.ledger;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/** Control workload: the same amount and kind of work for any seed; only the data values differ. */
public final class LedgerJob {
    static long[] generateEntries(SplittableRandom rng, int n) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = rng.nextLong(1_000_000_000L);
        return a;
    }

    static long[] sortEntries(long[] a) {
        long[] b = a.clone();
        Arrays.sort(b);
        return b;
    }

    static Map<Long, Long> aggregateTotals(long[] a) {
        Map<Long, Long> m = new HashMap<>();
        for (long v : a) m.merge(v % 4096, v & 0xffff, Long::sum);
        return m;
    }

    static long formatReport(Map<Long, Long> m) {
        long h = 0;
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Long, Long> e : m.entrySet()) {
            sb.setLength(0);
            sb.append("acct-").append(e.getKey()).append(": ").append(String.format("%012d", e.getValue()));
            h = h * 31 + sb.toString().hashCode();
        }
        return h;
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        int iters = Integer.parseInt(args[1]);
        SplittableRandom rng = new SplittableRandom(seed);
        long h = 0;
        for (int it = 0; it < iters; it++) {
            long[] a = generateEntries(rng, 200_000);
            long[] s = sortEntries(a);
            Map<Long, Long> m = aggregateTotals(s);
            h ^= formatReport(m) + s[s.length / 2];
        }
        System.out.println("seed " + seed + " iters " + iters + " hash " + h);
    }
}
