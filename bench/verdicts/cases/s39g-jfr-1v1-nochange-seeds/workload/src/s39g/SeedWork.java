package s39g;

import java.util.Arrays;

/**
 * Control workload: identical work on both sides, only the seed differs.
 * Each round: fillRandom (xorshift ints), sortArray (Arrays.sort), then digest (a hash over the
 * sorted values) and countRuns (counts ascending runs of equal high bits).
 * Usage: java -cp classes s39g.SeedWork SEED N ROUNDS
 */
public class SeedWork {
    static void fillRandom(int[] a, long seed) {
        long x = seed * 0x9E3779B97F4A7C15L + 1;
        for (int i = 0; i < a.length; i++) {
            x ^= x >>> 12; x ^= x << 25; x ^= x >>> 27;
            a[i] = (int) ((x * 0x2545F4914F6CDD1DL) >>> 32);
        }
    }

    static void sortArray(int[] a) {
        Arrays.sort(a);
    }

    static long digest(int[] a) {
        long h = 1469598103934665603L;
        for (int r = 0; r < 4; r++) {
            for (int v : a) {
                h ^= v + r;
                h *= 1099511628211L;
                h = Long.rotateLeft(h, 13);
            }
        }
        return h;
    }

    static int countRuns(int[] a) {
        int runs = 1;
        for (int i = 1; i < a.length; i++) {
            if ((a[i] >>> 20) != (a[i - 1] >>> 20)) runs++;
        }
        return runs;
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 1;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 60;
        int[] a = new int[n];
        long acc = 0;
        for (int r = 0; r < rounds; r++) {
            fillRandom(a, seed * 100_003 + r);
            sortArray(a);
            acc ^= digest(a);
            acc += countRuns(a);
        }
        System.out.println("seed=" + seed + " n=" + n + " rounds=" + rounds + " acc=" + Long.toHexString(acc));
    }
}
