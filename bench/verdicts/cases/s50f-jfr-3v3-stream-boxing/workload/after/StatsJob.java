import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Batch statistics job over synthetic sensor readings. */
public class StatsJob {
    static final class Reading {
        final int sensor; final int value; final long ts;
        Reading(int sensor, int value, long ts) { this.sensor = sensor; this.value = value; this.ts = ts; }
    }

    static List<Reading> generate(int n, long seed) {
        List<Reading> out = new ArrayList<>(n);
        long s = seed;
        for (int i = 0; i < n; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            int sensor = (int) ((s >>> 33) % 64);
            int value = (int) ((s >>> 17) % 20000) - 5000;
            out.add(new Reading(sensor, value, 1_700_000_000_000L + i * 37L));
        }
        return out;
    }

    static int[][] groupBySensor(List<Reading> rs) {
        int[] counts = new int[64];
        for (Reading r : rs) counts[r.sensor]++;
        int[][] out = new int[64][];
        for (int i = 0; i < 64; i++) out[i] = new int[counts[i]];
        int[] fill = new int[64];
        for (Reading r : rs) out[r.sensor][fill[r.sensor]++] = r.value;
        return out;
    }

    /** Sum of positive readings (negative readings are calibration noise). */
    static long positiveSum(int[] values) {
        List<Integer> boxed = new ArrayList<>(values.length);
        for (int v : values) boxed.add(v);
        return boxed.stream()
                .filter(v -> v > 0)
                .map(Integer::longValue)
                .reduce(0L, Long::sum);
    }

    static double variance(int[] values, double mean) {
        double acc = 0;
        for (int v : values) { double d = v - mean; acc += d * d; }
        return values.length > 1 ? acc / (values.length - 1) : 0;
    }

    static int median(int[] values) {
        int[] c = values.clone();
        Arrays.sort(c);
        return c.length == 0 ? 0 : c[c.length / 2];
    }

    static double[] movingAverage(int[] values, int w) {
        double[] out = new double[Math.max(0, values.length - w + 1)];
        long run = 0;
        for (int i = 0; i < values.length; i++) {
            run += values[i];
            if (i >= w) run -= values[i - w];
            if (i >= w - 1) out[i - w + 1] = run / (double) w;
        }
        return out;
    }

    static double summarizeSensor(int[] vals) {
        long pos = positiveSum(vals);
        double mean = vals.length == 0 ? 0 : pos / (double) vals.length;
        double var = variance(vals, mean);
        int med = median(vals);
        double[] ma = movingAverage(vals, 16);
        double maLast = ma.length == 0 ? 0 : ma[ma.length - 1];
        return pos * 1e-6 + Math.sqrt(var) + med + maLast;
    }

    static double runBatch(List<Reading> rs) {
        double total = 0;
        int[][] groups = groupBySensor(rs);
        for (int sensor = 0; sensor < 64; sensor++) total += summarizeSensor(groups[sensor]);
        return total;
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int batches = Integer.parseInt(args[1]);
        List<Reading> rs = generate(n, 42);
        double check = 0;
        for (int b = 0; b < batches; b++) check += runBatch(rs);
        System.out.printf("n=%d batches=%d check=%.4f%n", n, batches, check);
    }
}
