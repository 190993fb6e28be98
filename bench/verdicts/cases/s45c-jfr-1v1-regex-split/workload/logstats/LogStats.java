package logstats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Parses delimited service log lines ("ts , service ; level , latency ; bytes , message")
 * and aggregates per service/level. Usage: LogStats <tokenizer|regex> <rounds> <lines>
 *   tokenizer (before): LineParser.parse() splits with the hand-written splitFields().
 *   regex     (after):  LineParser.parse() uses line.split("\\s*[,;]\\s*").
 */
public final class LogStats {

    static final String[] SERVICES = {"auth", "billing", "catalog", "checkout", "search", "profile", "gateway"};
    static final String[] LEVELS = {"INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR"};
    static final String[] WORDS = {"request", "served", "cache", "miss", "retry", "upstream", "timeout", "ok", "user", "token"};

    static final class Record {
        final long ts; final String service; final String level; final int latencyMs; final long bytes; final String message;
        Record(long ts, String service, String level, int latencyMs, long bytes, String message) {
            this.ts = ts; this.service = service; this.level = level; this.latencyMs = latencyMs; this.bytes = bytes; this.message = message;
        }
    }

    static final class Stats {
        long count, bytes, latencySum; int maxLatency; int words;
        void add(Record r) {
            count++; bytes += r.bytes; latencySum += r.latencyMs;
            if (r.latencyMs > maxLatency) maxLatency = r.latencyMs;
            words += MessageScanner.countWords(r.message);
        }
    }

    static final class MessageScanner {
        static int countWords(String s) {
            int n = 0; boolean in = false;
            for (int i = 0; i < s.length(); i++) {
                boolean w = s.charAt(i) != ' ';
                if (w && !in) n++;
                in = w;
            }
            return n;
        }
    }

    static final class LineParser {
        final boolean useRegex;
        LineParser(boolean useRegex) { this.useRegex = useRegex; }

        Record parse(String line) {
            String[] f = useRegex ? line.split("\\s*[,;]\\s*") : splitFields(line);
            if (f.length != 6) return null;
            return new Record(Long.parseLong(f[0]), f[1], f[2], Integer.parseInt(f[3]), Long.parseLong(f[4]), f[5]);
        }

        /** Splits on ',' or ';' and trims the whitespace around each separator. */
        static String[] splitFields(String line) {
            List<String> out = new ArrayList<>(8);
            int start = 0, n = line.length();
            for (int i = 0; i <= n; i++) {
                char c = i < n ? line.charAt(i) : ',';
                if (c == ',' || c == ';') {
                    int a = start, b = i;
                    while (a < b && Character.isWhitespace(line.charAt(a))) a++;
                    while (b > a && Character.isWhitespace(line.charAt(b - 1))) b--;
                    out.add(line.substring(a, b));
                    start = i + 1;
                }
            }
            // String.split drops trailing empty strings; do the same.
            int size = out.size();
            while (size > 0 && out.get(size - 1).isEmpty()) size--;
            return out.subList(0, size).toArray(new String[0]);
        }
    }

    static String[] generate(long seed, int n) {
        String[] lines = new String[n];
        long s = seed;
        StringBuilder sb = new StringBuilder(96);
        for (int i = 0; i < n; i++) {
            s ^= s << 13; s ^= s >>> 7; s ^= s << 17;
            long r = s & Long.MAX_VALUE;
            sb.setLength(0);
            sb.append(1700000000000L + i * 37L).append(" , ")
              .append(SERVICES[(int) (r % SERVICES.length)]).append(";")
              .append(LEVELS[(int) ((r >>> 8) % LEVELS.length)]).append(" ,")
              .append((r >>> 16) % 2000).append(" ; ")
              .append((r >>> 28) % 100000).append(",");
            int nw = 2 + (int) ((r >>> 40) % 6);
            for (int w = 0; w < nw; w++) {
                if (w > 0) sb.append(' ');
                sb.append(WORDS[(int) ((r >>> (44 + w)) % WORDS.length)]);
            }
            lines[i] = sb.toString();
        }
        return lines;
    }

    static Map<String, Stats> aggregate(String[] lines, LineParser p) {
        Map<String, Stats> m = new HashMap<>();
        for (String line : lines) {
            Record r = p.parse(line);
            if (r == null) continue;
            m.computeIfAbsent(r.service + "/" + r.level, k -> new Stats()).add(r);
        }
        return m;
    }

    static long digest(Map<String, Stats> m) {
        long h = 1469598103934665603L;
        for (Map.Entry<String, Stats> e : new TreeMap<>(m).entrySet()) {
            Stats s = e.getValue();
            h = (h ^ e.getKey().hashCode()) * 1099511628211L;
            h = (h ^ s.count) * 1099511628211L;
            h = (h ^ s.bytes) * 1099511628211L;
            h = (h ^ s.latencySum) * 1099511628211L;
            h = (h ^ s.maxLatency) * 1099511628211L;
            h = (h ^ s.words) * 1099511628211L;
        }
        return h;
    }

    public static void main(String[] args) {
        boolean regex = args[0].equals("regex");
        int rounds = Integer.parseInt(args[1]);
        int n = Integer.parseInt(args[2]);
        LineParser p = new LineParser(regex);
        long acc = 0;
        for (int r = 0; r < rounds; r++) {
            String[] lines = generate(0x9E3779B97F4A7C15L + r, n);
            acc = acc * 31 + digest(aggregate(lines, p));
        }
        System.out.printf("mode=%s rounds=%d lines=%d acc=%016x%n", args[0], rounds, n, acc);
    }
}
