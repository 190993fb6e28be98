import java.util.*;
import java.util.regex.*;

/** Synthetic access-log auditor: generates log lines, parses them, aggregates per route, reports. */
public class LogAudit {
    static final String[] METHODS = {"GET", "POST", "PUT", "DELETE"};
    static final String[] ROUTES = {"/api/users", "/api/orders", "/static/app.js", "/api/items", "/health", "/login"};
    private static final Pattern LINE = Pattern.compile(
        "^(\\d+\\.\\d+\\.\\d+\\.\\d+) \\[(\\d+)\\] \"(GET|POST|PUT|DELETE) ([^ ?\"]+)(?:\\?([^ \"]*))? HTTP/1\\.1\" (\\d{3}) (\\d+)$");

    static final class Entry {
        String ip; long ts; String method; String route; String query; int status; long bytes;
    }

    static final class RouteStats {
        long count, bytes, errors; long[] sizeBuckets = new long[16];
    }

    static List<String> generate(int n, long seed) {
        Random r = new Random(seed);
        List<String> out = new ArrayList<>(n);
        StringBuilder sb = new StringBuilder(128);
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            sb.append(10 + r.nextInt(200)).append('.').append(r.nextInt(256)).append('.')
              .append(r.nextInt(256)).append('.').append(r.nextInt(256));
            sb.append(" [").append(1700000000L + i).append("] \"");
            sb.append(METHODS[r.nextInt(METHODS.length)]).append(' ').append(ROUTES[r.nextInt(ROUTES.length)]);
            if (r.nextBoolean()) sb.append("?id=").append(r.nextInt(100000)).append("&v=").append(r.nextInt(9));
            sb.append(" HTTP/1.1\" ").append(r.nextInt(10) == 0 ? 500 : 200).append(' ').append(r.nextInt(50000));
            out.add(sb.toString());
        }
        return out;
    }

    static Entry parseLine(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) return null;
        Entry e = new Entry();
        e.ip = m.group(1);
        e.ts = Long.parseLong(m.group(2));
        e.method = m.group(3);
        e.route = m.group(4);
        e.query = m.group(5);
        e.status = Integer.parseInt(m.group(6));
        e.bytes = Long.parseLong(m.group(7));
        return e;
    }

    static int anonymizeIp(String ip) {
        int h = 0, part = 0;
        for (int i = 0; i < ip.length(); i++) {
            char c = ip.charAt(i);
            if (c == '.') { h = h * 131 + part; part = 0; } else part = part * 10 + (c - '0');
        }
        return (h * 131 + part) & 0xffffff00;
    }

    static Map<String, String> parseQuery(String q) {
        Map<String, String> m = new HashMap<>();
        if (q == null) return m;
        for (String kv : q.split("&")) {
            int eq = kv.indexOf('=');
            if (eq > 0) m.put(kv.substring(0, eq), kv.substring(eq + 1));
        }
        return m;
    }

    static void aggregate(Map<String, RouteStats> stats, Entry e) {
        RouteStats s = stats.computeIfAbsent(e.method + " " + e.route, k -> new RouteStats());
        s.count++;
        s.bytes += e.bytes;
        if (e.status >= 500) s.errors++;
        int b = 63 - Long.numberOfLeadingZeros(e.bytes + 1);
        s.sizeBuckets[Math.min(15, b)]++;
    }

    static long audit(List<String> lines, Map<String, RouteStats> stats) {
        long check = 0;
        for (String line : lines) {
            Entry e = parseLine(line);
            if (e == null) continue;
            check += anonymizeIp(e.ip);
            Map<String, String> q = parseQuery(e.query);
            String id = q.get("id");
            if (id != null) check += id.hashCode();
            aggregate(stats, e);
        }
        return check;
    }

    static String report(Map<String, RouteStats> stats) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, RouteStats> en : new TreeMap<>(stats).entrySet()) {
            RouteStats s = en.getValue();
            sb.append(String.format("%-22s n=%d bytes=%d err=%d%n", en.getKey(), s.count, s.bytes, s.errors));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        List<String> lines = generate(n, 42);
        long check = 0;
        Map<String, RouteStats> stats = new HashMap<>();
        for (int r = 0; r < rounds; r++) check += audit(lines, stats);
        System.out.print(report(stats));
        System.out.println("checksum " + check);
    }
}
