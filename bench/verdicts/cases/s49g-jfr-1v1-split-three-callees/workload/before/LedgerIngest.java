import java.util.*;

/** Ingests synthetic ledger lines, de-duplicates them and builds an account index. */
public class LedgerIngest {
    static final class Entry {
        final String account, memo, currency; final long cents; final int day;
        Entry(String a, String m, String c, long cents, int day) { this.account = a; this.memo = m; this.currency = c; this.cents = cents; this.day = day; }
    }

    // ---- canonical key: mid-level method with three callees ----
    static String canonicalKey(Entry e) {
        String[] parts = splitAccount(e.account);
        String norm = normalizeParts(parts, e.currency);
        return digestKey(norm, e.day);
    }

    static String[] splitAccount(String account) {
        ArrayList<String> out = new ArrayList<>(6);
        int start = 0;
        for (int i = 0; i < account.length(); i++) {
            char c = account.charAt(i);
            if (c == ':' || c == '/' || c == '.') { if (i > start) out.add(account.substring(start, i)); start = i + 1; }
        }
        if (start < account.length()) out.add(account.substring(start));
        return out.toArray(new String[0]);
    }

    static String normalizeParts(String[] parts, String currency) {
        StringBuilder sb = new StringBuilder(64);
        for (String p : parts) {
            for (int i = 0; i < p.length(); i++) {
                char c = p.charAt(i);
                if (Character.isLetterOrDigit(c)) sb.append(Character.toLowerCase(c));
            }
            sb.append('|');
        }
        sb.append(currency.toUpperCase(Locale.ROOT));
        return sb.toString();
    }

    static String digestKey(String norm, int day) {
        long h = 0xcbf29ce484222325L ^ day;
        for (int r = 0; r < 3; r++)
            for (int i = 0; i < norm.length(); i++) { h ^= norm.charAt(i); h *= 0x100000001b3L; h ^= (h >>> 29); }
        return Long.toHexString(h) + ":" + day;
    }

    // ---- pipeline stages ----
    static Entry parseLine(String line) {
        String[] f = line.split(",", -1);
        long cents = 0;
        String amt = f[3];
        for (int i = 0; i < amt.length(); i++) { char c = amt.charAt(i); if (c >= '0' && c <= '9') cents = cents * 10 + (c - '0'); }
        return new Entry(f[0], f[1], f[2], cents, Integer.parseInt(f[4]));
    }

    static boolean dedupe(Set<String> seen, String key) {
        return seen.add(key);
    }

    static void indexEntry(Map<String, long[]> index, String key, Entry e) {
        long[] acc = index.computeIfAbsent(key, k -> new long[2]);
        acc[0] += e.cents; acc[1]++;
    }

    static String memoSummary(Entry e) {
        StringBuilder sb = new StringBuilder();
        for (String w : e.memo.split(" ")) if (w.length() > 3) sb.append(w.charAt(0));
        return sb.toString();
    }

    static long ingestBatch(List<String> lines) {
        Set<String> seen = new HashSet<>();
        Map<String, long[]> index = new HashMap<>();
        long memoHash = 0;
        for (String line : lines) {
            Entry e = parseLine(line);
            String key = canonicalKey(e);
            if (!dedupe(seen, key)) continue;
            indexEntry(index, key, e);
            memoHash = memoHash * 31 + memoSummary(e).hashCode();
        }
        long total = 0;
        for (long[] v : index.values()) total += v[0] * 7 + v[1];
        return total ^ memoHash ^ index.size();
    }

    static List<String> makeInput(int n, long seed) {
        Random rnd = new Random(seed);
        String[] roots = {"Assets", "Liabilities", "Income", "Expenses", "Equity"};
        String[] subs = {"Bank.Checking", "Bank/Savings", "Card:Visa", "Food.Groceries", "Travel/Air", "Salary:Main", "Rent", "Utilities.Power"};
        String[] memos = {"monthly payment to vendor account", "grocery store weekly purchase", "reimbursement for travel expenses", "interest credited to account", "transfer between own accounts"};
        String[] cur = {"eur", "usd", "gbp", "chf"};
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String acct = roots[rnd.nextInt(roots.length)] + ":" + subs[rnd.nextInt(subs.length)] + ":Sub" + rnd.nextInt(40) + "/Item-" + rnd.nextInt(300);
            out.add(acct + "," + memos[rnd.nextInt(memos.length)] + "," + cur[rnd.nextInt(cur.length)] + "," + rnd.nextInt(100000) + "." + rnd.nextInt(100) + "," + rnd.nextInt(365));
        }
        return out;
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]), rounds = Integer.parseInt(args[1]);
        List<String> lines = makeInput(n, 42);
        long result = 0;
        for (int r = 0; r < rounds; r++) result += ingestBatch(lines);
        System.out.println("result " + result);
    }
}
