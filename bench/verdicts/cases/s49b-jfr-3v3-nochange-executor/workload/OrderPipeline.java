import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.*;
import java.util.concurrent.*;

/**
 * OrderPipeline: a batch order processor that runs three stages on a fixed
 * thread pool (Executors.newFixedThreadPool(4)): parse -> price -> summarize.
 * Each stage fans the batch out as chunk tasks and joins before the next.
 */
public class OrderPipeline {
    record Order(int id, String sku, int qty, String region, String coupon) {}
    record Priced(Order order, long cents, long tax) {}

    static final String[] SKUS = {"KB-101", "MS-220", "MN-2710", "HD-USB3", "CB-C2C", "DK-PRO", "WC-1080", "SP-BT5"};
    static final String[] REGIONS = {"EU-NL", "EU-DE", "US-CA", "US-NY", "AP-JP", "AP-SG"};
    static final Map<String, Long> BASE = new HashMap<>();
    static final Map<String, Integer> VAT = new HashMap<>();
    static {
        long p = 1299;
        for (String s : SKUS) { BASE.put(s, p); p = p * 7 % 25000 + 999; }
        int v = 5;
        for (String r : REGIONS) { VAT.put(r, v); v += 4; }
    }

    static List<String> makeInput(int n, long seed) {
        Random r = new Random(seed);
        List<String> lines = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String coupon = r.nextInt(5) == 0 ? "SAVE" + (5 + r.nextInt(4) * 5) : "";
            lines.add(i + "," + SKUS[r.nextInt(SKUS.length)] + "," + (1 + r.nextInt(9)) + ","
                    + REGIONS[r.nextInt(REGIONS.length)] + "," + coupon);
        }
        return lines;
    }

    // ---- stage 1: parse
    static Order parseLine(String line) {
        String[] f = splitFields(line);
        return new Order(Integer.parseInt(f[0]), f[1].trim(), Integer.parseInt(f[2]), f[3].trim(), f[4].trim());
    }
    static String[] splitFields(String line) {
        String[] out = new String[5];
        int start = 0, k = 0;
        for (int i = 0; i <= line.length() && k < 5; i++) {
            if (i == line.length() || line.charAt(i) == ',') { out[k++] = line.substring(start, i); start = i + 1; }
        }
        while (k < 5) out[k++] = "";
        return out;
    }
    static List<Order> parseChunk(List<String> lines) {
        List<Order> out = new ArrayList<>(lines.size());
        for (String l : lines) out.add(parseLine(l));
        return out;
    }

    // ---- stage 2: price
    static long applyCoupon(long cents, String coupon) {
        if (coupon.isEmpty()) return cents;
        int pct = Integer.parseInt(coupon.substring(4));
        return cents - cents * pct / 100;
    }
    static long computeTax(long cents, String region) {
        return cents * VAT.get(region) / 100;
    }
    static Priced priceOrder(Order o) {
        long c = BASE.get(o.sku()) * o.qty();
        c = applyCoupon(c, o.coupon());
        return new Priced(o, c, computeTax(c, o.region()));
    }
    static List<Priced> priceChunk(List<Order> orders) {
        List<Priced> out = new ArrayList<>(orders.size());
        for (Order o : orders) out.add(priceOrder(o));
        return out;
    }

    // ---- stage 3: summarize (format + digest per chunk)
    static String formatInvoiceLine(Priced p) {
        return String.format("%08d %-8s x%d %-6s %10.2f %8.2f", p.order().id(), p.order().sku(), p.order().qty(),
                p.order().region(), p.cents() / 100.0, p.tax() / 100.0);
    }
    static byte[] summarizeChunk(List<Priced> priced) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        Map<String, Long> byRegion = new TreeMap<>();
        for (Priced p : priced) {
            md.update(formatInvoiceLine(p).getBytes(StandardCharsets.UTF_8));
            byRegion.merge(p.order().region(), p.cents() + p.tax(), Long::sum);
        }
        md.update(byRegion.toString().getBytes(StandardCharsets.UTF_8));
        return md.digest();
    }

    static <T, R> List<R> runStage(ExecutorService pool, List<List<T>> chunks, Function<List<T>, R> fn) throws Exception {
        List<Future<R>> fs = new ArrayList<>();
        for (List<T> c : chunks) fs.add(pool.submit(() -> fn.apply(c)));
        List<R> out = new ArrayList<>();
        for (Future<R> f : fs) out.add(f.get());
        return out;
    }
    interface Function<A, B> { B apply(A a) throws Exception; }

    static <T> List<List<T>> chunk(List<T> xs, int size) {
        List<List<T>> out = new ArrayList<>();
        for (int i = 0; i < xs.size(); i += size) out.add(xs.subList(i, Math.min(xs.size(), i + size)));
        return out;
    }

    static long runBatch(ExecutorService pool, List<String> input) throws Exception {
        List<List<Order>> parsed = runStage(pool, chunk(input, 5000), OrderPipeline::parseChunk);
        List<List<Priced>> priced = runStage(pool, parsed, OrderPipeline::priceChunk);
        List<byte[]> sums = runStage(pool, priced, OrderPipeline::summarizeChunk);
        long acc = 0;
        for (byte[] d : sums) acc = acc * 31 + Arrays.hashCode(d);
        return acc;
    }

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        List<String> input = makeInput(n, 49L);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        long acc = 0;
        try {
            for (int r = 0; r < rounds; r++) acc ^= runBatch(pool, input) + r;
        } finally {
            pool.shutdown();
        }
        System.out.println("checksum " + Long.toHexString(acc));
    }
}
