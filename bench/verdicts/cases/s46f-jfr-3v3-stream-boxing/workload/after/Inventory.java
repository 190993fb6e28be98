import java.util.*;

public class Inventory {
    static final class Shipment {
        final String sku; final int[] quantities; final double unitPrice;
        Shipment(String sku, int[] q, double p) { this.sku = sku; this.quantities = q; this.unitPrice = p; }
    }

    static long seed = 12345L;
    static int nextInt(int bound) {
        seed = (seed * 6364136223846793005L + 1442695040888963407L);
        return (int) ((seed >>> 33) % bound);
    }

    static List<Shipment> generate(int n) {
        List<Shipment> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int len = 200 + nextInt(200);
            int[] q = new int[len];
            for (int j = 0; j < len; j++) q[j] = nextInt(1000);
            out.add(new Shipment("SKU-" + (i % 997), q, 1.0 + nextInt(5000) / 100.0));
        }
        return out;
    }

    // after: sums through a boxed stream
    static int totalQuantity(int[] a) {
        return Arrays.stream(a).boxed().reduce(0, Integer::sum);
    }

    static double lineValue(Shipment s) {
        return totalQuantity(s.quantities) * s.unitPrice;
    }

    static double priceVariance(Shipment s) {
        double mean = 0, m2 = 0; int n = 0;
        for (int q : s.quantities) {
            n++;
            double x = Math.sqrt(q * s.unitPrice) + Math.log1p(q);
            double d = x - mean; mean += d / n; m2 += d * (x - mean);
        }
        return n > 1 ? m2 / (n - 1) : 0;
    }

    static String classify(Shipment s, double value, double var) {
        StringBuilder sb = new StringBuilder(s.sku);
        sb.append(value > 100000 ? ":big" : ":small");
        sb.append(var > 50 ? ":volatile" : ":steady");
        return sb.toString();
    }

    static void aggregate(List<Shipment> ships, Map<String, double[]> acc) {
        for (Shipment s : ships) {
            double value = lineValue(s);
            double var = priceVariance(s);
            String key = classify(s, value, var);
            double[] slot = acc.computeIfAbsent(key, k -> new double[2]);
            slot[0] += value; slot[1] += var;
        }
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        List<Shipment> ships = generate(n);
        Map<String, double[]> acc = new TreeMap<>();
        for (int r = 0; r < rounds; r++) aggregate(ships, acc);
        double total = 0; for (double[] v : acc.values()) total += v[0];
        System.out.printf("keys=%d total=%.2f%n", acc.size(), total);
    }
}
