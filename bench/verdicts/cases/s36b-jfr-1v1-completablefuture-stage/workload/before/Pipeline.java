import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class Pipeline {
    static final class Order {
        final long id; final String sku; final int qty; final long cents; final String region;
        String label; long weight; boolean ok;
        Order(long id, String sku, int qty, long cents, String region) {
            this.id = id; this.sku = sku; this.qty = qty; this.cents = cents; this.region = region;
        }
    }

    static final String[] REGIONS = {"eu-west", "us-east", "ap-south", "sa-east"};
    static final Map<String, Long> WEIGHTS = new HashMap<>();

    static String makeLine(Random r, long id) {
        StringBuilder sb = new StringBuilder(64);
        sb.append(id).append(',');
        sb.append("SKU-").append(1000 + r.nextInt(9000)).append('-').append((char) ('A' + r.nextInt(26))).append(',');
        sb.append(1 + r.nextInt(20)).append(',');
        sb.append(r.nextInt(100000)).append(',');
        sb.append(REGIONS[r.nextInt(REGIONS.length)]);
        return sb.toString();
    }

    static Order parse(String line) {
        String[] f = line.split(",");
        return new Order(Long.parseLong(f[0]), f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f[4]);
    }

    static Order validate(Order o) {
        boolean ok = o.qty > 0 && o.cents >= 0 && o.sku.length() == 10 && o.sku.startsWith("SKU-");
        for (int i = 4; ok && i < 8; i++) ok = Character.isDigit(o.sku.charAt(i));
        o.ok = ok;
        return o;
    }

    static Order enrich(Order o) {
        long h = 1469598103934665603L;
        for (int round = 0; round < 800; round++) {
            for (int i = 0; i < o.sku.length(); i++) { h ^= o.sku.charAt(i) + round; h *= 1099511628211L; }
            for (int i = 0; i < o.region.length(); i++) { h ^= o.region.charAt(i); h *= 1099511628211L; }
        }
        o.weight = (h >>> 40) % 97;
        o.label = o.region + "/" + o.sku.substring(0, 8);
        return o;
    }

    static final ConcurrentHashMap<String, LongAdder> TOTALS = new ConcurrentHashMap<>();

    static Order aggregate(Order o) {
        if (o.ok) TOTALS.computeIfAbsent(o.label, k -> new LongAdder()).add(o.cents * o.qty + o.weight);
        return o;
    }

    public static void main(String[] args) throws Exception {
        long seconds = args.length > 0 ? Long.parseLong(args[0]) : 5;
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> { Thread t = new Thread(r, "stage-worker"); t.setDaemon(true); return t; });
        Random rnd = new Random(42);
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        long id = 0, batches = 0;
        while (System.nanoTime() < deadline) {
            List<CompletableFuture<Order>> batch = new ArrayList<>(256);
            for (int i = 0; i < 256; i++) {
                String line = makeLine(rnd, id++);
                batch.add(CompletableFuture.supplyAsync(() -> parse(line), pool)
                        .thenApplyAsync(Pipeline::validate, pool)
                        .thenApplyAsync(Pipeline::enrich, pool)
                        .thenApplyAsync(Pipeline::aggregate, pool));
            }
            CompletableFuture.allOf(batch.toArray(new CompletableFuture[0])).join();
            batches++;
        }
        pool.shutdown();
        long sum = 0; for (LongAdder a : TOTALS.values()) sum += a.sum();
        System.out.println("orders=" + id + " batches=" + batches + " keys=" + TOTALS.size() + " sum=" + sum);
    }
}
