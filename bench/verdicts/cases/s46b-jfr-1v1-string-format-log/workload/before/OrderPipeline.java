import java.util.*;

public class OrderPipeline {
    // Minimal logger: level INFO, so debug() messages are discarded.
    static final class Log {
        static final int DEBUG = 0, INFO = 1;
        static int level = INFO;
        static long emitted = 0;
        static boolean isDebugEnabled() { return level <= DEBUG; }
        static void debug(String msg) { if (level <= DEBUG) { emitted += msg.length(); } }
    }

    static final class Order {
        final int id; final String sku; final int qty; final double unit; final String region;
        Order(int id, String sku, int qty, double unit, String region) {
            this.id = id; this.sku = sku; this.qty = qty; this.unit = unit; this.region = region;
        }
    }

    static String[] makeInput(int n, long seed) {
        Random r = new Random(seed);
        String[] regions = {"eu-west", "us-east", "ap-south", "sa-east"};
        String[] lines = new String[n];
        for (int i = 0; i < n; i++) {
            lines[i] = i + ",SKU-" + (r.nextInt(5000)) + "," + (1 + r.nextInt(9)) + ","
                    + (r.nextInt(100000) / 100.0) + "," + regions[r.nextInt(regions.length)];
        }
        return lines;
    }

    static Order parseOrder(String line) {
        int a = line.indexOf(','), b = line.indexOf(',', a + 1), c = line.indexOf(',', b + 1), d = line.indexOf(',', c + 1);
        return new Order(Integer.parseInt(line.substring(0, a)), line.substring(a + 1, b),
                Integer.parseInt(line.substring(b + 1, c)), Double.parseDouble(line.substring(c + 1, d)),
                line.substring(d + 1));
    }

    static double taxRate(String region) {
        switch (region) {
            case "eu-west": return 0.21;
            case "us-east": return 0.07;
            case "ap-south": return 0.18;
            default: return 0.12;
        }
    }

    static double discount(Order o, Map<String, Integer> skuCounts) {
        int seen = skuCounts.merge(o.sku, 1, Integer::sum);
        double d = seen > 3 ? 0.05 : 0.0;
        if (o.qty >= 5) d += 0.03;
        return d;
    }

    static double riskScore(Order o) {
        // small fixed-point model over the sku digits and amount
        long h = 1469598103934665603L;
        for (int k = 0; k < 80; k++) {
            for (int i = 0; i < o.sku.length(); i++) { h ^= o.sku.charAt(i) + k; h *= 1099511628211L; }
        }
        double x = (h & 0xffff) / 65536.0;
        for (int i = 0; i < 40; i++) x = 3.7 * x * (1 - x);
        return x;
    }

    static double priceOrder(Order o, Map<String, Integer> skuCounts) {
        double gross = o.qty * o.unit * (1.0 + 0.01 * riskScore(o));
        double net = gross * (1.0 - discount(o, skuCounts));
        return net * (1.0 + taxRate(o.region));
    }

    static void logPriced(Order o, double total) {
        if (Log.isDebugEnabled()) {
            Log.debug(String.format("order %d sku=%s qty=%d unit=%.2f region=%s total=%.4f",
                    o.id, o.sku, o.qty, o.unit, o.region, total));
        }
    }

    static double processBatch(String[] lines, Map<String, Integer> skuCounts, Map<String, Double> byRegion) {
        double sum = 0;
        for (String line : lines) {
            Order o = parseOrder(line);
            double total = priceOrder(o, skuCounts);
            logPriced(o, total);
            byRegion.merge(o.region, total, Double::sum);
            sum += total;
        }
        return sum;
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        String[] lines = makeInput(n, 42L);
        double grand = 0;
        Map<String, Double> byRegion = new TreeMap<>();
        for (int r = 0; r < rounds; r++) {
            Map<String, Integer> skuCounts = new HashMap<>();
            grand += processBatch(lines, skuCounts, byRegion);
        }
        System.out.printf("grand=%.2f regions=%s emitted=%d%n", grand, byRegion.keySet(), Log.emitted);
    }
}
