package org.s40h.tiles;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Control workload: the same fixed amount of work for any seed. Each round builds
 * two random 96x96 matrices and multiplies them, sorts 200,000 random keys,
 * and counts 60,000 random tile names in a HashMap. Only the random values depend
 * on the seed (first argument); sizes and loop counts do not.
 */
public final class TileBatch {
    static final int N = 96;
    static final int KEYS = 200_000;
    static final int NAMES = 60_000;

    static double[][] fillMatrix(SplittableRandom rng) {
        double[][] m = new double[N][N];
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                m[i][j] = rng.nextDouble() - 0.5;
        return m;
    }

    static double multiplyTrace(double[][] a, double[][] b) {
        double[][] c = new double[N][N];
        for (int i = 0; i < N; i++)
            for (int k = 0; k < N; k++) {
                double aik = a[i][k];
                for (int j = 0; j < N; j++) c[i][j] += aik * b[k][j];
            }
        double t = 0;
        for (int i = 0; i < N; i++) t += c[i][i];
        return t;
    }

    static long sortKeys(SplittableRandom rng) {
        long[] keys = new long[KEYS];
        for (int i = 0; i < KEYS; i++) keys[i] = rng.nextLong();
        Arrays.sort(keys);
        return keys[KEYS / 2] ^ keys[0];
    }

    static int countTiles(SplittableRandom rng) {
        Map<String, Integer> counts = new HashMap<>();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < NAMES; i++) {
            sb.setLength(0);
            sb.append("tile-").append(rng.nextInt(4096)).append('-').append((char) ('a' + rng.nextInt(26)));
            counts.merge(sb.toString(), 1, Integer::sum);
        }
        int best = 0;
        for (int v : counts.values()) best = Math.max(best, v);
        return counts.size() * 31 + best;
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 1L;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        SplittableRandom rng = new SplittableRandom(seed);
        double trace = 0;
        long keyMix = 0;
        long tiles = 0;
        for (int r = 0; r < rounds; r++) {
            trace += multiplyTrace(fillMatrix(rng), fillMatrix(rng));
            keyMix ^= sortKeys(rng);
            tiles += countTiles(rng);
        }
        System.out.printf("seed=%d rounds=%d trace=%.4f keyMix=%x tiles=%d%n", seed, rounds, trace, keyMix, tiles);
    }
}
