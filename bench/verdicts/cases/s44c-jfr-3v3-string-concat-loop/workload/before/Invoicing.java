import java.util.*;

/** Invoicing: generates daily orders, aggregates them per customer, computes taxes and
 *  discounts, renders a text statement per region and checksums it.
 *  Usage: java Invoicing DAYS ORDERS_PER_DAY SEED */
public class Invoicing {
    record Order(int customer, String region, String sku, int qty, long cents) {}

    static final class Account {
        final int customer; long gross; long tax; long discount; int lines;
        final Map<String, Integer> skuQty = new HashMap<>();
        Account(int c) { customer = c; }
    }

    static final String[] REGIONS = new String[40];
    static final String[] SKUS = new String[400];
    static {
        for (int i = 0; i < REGIONS.length; i++) REGIONS[i] = String.format("region-%02d", i);
        for (int i = 0; i < SKUS.length; i++) SKUS[i] = String.format("SKU-%d", 1000 + i);
    }

    static List<Order> generateOrders(Random rnd, int n) {
        List<Order> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int c = rnd.nextInt(4000);
            String sku = SKUS[rnd.nextInt(SKUS.length)];
            out.add(new Order(c, REGIONS[c % REGIONS.length], sku, 1 + rnd.nextInt(9), 99 + rnd.nextInt(20000)));
        }
        return out;
    }

    static Map<Integer, Account> aggregate(List<Order> orders) {
        Map<Integer, Account> acc = new HashMap<>();
        for (Order o : orders) {
            Account a = acc.computeIfAbsent(o.customer(), Account::new);
            a.gross += o.cents() * o.qty();
            a.lines++;
            a.skuQty.merge(o.sku(), o.qty(), Integer::sum);
        }
        return acc;
    }

    static void applyTaxAndDiscounts(Collection<Account> accounts) {
        for (Account a : accounts) {
            long g = a.gross;
            long tier = g > 5_000_000 ? 7 : g > 1_000_000 ? 4 : g > 200_000 ? 2 : 0;
            long disc = 0;
            for (int k = 0; k < 40; k++) disc += (g * tier / 100 + k) / 40;   // pro-rated by period
            a.discount = disc;
            a.tax = Math.round((g - disc) * 0.0825);
        }
    }

    static String formatMoney(long cents) {
        return String.format("%d.%02d", cents / 100, Math.abs(cents % 100));
    }

    static String topSku(Account a) {
        return a.skuQty.entrySet().stream()
            .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse("-");
    }

    /** Renders the statement for one region. */
    static String buildReport(String region, List<Account> accounts) {
        StringBuilder sb = new StringBuilder(accounts.size() * 80 + 64);
        sb.append("== statement region=").append(region).append(" accounts=").append(accounts.size()).append('\n');
        for (Account a : accounts) {
            sb.append("cust=").append(a.customer);
            sb.append(" lines=").append(a.lines);
            sb.append(" gross=").append(a.gross);
            sb.append(" disc=").append(a.discount);
            sb.append(" tax=").append(a.tax);
            sb.append(" top=").append(topSku(a)).append('\n');
        }
        sb.append("== end ").append(region).append('\n');
        return sb.toString();
    }

    static long checksum(String s) {
        long h = 1125899906842597L;
        for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i);
        return h;
    }

    public static void main(String[] args) {
        int days = Integer.parseInt(args[0]);
        int perDay = Integer.parseInt(args[1]);
        Random rnd = new Random(Long.parseLong(args[2]));
        long total = 0, bytes = 0;
        for (int d = 0; d < days; d++) {
            Map<Integer, Account> acc = aggregate(generateOrders(rnd, perDay));
            applyTaxAndDiscounts(acc.values());
            Map<String, List<Account>> byRegion = new TreeMap<>();
            for (Account a : acc.values()) byRegion.computeIfAbsent(REGIONS[a.customer % REGIONS.length], k -> new ArrayList<>()).add(a);
            for (Map.Entry<String, List<Account>> e : byRegion.entrySet()) {
                e.getValue().sort(Comparator.comparingInt(a -> a.customer));
                String report = buildReport(e.getKey(), e.getValue());
                total = total * 1_000_003 + checksum(report);
                bytes += report.length();
            }
        }
        System.out.println("days=" + days + " bytes=" + bytes + " checksum=" + Long.toHexString(total));
    }
}
