package com.example.inventory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Inventory batch job. Usage: java com.example.inventory.InventoryJob SEED ROUNDS
 *  The seed only changes the random data; the amount and kind of work do not depend on it. */
public class InventoryJob {
    static final int ITEMS = 200_000;

    static void pad6(StringBuilder sb, int v) {
        String d = Integer.toString(v);
        for (int i = d.length(); i < 6; i++) sb.append('0');
        sb.append(d);
    }

    static String[] makeRecords(SplittableRandom rnd, int n) {
        String[] out = new String[n];
        StringBuilder sb = new StringBuilder(64);
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            sb.append("sku-"); pad6(sb, rnd.nextInt(1_000_000)); sb.append(';');
            sb
              .append(rnd.nextInt(500)).append(';')
              .append(rnd.nextInt(100_000) / 100.0).append(';')
              .append("WH").append(rnd.nextInt(20));
            out[i] = sb.toString();
        }
        return out;
    }

    static final class Item {
        final String sku; final int qty; final double price; final String warehouse;
        Item(String sku, int qty, double price, String warehouse) {
            this.sku = sku; this.qty = qty; this.price = price; this.warehouse = warehouse;
        }
    }

    static List<Item> parseRecords(String[] recs) {
        List<Item> items = new ArrayList<>(recs.length);
        for (String r : recs) {
            String[] f = r.split(";");
            items.add(new Item(f[0], Integer.parseInt(f[1]), Double.parseDouble(f[2]), f[3]));
        }
        return items;
    }

    static Map<String, Double> valueByWarehouse(List<Item> items) {
        Map<String, Double> m = new HashMap<>();
        for (Item it : items) m.merge(it.warehouse, it.qty * it.price, Double::sum);
        return m;
    }

    static long rankBySku(List<Item> items) {
        String[] skus = new String[items.size()];
        for (int i = 0; i < skus.length; i++) skus[i] = items.get(i).sku;
        Arrays.sort(skus);
        long h = 0;
        for (String s : skus) h = h * 31 + s.hashCode();
        return h;
    }

    static double riskScore(List<Item> items) {
        double acc = 0;
        for (Item it : items) {
            double x = it.price;
            for (int k = 0; k < 8; k++) x = Math.sqrt(x * 1.0001 + k) + Math.sin(x) * 0.01;
            acc += x * it.qty;
        }
        return acc;
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 1;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        SplittableRandom rnd = new SplittableRandom(seed);
        double total = 0; long h = 0;
        for (int r = 0; r < rounds; r++) {
            String[] recs = makeRecords(rnd, ITEMS);
            List<Item> items = parseRecords(recs);
            total += valueByWarehouse(items).size();
            h ^= rankBySku(items);
            total += riskScore(items);
        }
        System.out.printf("seed=%d rounds=%d total=%.3f h=%d%n", seed, rounds, total, h);
    }
}
