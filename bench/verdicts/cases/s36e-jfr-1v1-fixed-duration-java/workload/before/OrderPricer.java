import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Prices synthetic orders against a catalog for a fixed duration, after loading the catalog. */
public class OrderPricer {
    static final boolean DEBUG_LOG = Boolean.getBoolean("pricer.debug");

    record Item(String sku, double basePrice, int category) {}
    record Line(String sku, int qty) {}
    record Order(int id, String customer, String region, List<Line> lines) {}

    final Map<String, Item> catalog = new HashMap<>();
    final double[][] regionalRates = new double[16][64];
    long priced;
    double revenue;

    void loadCatalog(Random r) {
        for (int i = 0; i < 50_000; i++) {
            String sku = "SKU-" + Integer.toString(i, 36).toUpperCase();
            catalog.put(sku, new Item(sku, 1 + r.nextInt(50_000) / 100.0, r.nextInt(64)));
        }
        for (int g = 0; g < 16; g++)
            for (int c = 0; c < 64; c++) regionalRates[g][c] = 0.05 + r.nextDouble() * 0.2;
    }

    /** "id|customer|region|sku:qty,sku:qty,..." */
    static Order parseOrder(String text) {
        String[] p = text.split("\\|");
        List<Line> lines = new ArrayList<>();
        for (String l : p[3].split(",")) {
            int c = l.indexOf(':');
            lines.add(new Line(l.substring(0, c), Integer.parseInt(l.substring(c + 1))));
        }
        return new Order(Integer.parseInt(p[0]), p[1], p[2], lines);
    }

    double taxFor(Order o, Item it) {
        int g = Math.floorMod(o.region().hashCode(), 16);
        double rate = regionalRates[g][it.category()];
        double t = 0;
        for (int k = 0; k < 40; k++) t += rate * (1 + (k % 3) * 0.001);
        return t / 40;
    }

    double discountFor(Order o, Item it) {
        int h = o.customer().hashCode() ^ it.sku().hashCode();
        double d = 0;
        for (int k = 0; k < 60; k++) { h = h * 1103515245 + 12345; d += (h >>> 28) * 0.001; }
        return Math.min(0.3, d / 60);
    }

    double priceOrder(Order o) {
        double gross = 0, total = 0;
        for (Line l : o.lines()) {
            Item it = catalog.get(l.sku());
            if (it == null) continue;
            double g = it.basePrice() * l.qty();
            gross += g;
            total += g * (1 - discountFor(o, it)) * (1 + taxFor(o, it));
        }
        return total;
    }

    static void log(String msg) { System.err.println(msg); }

    public static void main(String[] args) {
        long durationMs = args.length > 0 ? Long.parseLong(args[0]) : 5000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 7;
        Random r = new Random(seed);
        OrderPricer p = new OrderPricer();
        p.loadCatalog(r);
        List<String> orders = new ArrayList<>();
        String[] regions = {"eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east"};
        for (int i = 0; i < 2_000; i++) {
            StringBuilder sb = new StringBuilder();
            sb.append(i).append("|cust").append(r.nextInt(5000)).append('|').append(regions[r.nextInt(regions.length)]).append('|');
            int n = 100 + r.nextInt(100);
            for (int k = 0; k < n; k++) {
                if (k > 0) sb.append(',');
                sb.append("SKU-").append(Integer.toString(r.nextInt(50_000), 36).toUpperCase()).append(':').append(1 + r.nextInt(20));
            }
            orders.add(sb.toString());
        }
        long start = System.currentTimeMillis();
        int i = 0;
        while (System.currentTimeMillis() - start < durationMs) {
            for (int k = 0; k < 20; k++, i++) {
                Order o = parseOrder(orders.get(i % orders.size()));
                p.revenue += p.priceOrder(o);
                p.priced++;
            }
        }
        System.out.printf("priced %d orders, revenue %.2f%n", p.priced, p.revenue);
    }
}
