package bench;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

// Hot lookup table: String sku -> price. The only difference between the two
// variants is the Map implementation chosen by the first argument:
//   "hash" (before) -> java.util.HashMap
//   "tree" (after)  -> java.util.TreeMap
// Everything else (keys, queries, iteration counts, other work) is identical.
public class Lookup {
    static final int TABLE = 20000;
    static final int QUERIES = 200000;

    static Map<String, Integer> buildTable(String kind) {
        Map<String, Integer> m = kind.equals("tree") ? new TreeMap<>() : new HashMap<>();
        for (int i = 0; i < TABLE; i++) {
            m.put(skuName(i), i * 7 % 1000);
        }
        return m;
    }

    static String skuName(int i) {
        return "sku-" + (i * 2654435761L % 1000003L) + "-item";
    }

    static String[] buildQueries() {
        String[] q = new String[QUERIES];
        long s = 12345;
        for (int i = 0; i < QUERIES; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            int k = (int) ((s >>> 33) % TABLE);
            // fresh String objects (not interned) so hashCode is cached per query object only once
            q[i] = new String(skuName(k));
        }
        return q;
    }

    // The method doing the lookups (culprit).
    static long priceLookups(Map<String, Integer> table, String[] queries) {
        long total = 0;
        for (String q : queries) {
            Integer p = table.get(q);
            if (p != null) total += p;
        }
        return total;
    }

    // Steady unrelated work, unchanged.
    static long computeTax(long[] amounts, int rounds) {
        long acc = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < amounts.length; i++) {
                long a = amounts[i] ^ (acc >>> 7);
                acc += (a * 31 + (a >>> 3)) % 1009;
            }
        }
        return acc;
    }

    public static void main(String[] args) {
        String kind = args.length > 0 ? args[0] : "hash";
        int iters = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        Map<String, Integer> table = buildTable(kind);
        String[] queries = buildQueries();
        long[] amounts = new long[100000];
        for (int i = 0; i < amounts.length; i++) amounts[i] = i * 2654435761L;
        long sink = 0;
        long t0 = System.nanoTime();
        for (int it = 0; it < iters; it++) {
            sink += priceLookups(table, queries);
            sink += computeTax(amounts, 30);
        }
        long t1 = System.nanoTime();
        System.out.println("kind=" + kind + " iters=" + iters + " sink=" + sink + " loop_ms=" + (t1 - t0) / 1000000);
    }
}
