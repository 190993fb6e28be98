package bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Sums blocks of ints and does some unrelated checksum work.
 * Run with -Dboxed=true for the "after" variant: sumBlock() first copies the
 * block into a List<Integer> (boxing + allocation) and then sums the list.
 * Everything else (data, number of blocks, checksum work) is identical.
 */
public final class Boxing {
    static final boolean BOXED = Boolean.getBoolean("boxed");
    static final int N = 200_000;
    static final int ROUNDS = 600;

    static int[] generate(int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = r.nextInt(1_000_000);
        return a;
    }

    /** The hot loop (the culprit in the boxed variant). */
    static long sumBlock(int[] data, int from, int to) {
        long sum = 0;
        if (BOXED) {
            List<Integer> list = new ArrayList<>();
            for (int i = from; i < to; i++) list.add(data[i]);
            for (Integer x : list) sum += x;
        } else {
            for (int i = from; i < to; i++) sum += data[i];
        }
        return sum;
    }

    /** Unrelated CPU work, identical in both variants. */
    static long checksum(int[] data, int from, int to, long h) {
        for (int i = from; i < to; i++) {
            h ^= data[i];
            h *= 0x100000001B3L;
            h ^= h >>> 29;
        }
        return h;
    }

    /** More unrelated work: a small insertion-sorted window (branchy). */
    static int windowRank(int[] data, int from, int to) {
        int[] w = new int[32];
        int rank = 0;
        for (int i = from; i < to; i += 64) {
            int v = data[i];
            int j = 31;
            while (j > 0 && w[j - 1] > v) { w[j] = w[j - 1]; j--; }
            w[j] = v;
            rank += j;
        }
        return rank;
    }

    public static void main(String[] args) {
        int[] data = generate(N, 20240611L);
        long total = 0, h = 1469598103934665603L;
        int ranks = 0;
        for (int r = 0; r < ROUNDS; r++) {
            int from = (r * 7919) % 1000;
            int to = N - ((r * 104729) % 1000);
            total += sumBlock(data, from, to);
            for (int k = 0; k < 10; k++) h = checksum(data, from, to, h);
            ranks += windowRank(data, from, to);
        }
        System.out.println("boxed=" + BOXED + " total=" + total + " h=" + Long.toHexString(h) + " ranks=" + ranks);
    }
}
