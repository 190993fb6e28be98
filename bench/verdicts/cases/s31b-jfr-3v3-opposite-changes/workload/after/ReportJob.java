import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.CRC32;

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

    static final DateTimeFormatter SETTLE_TS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss").withZone(ZoneOffset.UTC);

    static String formatLine(Trade t) {
        // money as BigDecimal so scale and rounding are explicit (replaces hand-rolled cents padding),
        // plus the settlement timestamp column the auditors asked for
        BigDecimal price = BigDecimal.valueOf(t.priceCents, 2);
        BigDecimal notional = price.multiply(BigDecimal.valueOf(t.qty)).setScale(2, RoundingMode.HALF_EVEN);
        StringBuilder sb = new StringBuilder(96);
        sb.append(t.id).append('|').append(t.desk).append('|').append(t.symbol).append('|')
          .append(t.qty).append('|');
        sb.append(price.toPlainString()).append('|');
        sb.append(notional.toPlainString()).append('|');
        sb.append(SETTLE_TS.format(Instant.ofEpochSecond(1700000000L + t.id)));
        return sb.toString();
    }

    // CRC-32 (IEEE) for the audit trail: use the JDK's (intrinsified) CRC32 instead of our table loop
    static long checksum(byte[] data) {
        CRC32 crc = new CRC32();
        for (int round = 0; round < 2; round++) {       // audit spec: CRC over 2 salted copies
            crc.update(round);
            crc.update(data, 0, data.length);
        }
        return crc.getValue();
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
