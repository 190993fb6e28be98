import java.util.*;

// Prices a stream of random orders: look up each line's unit price, apply
// discounts and tax, and keep per-customer totals.
public class Pricing {
    static final int SKUS = 64;

    static final class PriceEntry {
        final String sku; final double price;
        PriceEntry(String sku, double price) { this.sku = sku; this.price = price; }
    }

    static final class PriceBook {
        private final List<PriceEntry> prices = new ArrayList<>();
        void add(String sku, double price) { prices.add(new PriceEntry(sku, price)); }
        double lookupPrice(String sku) {
            for (PriceEntry e : prices) {
                if (e.sku.equals(sku)) return e.price;
            }
            return 0.0;
        }
    }

    static double discount(int qty, double amount) {
        double d = 0;
        for (int tier = 1; tier <= 40; tier++) {
            if (qty >= tier * 3) d += amount * 0.0005 * Math.log1p(tier);
        }
        return d;
    }

    static double tax(double amount, String region) {
        double rate = 0.05;
        for (int i = 0; i < region.length(); i++) rate += (region.charAt(i) % 7) * 0.001;
        return Math.round(amount * rate * 100.0) / 100.0;
    }

    static String formatLine(String sku, int qty, double total) {
        return String.format("%s x%d = %.2f", sku, qty, total);
    }

    public static void main(String[] args) {
        long orders = Long.parseLong(args.length > 0 ? args[0] : "900000");
        Random rnd = new Random(42);
        PriceBook book = new PriceBook();
        String[] skus = new String[SKUS];
        for (int i = 0; i < SKUS; i++) {
            skus[i] = "SKU-" + (100000 + i * 7);
            book.add(skus[i], 1.0 + rnd.nextInt(10000) / 100.0);
        }
        String[] regions = {"north", "south-east", "west", "central-highlands"};
        Map<Integer, Double> perCustomer = new HashMap<>();
        long chars = 0;
        for (long o = 0; o < orders; o++) {
            int customer = rnd.nextInt(5000);
            String region = regions[rnd.nextInt(regions.length)];
            double orderTotal = 0;
            int lines = 1 + rnd.nextInt(4);
            for (int l = 0; l < lines; l++) {
                String sku = skus[rnd.nextInt(SKUS)];
                int qty = 1 + rnd.nextInt(60);
                double amount = book.lookupPrice(sku) * qty;
                amount -= discount(qty, amount);
                orderTotal += amount;
                if ((o & 15) == 0) chars += formatLine(sku, qty, amount).length();
            }
            orderTotal += tax(orderTotal, region);
            perCustomer.merge(customer, orderTotal, Double::sum);
        }
        double sum = 0;
        for (double v : perCustomer.values()) sum += v;
        System.out.printf("customers=%d total=%.2f chars=%d%n", perCustomer.size(), sum, chars);
    }
}
