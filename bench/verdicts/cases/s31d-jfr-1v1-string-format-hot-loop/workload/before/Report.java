// Report: generates ledger rows, renders each row as a CSV line, checksums the rendered export
// (CRC32 over the UTF-8 bytes) and computes three reports (per currency by amount, per account,
// per day) by sorting the rows.
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import java.util.zip.CRC32;

public class Report {
    static final class Row {
        final String account;
        final long id;
        final double amount;
        final String currency;
        final int day;

        Row(String account, long id, double amount, String currency, int day) {
            this.account = account;
            this.id = id;
            this.amount = amount;
            this.currency = currency;
            this.day = day;
        }
    }

    static final String[] CCY = {"EUR", "USD", "GBP", "CHF", "JPY", "SEK"};

    static Row[] makeRows(int n, long seed) {
        Row[] rows = new Row[n];
        long x = seed;
        for (int i = 0; i < n; i++) {
            x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
            String acct = "AC" + (100000 + (int) ((x >>> 8) % 900000));
            long cents = (x >>> 20) % 10_000_000L;
            rows[i] = new Row(acct, i + (x & 0xffff), cents / 100.0, CCY[(int) ((x >>> 40) % CCY.length)],
                              1 + (int) ((x >>> 50) % 28));
        }
        return rows;
    }

    static String formatLine(Row r) {
        StringBuilder sb = new StringBuilder(48);
        long cents = Math.round(r.amount * 100.0);
        sb.append(r.account).append(',').append(r.id).append(',').append(cents / 100).append('.');
        long c = cents % 100;
        if (c < 10) sb.append('0');
        sb.append(c).append(',').append(r.currency).append(',').append(r.day);
        return sb.toString();
    }

    static String[] render(Row[] rows) {
        String[] out = new String[rows.length];
        for (int i = 0; i < rows.length; i++) out[i] = formatLine(rows[i]);
        return out;
    }

    static long digest(String[] lines) {
        CRC32 crc = new CRC32();
        for (String l : lines) {
            byte[] b = l.getBytes(StandardCharsets.UTF_8);
            crc.update(b, 0, b.length);
            crc.update('\n');
        }
        return crc.getValue();
    }

    static double summarize(Row[] rows) {
        Row[] sorted = rows.clone();
        Arrays.sort(sorted, Comparator.comparingDouble((Row r) -> r.amount).thenComparing(r -> r.account));
        double[] perCcy = new double[CCY.length];
        for (int i = sorted.length / 10; i < sorted.length; i++) {
            perCcy[Arrays.asList(CCY).indexOf(sorted[i].currency)] += sorted[i].amount;
        }
        double s = 0;
        for (double d : perCcy) s += d;
        return s;
    }

    static long accountReport(Row[] rows) {
        Row[] sorted = rows.clone();
        Arrays.sort(sorted, Comparator.comparing((Row r) -> r.account).thenComparingLong(r -> r.id));
        long runs = 0;
        for (int i = 1; i < sorted.length; i++) if (!sorted[i].account.equals(sorted[i - 1].account)) runs++;
        return runs;
    }

    static double dailyReport(Row[] rows) {
        Row[] sorted = rows.clone();
        Arrays.sort(sorted, Comparator.comparingInt((Row r) -> r.day).thenComparing(r -> r.currency)
                                      .thenComparingDouble(r -> -r.amount));
        double top = 0;
        for (int i = 1; i < sorted.length; i++) if (sorted[i].day != sorted[i - 1].day) top += sorted[i].amount;
        return top;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
        long chk = 0;
        double tot = 0;
        for (int r = 0; r < rounds; r++) {
            Row[] rows = makeRows(n, 0x9E3779B97F4A7C15L + r);
            String[] lines = render(rows);
            chk += digest(lines);
            tot += summarize(rows);
            tot += accountReport(rows);
            tot += dailyReport(rows);
        }
        System.out.printf("rounds=%d n=%d crc-sum=%d total=%.2f%n", rounds, n, chk, tot);
    }
}
