import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.zip.CRC32;

/**
 * Nightly import job: generates CSV lines for orders and customers (stand-in for
 * reading files), then two importers parse them. Both importers validate every
 * field through the shared Validator.checkField helper.
 */
public class App {
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 180;
        SplittableRandom rng = new SplittableRandom(2024);
        long orderCents = 0, customerHash = 0, rejected = 0;
        long t0 = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            List<String> orders = Feed.orders(rng, 6000);
            List<String> customers = Feed.customers(rng, 4000);
            OrderImporter.Result o = OrderImporter.importOrders(orders);
            CustomerImporter.Result c = CustomerImporter.importCustomers(customers);
            orderCents += o.totalCents;
            customerHash ^= c.hash;
            rejected += o.rejected + c.rejected;
        }
        System.out.printf("rounds=%d orderCents=%d customerHash=%x rejected=%d %.2fs%n",
                rounds, orderCents, customerHash, rejected, (System.nanoTime() - t0) / 1e9);
    }
}

class Feed {
    static final String[] SKUS = {"A-100", "B-220", "C-310", "D-400", "E-515", "F-600"};
    static final String[] COUNTRIES = {"DE", "FR", "US", "BR", "IN", "JP", "NG", "AU"};
    static final String[] NAMES = {"Ada", "Grace", "Linus", "Ken", "Barbara", "Edsger", "Radia", "Donald"};

    static List<String> orders(SplittableRandom rng, int n) {
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder(64);
            sb.append("ord-").append(rng.nextInt(1_000_000)).append(',')
              .append(SKUS[rng.nextInt(SKUS.length)]).append(',')
              .append(1 + rng.nextInt(9)).append(',')
              .append(rng.nextInt(100_000) / 100.0).append(',')
              .append(COUNTRIES[rng.nextInt(COUNTRIES.length)]);
            out.add(sb.toString());
        }
        return out;
    }

    static List<String> customers(SplittableRandom rng, int n) {
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = NAMES[rng.nextInt(NAMES.length)];
            StringBuilder sb = new StringBuilder(80);
            sb.append("cus-").append(rng.nextInt(1_000_000)).append(',')
              .append(name).append(' ').append(NAMES[rng.nextInt(NAMES.length)]).append(',')
              .append(name.toLowerCase(Locale.ROOT)).append(rng.nextInt(10_000)).append("@example.org").append(',')
              .append(COUNTRIES[rng.nextInt(COUNTRIES.length)]);
            out.add(sb.toString());
        }
        return out;
    }
}

class Validator {
    /** Field-level sanity check shared by all importers. */
    static boolean checkField(String name, String value) {
        if (value == null || value.isEmpty() || value.length() > 64) return false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < 0x20 || c == 0x7f) return false;
        }
        return true;
    }
}

class OrderImporter {
    static final class Result { long totalCents; long rejected; }

    static Result importOrders(List<String> lines) {
        Result res = new Result();
        Map<String, Long> perSku = new HashMap<>();
        for (String line : lines) {
            String[] f = line.split(",");
            if (!Validator.checkField("id", f[0]) || !Validator.checkField("sku", f[1])
                    || !Validator.checkField("qty", f[2]) || !Validator.checkField("price", f[3])
                    || !Validator.checkField("country", f[4])) {
                res.rejected++;
                continue;
            }
            int qty = Integer.parseInt(f[2]);
            long cents = Math.round(Double.parseDouble(f[3]) * 100) * qty;
            perSku.merge(f[1], cents, Long::sum);
            res.totalCents += cents;
        }
        return res;
    }
}

class CustomerImporter {
    static final class Result { long hash; long rejected; }

    static Result importCustomers(List<String> lines) {
        Result res = new Result();
        Map<String, Integer> perCountry = new HashMap<>();
        CRC32 crc = new CRC32();
        for (String line : lines) {
            String[] f = line.split(",");
            if (!Validator.checkField("id", f[0]) || !Validator.checkField("name", f[1])
                    || !Validator.checkField("email", f[2]) || !Validator.checkField("country", f[3])) {
                res.rejected++;
                continue;
            }
            crc.reset();
            crc.update(f[2].getBytes());
            res.hash = res.hash * 31 + crc.getValue();
            perCountry.merge(f[3], 1, Integer::sum);
        }
        return res;
    }
}
