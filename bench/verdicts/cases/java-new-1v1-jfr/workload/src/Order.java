import java.util.ArrayList;
import java.util.List;

public final class Order {
    static final String[] REGIONS = {"DE", "FR", "NL", "SE", "US-CA", "US-NY", "JP", "BR"};
    static final String[] SKUS = {"BOOK", "PEN", "LAMP", "DESK", "CHAIR", "MUG", "CABLE", "BAG", "SHOE", "HAT"};

    final long id;
    final String customer;
    final String region;
    final int tier;
    final String[] sku;
    final int[] qty;
    final long[] unitCents;

    Order(long id, String customer, String region, int tier, String[] sku, int[] qty, long[] unitCents) {
        this.id = id; this.customer = customer; this.region = region; this.tier = tier;
        this.sku = sku; this.qty = qty; this.unitCents = unitCents;
    }

    static List<Order> generate(int n, long seed) {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        List<Order> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int lines = 1 + rnd.nextInt(6);
            String[] sku = new String[lines];
            int[] qty = new int[lines];
            long[] unit = new long[lines];
            for (int j = 0; j < lines; j++) {
                sku[j] = SKUS[rnd.nextInt(SKUS.length)];
                qty[j] = 1 + rnd.nextInt(9);
                unit[j] = 99 + rnd.nextInt(20000);
            }
            out.add(new Order(100000 + i, "cust" + rnd.nextInt(5000), REGIONS[rnd.nextInt(REGIONS.length)],
                    rnd.nextInt(4), sku, qty, unit));
        }
        return out;
    }
}
