import java.util.*;

/**
 * Synthetic access-log report: generate N log lines from a seeded RNG, parse
 * them, aggregate per endpoint, then compute latency percentiles and the top
 * endpoints. Same program before and after; only the seed differs.
 */
public class AccessLogReport {
    static final String[] METHODS = {"GET", "GET", "GET", "POST", "PUT", "DELETE"};
    static final String[] RESOURCES = {"users", "orders", "items", "carts", "search", "images", "reviews", "sessions"};
    static final int N_LINES = 2_200_000;

    static String makeLine(Random rng, int i) {
        String m = METHODS[rng.nextInt(METHODS.length)];
        String res = RESOURCES[rng.nextInt(RESOURCES.length)];
        int id = rng.nextInt(5000);
        int status = rng.nextDouble() < 0.93 ? 200 : (rng.nextBoolean() ? 404 : 500);
        int latency = (int) Math.min(5000, Math.exp(3.0 + rng.nextGaussian() * 0.9));
        return "10.0." + (i & 255) + "." + rng.nextInt(256) + " - - [12/Mar/2024:10:" + (i % 60) + "] \"" + m
                + " /api/v2/" + res + "/" + id + "?page=" + rng.nextInt(20) + " HTTP/1.1\" " + status + " " + latency;
    }

    static final class Entry {
        String method, path;
        int status, latency;
    }

    static Entry parseLine(String line) {
        Entry e = new Entry();
        int q1 = line.indexOf('"');
        int q2 = line.indexOf('"', q1 + 1);
        String[] req = line.substring(q1 + 1, q2).split(" ");
        e.method = req[0];
        e.path = normalizePath(req[1]);
        String[] tail = line.substring(q2 + 2).split(" ");
        e.status = Integer.parseInt(tail[0]);
        e.latency = Integer.parseInt(tail[1]);
        return e;
    }

    static String normalizePath(String p) {
        int q = p.indexOf('?');
        if (q >= 0) p = p.substring(0, q);
        StringBuilder sb = new StringBuilder();
        for (String seg : p.split("/")) {
            if (seg.isEmpty()) continue;
            sb.append('/');
            sb.append(Character.isDigit(seg.charAt(0)) ? "{id}" : seg);
        }
        return sb.toString();
    }

    static final class Stats {
        int count, errors;
        int[] lat = new int[64];
        int n;
        void add(Entry e) {
            count++;
            if (e.status >= 500) errors++;
            if (n == lat.length) lat = Arrays.copyOf(lat, n * 2);
            lat[n++] = e.latency;
        }
    }

    static void aggregate(Map<String, Stats> agg, Entry e) {
        agg.computeIfAbsent(e.method + " " + e.path, k -> new Stats()).add(e);
    }

    static int percentile(int[] xs, int n, double p) {
        int[] c = Arrays.copyOf(xs, n);
        Arrays.sort(c);
        return c[Math.min(n - 1, (int) (p * n))];
    }

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        Random rng = new Random(seed);
        Map<String, Stats> agg = new HashMap<>();
        long t0 = System.nanoTime();
        for (int i = 0; i < N_LINES; i++) {
            aggregate(agg, parseLine(makeLine(rng, i)));
        }
        List<Map.Entry<String, Stats>> rows = new ArrayList<>(agg.entrySet());
        rows.sort((a, b) -> Integer.compare(b.getValue().count, a.getValue().count));
        long p99sum = 0;
        for (Map.Entry<String, Stats> r : rows) {
            Stats s = r.getValue();
            p99sum += percentile(s.lat, s.n, 0.99) + percentile(s.lat, s.n, 0.5);
        }
        System.out.printf("seed=%d endpoints=%d top=%s p99sum=%d in %d ms%n", seed, rows.size(),
                rows.get(0).getKey(), p99sum, (System.nanoTime() - t0) / 1_000_000);
    }
}
