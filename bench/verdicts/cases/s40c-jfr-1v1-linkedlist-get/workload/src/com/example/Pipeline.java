package com.example;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.Random;

/**
 * Batch pipeline: load a batch of orders into a List, score them by index, then render a
 * text report of the batch and hash it.
 *
 * Variant "before": loadOrders() collects the batch into an ArrayList.
 * Variant "after" : loadOrders() collects the batch into a LinkedList. scoreOrders() is unchanged
 *                   and still walks the list with get(i), which is now O(n) per call
 *                   (LinkedList.get -> LinkedList.node).
 * Batches, orders and report work are identical in both variants.
 */
public final class Pipeline {
    static final class Order {
        final int id;
        final int qty;
        final int cents;
        final String sku;
        Order(int id, int qty, int cents, String sku) {
            this.id = id; this.qty = qty; this.cents = cents; this.sku = sku;
        }
    }

    static List<Order> loadOrders(boolean linked, Random rng, int n) {
        List<Order> orders = linked ? new LinkedList<>() : new ArrayList<>();   // THE CHANGE
        for (int i = 0; i < n; i++) {
            orders.add(new Order(i, 1 + rng.nextInt(9), 100 + rng.nextInt(90000),
                    "SKU-" + (rng.nextInt(5000))));
        }
        return orders;
    }

    static long scoreOrders(List<Order> orders) {
        long total = 0;
        for (int i = 0; i < orders.size(); i++) {
            Order o = orders.get(i);
            total += (long) o.qty * o.cents + (o.id & 7);
        }
        return total;
    }

    static long renderReport(List<Order> orders, long score) {
        StringBuilder sb = new StringBuilder(orders.size() * 40);
        for (Order o : orders) {
            sb.append(o.id).append(',').append(o.sku).append(',').append(o.qty).append(',')
              .append(String.format("%.2f", o.cents / 100.0)).append('\n');
        }
        sb.append("total=").append(score).append('\n');
        return hashReport(sb);
    }

    static long hashReport(CharSequence s) {
        long h = 1125899906842597L;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return h;
    }

    public static void main(String[] args) {
        boolean linked = args.length > 0 && args[0].equals("after");
        int batches = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        int batchSize = args.length > 2 ? Integer.parseInt(args[2]) : 3000;
        Random rng = new Random(40);
        long acc = 0;
        long t0 = System.nanoTime();
        for (int b = 0; b < batches; b++) {
            List<Order> orders = loadOrders(linked, rng, batchSize);
            long score = scoreOrders(orders);
            acc ^= renderReport(orders, score);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.printf("variant=%s list=%s batches=%d batchSize=%d acc=%x elapsed=%dms%n",
                linked ? "after" : "before", linked ? "LinkedList" : "ArrayList",
                batches, batchSize, acc, ms);
    }
}
