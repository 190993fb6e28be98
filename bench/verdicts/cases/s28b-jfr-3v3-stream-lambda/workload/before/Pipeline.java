import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Nightly revenue report: a list of raw order rows goes through a Stream
 * pipeline (filter -> map to report lines -> group by region/sku).
 */
public class Pipeline {
    record Order(int id, String sku, int qty, double price, String region) {}
    record Line(String region, String sku, double amount) {}

    static final String[] REGIONS = {"eu-west", "eu-north", "us-east", "us-west", "ap-south"};

    static List<Order> generate(long seed, int n) {
        Random r = new Random(seed);
        List<Order> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String sku = "  sku-" + (char) ('a' + r.nextInt(6)) + "/" + r.nextInt(400) + " ";
            int qty = r.nextInt(12) - 1;
            double price = 1.0 + r.nextInt(5000) / 100.0;
            out.add(new Order(i, sku, qty, price, REGIONS[r.nextInt(REGIONS.length)]));
        }
        return out;
    }

    static Map<String, Double> report(List<Order> orders) {
        return orders.stream()
                .filter(o -> o.qty() > 0)
                .map(o -> new Line(o.region(), o.sku().trim().toUpperCase(Locale.ROOT), o.qty() * o.price()))
                .collect(Collectors.groupingBy(Line::region, TreeMap::new,
                        Collectors.summingDouble(Line::amount)));
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 70;
        List<Order> orders = generate(11, 200_000);
        double checksum = 0;
        Map<String, Double> last = null;
        for (int i = 0; i < rounds; i++) {
            last = report(orders);
            for (double v : last.values()) checksum += v;
        }
        System.out.printf("groups=%d checksum=%.2f%n", last.size(), checksum);
    }
}
