import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Builds a daily sales report for many synthetic stores: generate orders, summarize, render text. */
public class ReportJob {
    static final int STORES = Integer.getInteger("stores", 350);
    static final int ORDERS_PER_STORE = 1600;

    record Order(int id, String sku, int qty, long priceCents) {
        long total() { return qty * priceCents; }
    }

    record Summary(long revenue, int units, String topSku) {}

    static List<Order> generateOrders(Random rnd, int n) {
        List<Order> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String sku = "SKU-" + (1000 + rnd.nextInt(300));
            out.add(new Order(i, sku, 1 + rnd.nextInt(9), 99 + rnd.nextInt(20000)));
        }
        return out;
    }

    static Summary summarize(List<Order> orders) {
        long revenue = 0; int units = 0;
        java.util.HashMap<String, Long> bySku = new java.util.HashMap<>();
        for (Order o : orders) {
            revenue += o.total(); units += o.qty();
            bySku.merge(o.sku(), o.total(), Long::sum);
        }
        String top = null; long best = -1;
        for (var e : bySku.entrySet()) if (e.getValue() > best) { best = e.getValue(); top = e.getKey(); }
        return new Summary(revenue, units, top);
    }

    static List<String> formatRows(List<Order> orders) {
        List<String> rows = new ArrayList<>(orders.size());
        for (Order o : orders) {
            rows.add(String.format("%6d  %-8s %3d x %8.2f = %10.2f%n",
                    o.id(), o.sku(), o.qty(), o.priceCents() / 100.0, o.total() / 100.0));
        }
        return rows;
    }

    public static void main(String[] args) {
        Random rnd = new Random(42);
        long checksum = 0;
        long t0 = System.nanoTime();
        for (int s = 0; s < STORES; s++) {
            List<Order> orders = generateOrders(rnd, ORDERS_PER_STORE);
            Summary sum = summarize(orders);
            List<String> rows = formatRows(orders);
            String report = ReportBuilder.render("store-" + s, rows, sum);
            checksum += report.length() * 31L + report.hashCode();
        }
        System.out.printf("stores=%d checksum=%d elapsed=%.2fs%n", STORES, checksum, (System.nanoTime() - t0) / 1e9);
    }
}
