import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Batch job that reconciles inventory snapshots: each task renders a batch of
 * records to text, fingerprints them with SHA-256, and indexes them in a
 * TreeMap to produce a per-prefix range report. Runs on a fixed pool of 4.
 */
public class InventoryJob {

    static final String[] WAREHOUSES = {"AMS", "BER", "CDG", "DUB", "FRA", "LHR", "MAD", "WAW"};

    static String renderRecord(Random rng, int batch, int i) {
        StringBuilder sb = new StringBuilder(96);
        sb.append("wh=").append(WAREHOUSES[rng.nextInt(WAREHOUSES.length)])
          .append(";sku=").append(String.format("%08d", rng.nextInt(100_000_000)))
          .append(";qty=").append(rng.nextInt(500))
          .append(";batch=").append(batch)
          .append(";line=").append(i)
          .append(";note=");
        int words = 2 + rng.nextInt(6);
        for (int w = 0; w < words; w++) {
            sb.append(Integer.toString(rng.nextInt(1 << 20), 36)).append(' ');
        }
        return sb.toString();
    }

    static String fingerprint(MessageDigest md, String record) {
        byte[] digest = md.digest(record.getBytes(StandardCharsets.UTF_8));
        StringBuilder hex = new StringBuilder(digest.length * 2);
        for (byte b : digest) {
            hex.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
        }
        return hex.toString();
    }

    static long indexAndReport(List<String> records, List<String> prints) {
        TreeMap<String, Integer> index = new TreeMap<>();
        for (int i = 0; i < records.size(); i++) {
            index.merge(prints.get(i).substring(0, 6), records.get(i).length(), Integer::sum);
        }
        long acc = 0;
        for (char c = '0'; c <= '9'; c++) {
            SortedMap<String, Integer> range = index.subMap(c + "0", c + "8");
            for (Map.Entry<String, Integer> e : range.entrySet()) {
                acc += e.getValue() * (long) e.getKey().charAt(1);
            }
        }
        return acc + index.size();
    }

    static long runBatch(int batch) throws NoSuchAlgorithmException {
        Random rng = new Random(1_000_003L * batch + 17);
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        int n = 4000;
        List<String> records = new ArrayList<>(n);
        List<String> prints = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String r = renderRecord(rng, batch, i);
            records.add(r);
            prints.add(fingerprint(md, r));
        }
        return indexAndReport(records, prints);
    }

    public static void main(String[] args) throws Exception {
        int batches = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> results = new ArrayList<>();
        long t0 = System.nanoTime();
        for (int b = 0; b < batches; b++) {
            final int batch = b;
            results.add(pool.submit(() -> runBatch(batch)));
        }
        long total = 0;
        for (Future<Long> f : results) {
            total += f.get();
        }
        pool.shutdown();
        System.out.printf("batches=%d checksum=%d elapsed=%.2fs%n", batches, total, (System.nanoTime() - t0) / 1e9);
    }
}
