import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// A small batch pipeline: generate sensor readings, parse text records,
// collect per-batch scores, checksum the encoded batch and sort a window.
public class Pipeline {
    static final int BATCH = 4096;

    static long seed = 42;
    static int nextRand() {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) (seed >>> 33);
    }

    static String[] makeRecords(int n) {
        String[] out = new String[n];
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            sb.append("sensor-").append(i % 97).append(',')
              .append(nextRand() % 10000).append(',')
              .append(nextRand() % 500);
            out[i] = sb.toString();
        }
        return out;
    }

    static int[][] parseRecords(String[] recs) {
        int[][] rows = new int[recs.length][];
        for (int i = 0; i < recs.length; i++) {
            String rec = recs[i];
            int c1 = rec.indexOf(',');
            int c2 = rec.indexOf(',', c1 + 1);
            rows[i] = new int[] { rec.substring(0, c1).hashCode(),
                                  Integer.parseInt(rec, c1 + 1, c2, 10),
                                  Integer.parseInt(rec, c2 + 1, rec.length(), 10) };
        }
        return rows;
    }

    // Hot loop: compute a score per row, accumulate, then summarise.
    static long collectScores(int[][] rows) {
        int[] scores = new int[rows.length * 4];
        int n = 0;
        for (int[] r : rows) {
            int base = r[1] * 31 + r[2];
            for (int k = 0; k < 4; k++) {
                scores[n++] = (base ^ (k * 0x9E37)) & 0xFFFF;
            }
        }
        long sum = 0;
        int max = 0;
        for (int i = 0; i < n; i++) {
            int s = scores[i];
            sum += s;
            if (s > max) max = s;
        }
        return sum * 31 + max;
    }

    static long checksum(int[][] rows) {
        long h = 1469598103934665603L;
        for (int round = 0; round < 12; round++) {
            for (int[] r : rows) {
                for (int v : r) {
                    h ^= v + round;
                    h *= 1099511628211L;
                }
            }
        }
        return h;
    }

    static long sortWindow(int[][] rows) {
        int[] w = new int[rows.length];
        for (int i = 0; i < rows.length; i++) w[i] = rows[i][1] * 1000 + rows[i][2];
        Arrays.sort(w);
        return w[w.length / 2];
    }

    public static void main(String[] args) {
        long millis = Long.parseLong(args.length > 0 ? args[0] : "5000");
        long end = System.currentTimeMillis() + millis;
        long acc = 0;
        int batches = 0;
        while (System.currentTimeMillis() < end) {
            String[] recs = makeRecords(BATCH);
            int[][] rows = parseRecords(recs);
            acc += collectScores(rows);
            acc ^= checksum(rows);
            acc += sortWindow(rows);
            batches++;
        }
        System.out.println("batches=" + batches + " acc=" + acc);
    }
}
