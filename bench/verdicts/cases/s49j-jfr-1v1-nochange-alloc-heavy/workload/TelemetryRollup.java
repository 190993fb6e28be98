import java.util.*;
import java.util.stream.*;

/**
 * Telemetry rollup: generates sensor readings as text lines, parses each into
 * short-lived objects (Reading, boxed values, substrings), groups them into
 * per-device windows, and renders a summary. Deliberately allocation-heavy so
 * the young generation fills and collects often.
 */
public class TelemetryRollup {
    static final class Reading {
        final String device; final String metric; final long ts; final Double value; final List<String> tags;
        Reading(String device, String metric, long ts, Double value, List<String> tags) {
            this.device = device; this.metric = metric; this.ts = ts; this.value = value; this.tags = tags;
        }
    }

    static final class Window {
        final String key; final List<Double> values = new ArrayList<>();
        Window(String key) { this.key = key; }
    }

    static final class Rng {
        long s; Rng(long s) { this.s = s; }
        int next(int bound) { s = s * 6364136223846793005L + 1442695040888963407L; return (int) ((s >>> 33) % bound); }
    }

    static String makeLine(Rng r, long ts) {
        StringBuilder sb = new StringBuilder(96);
        sb.append("dev-").append(r.next(400)).append('|')
          .append(new String[]{"temp", "hum", "volt", "rpm", "lux"}[r.next(5)]).append('|')
          .append(ts).append('|')
          .append(r.next(100000) / 100.0).append('|')
          .append("site=s").append(r.next(12)).append(",rack=r").append(r.next(40)).append(",fw=").append(r.next(5));
        return sb.toString();
    }

    static List<String> parseTags(String s) {
        List<String> tags = new ArrayList<>();
        for (String kv : s.split(",")) tags.add(kv.substring(kv.indexOf('=') + 1));
        return tags;
    }

    static Reading parseLine(String line) {
        String[] f = line.split("\\|");
        return new Reading(f[0], f[1], Long.parseLong(f[2]), Double.valueOf(f[3]), parseTags(f[4]));
    }

    static String windowKey(Reading rd, long windowMs) {
        return rd.device + "/" + rd.metric + "/" + (rd.ts / windowMs);
    }

    static Map<String, Window> groupBatch(List<String> lines, long windowMs) {
        Map<String, Window> windows = new HashMap<>();
        for (String line : lines) {
            Reading rd = parseLine(line);
            windows.computeIfAbsent(windowKey(rd, windowMs), Window::new).values.add(rd.value);
        }
        return windows;
    }

    static double[] summarize(Window w) {
        List<Double> sorted = new ArrayList<>(w.values);
        Collections.sort(sorted);
        double sum = sorted.stream().mapToDouble(Double::doubleValue).sum();
        return new double[]{sorted.get(0), sorted.get(sorted.size() / 2), sorted.get(sorted.size() - 1), sum / sorted.size()};
    }

    static String render(Map<String, Window> windows) {
        List<String> keys = windows.keySet().stream().sorted().collect(Collectors.toList());
        StringBuilder sb = new StringBuilder();
        for (String k : keys) {
            double[] s = summarize(windows.get(k));
            sb.append(k);
            for (double v : s) sb.append(' ').append(Math.round(v * 1000) / 1000.0);
            sb.append('\n');
        }
        return sb.toString();
    }

    static long processBatch(Rng r, long t0, int batchSize) {
        List<String> lines = new ArrayList<>(batchSize);
        for (int i = 0; i < batchSize; i++) lines.add(makeLine(r, t0 + i * 37L));
        String out = render(groupBatch(lines, 300_000));
        long h = 1125899906842597L;
        for (int i = 0; i < out.length(); i++) h = 31 * h + out.charAt(i);
        return h;
    }

    public static void main(String[] args) {
        int batches = Integer.parseInt(args.length > 0 ? args[0] : "60");
        int batchSize = Integer.parseInt(args.length > 1 ? args[1] : "20000");
        Rng r = new Rng(424242);
        long h = 0, t0 = System.nanoTime();
        for (int b = 0; b < batches; b++) h ^= processBatch(r, 1_700_000_000_000L + b * 3_600_000L, batchSize) * (b + 1);
        System.out.printf("batches=%d batchSize=%d checksum=%016x ms=%d%n", batches, batchSize, h, (System.nanoTime() - t0) / 1_000_000);
    }
}
