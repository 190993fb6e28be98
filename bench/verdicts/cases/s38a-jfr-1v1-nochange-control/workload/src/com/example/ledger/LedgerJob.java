package com.example.ledger;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Batch ledger job: generates CSV-ish transaction lines, parses them, sorts them,
 * hashes them (SHA-256 chain) and aggregates per-account totals.
 * Usage: java com.example.ledger.LedgerJob <batches> <seed>
 * The work per batch does not depend on the seed (only the random values do).
 */
public final class LedgerJob {
    static final class Txn {
        final String account; final long cents; final int day; final String memo;
        Txn(String account, long cents, int day, String memo) { this.account = account; this.cents = cents; this.day = day; this.memo = memo; }
    }

    static final int LINES = 20000;

    static String[] generateLines(Random rng) {
        String[] out = new String[LINES];
        StringBuilder sb = new StringBuilder(64);
        for (int i = 0; i < LINES; i++) {
            sb.setLength(0);
            sb.append("ACC").append(10000 + rng.nextInt(2000)).append(',')
              .append(rng.nextInt(1000000) - 200000).append(',')
              .append(1 + rng.nextInt(365)).append(',')
              .append("memo-").append(Integer.toHexString(rng.nextInt()));
            out[i] = sb.toString();
        }
        return out;
    }

    static Txn parseLine(String line) {
        int a = line.indexOf(','), b = line.indexOf(',', a + 1), c = line.indexOf(',', b + 1);
        String acct = line.substring(0, a);
        long cents = Long.parseLong(line, a + 1, b, 10);
        int day = Integer.parseInt(line, b + 1, c, 10);
        return new Txn(acct, cents, day, line.substring(c + 1));
    }

    static List<Txn> parseAll(String[] lines) {
        List<Txn> out = new ArrayList<>(lines.length);
        for (String l : lines) out.add(parseLine(l));
        return out;
    }

    static void sortTxns(List<Txn> txns) {
        txns.sort(Comparator.comparing((Txn t) -> t.account).thenComparingInt(t -> t.day).thenComparingLong(t -> t.cents));
    }

    static byte[] hashChain(List<Txn> txns) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        byte[] prev = new byte[32];
        for (Txn t : txns) {
            md.update(prev);
            md.update((t.account + '|' + t.cents + '|' + t.day + '|' + t.memo).getBytes(StandardCharsets.UTF_8));
            prev = md.digest();
        }
        return prev;
    }

    static Map<String, long[]> aggregate(List<Txn> txns) {
        Map<String, long[]> m = new HashMap<>();
        for (Txn t : txns) {
            long[] v = m.computeIfAbsent(t.account, k -> new long[3]);
            v[0]++; v[1] += t.cents; v[2] = Math.max(v[2], t.cents);
        }
        return m;
    }

    public static void main(String[] args) throws Exception {
        int batches = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1L;
        Random rng = new Random(seed);
        long check = 0; int accounts = 0;
        long t0 = System.nanoTime();
        for (int b = 0; b < batches; b++) {
            String[] lines = generateLines(rng);
            List<Txn> txns = parseAll(lines);
            sortTxns(txns);
            byte[] h = hashChain(txns);
            Map<String, long[]> agg = aggregate(txns);
            check += h[0] + agg.size();
            accounts = agg.size();
        }
        System.out.printf("batches=%d seed=%d accounts=%d check=%d elapsed=%.2fs%n", batches, seed, accounts, check, (System.nanoTime() - t0) / 1e9);
    }
}
