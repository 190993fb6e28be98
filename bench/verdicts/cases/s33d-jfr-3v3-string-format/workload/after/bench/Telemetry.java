package bench;

import java.util.HashMap;
import java.util.Map;

/**
 * Telemetry aggregator: for each incoming event it checksums the payload,
 * smooths a few metrics, and adds the result to a per-label bucket.
 * AFTER: labelFor() was "simplified" to use String.format.
 */
public class Telemetry {
    static final String[] KINDS = {"cpu", "mem", "disk", "net", "gc", "io", "lock", "alloc"};

    static final class Event {
        int region, kind;
        long ts;
        final int[] payload = new int[PAYLOAD];
    }

    static final int PAYLOAD = Integer.getInteger("payload", 256);

    private final Map<String, long[]> buckets = new HashMap<>();
    private final double[] ewma = new double[16];
    private long seed;

    Telemetry(long seed) { this.seed = seed; }

    private int nextInt() {
        seed ^= seed << 13; seed ^= seed >>> 7; seed ^= seed << 17;
        return (int) seed;
    }

    void fill(Event e) {
        e.region = (nextInt() & 0x7fffffff) % 24;
        e.kind = (nextInt() & 0x7fffffff) % KINDS.length;
        e.ts += 1 + (nextInt() & 15);
        for (int i = 0; i < e.payload.length; i++) e.payload[i] = nextInt();
    }

    static long checksum(int[] p) {
        long h = 0xcbf29ce484222325L;
        for (int v : p) {
            h ^= v;
            h *= 0x100000001b3L;
            h ^= h >>> 29;
        }
        return h;
    }

    void smooth(long h) {
        for (int i = 0; i < ewma.length; i++) {
            double x = ((h >>> (i * 4)) & 0xf) / 15.0;
            ewma[i] = ewma[i] * 0.97 + Math.sqrt(x) * 0.03;
        }
    }

    static String labelFor(Event e) {
        return String.format("region-%d:%s", e.region, KINDS[e.kind]);
    }

    void record(Event e) {
        long h = checksum(e.payload);
        smooth(h);
        String label = labelFor(e);
        long[] b = buckets.computeIfAbsent(label, k -> new long[2]);
        b[0]++;
        b[1] += h & 0xff;
    }

    public static void main(String[] args) {
        long events = args.length > 0 ? Long.parseLong(args[0]) : 3_000_000L;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1L;
        Telemetry t = new Telemetry(seed * 0x9E3779B97F4A7C15L + 1);
        Event e = new Event();
        long t0 = System.nanoTime();
        for (long n = 0; n < events; n++) {
            t.fill(e);
            t.record(e);
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        long total = 0;
        for (long[] b : t.buckets.values()) total += b[0];
        System.out.printf("events=%d buckets=%d total=%d ewma0=%.4f in %.2f s%n",
                events, t.buckets.size(), total, t.ewma[0], secs);
    }
}
