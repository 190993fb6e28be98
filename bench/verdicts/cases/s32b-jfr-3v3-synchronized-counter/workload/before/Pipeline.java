import java.util.HashMap;
import java.util.Map;

// Two worker threads each score a slice of synthetic orders and count
// orders per region.
// before: each worker counts in a local array and publishes its totals
//         into the shared Stats once, at the end.
public class Pipeline {
    static final int REGIONS = 64;

    static final class Stats {
        long items;
        long checksum;
        final Map<Integer, Long> perRegion = new HashMap<>();

        synchronized void addAll(long n, long sum, long[] regionCounts) {
            items += n;
            checksum += sum;
            for (int r = 0; r < regionCounts.length; r++) perRegion.merge(r, regionCounts[r], Long::sum);
        }
    }

    static final Stats STATS = new Stats();

    static long scoreOrder(long[] order) {
        long h = 1469598103934665603L;
        for (int r = 0; r < 6; r++) {
            for (long v : order) {
                h ^= v + r;
                h *= 1099511628211L;
                h ^= (h >>> 29);
            }
        }
        return h;
    }

    static void fillOrder(long[] order, long seed) {
        long x = seed * 0x9E3779B97F4A7C15L + 1;
        for (int i = 0; i < order.length; i++) {
            x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
            order[i] = x & 0xffff;
        }
    }

    static void worker(int id, long nItems) {
        long[] order = new long[24];
        long[] regionCounts = new long[REGIONS];
        long localItems = 0, localSum = 0;
        for (long i = 0; i < nItems; i++) {
            fillOrder(order, i * 2 + id);
            long s = scoreOrder(order);
            localItems++;
            localSum += s;
            regionCounts[(int) (order[0] % REGIONS)]++;
        }
        STATS.addAll(localItems, localSum, regionCounts);
    }

    public static void main(String[] args) throws Exception {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 3_000_000L;
        Thread[] ts = new Thread[2];
        for (int t = 0; t < 2; t++) {
            final int id = t;
            ts[t] = new Thread(() -> worker(id, n), "worker-" + t);
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("items=" + STATS.items + " checksum=" + STATS.checksum
                + " region0=" + STATS.perRegion.get(0));
    }
}
