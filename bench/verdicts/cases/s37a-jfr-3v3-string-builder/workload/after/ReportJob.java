import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A small batch "report job": generates raw CSV-like event lines, parses them
 * into records, aggregates per-region statistics, and renders every record as a
 * formatted output line (renderRow), then checksums the output.
 *
 * before/: renderRow builds the line with a StringBuilder.
 * after/:  renderRow builds the line with repeated String concatenation (s += ...).
 * Nothing else differs between the two source trees.
 */
public class ReportJob {
    static final String[] REGIONS = {"eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east", "sa-east"};
    static final String[] KINDS = {"click", "view", "buy", "refund", "signup", "login", "logout", "search"};

    static final class Record {
        long id;
        String region;
        String kind;
        int userId;
        double amount;
        int latencyMs;
        long timestamp;
        String[] labels;
    }

    static String generateLine(Random rnd, long id) {
        StringBuilder sb = new StringBuilder(256);
        sb.append(id).append(',')
          .append(REGIONS[rnd.nextInt(REGIONS.length)]).append(',')
          .append(KINDS[rnd.nextInt(KINDS.length)]).append(',')
          .append(rnd.nextInt(1_000_000)).append(',')
          .append(rnd.nextInt(100_000) / 100.0).append(',')
          .append(rnd.nextInt(2000)).append(',')
          .append(1_700_000_000_000L + rnd.nextInt(1_000_000_000));
        int nl = 7 + rnd.nextInt(9);
        for (int i = 0; i < nl; i++) {
            sb.append(',').append("lbl").append(rnd.nextInt(50));
        }
        return sb.toString();
    }

    static Record parseLine(String line) {
        Record r = new Record();
        int start = 0;
        int field = 0;
        List<String> labels = new ArrayList<>(20);
        for (int i = 0; i <= line.length(); i++) {
            if (i == line.length() || line.charAt(i) == ',') {
                String tok = line.substring(start, i);
                switch (field) {
                    case 0: r.id = Long.parseLong(tok); break;
                    case 1: r.region = tok; break;
                    case 2: r.kind = tok; break;
                    case 3: r.userId = Integer.parseInt(tok); break;
                    case 4: r.amount = Double.parseDouble(tok); break;
                    case 5: r.latencyMs = Integer.parseInt(tok); break;
                    case 6: r.timestamp = Long.parseLong(tok); break;
                    default: labels.add(tok);
                }
                field++;
                start = i + 1;
            }
        }
        r.labels = labels.toArray(new String[0]);
        return r;
    }

    static final class Stats {
        long count;
        double sum;
        long latencySum;
        int maxLatency;
    }

    static void aggregate(Map<String, Stats> stats, Record r) {
        Stats s = stats.computeIfAbsent(r.region + "/" + r.kind, k -> new Stats());
        s.count++;
        s.sum += r.amount;
        s.latencySum += r.latencyMs;
        if (r.latencyMs > s.maxLatency) s.maxLatency = r.latencyMs;
    }

    static String pad(String s, int width) {
        if (s.length() >= width) return s;
        char[] c = new char[width];
        int k = width - s.length();
        for (int i = 0; i < k; i++) c[i] = ' ';
        s.getChars(0, s.length(), c, k);
        return new String(c);
    }

    // BEGIN renderRow
    static String renderRow(Record r) {
        String s = "";
        s += pad(Long.toString(r.id), 10) + " | ";
        s += pad(r.region, 9) + " | ";
        s += pad(r.kind, 7) + " | ";
        s += "user=" + r.userId + " | ";
        s += "amt=" + r.amount + " | ";
        s += "lat=" + r.latencyMs + "ms | ";
        s += "ts=" + r.timestamp;
        for (String l : r.labels) {
            s += " #" + l;
        }
        return s;
    }
    // END renderRow

    static long checksum(String s) {
        long h = 1125899906842597L;
        for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i);
        return h;
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 1;
        int records = args.length > 1 ? Integer.parseInt(args[1]) : 3_000_000;
        Random rnd = new Random(seed);
        Map<String, Stats> stats = new HashMap<>();
        long sum = 0;
        long outChars = 0;
        long t0 = System.nanoTime();
        for (long id = 0; id < records; id++) {
            String line = generateLine(rnd, id);
            Record r = parseLine(line);
            aggregate(stats, r);
            String row = renderRow(r);
            outChars += row.length();
            sum += checksum(row);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.err.printf("records=%d groups=%d outChars=%d sum=%x ms=%d%n", records, stats.size(), outChars, sum, ms);
    }
}
