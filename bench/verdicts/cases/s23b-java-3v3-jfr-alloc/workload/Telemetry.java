import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Telemetry - toy sensor-report job.
 *   java Telemetry ROUNDS            (before)
 *   java -Dboxed=true Telemetry ROUNDS (after: percentiles collects the window
 *                                       into an ArrayList<Integer> and uses Collections.sort)
 * Per round: generateLines (text records), parseLine per line, smooth
 * (exponential moving average per sensor); every 16th round a report:
 * percentiles of each sensor's latency window, detectSpikes, formatReport
 * (StringBuilder) and a CRC.
 */
public class Telemetry {
    static final boolean BOXED = Boolean.getBoolean("boxed");
    static final int SENSORS = 64;
    static final int WINDOW = 1024;
    static final int REPORT_EVERY = 16;   // rounds between reports

    static final class Sensor {
        final String id;
        final int[] window = new int[WINDOW];
        int filled, next;
        double ema;
        long spikes;
        Sensor(String id) { this.id = id; }
    }

    static String[] generateLines(Random rnd, int n) {
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            int s = rnd.nextInt(SENSORS);
            int lat = 200 + (int) (Math.abs(rnd.nextGaussian()) * 900) + (rnd.nextInt(500) == 0 ? 20000 : 0);
            out[i] = "ts=" + (1700000000L + i) + " sensor=s" + s + " lat_us=" + lat + " ok=" + (lat < 5000);
        }
        return out;
    }

    /** returns sensor index * 1_000_000 + latency */
    static long parseLine(String line) {
        int a = line.indexOf("sensor=s") + 8;
        int b = line.indexOf(' ', a);
        int s = Integer.parseInt(line, a, b, 10);
        int c = line.indexOf("lat_us=", b) + 7;
        int d = line.indexOf(' ', c);
        int lat = Integer.parseInt(line, c, d, 10);
        return (long) s * 1_000_000L + lat;
    }

    static void smooth(Sensor st, int lat) {
        st.ema = st.ema == 0 ? lat : st.ema * 0.98 + lat * 0.02;
        st.window[st.next] = lat;
        st.next = (st.next + 1) % WINDOW;
        if (st.filled < WINDOW) st.filled++;
    }

    /** p50, p90, p99, p999 of the sensor's latency window */
    static int[] percentiles(Sensor st) {
        int n = st.filled;
        int[] q = new int[4];
        double[] ps = {0.50, 0.90, 0.99, 0.999};
        if (BOXED) {
            List<Integer> vals = new ArrayList<>();
            for (long i = 0; i < n; i++) vals.add(st.window[(int) i]);
            Collections.sort(vals);
            for (int k = 0; k < 4; k++) q[k] = vals.get((int) Math.min(n - 1, (long) (ps[k] * n)));
        } else {
            int[] vals = Arrays.copyOf(st.window, n);
            Arrays.sort(vals);
            for (int k = 0; k < 4; k++) q[k] = vals[(int) Math.min(n - 1, (long) (ps[k] * n))];
        }
        return q;
    }

    static int detectSpikes(Sensor st, int[] q) {
        int spikes = 0;
        int limit = Math.max(q[2] * 3, (int) (st.ema * 8));
        for (long i = 0; i < st.filled; i++) if (st.window[(int) i] > limit) spikes++;
        st.spikes += spikes;
        return spikes;
    }

    static String formatReport(int round, Sensor[] sensors, int[][] qs, int[] spikes) {
        StringBuilder sb = new StringBuilder(8192);
        sb.append("round ").append(round).append('\n');
        for (int i = 0; i < sensors.length; i++) {
            Sensor st = sensors[i];
            sb.append(st.id).append(" ema=").append(String.format("%.1f", st.ema))
              .append(" p50=").append(qs[i][0]).append(" p90=").append(qs[i][1])
              .append(" p99=").append(qs[i][2]).append(" p999=").append(qs[i][3])
              .append(" spikes=").append(spikes[i]).append('\n');
        }
        return sb.toString();
    }

    static int crc32(String s) {
        int c = ~0;
        for (long i = 0; i < s.length(); i++) {
            c ^= s.charAt((int) i);
            for (int k = 0; k < 8; k++) c = (c >>> 1) ^ (0xEDB88320 & -(c & 1));
        }
        return ~c;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1600;
        Random rnd = new Random(42);
        Sensor[] sensors = new Sensor[SENSORS];
        for (int i = 0; i < SENSORS; i++) sensors[i] = new Sensor("s" + i);
        Map<Integer, Integer> crcs = new HashMap<>();
        long t0 = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            String[] lines = generateLines(rnd, 5000);
            for (String line : lines) {
                long v = parseLine(line);
                smooth(sensors[(int) (v / 1_000_000L)], (int) (v % 1_000_000L));
            }
            if (r % REPORT_EVERY != REPORT_EVERY - 1) continue;
            int[][] qs = new int[SENSORS][];
            int[] spikes = new int[SENSORS];
            for (int i = 0; i < SENSORS; i++) {
                qs[i] = percentiles(sensors[i]);
                spikes[i] = detectSpikes(sensors[i], qs[i]);
            }
            String rep = formatReport(r, sensors, qs, spikes);
            crcs.merge(crc32(rep) & 0xff, 1, Integer::sum);
        }
        System.out.printf("rounds=%d boxed=%b buckets=%d loop=%.2fs%n", rounds, BOXED, crcs.size(),
                (System.nanoTime() - t0) / 1e9);
    }
}
