import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/** Access-log report: generate synthetic access-log lines, parse them, normalise the request path
 *  into a route key, group per route and build a latency summary. */
public class LogReport {
    static final String[] METHODS = {"GET", "GET", "GET", "POST", "PUT", "DELETE"};
    static final String[] ROUTES = {"/api/v1/items/%d", "/api/v1/users/%d/orders", "/static/js/%d/app.js",
            "/api/v2/search?q=term%d", "/health", "/api/v1/items/%d/reviews/%d", "/login", "/cart/%d/checkout"};
    static final String[] AGENTS = {"Mozilla/5.0 (X11; Linux x86_64)", "curl/8.4.0", "Go-http-client/1.1",
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1)", "python-requests/2.31"};
    static final Pattern NUM = Pattern.compile("/\\d+");
    static final Pattern QUERY = Pattern.compile("\\?.*$");
    static final Pattern HEXLIKE = Pattern.compile("\\.[0-9a-f]{3,}\\.");

    record Req(String method, String path, int status, int bytes, int micros, String agent) {}
    record Stat(long n, long bytes, long micros, int maxMicros, long errors) {
        static Stat of(Req r) { return new Stat(1, r.bytes(), r.micros(), r.micros(), r.status() >= 400 ? 1 : 0); }
        Stat plus(Stat o) { return new Stat(n + o.n, bytes + o.bytes, micros + o.micros, Math.max(maxMicros, o.maxMicros), errors + o.errors); }
    }

    static List<String> generate(int n, long seed) {
        Random rnd = new Random(seed);
        List<String> out = new ArrayList<>(n);
        StringBuilder sb = new StringBuilder(160);
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            String tpl = ROUTES[rnd.nextInt(ROUTES.length)];
            String path = tpl.replace("%d", Integer.toString(rnd.nextInt(50000)));
            int st = rnd.nextInt(100) < 92 ? 200 : (rnd.nextBoolean() ? 404 : 503);
            sb.append("10.").append(rnd.nextInt(256)).append('.').append(rnd.nextInt(256)).append(".7 - - [26/Nov/2026:10:")
              .append(10 + rnd.nextInt(50)).append(':').append(10 + rnd.nextInt(50)).append(" +0000] \"")
              .append(METHODS[rnd.nextInt(METHODS.length)]).append(' ').append(path).append(" HTTP/1.1\" ")
              .append(st).append(' ').append(rnd.nextInt(90000)).append(' ').append(200 + rnd.nextInt(40000))
              .append(" \"").append(AGENTS[rnd.nextInt(AGENTS.length)]).append('"');
            out.add(sb.toString());
        }
        return out;
    }

    static Req parse(String line) {
        int q1 = line.indexOf('"');
        int sp1 = line.indexOf(' ', q1);
        int sp2 = line.indexOf(' ', sp1 + 1);
        int q2 = line.indexOf('"', sp2);
        String method = line.substring(q1 + 1, sp1);
        String path = line.substring(sp1 + 1, sp2);
        String[] rest = line.substring(q2 + 2).split(" ", 4);
        String agent = rest[3].substring(1, rest[3].length() - 1);
        return new Req(method, path, Integer.parseInt(rest[0]), Integer.parseInt(rest[1]), Integer.parseInt(rest[2]), agent);
    }

    static Map<String, Stat> summarise(List<String> lines) {
        return lines.parallelStream()
                .map(LogReport::parse)
                .filter(r -> !r.path().equals("/health"))
                .collect(Collectors.toMap(
                        r -> {
                            String p = QUERY.matcher(r.path()).replaceFirst("");
                            p = NUM.matcher(p).replaceAll("/{id}");
                            p = HEXLIKE.matcher(p).replaceAll(".{hash}.");
                            p = String.format("%s %s [%s]", r.method(), p.toLowerCase(Locale.ROOT), r.agent().startsWith("Mozilla") ? "browser" : "client");
                            return p;
                        },
                        Stat::of, Stat::plus, TreeMap::new));
    }

    static String render(Map<String, Stat> m) {
        StringBuilder sb = new StringBuilder();
        List<Map.Entry<String, Stat>> es = new ArrayList<>(m.entrySet());
        es.sort(Comparator.comparingLong((Map.Entry<String, Stat> e) -> -e.getValue().n()).thenComparing(Map.Entry::getKey));
        for (var e : es) {
            Stat s = e.getValue();
            sb.append(String.format("%-48s %8d %10.1f %8d %6.2f%%%n", e.getKey(), s.n(), s.micros() / (double) s.n(),
                    s.maxMicros(), 100.0 * s.errors() / s.n()));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int batches = Integer.parseInt(args[0]);
        int per = Integer.parseInt(args[1]);
        long check = 0, total = 0;
        for (int b = 0; b < batches; b++) {
            List<String> lines = generate(per, 1000 + b);
            Map<String, Stat> m = summarise(lines);
            String rep = render(m);
            check = check * 31 + rep.length();
            total += m.values().stream().mapToLong(Stat::n).sum();
        }
        System.out.println("batches=" + batches + " requests=" + total + " check=" + check);
    }
}
