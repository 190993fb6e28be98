package logstats;

import java.util.*;

/** Access-log analyzer: synthesizes log lines, parses them, aggregates per-route latency
 *  histograms and per-client counters, then computes percentiles and a ranked report. */
public final class LogStats {
    static final String[] METHODS = {"GET", "GET", "GET", "POST", "PUT", "DELETE"};
    static final String[] ROUTES = {"/api/users", "/api/orders", "/api/orders/items", "/static/app.js",
            "/api/search", "/health", "/api/cart", "/api/payments", "/img/logo.png", "/api/reviews"};

    record Entry(String client, String method, String route, int status, int latencyMs, int bytes) {}

    static final class RouteStats {
        final int[] hist = new int[64];
        long count, bytes, errors;
        void add(Entry e) {
            count++; bytes += e.bytes(); if (e.status() >= 500) errors++;
            hist[Math.min(63, 64 - Integer.numberOfLeadingZeros(e.latencyMs()))]++;
        }
        int percentile(double q) {
            long target = (long) Math.ceil(q * count), seen = 0;
            for (int i = 0; i < hist.length; i++) { seen += hist[i]; if (seen >= target) return 1 << i; }
            return 1 << 63;
        }
    }

    private long seed;
    LogStats(long seed) { this.seed = seed; }
    int next(int bound) {
        seed ^= seed << 13; seed ^= seed >>> 7; seed ^= seed << 17;
        return (int) Long.remainderUnsigned(seed, bound);
    }

    String synthesizeLine() {
        StringBuilder sb = new StringBuilder(128);
        sb.append("10.").append(next(4)).append('.').append(next(256)).append('.').append(next(256));
        sb.append(" - - [28/Nov/2026:21:").append(10 + next(50)).append(':').append(10 + next(50)).append(" +0000] \"");
        sb.append(METHODS[next(METHODS.length)]).append(' ').append(ROUTES[next(ROUTES.length)]);
        if (next(3) == 0) sb.append("?page=").append(next(40));
        sb.append(" HTTP/1.1\" ").append(next(20) == 0 ? 503 : 200).append(' ').append(200 + next(40000));
        sb.append(" rt=").append(1 + next(900));
        return sb.toString();
    }

    static Entry parse(String line) {
        int sp = line.indexOf(' ');
        String client = line.substring(0, sp);
        int q1 = line.indexOf('"'), q2 = line.indexOf('"', q1 + 1);
        String[] req = line.substring(q1 + 1, q2).split(" ");
        String route = req[1];
        int qm = route.indexOf('?');
        if (qm >= 0) route = route.substring(0, qm);
        String[] tail = line.substring(q2 + 2).split(" ");
        int status = Integer.parseInt(tail[0]);
        int bytes = Integer.parseInt(tail[1]);
        int latency = Integer.parseInt(tail[2].substring(3));
        return new Entry(client, req[0], route, status, latency, bytes);
    }

    static void aggregate(Entry e, Map<String, RouteStats> routes, Map<String, Integer> clients) {
        routes.computeIfAbsent(e.method() + " " + e.route(), k -> new RouteStats()).add(e);
        clients.merge(e.client(), 1, Integer::sum);
    }

    static long report(Map<String, RouteStats> routes, Map<String, Integer> clients) {
        List<Map.Entry<String, RouteStats>> rs = new ArrayList<>(routes.entrySet());
        rs.sort(Comparator.comparing((Map.Entry<String, RouteStats> x) -> -x.getValue().count).thenComparing(Map.Entry::getKey));
        long h = 17;
        for (var r : rs) h = h * 31 + r.getKey().hashCode() * 7L + r.getValue().percentile(0.5) + r.getValue().percentile(0.99) + r.getValue().errors;
        List<Map.Entry<String, Integer>> top = new ArrayList<>(clients.entrySet());
        top.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry::getKey));
        for (int i = 0; i < Math.min(20, top.size()); i++) h = h * 31 + top.get(i).getKey().hashCode() + top.get(i).getValue();
        return h;
    }

    long runBatch(int lines) {
        Map<String, RouteStats> routes = new HashMap<>();
        Map<String, Integer> clients = new HashMap<>();
        for (int i = 0; i < lines; i++) aggregate(parse(synthesizeLine()), routes, clients);
        return report(routes, clients);
    }

    public static void main(String[] args) {
        int batches = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        int lines = args.length > 1 ? Integer.parseInt(args[1]) : 50000;
        LogStats ls = new LogStats(0x2545F4914F6CDD1DL);
        long acc = 0;
        for (int b = 0; b < batches; b++) acc = acc * 1_000_003 + ls.runBatch(lines);
        System.out.println("batches=" + batches + " lines=" + lines + " digest=" + Long.toHexString(acc));
    }
}
