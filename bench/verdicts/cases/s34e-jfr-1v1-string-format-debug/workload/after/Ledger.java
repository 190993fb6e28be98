import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * Ledger posting batch: parses CSV transaction lines, validates them, converts
 * the amount to the base currency, posts them to per-account balances and keeps
 * a running SHA-256 chain over the posted entries for the audit trail.
 */
public class Ledger {
    static final class Log {
        final boolean debugEnabled;
        long emitted;
        Log(boolean debugEnabled) { this.debugEnabled = debugEnabled; }
        void debug(String msg) {
            if (debugEnabled) { emitted += msg.length(); }
        }
    }

    static final class Txn {
        final long id; final String account; final String currency; final long cents; final int kind;
        Txn(long id, String account, String currency, long cents, int kind) {
            this.id = id; this.account = account; this.currency = currency; this.cents = cents; this.kind = kind;
        }
    }

    static final String[] CCY = {"EUR", "USD", "GBP", "CHF", "JPY"};
    static final BigDecimal[] RATE = {new BigDecimal("1.0"), new BigDecimal("0.9213"), new BigDecimal("1.1688"),
            new BigDecimal("1.0427"), new BigDecimal("0.006187")};
    static final Pattern ACCOUNT = Pattern.compile("ACC-[1-9][0-9]{3}");

    final Log log = new Log(false);
    final Map<String, long[]> balances = new HashMap<>();
    final MessageDigest audit;
    byte[] chain = new byte[32];
    long rejected;

    Ledger() {
        try {
            audit = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<String> makeLines(Random rng, int n) {
        List<String> out = new ArrayList<>(n);
        StringBuilder sb = new StringBuilder(64);
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            sb.append(i).append(',')
              .append("ACC-").append(1000 + rng.nextInt(5000)).append(',')
              .append(CCY[rng.nextInt(CCY.length)]).append(',')
              .append(rng.nextInt(2_000_000) - 200_000).append(',')
              .append(rng.nextInt(4));
            out.add(sb.toString());
        }
        return out;
    }

    static Txn parse(String line) {
        int a = line.indexOf(','), b = line.indexOf(',', a + 1), c = line.indexOf(',', b + 1), d = line.indexOf(',', c + 1);
        return new Txn(Long.parseLong(line, 0, a, 10), line.substring(a + 1, b), line.substring(b + 1, c),
                Long.parseLong(line, c + 1, d, 10), Integer.parseInt(line, d + 1, line.length(), 10));
    }

    static int ccyIndex(String c) {
        for (int i = 0; i < CCY.length; i++) if (CCY[i].equals(c)) return i;
        return -1;
    }

    boolean validate(Txn t) {
        if (t.cents < 0 && t.kind != 3) return false;
        if (!ACCOUNT.matcher(t.account).matches()) return false;
        return ccyIndex(t.currency) >= 0;
    }

    void post(Txn t) {
        long base = BigDecimal.valueOf(t.cents).multiply(RATE[ccyIndex(t.currency)])
                .setScale(0, RoundingMode.HALF_EVEN).longValueExact();
        log.debug(String.format("posting to %s in %s", t.account, t.currency));
        long[] bal = balances.computeIfAbsent(t.account, k -> new long[2]);
        bal[0] += base;
        bal[1]++;
        audit.update(chain);
        audit.update((t.id + "|" + t.account + "|" + base + "|" + t.kind).getBytes(StandardCharsets.US_ASCII));
        chain = audit.digest();
    }

    void run(List<String> lines) {
        for (String line : lines) {
            Txn t = parse(line);
            if (!validate(t)) { rejected++; continue; }
            post(t);
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        Ledger l = new Ledger();
        List<String> lines = makeLines(new Random(42), n);
        for (int p = 0; p < passes; p++) l.run(lines);
        long total = 0;
        for (long[] b : l.balances.values()) total += b[0];
        System.out.printf("accounts=%d rejected=%d total=%d chain=%02x%02x%02x%02x debug=%d%n",
                l.balances.size(), l.rejected, total, l.chain[0], l.chain[1], l.chain[2], l.chain[3], l.log.emitted);
    }
}
