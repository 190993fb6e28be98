import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses synthetic web-server access log lines and builds a per-endpoint latency report. */
public class AccessLogReport {
    static final String LINE_REGEX =
        "^(\\d{1,3}(?:\\.\\d{1,3}){3}) - (\\S+) \\[([^\\]]+)\\] \"(GET|POST|PUT|DELETE) ([^ ?\"]+)(?:\\?[^ \"]*)? HTTP/1\\.[01]\" (\\d{3}) (\\d+) (\\d+)ms$";
    static final Pattern LINE = Pattern.compile(LINE_REGEX);

    static final String[] PATHS = {"/api/users", "/api/orders", "/api/items/42", "/static/app.js", "/login",
        "/api/search", "/api/cart", "/health", "/metrics", "/api/admin/stats"};
    static final String[] METHODS = {"GET", "POST", "PUT", "DELETE"};

    record Entry(String ip, String user, String method, String path, int status, long bytes, int latencyMs) {}

    static final class Stats {
        long count, errors, bytes;
        final List<Integer> latencies = new ArrayList<>();
    }

    static long seed = 0x9E3779B97F4A7C15L;
    static long nextRandom() {
        seed ^= seed << 13; seed ^= seed >>> 7; seed ^= seed << 17;
        return seed & Long.MAX_VALUE;
    }

    static String generateLine() {
        long r = nextRandom();
        StringBuilder sb = new StringBuilder(128);
        sb.append("10.").append((r >> 3) & 255).append('.').append((r >> 11) & 255).append('.').append((r >> 19) & 255);
        sb.append(" - user").append(r % 500).append(" [12/Mar/2024:10:").append((r >> 27) % 60).append(":00 +0000] \"");
        sb.append(METHODS[(int) ((r >> 33) % METHODS.length)]).append(' ').append(PATHS[(int) ((r >> 36) % PATHS.length)]);
        if (((r >> 40) & 1) == 1) sb.append("?page=").append((r >> 41) % 20);
        sb.append(" HTTP/1.1\" ").append(((r >> 45) % 10 == 0) ? 500 : 200).append(' ').append((r >> 20) % 100000)
          .append(' ').append((r >> 30) % 3000).append("ms");
        return sb.toString();
    }

    static Entry parseLine(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) return null;
        return new Entry(m.group(1), m.group(2), m.group(4), m.group(5),
            Integer.parseInt(m.group(6)), Long.parseLong(m.group(7)), Integer.parseInt(m.group(8)));
    }

    static String endpointKey(Entry e) {
        String p = e.path();
        int slash = p.lastIndexOf('/');
        if (slash > 0 && slash + 1 < p.length() && Character.isDigit(p.charAt(slash + 1))) p = p.substring(0, slash) + "/{id}";
        return e.method() + " " + p;
    }

    static void aggregate(Map<String, Stats> stats, Entry e) {
        Stats s = stats.computeIfAbsent(endpointKey(e), k -> new Stats());
        s.count++;
        if (e.status() >= 500) s.errors++;
        s.bytes += e.bytes();
        s.latencies.add(e.latencyMs());
    }

    static long summarize(Map<String, Stats> stats) {
        long acc = 0;
        for (Map.Entry<String, Stats> me : new TreeMap<>(stats).entrySet()) {
            Stats s = me.getValue();
            s.latencies.sort(null);
            int p50 = s.latencies.get(s.latencies.size() / 2);
            int p99 = s.latencies.get((int) (s.latencies.size() * 0.99));
            acc = acc * 31 + me.getKey().hashCode() + s.count + s.errors * 7 + s.bytes + p50 + 13L * p99;
        }
        return acc;
    }

    static long processBatch(int n) {
        Map<String, Stats> stats = new HashMap<>();
        int bad = 0;
        for (int i = 0; i < n; i++) {
            Entry e = parseLine(generateLine());
            if (e == null) { bad++; continue; }
            aggregate(stats, e);
        }
        return summarize(stats) + bad;
    }

    public static void main(String[] args) {
        int batches = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        int perBatch = args.length > 1 ? Integer.parseInt(args[1]) : 50000;
        long total = 0;
        for (int b = 0; b < batches; b++) total += processBatch(perBatch);
        System.out.println("checksum " + Long.toHexString(total));
    }
}
