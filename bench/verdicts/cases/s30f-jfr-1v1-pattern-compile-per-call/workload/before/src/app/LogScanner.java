package app;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses access-log lines and aggregates request count, bytes and latency per endpoint. */
public final class LogScanner {
    static final class Stats {
        long requests;
        long bytes;
        long latencyMs;
        long errors;
    }

    private static final Pattern LINE = Pattern.compile(
            "^(\\S+) \\S+ \\S+ \\[([^\\]]+)\\] \"(GET|POST|PUT|DELETE) (\\S+) HTTP/1\\.[01]\" (\\d{3}) (\\d+) (\\d+)ms$");

    private final Map<String, Stats> byEndpoint = new HashMap<>();

    /** Returns false if the line does not parse. */
    boolean accept(String line) {
        String[] f = parseLine(line);
        if (f == null) return false;
        record(f[0] + " " + endpointOf(f[1]), Integer.parseInt(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]));
        return true;
    }

    /** method, path, status, bytes, latency */
    String[] parseLine(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) return null;
        return new String[] {m.group(3), m.group(4), m.group(5), m.group(6), m.group(7)};
    }

    static String endpointOf(String path) {
        int cut = path.lastIndexOf('/');
        return cut > 0 ? path.substring(0, cut) + "/{id}" : path;
    }

    private void record(String key, int status, long bytes, long latencyMs) {
        Stats s = byEndpoint.computeIfAbsent(key, k -> new Stats());
        s.requests++;
        s.bytes += bytes;
        s.latencyMs += latencyMs;
        if (status >= 500) s.errors++;
    }

    List<Map.Entry<String, Stats>> topEndpoints(int n) {
        List<Map.Entry<String, Stats>> all = new ArrayList<>(byEndpoint.entrySet());
        all.sort((a, b) -> Long.compare(b.getValue().bytes, a.getValue().bytes));
        return all.subList(0, Math.min(n, all.size()));
    }
}
