import java.util.*;

// Batch order pipeline: generate order lines, parse them, aggregate per
// customer, and pick each batch's top items by price.
public class Pipeline {
    static final int BATCHES = Integer.parseInt(System.getProperty("batches", "3000"));
    static final int LINES = 200;

    static String[] generateLines(Random rnd) {
        String[] out = new String[LINES];
        for (int i = 0; i < LINES; i++) {
            out[i] = "cust" + rnd.nextInt(50) + ";item" + rnd.nextInt(1000) + ";" + (rnd.nextInt(100000) / 100.0) + ";" + (1 + rnd.nextInt(5));
        }
        return out;
    }

    static double[] parsePrices(String[] lines, Map<String, Double> perCustomer) {
        double[] prices = new double[lines.length];
        for (int i = 0; i < lines.length; i++) {
            String[] f = lines[i].split(";");
            double p = Double.parseDouble(f[2]) * Integer.parseInt(f[3]);
            prices[i] = p;
            perCustomer.merge(f[0], p, Double::sum);
        }
        return prices;
    }

    // Picks the 10 most expensive lines with a simple selection pass.
    static double selectTopItems(double[] prices) {
        List<Double> work = new ArrayList<>();
        for (double p : prices) work.add(p);
        double sum = 0;
        for (int k = 0; k < 10; k++) {
            int best = 0;
            for (int i = 1; i < work.size(); i++) {
                if (work.get(i) > work.get(best)) best = i;
            }
            sum += work.get(best);
            work.set(best, -1.0);
        }
        return sum;
    }

    public static void main(String[] args) {
        Random rnd = new Random(42);
        long t0 = System.nanoTime();
        double total = 0;
        for (int b = 0; b < BATCHES; b++) {
            String[] lines = generateLines(rnd);
            Map<String, Double> perCustomer = new HashMap<>();
            double[] prices = parsePrices(lines, perCustomer);
            total += selectTopItems(prices) + perCustomer.size();
        }
        System.out.printf("total=%.2f elapsed=%.2fs%n", total, (System.nanoTime() - t0) / 1e9);
    }
}
