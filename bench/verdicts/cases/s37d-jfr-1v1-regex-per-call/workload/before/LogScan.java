import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * LogScan: reads (here: synthesises) access-log lines, splits the fixed columns
 * and extracts the key=value extras with a regex, enriches them (epoch minute from the timestamp, client family
 * from the user agent), re-emits each line as a JSON object (a log shipper's job),
 * normalises the request path into a route, aggregates latency and bytes per
 * route and status with a latency histogram, and builds a top-10 report now and then.
 * Runs for a fixed wall-clock time (argument 1, seconds).
 *
 * BEFORE variant: the key=value pattern is compiled once, in a static field.
 */
public class LogScan {
    // key: identifier, may be dotted (client.ip=); value: quoted string with \-escapes, or a bare token
    static final String KV_REGEX = "([A-Za-z_][\\w.\\-]*)=(\"(?:[^\"\\\\]|\\\\.)*\"|[^\\s\"]+)";
    static final Pattern KV = Pattern.compile(KV_REGEX);

    static final String[] HOSTS = {"web-01", "web-02", "web-03", "api-07", "api-11"};
    static final String[] LEVELS = {"INFO", "INFO", "INFO", "WARN", "ERROR"};
    static final String[] RES = {"items", "users", "orders", "carts", "search", "health"};
    static final String[] UA = {"\"curl/8.1\"", "\"Mozilla/5.0 (X11; Linux x86_64)\"", "\"okhttp/4.9\"",
                                "\"python-requests/2.31\""};

    static final class Stats {
        long count, bytes, durTotal, errors;
        int durMax;
        final int[] hist = new int[64];

        int percentile(double q) {
            long want = (long) Math.ceil(q * count), seen = 0;
            for (int b = 0; b < hist.length; b++) {
                seen += hist[b];
                if (seen >= want) return b * 8;
            }
            return hist.length * 8;
        }
    }

    static final String[][] UA_FAMILIES = {
        {"Googlebot", "bot"}, {"bingbot", "bot"}, {"Slackbot", "bot"}, {"Edg/", "edge"},
        {"OPR/", "opera"}, {"Firefox/", "firefox"}, {"Chrome/", "chrome"}, {"Safari/", "safari"},
        {"okhttp", "android-app"}, {"CFNetwork", "ios-app"}, {"python-requests", "script"},
        {"Go-http-client", "script"}, {"curl", "script"}, {"Wget", "script"}, {"Mozilla", "browser-other"}};

    static int parseIntAt(String s, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) v = v * 10 + (s.charAt(i) - '0');
        return v;
    }

    /** Adds minute (minutes since 2024-05-01) and client (family of the user agent). */
    static void enrich(Map<String, String> f) {
        String ts = f.get("ts");               // 2024-05-DDTHH:MM:SS, fields not zero-padded
        int t = ts.indexOf('T');
        int c1 = ts.indexOf(':', t), c2 = ts.indexOf(':', c1 + 1);
        int day = parseIntAt(ts, 8, t), hour = parseIntAt(ts, t + 1, c1), min = parseIntAt(ts, c1 + 1, c2);
        f.put("minute", Integer.toString(((day - 1) * 24 + hour) * 60 + min));
        String ua = f.get("ua");
        String family = "unknown";
        for (String[] fam : UA_FAMILIES) {
            if (ua.indexOf(fam[0]) >= 0) { family = fam[1]; break; }
        }
        f.put("client", family);
    }

    /** Re-emits the fields as one canonical JSON object (keys sorted), escaping values by hand. */
    static void toJson(Map<String, String> f, StringBuilder out) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, String> e : new TreeMap<>(f).entrySet()) {
            if (!first) out.append(',');
            first = false;
            out.append('"').append(e.getKey()).append("\":\"");
            String v = e.getValue();
            int start = v.length() > 1 && v.charAt(0) == '"' ? 1 : 0;
            int end = start == 1 ? v.length() - 1 : v.length();
            for (int i = start; i < end; i++) {
                char c = v.charAt(i);
                switch (c) {
                    case '"': out.append("\\\""); break;
                    case '\\': out.append("\\\\"); break;
                    case '/': out.append("\\/"); break;
                    default:
                        if (c < 0x20 || c > 0x7e) out.append(String.format("\\u%04x", (int) c));
                        else out.append(c);
                }
            }
            out.append('"');
        }
        out.append('}').append('\n');
    }

    /** 64-bit fingerprint of the emitted batch (dedup key), standing in for the output sink. */
    static int ship(StringBuilder out) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0, n = out.length(); i < n; i++) {
            long k = out.charAt(i) * 0xC2B2AE3D27D4EB4FL;
            k = Long.rotateLeft(k, 31) * 0x9E3779B97F4A7C15L;
            h = Long.rotateLeft(h ^ k, 27) * 5 + 0x52dce729;
        }
        h ^= h >>> 33;
        out.setLength(0);
        return (int) (h ^ (h >>> 32));
    }

    /** One access-log line: fixed columns, then key=value extras. */
    static String generateLine(SplittableRandom r, long seq) {
        StringBuilder sb = new StringBuilder(192);
        sb.append("2024-05-").append(10 + r.nextInt(20)).append('T')
          .append(r.nextInt(24)).append(':').append(r.nextInt(60)).append(':').append(r.nextInt(60))
          .append(' ').append(HOSTS[r.nextInt(HOSTS.length)])
          .append(' ').append(LEVELS[r.nextInt(LEVELS.length)])
          .append(' ').append(r.nextInt(4) == 0 ? "POST" : "GET")
          .append(" /api/v").append(1 + r.nextInt(2)).append('/').append(RES[r.nextInt(RES.length)])
          .append('/').append(r.nextInt(100000))
          .append(' ').append(r.nextInt(20) == 0 ? 500 : (r.nextInt(10) == 0 ? 404 : 200))
          .append(" bytes=").append(r.nextInt(50000))
          .append(" dur_ms=").append(r.nextInt(400))
          .append(" req=").append(Long.toHexString(seq * 0x9E3779B97F4A7C15L))
          .append(" ua=").append(UA[r.nextInt(UA.length)]);
        return sb.toString();
    }

    static final String[] COLUMNS = {"ts", "host", "level", "method", "path", "status"};

    /** Splits the fixed columns by hand, then hands the rest to extractFields. */
    static Map<String, String> parseLine(String line) {
        Map<String, String> out = new HashMap<>(16);
        int pos = 0;
        for (String col : COLUMNS) {
            int sp = line.indexOf(' ', pos);
            out.put(col, line.substring(pos, sp));
            pos = sp + 1;
        }
        extractFields(line, pos, out);
        return out;
    }

    /** The hot method: pulls the key=value extras out of the rest of the line. */
    static void extractFields(String line, int from, Map<String, String> out) {
        Matcher m = KV.matcher(line);
        m.region(from, line.length());
        while (m.find()) {
            out.put(m.group(1), m.group(2));
        }
    }

    /** /api/v1/items/48213 -> /api/v1/items/{id} */
    static String normaliseRoute(String path) {
        StringBuilder sb = new StringBuilder(path.length());
        int i = 0, n = path.length();
        while (i < n) {
            char c = path.charAt(i);
            if (c == '/' && i + 1 < n && Character.isDigit(path.charAt(i + 1))) {
                sb.append("/{id}");
                i++;
                while (i < n && Character.isDigit(path.charAt(i))) i++;
            } else {
                sb.append(c);
                i++;
            }
        }
        return sb.toString();
    }

    static void aggregate(Map<String, Stats> stats, Map<String, String> f) {
        String key = f.get("method") + " " + normaliseRoute(f.get("path")) + " " + f.get("status");
        Stats s = stats.computeIfAbsent(key, k -> new Stats());
        int dur = Integer.parseInt(f.get("dur_ms"));
        s.count++;
        s.bytes += Long.parseLong(f.get("bytes"));
        s.durTotal += dur;
        if (dur > s.durMax) s.durMax = dur;
        s.hist[Math.min(63, dur / 8)]++;
        if (!"200".equals(f.get("status"))) s.errors++;
    }

    static String report(Map<String, Stats> stats) {
        List<Map.Entry<String, Stats>> es = new ArrayList<>(stats.entrySet());
        es.sort((a, b) -> Long.compare(b.getValue().durTotal, a.getValue().durTotal));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(10, es.size()); i++) {
            Stats s = es.get(i).getValue();
            sb.append(String.format("%-32s n=%d avg=%.1fms p50=%d p99=%d max=%d err=%d%n", es.get(i).getKey(),
                    s.count, (double) s.durTotal / s.count, s.percentile(0.5), s.percentile(0.99), s.durMax,
                    s.errors));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 17.0;
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        SplittableRandom r = new SplittableRandom(42);
        Map<String, Stats> stats = new HashMap<>();
        long lines = 0;
        int reports = 0, checksum = 0, shipped = 0;
        StringBuilder out = new StringBuilder(1 << 16);
        while (System.nanoTime() < deadline) {
            for (int k = 0; k < 1000; k++) {
                String line = generateLine(r, lines++);
                Map<String, String> f = parseLine(line);
                enrich(f);
                toJson(f, out);
                aggregate(stats, f);
            }
            shipped ^= ship(out);
            if (lines % 50000 == 0) {
                checksum += report(stats).hashCode();
                reports++;
            }
        }
        System.out.println("lines=" + lines + " routes=" + stats.size() + " reports=" + reports
                + " chk=" + checksum + " shipped=" + shipped);
    }
}
