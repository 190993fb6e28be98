import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Toy order-report job: generate orders, render each one as a CSV row (and
 * verify the row parses back), aggregate revenue per customer, and pick the
 * top customers.
 * Fixed amount of work (rounds x ORDERS orders).
 */
public class Workload {
    static final int ORDERS = 20000;

    static final class Order {
        final int id;
        final String customer;
        final String sku;
        final int qty;
        final double price;

        Order(int id, String customer, String sku, int qty, double price) {
            this.id = id;
            this.customer = customer;
            this.sku = sku;
            this.qty = qty;
            this.price = price;
        }
    }

    static List<Order> generateOrders(long seed, int n) {
        List<Order> out = new ArrayList<>(n);
        long x = seed;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            int c = (int) ((x >>> 33) % 500);
            int s = (int) ((x >>> 17) % 2000);
            out.add(new Order(i, "cust-" + c, "sku-" + s, 1 + (int) ((x >>> 5) % 9), ((x >>> 40) % 10000) / 100.0));
        }
        return out;
    }

    static String encodeRow(Order o) {
        long cents = Math.round(o.price * o.qty * 100.0);
        long frac = cents % 100;
        StringBuilder sb = new StringBuilder(64);
        sb.append(o.id).append(',').append(o.customer).append(',').append(o.sku).append(',')
          .append(o.qty).append(',').append(cents / 100).append('.');
        if (frac < 10) sb.append('0');
        sb.append(frac);
        return sb.toString();
    }

    /** Round-trip check: parse the rendered row back and compare it with the order. */
    static boolean verifyRow(String row, Order o) {
        int a = row.indexOf(',');
        int b = row.indexOf(',', a + 1);
        int c = row.indexOf(',', b + 1);
        int d = row.indexOf(',', c + 1);
        return Integer.parseInt(row.substring(0, a)) == o.id
            && row.substring(a + 1, b).equals(o.customer)
            && row.substring(b + 1, c).equals(o.sku)
            && Integer.parseInt(row.substring(c + 1, d)) == o.qty
            && row.indexOf('.', d + 1) == row.length() - 3;
    }

    static Map<String, double[]> aggregate(List<Order> orders) {
        Map<String, double[]> totals = new HashMap<>();
        for (Order o : orders) {
            double[] t = totals.computeIfAbsent(o.customer, k -> new double[2]);
            t[0] += o.price * o.qty;
            t[1] += o.qty;
        }
        return totals;
    }

    static List<String> topCustomers(Map<String, double[]> totals, int k) {
        List<Map.Entry<String, double[]>> es = new ArrayList<>(totals.entrySet());
        es.sort((a, b) -> Double.compare(b.getValue()[0], a.getValue()[0]));
        List<String> out = new ArrayList<>(k);
        for (int i = 0; i < k && i < es.size(); i++) out.add(es.get(i).getKey());
        return out;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        long sink = 0;
        for (int r = 0; r < rounds; r++) {
            List<Order> orders = generateOrders(r * 7919L + 1, ORDERS);
            for (Order o : orders) {
                String row = encodeRow(o);
                if (!verifyRow(row, o)) throw new IllegalStateException("bad row " + row);
                sink += row.length();
            }
            Map<String, double[]> totals = aggregate(orders);
            sink += topCustomers(totals, 10).get(0).hashCode();
        }
        System.out.println("sink " + sink);
    }
}
