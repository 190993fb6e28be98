import java.util.ArrayList;
import java.util.List;

/** Parses a synthetic CSV export and aggregates numeric columns. After: every field is
 *  handed to Integer.parseInt, and NumberFormatException marks it as text. */
public class CsvIngest {
    static final class Row {
        final long[] nums = new long[8];
        int numCount;
        final List<String> texts = new ArrayList<>(4);
    }

    static void addField(Row row, String field) {
        try {
            row.nums[row.numCount & 7] = Integer.parseInt(field);
            row.numCount++;
        } catch (NumberFormatException e) {
            row.texts.add(field);
        }
    }

    static Row parseLine(String line) {
        Row row = new Row();
        int start = 0;
        for (int i = 0; i <= line.length(); i++) {
            if (i == line.length() || line.charAt(i) == ',') {
                addField(row, line.substring(start, i));
                start = i + 1;
            }
        }
        return row;
    }

    static String[] makeLines(int n) {
        String[] words = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "n/a"};
        String[] lines = new String[n];
        long seed = 42;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            for (int f = 0; f < 12; f++) {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                int r = (int) (seed >>> 33);
                if (f > 0) sb.append(',');
                if ((r & 7) == 0) {                       // ~1 in 8 fields is a text label
                    sb.append(words[(r >>> 3) & 7]).append(' ').append(words[(r >>> 6) & 7])
                      .append(' ').append(words[(r >>> 9) & 7]).append(" shipment unit ")
                      .append((r >>> 12) & 1023).append(" of lot ").append((r >>> 22) & 255);
                } else {
                    sb.append((r >>> 4) % 200000 - 1000);
                }
            }
            lines[i] = sb.toString();
        }
        return lines;
    }

    static long aggregate(Row[] rows) {
        long acc = 0;
        for (Row r : rows) {
            for (int k = 0; k < 8; k++) acc += r.nums[k] * (k + 1);
            for (String t : r.texts) acc += t.length();
        }
        return acc;
    }

    /** One ingest worker: parses its slice of the export every round and folds it in. */
    static long ingest(String[] lines, int from, int to, int rounds) {
        long total = 0;
        for (int round = 0; round < rounds; round++) {
            Row[] rows = new Row[to - from];
            for (int i = from; i < to; i++) rows[i - from] = parseLine(lines[i]);
            total += aggregate(rows);
        }
        return total;
    }

    public static void main(String[] args) throws InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        String[] lines = makeLines(20000);
        int nThreads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        long[] totals = new long[nThreads];
        Thread[] workers = new Thread[nThreads];
        for (int w = 0; w < nThreads; w++) {
            final int id = w;
            workers[w] = new Thread(() -> {
                totals[id] = ingest(lines, id * lines.length / nThreads, (id + 1) * lines.length / nThreads, rounds);
            }, "ingest-" + w);
            workers[w].start();
        }
        for (Thread t : workers) t.join();
        long sum = 0;
        for (long t : totals) sum += t;
        System.out.println("checksum " + sum);
    }
}
