package app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Batch job: generate access-log lines, parse them, aggregate per endpoint, print a summary. */
public final class LogJob {
    private static final String[] METHODS = {"GET", "GET", "GET", "POST", "PUT", "DELETE"};
    private static final String[] AREAS = {"users", "orders", "items", "cart", "search", "auth"};
    private static final int[] STATUS = {200, 200, 200, 201, 204, 301, 304, 404, 500};

    static List<String> makeLines(Random rng, int n) {
        List<String> lines = new ArrayList<>(n);
        StringBuilder sb = new StringBuilder(160);
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            sb.append("10.").append(rng.nextInt(256)).append('.').append(rng.nextInt(256)).append('.')
              .append(rng.nextInt(256)).append(" - - [12/Mar/2024:10:")
              .append(i % 60 < 10 ? "0" : "").append(i % 60).append(":00 +0000] \"")
              .append(METHODS[rng.nextInt(METHODS.length)]).append(" /api/v1/")
              .append(AREAS[rng.nextInt(AREAS.length)]).append('/').append(rng.nextInt(5000))
              .append(" HTTP/1.1\" ").append(STATUS[rng.nextInt(STATUS.length)]).append(' ')
              .append(200 + rng.nextInt(90000)).append(' ').append(1 + rng.nextInt(900)).append("ms");
            lines.add(sb.toString());
        }
        return lines;
    }

    public static void main(String[] args) {
        int passes = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        int nLines = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
        Random rng = new Random(99);
        long t0 = System.nanoTime();
        long bad = 0;
        long checksum = 0;
        for (int p = 0; p < passes; p++) {
            List<String> lines = makeLines(rng, nLines);
            LogScanner scanner = new LogScanner();
            for (String line : lines) {
                if (!scanner.accept(line)) bad++;
            }
            for (Map.Entry<String, LogScanner.Stats> e : scanner.topEndpoints(20)) {
                checksum += e.getKey().hashCode() * 31L + e.getValue().bytes;
            }
        }
        System.out.printf("passes=%d lines/pass=%d bad=%d checksum=%d elapsed=%.2fs%n",
                passes, nLines, bad, checksum, (System.nanoTime() - t0) / 1e9);
    }
}
