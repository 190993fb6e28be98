import java.util.Arrays;

/**
 * Sensor telemetry smoothing: for each batch of readings, compute a moving-window
 * feature per sample (windowFeature), detect spikes against it, then bucket the
 * readings into a histogram and sort a copy for percentiles.
 * Usage: java Telemetry SECONDS [WINDOW]
 */
public class Telemetry {
    static long seed = 0x9E3779B97F4A7C15L;

    static int next(int bound) {
        seed ^= seed << 13; seed ^= seed >>> 7; seed ^= seed << 17;
        return (int) ((seed >>> 1) % bound);
    }

    static int[] readBatch(int n) {
        int[] r = new int[n];
        int level = 5000;
        for (int i = 0; i < n; i++) {
            level += next(201) - 100;
            r[i] = level + (next(50) == 0 ? next(4000) : 0);
        }
        return r;
    }

    /** Mean of readings[from, from+window) with the max removed (robust to one spike). */
    static int windowFeature(int[] readings, int from, int window) {
        long sum = 0;
        int max = Integer.MIN_VALUE;
        for (int i = from; i < from + window; i++) {
            int v = readings[i];
            sum += v;
            if (v > max) max = v;
        }
        return (int) ((sum - max) / (window - 1));
    }

    static int detectSpikes(int[] readings, int window) {
        int spikes = 0;
        for (int i = 0; i + window < readings.length; i++) {
            int f = windowFeature(readings, i, window);
            if (readings[i + window] - f > 1500) spikes++;
        }
        return spikes;
    }

    static int[] histogram(int[] readings) {
        int[] h = new int[64];
        for (int v : readings) h[Math.floorMod(v >> 8, 64)]++;
        return h;
    }

    /** Approximate percentile from every 16th reading. */
    static int percentile(int[] readings, double p) {
        int[] copy = new int[readings.length / 16];
        for (int i = 0; i < copy.length; i++) copy[i] = readings[i * 16];
        Arrays.sort(copy);
        return copy[(int) (p * (copy.length - 1))];
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5.0;
        int window = args.length > 1 ? Integer.parseInt(args[1]) : 24;
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long batches = 0, acc = 0;
        while (System.nanoTime() < deadline) {
            int[] readings = readBatch(50_000);
            acc += detectSpikes(readings, window);
            acc += histogram(readings)[7];
            acc += percentile(readings, 0.99);
            batches++;
        }
        System.out.println("batches " + batches + " acc " + acc);
    }
}
