import java.util.*;

/** Log-event aggregator: parses synthetic access-log lines, classifies them and tallies counters per status/route bucket. */
public class EventStats {
    static final int BUCKETS = 4096;

    static final class Event {
        int route; int status; int latency; int bytes;
    }

    static final int[] counters = new int[BUCKETS];

    static long checksumLatency = 0;

    static String[] makeLines(int n, long seed) {
        Random r = new Random(seed);
        String[] routes = {"/api/user", "/api/order", "/static/js", "/health", "/api/search", "/login", "/cart", "/img"};
        String[] lines = new String[n];
        for (int i = 0; i < n; i++) {
            int st = r.nextInt(100) < 90 ? 200 : (r.nextBoolean() ? 404 : 500);
            lines[i] = "10.0." + r.nextInt(256) + "." + r.nextInt(256) + " GET " + routes[r.nextInt(routes.length)]
                    + "/" + r.nextInt(500) + " " + st + " " + r.nextInt(2000) + " " + r.nextInt(90000);
        }
        return lines;
    }

    static int parseIntField(String s, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) v = v * 10 + (s.charAt(i) - '0');
        return v;
    }

    static boolean parse(String line, Event ev) {
        int sp1 = line.indexOf(' ');
        int sp2 = line.indexOf(' ', sp1 + 1);
        int sp3 = line.indexOf(' ', sp2 + 1);
        int sp4 = line.indexOf(' ', sp3 + 1);
        int sp5 = line.indexOf(' ', sp4 + 1);
        if (sp5 < 0) return false;
        int h = 0;
        for (int i = sp2 + 1; i < sp3; i++) h = h * 31 + line.charAt(i);
        ev.route = h;
        ev.status = parseIntField(line, sp3 + 1, sp4);
        ev.latency = parseIntField(line, sp4 + 1, sp5);
        ev.bytes = parseIntField(line, sp5 + 1, line.length());
        return true;
    }

    static int classify(Event ev) {
        int cls = ev.status >= 500 ? 2 : ev.status >= 400 ? 1 : 0;
        int lat = ev.latency < 50 ? 0 : ev.latency < 200 ? 1 : ev.latency < 1000 ? 2 : 3;
        return ((ev.route & 0xff) << 4 | cls << 2 | lat) & (BUCKETS - 1);
    }

    static void recordEvent(int bucket) {
        counters[bucket]++;
    }

    static int counterAt(int b) { return counters[b]; }

    static void processBatch(String[] lines, Event ev) {
        for (String line : lines) {
            if (!parse(line, ev)) continue;
            int b = classify(ev);
            // each event updates several derived counters
            recordEvent(b);
            recordEvent((b * 7 + ev.bytes) & (BUCKETS - 1));
            recordEvent((b ^ (ev.latency >> 3)) & (BUCKETS - 1));
            checksumLatency += ev.latency;
        }
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int passes = Integer.parseInt(args[1]);
        String[] lines = makeLines(n, 42L);
        Event ev = new Event();
        for (int p = 0; p < passes; p++) processBatch(lines, ev);
        long sum = 0;
        for (int b = 0; b < BUCKETS; b++) sum = sum * 31 + counterAt(b);
        System.out.println("events=" + (long) n * passes + " checksum=" + sum + " lat=" + checksumLatency);
    }
}
