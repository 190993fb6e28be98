import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * BatchJobs: a back-office batch runner. A fixed pool of 4 worker threads
 * runs a stream of three kinds of jobs:
 *   - AccessLogJob:  parses web access-log lines and aggregates per-path stats
 *   - LedgerJob:     sorts ledger entries and computes running balances
 *   - ThumbnailJob:  downsamples a grayscale image tile (box filter) and
 *                    computes a perceptual hash of it
 */
public class BatchJobs {
    // ---------------------------------------------------------------- main
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        java.util.Random rnd = new java.util.Random(42);

        String[] paths = {"/api/orders", "/api/users", "/static/app.js", "/health", "/api/search", "/img/logo.png"};
        String[] methods = {"GET", "GET", "GET", "POST", "PUT"};
        int[] statuses = {200, 200, 200, 304, 404, 500, 503};
        String[][] logChunks = new String[16][];
        for (int c = 0; c < logChunks.length; c++) {
            String[] ls = new String[2000];
            for (int i = 0; i < ls.length; i++)
                ls[i] = "10.0." + rnd.nextInt(256) + "." + rnd.nextInt(256) + " - - [27/Nov/2025:10:"
                        + (10 + rnd.nextInt(50)) + ":" + (10 + rnd.nextInt(50)) + " +0000] \""
                        + methods[rnd.nextInt(methods.length)] + " " + paths[rnd.nextInt(paths.length)]
                        + (rnd.nextBoolean() ? "?id=" + rnd.nextInt(100000) : "") + " HTTP/1.1\" "
                        + statuses[rnd.nextInt(statuses.length)] + " " + rnd.nextInt(90000);
            logChunks[c] = ls;
        }
        LedgerJob.Entry[][] ledgers = new LedgerJob.Entry[16][];
        for (int c = 0; c < ledgers.length; c++) {
            LedgerJob.Entry[] es = new LedgerJob.Entry[3000];
            for (int i = 0; i < es.length; i++)
                es[i] = new LedgerJob.Entry(rnd.nextInt(400), rnd.nextInt(365), rnd.nextInt(20000) - 9000);
            ledgers[c] = es;
        }
        int w = 512;
        byte[][] tiles = new byte[16][];
        for (int c = 0; c < tiles.length; c++) {
            byte[] t = new byte[w * w];
            rnd.nextBytes(t);
            tiles[c] = t;
        }

        ExecutorService pool = Executors.newFixedThreadPool(4);
        long acc = 0;
        long t0 = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            List<Future<Long>> fs = new ArrayList<>();
            for (int k = 0; k < 4; k++) {
                int c = (r * 4 + k) % 16;
                fs.add(pool.submit(new AccessLogJob(logChunks[c])));
                fs.add(pool.submit(new LedgerJob(ledgers[c])));
                fs.add(pool.submit(new ThumbnailJob(tiles[c], w)));
            }
            for (Future<Long> f : fs) acc = acc * 1_000_003 + f.get();
        }
        pool.shutdown();
        System.out.printf("rounds=%d acc=%016x %.2fs%n", rounds, acc, (System.nanoTime() - t0) / 1e9);
    }
}


// ---------------------------------------------------------------- logs
final class AccessLogJob implements java.util.concurrent.Callable<Long> {
    private final String[] lines;
    AccessLogJob(String[] lines) { this.lines = lines; }

    static final class PathStats { long hits, bytes, errors; }

    @Override public Long call() {
        Map<String, PathStats> stats = new HashMap<>();
        for (String line : lines) parseLine(line, stats);
        long acc = 0;
        for (Map.Entry<String, PathStats> e : stats.entrySet())
            acc += e.getKey().hashCode() * 31L + e.getValue().hits * 7 + e.getValue().bytes + e.getValue().errors;
        return acc;
    }

    /** 10.0.0.1 - - [27/Nov/2025:10:00:00 +0000] "GET /api/x?id=1 HTTP/1.1" 200 512 */
    static void parseLine(String line, Map<String, PathStats> stats) {
        int q1 = line.indexOf('"');
        int sp1 = line.indexOf(' ', q1 + 1);
        int sp2 = line.indexOf(' ', sp1 + 1);
        int q2 = line.indexOf('"', sp2 + 1);
        String target = line.substring(sp1 + 1, sp2);
        int qm = target.indexOf('?');
        String path = qm >= 0 ? target.substring(0, qm) : target;
        // normalize so that /API/Orders and /api/%6Frders aggregate together
        path = java.net.URLDecoder.decode(path, java.nio.charset.StandardCharsets.UTF_8)
                .toLowerCase(java.util.Locale.ROOT);
        int sp3 = line.indexOf(' ', q2 + 2);
        int status = Integer.parseInt(line.substring(q2 + 2, sp3));
        long bytes = Long.parseLong(line.substring(sp3 + 1));
        PathStats s = stats.computeIfAbsent(path, k -> new PathStats());
        s.hits++;
        s.bytes += bytes;
        if (status >= 500) s.errors++;
    }
}

// -------------------------------------------------------------- ledger
final class LedgerJob implements java.util.concurrent.Callable<Long> {
    record Entry(long account, long day, long cents) {}
    private final Entry[] entries;
    LedgerJob(Entry[] entries) { this.entries = entries; }

    @Override public Long call() {
        Entry[] sorted = entries.clone();
        Arrays.sort(sorted, LedgerJob::compare);
        return runningBalances(sorted);
    }

    static int compare(Entry a, Entry b) {
        int c = Long.compare(a.account, b.account);
        return c != 0 ? c : Long.compare(a.day, b.day);
    }

    static long runningBalances(Entry[] sorted) {
        long acc = 0, bal = 0, prev = -1, overdrafts = 0;
        for (Entry e : sorted) {
            if (e.account != prev) { bal = 0; prev = e.account; }
            bal += e.cents;
            if (bal < 0) overdrafts++;
            acc = acc * 1_000_003 + bal;
        }
        return acc + overdrafts;
    }
}

// ----------------------------------------------------------- thumbnail
final class ThumbnailJob implements java.util.concurrent.Callable<Long> {
    private final byte[] tile;     // W x W grayscale
    private final int w;
    ThumbnailJob(byte[] tile, int w) { this.tile = tile; this.w = w; }

    @Override public Long call() {
        int[] small = downsample(tile, w, 4);
        return dhash(small, w / 4);
    }

    static int[] downsample(byte[] px, int w, int f) {
        int sw = w / f;
        int[] out = new int[sw * sw];
        for (int y = 0; y < sw; y++)
            for (int x = 0; x < sw; x++) {
                int sum = 0;
                for (int dy = 0; dy < f; dy++)
                    for (int dx = 0; dx < f; dx++)
                        sum += px[(y * f + dy) * w + x * f + dx] & 0xff;
                out[y * sw + x] = sum / (f * f);
            }
        return out;
    }

    static long dhash(int[] img, int sw) {
        long h = 0;
        for (int y = 0; y < sw; y++)
            for (int x = 0; x + 1 < sw; x++)
                h = h * 31 + (img[y * sw + x] > img[y * sw + x + 1] ? 1 : 0);
        return h;
    }
}

