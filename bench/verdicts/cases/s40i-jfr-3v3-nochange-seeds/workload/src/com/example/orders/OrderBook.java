package com.example.orders;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Synthetic order-book workload for a JFR control case. Every seed does the same amount
 * and kind of work (fixed number of orders, rounds, fixed-length symbols, fixed-cost
 * hashing); only the random values differ.
 */
public final class OrderBook {
    static final int N_ORDERS = 120_000;
    static final int ROUNDS = 50;

    static final class Order {
        final String symbol; final long price; final int qty;
        Order(String symbol, long price, int qty) { this.symbol = symbol; this.price = price; this.qty = qty; }
    }

    static Order[] generateOrders(SplittableRandom rng) {
        Order[] out = new Order[N_ORDERS];
        char[] sym = new char[6];
        for (int i = 0; i < N_ORDERS; i++) {
            for (int k = 0; k < sym.length; k++) sym[k] = (char) ('A' + rng.nextInt(16));
            out[i] = new Order(new String(sym), 1000 + rng.nextInt(9000), 1 + rng.nextInt(100));
        }
        return out;
    }

    static long riskHash(Order o) {
        long h = o.price * 0x9E3779B97F4A7C15L + o.qty;
        for (int i = 0; i < 48; i++) { h ^= h >>> 31; h *= 0xBF58476D1CE4E5B9L; h ^= h >>> 27; }
        return h;
    }

    static long scoreOrders(Order[] orders) {
        long acc = 0;
        for (Order o : orders) acc += riskHash(o) & 0xFFFF;
        return acc;
    }

    static Map<String, Long> aggregateBySymbol(Order[] orders) {
        Map<String, Long> m = new HashMap<>();
        for (Order o : orders) m.merge(o.symbol, o.price * o.qty, Long::sum);
        return m;
    }

    static long[] sortPrices(Order[] orders) {
        long[] p = new long[orders.length];
        for (int i = 0; i < orders.length; i++) p[i] = o(orders, i).price * 1_000_003L + i;
        Arrays.sort(p);
        return p;
    }

    private static Order o(Order[] a, int i) { return a[i]; }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 1L;
        SplittableRandom rng = new SplittableRandom(seed);
        long acc = 0;
        for (int r = 0; r < ROUNDS; r++) {
            Order[] orders = generateOrders(rng);
            acc ^= scoreOrders(orders);
            acc ^= aggregateBySymbol(orders).size();
            long[] p = sortPrices(orders);
            acc ^= p[p.length / 2];
        }
        System.out.println("seed=" + seed + " acc=" + Long.toHexString(acc));
    }
}
