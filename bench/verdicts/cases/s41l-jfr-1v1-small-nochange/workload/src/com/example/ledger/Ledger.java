package com.example.ledger;

import java.util.Arrays;
import java.util.SplittableRandom;

/** Small batch job: three methods do the work. The seed only changes the data, not the amount of work. */
public final class Ledger {
    static long sink;

    /** Hash-mixes a block of longs many times (pure ALU). */
    static long mixHashes(long[] data, int rounds) {
        long h = 0x9E3779B97F4A7C15L;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < data.length; i++) {
                long x = data[i] ^ h;
                x ^= x >>> 33; x *= 0xff51afd7ed558ccdL;
                x ^= x >>> 33; x *= 0xc4ceb9fe1a85ec53L;
                x ^= x >>> 33;
                h = h * 31 + x;
            }
        }
        return h;
    }

    /** Copies and sorts a batch of random ints. */
    static long sortBatch(int[] src) {
        int[] copy = Arrays.copyOf(src, src.length);
        Arrays.sort(copy);
        return copy[copy.length / 2];
    }

    /** Counts primes in a fixed window by trial division. */
    static int countPrimes(int from, int to) {
        int n = 0;
        for (int c = from; c < to; c++) {
            boolean prime = c > 1;
            for (int d = 2; (long) d * d <= c; d++) {
                if (c % d == 0) { prime = false; break; }
            }
            if (prime) n++;
        }
        return n;
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        int batches = Integer.parseInt(args[1]);
        SplittableRandom rnd = new SplittableRandom(seed);
        long[] block = new long[4096];
        int[] ints = new int[200_000];
        for (int b = 0; b < batches; b++) {
            for (int i = 0; i < block.length; i++) block[i] = rnd.nextLong();
            for (int i = 0; i < ints.length; i++) ints[i] = rnd.nextInt();
            int base = 1_000_000 + rnd.nextInt(1000);
            sink += mixHashes(block, 60);
            sink += sortBatch(ints);
            sink += countPrimes(base, base + 12_000);
        }
        System.out.println("seed=" + seed + " batches=" + batches + " sink=" + sink);
    }
}
