import java.util.*;

/**
 * Toy ledger simulator: generates accounts and transfers, settles them, builds
 * an interest schedule with a small matrix power, finds shortest payment routes,
 * and renders/parses a CSV report. Several methods each do real work.
 */
public class Ledger {
    static final int ACCOUNTS = 600;

    static final class Transfer {
        final int from, to; final long cents; final String memo;
        Transfer(int from, int to, long cents, String memo) {
            this.from = from; this.to = to; this.cents = cents; this.memo = memo;
        }
    }

    // ---- generation --------------------------------------------------------
    static List<Transfer> generate(Random rng, int n) {
        List<Transfer> out = new ArrayList<>(n);
        String[] words = {"rent", "salary", "coffee", "refund", "invoice", "tax", "gift", "fee"};
        for (int i = 0; i < n; i++) {
            int a = rng.nextInt(ACCOUNTS), b = rng.nextInt(ACCOUNTS);
            if (a == b) b = (b + 1) % ACCOUNTS;
            String memo = words[rng.nextInt(words.length)] + "-" + (i % 1000);
            out.add(new Transfer(a, b, 100 + rng.nextInt(500000), memo));
        }
        return out;
    }

    // ---- settlement --------------------------------------------------------
    static long[] settle(List<Transfer> ts) {
        long[] bal = new long[ACCOUNTS];
        for (Transfer t : ts) {
            long fee = feeFor(t);
            bal[t.from] -= t.cents + fee;
            bal[t.to] += t.cents;
        }
        return bal;
    }

    static long feeFor(Transfer t) {
        long fee = t.cents / 1000;
        int h = t.memo.hashCode();
        for (int i = 0; i < 24; i++) {
            h = h * 31 + i;
            if ((h & 7) == 0) fee++;
        }
        return fee;
    }

    // ---- memo statistics ---------------------------------------------------
    static Map<String, Integer> memoCounts(List<Transfer> ts) {
        Map<String, Integer> m = new HashMap<>();
        for (Transfer t : ts) {
            int dash = t.memo.indexOf('-');
            String key = t.memo.substring(0, dash).toUpperCase(Locale.ROOT);
            m.merge(key, 1, Integer::sum);
        }
        return m;
    }

    // ---- interest schedule: small matrix power -----------------------------
    static double[][] multiply(double[][] a, double[][] b) {
        int n = a.length;
        double[][] c = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int k = 0; k < n; k++) {
                double aik = a[i][k];
                for (int j = 0; j < n; j++) c[i][j] += aik * b[k][j];
            }
        return c;
    }

    static double interestSchedule(int n, int periods) {
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) {
            m[i][i] = 1.001;
            if (i + 1 < n) m[i][i + 1] = 0.0005;
        }
        double[][] r = m;
        for (int p = 1; p < periods; p++) r = multiply(r, m);
        double s = 0;
        for (double[] row : r) for (double v : row) s += v;
        return s;
    }

    // ---- routes: Dijkstra on a sparse graph of accounts --------------------
    static long shortestRoutes(List<Transfer> ts, int sources) {
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < ACCOUNTS; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < ts.size(); i += 7) {
            Transfer t = ts.get(i);
            adj.get(t.from).add(new int[]{t.to, (int) (t.cents % 977) + 1});
        }
        long total = 0;
        for (int s = 0; s < sources; s++) {
            long[] dist = new long[ACCOUNTS];
            Arrays.fill(dist, Long.MAX_VALUE);
            dist[s] = 0;
            PriorityQueue<long[]> pq = new PriorityQueue<>(Comparator.comparingLong(x -> x[0]));
            pq.add(new long[]{0, s});
            while (!pq.isEmpty()) {
                long[] cur = pq.poll();
                int u = (int) cur[1];
                if (cur[0] > dist[u]) continue;
                for (int[] e : adj.get(u)) {
                    long nd = cur[0] + e[1];
                    if (nd < dist[e[0]]) { dist[e[0]] = nd; pq.add(new long[]{nd, e[0]}); }
                }
            }
            for (long d : dist) if (d != Long.MAX_VALUE) total += d;
        }
        return total;
    }

    // ---- report: render CSV then parse it back -----------------------------
    static String renderReport(long[] bal) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < bal.length; i++) {
            sb.append("acct").append(i).append(',').append(bal[i] / 100).append('.')
              .append(String.format("%02d", Math.abs(bal[i] % 100))).append('\n');
        }
        return sb.toString();
    }

    static long parseReport(String csv) {
        long sum = 0;
        for (String line : csv.split("\n")) {
            String[] f = line.split(",");
            String[] p = f[1].split("\\.");
            sum += Long.parseLong(p[0]) * 100 + Long.parseLong(p[1]);
        }
        return sum;
    }

    static long sortAndRank(long[] bal) {
        Long[] boxed = new Long[bal.length];
        for (int i = 0; i < bal.length; i++) boxed[i] = bal[i];
        Arrays.sort(boxed, (x, y) -> Long.compare(Math.abs(y), Math.abs(x)));
        long r = 0;
        for (int i = 0; i < 10; i++) r += boxed[i];
        return r;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        Random rng = new Random(20240527L);
        long check = 0;
        double interest = 0;
        for (int round = 0; round < rounds; round++) {
            List<Transfer> ts = generate(rng, 40000);
            long[] bal = settle(ts);
            check += memoCounts(ts).size();
            interest += interestSchedule(48, 12);
            check += shortestRoutes(ts, 12);
            for (int k = 0; k < 8; k++) check += parseReport(renderReport(bal));
            check += sortAndRank(bal);
        }
        System.out.println("rounds=" + rounds + " check=" + check + " interest=" + (long) interest);
    }
}
