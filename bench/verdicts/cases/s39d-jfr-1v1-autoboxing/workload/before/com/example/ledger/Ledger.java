package com.example.ledger;

/**
 * Ledger workload for the autoboxing case.
 *
 * Usage: java -cp classes-<variant> com.example.ledger.Ledger [rounds]
 *
 * Per round: generateAmounts() fills an array, applyFees() transforms it,
 * sumAmounts() accumulates it, checksumAmounts() hashes it.
 * "before": sumAmounts accumulates into a primitive long.
 * "after":  sumAmounts (same name, same loop) accumulates into a java.lang.Long,
 *           so every += unboxes, adds and re-boxes through Long.valueOf.
 * Items per run are identical in both variants.
 */
public final class Ledger {
    static final int N = 200_000;
    static final String VARIANT = "before";

    static long seed = 987654321L;

    static void generateAmounts(long[] a) {
        long s = seed;
        for (int i = 0; i < a.length; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            a[i] = (s >>> 40) % 100_000;
        }
        seed = s;
    }

    static void applyFees(long[] a) {
        for (int i = 0; i < a.length; i++) {
            long v = a[i];
            long fee = (v * 29) / 1000 + ((v & 7) == 0 ? 30 : 0);
            a[i] = v - fee;
        }
    }

    static long sumAmounts(long[] a) {
        long total = 0L;
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & 3) != 0) total += a[i];
        }
        return total;
    }

    static long checksumAmounts(long[] a) {
        long h = 1125899906842597L;
        for (int i = 0; i < a.length; i++) {
            h = 31 * h + Long.rotateLeft(a[i] * 0x9E3779B97F4A7C15L, 17);
        }
        return h;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
        long[] a = new long[N];
        long grand = 0, check = 0;
        long t0 = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            generateAmounts(a);
            applyFees(a);
            grand += sumAmounts(a);
            check ^= checksumAmounts(a);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("variant=" + VARIANT + " rounds=" + rounds
                + " items=" + ((long) rounds * N) + " grand=" + grand + " check=" + check + " ms=" + ms);
    }
}
