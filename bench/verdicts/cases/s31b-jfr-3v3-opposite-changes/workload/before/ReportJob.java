import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Nightly settlement report: builds trade records, renders each one as a report line,
 *  checksums the rendered line for the audit trail and aggregates per desk.
 *  Two worker threads each process half of the partitions. */
public class ReportJob {
    static final class Trade {
        final long id; final String desk; final String symbol; final int qty; final long priceCents;
        Trade(long id, String desk, String symbol, int qty, long priceCents) {
            this.id = id; this.desk = desk; this.symbol = symbol; this.qty = qty; this.priceCents = priceCents;
        }
    }

    static final String[] DESKS = {"rates", "fx", "credit", "equities", "commodities", "munis"};
    static final String[] SYMBOLS = {"AAPL", "MSFT", "EURUSD", "UST10Y", "BRENT", "GOLD", "TSLA", "JPYUSD"};

    static Trade makeTrade(long i) {
        return new Trade(i, DESKS[(int) (i % DESKS.length)], SYMBOLS[(int) ((i * 7) % SYMBOLS.length)],
                1 + (int) ((i * 13) % 500), 1000 + (i * 7919) % 900000);
    }

    static String formatLine(Trade t) {
        StringBuilder sb = new StringBuilder(96);
        sb.append(t.id).append('|').append(t.desk).append('|').append(t.symbol).append('|')
          .append(t.qty).append('|');
        long p = t.priceCents;
        sb.append(p / 100).append('.');
        long c = p % 100;
        if (c < 10) sb.append('0');
        sb.append(c).append('|');
        long notional = p * t.qty;
        sb.append(notional / 100).append('.');
        long nc = notional % 100;
        if (nc < 10) sb.append('0');
        sb.append(nc);
        return sb.toString();
    }

    // CRC-32 (IEEE), table-driven, for the audit trail
    static final int[] CRC_TABLE = new int[256];
    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            CRC_TABLE[n] = c;
        }
    }

    static long checksum(byte[] data) {
        int crc = 0xFFFFFFFF;
        for (int round = 0; round < 2; round++) {       // audit spec: CRC over 2 salted copies
            crc = CRC_TABLE[(crc ^ round) & 0xFF] ^ (crc >>> 8);
            for (byte b : data) crc = CRC_TABLE[(crc ^ b) & 0xFF] ^ (crc >>> 8);
        }
        return (~crc) & 0xFFFFFFFFL;
    }

    static long riskScore(Trade t) {
        // some per-trade arithmetic standing in for the pricing model
        double x = t.priceCents / 100.0;
        double s = 0;
        for (int k = 1; k <= 40; k++) s += Math.sqrt(x * k + t.qty) / k;
        return (long) s;
    }

    static long processPartition(int part, int tradesPerPartition, Map<String, long[]> perDesk) {
        long audit = 0;
        for (int i = 0; i < tradesPerPartition; i++) {
            Trade t = makeTrade((long) part * tradesPerPartition + i);
            String line = formatLine(t);
            audit ^= checksum(line.getBytes(StandardCharsets.US_ASCII));
            long[] agg = perDesk.computeIfAbsent(t.desk, d -> new long[3]);
            agg[0] += 1; agg[1] += t.priceCents * t.qty; agg[2] += riskScore(t);
        }
        return audit;
    }

    public static void main(String[] args) throws Exception {
        int partitions = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        int tradesPerPartition = 50000;
        ExecutorService pool = Executors.newFixedThreadPool(2);
        long t0 = System.nanoTime();
        List<Future<Long>> fs = new ArrayList<>();
        List<Map<String, long[]>> maps = new ArrayList<>();
        for (int p = 0; p < partitions; p++) {
            final int part = p;
            final Map<String, long[]> m = new HashMap<>();
            maps.add(m);
            fs.add(pool.submit(() -> processPartition(part, tradesPerPartition, m)));
        }
        long audit = 0;
        for (Future<Long> f : fs) audit ^= f.get();
        pool.shutdown();
        long n = 0, risk = 0;
        for (Map<String, long[]> m : maps) for (long[] a : m.values()) { n += a[0]; risk += a[2]; }
        System.out.printf("trades %d audit %08x risk %d elapsed %.2fs%n", n, audit, risk, (System.nanoTime() - t0) / 1e9);
    }
}
