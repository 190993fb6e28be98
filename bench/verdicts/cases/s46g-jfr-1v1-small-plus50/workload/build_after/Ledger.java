import java.util.*;

/** Small ledger batch job: generate entries, validate, settle, summarize. */
public class Ledger {
    static final int N = 20000;

    static long[] generate(long seed) {
        long[] e = new long[N];
        long x = seed * 6364136223846793005L + 1442695040888963407L;
        for (int i = 0; i < N; i++) {
            x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
            e[i] = x;
        }
        return e;
    }

    static int validate(long[] e) {
        int ok = 0;
        for (int i = 0; i < e.length; i++) {
            long v = e[i];
            for (int k = 0; k < 20; k++) v = v * 0x9E3779B97F4A7C15L + (v >>> 29);
            if ((v & 3) != 0) ok++;
        }
        return ok;
    }

    static long settle(long[] e) {
        long acc = 0;
        for (int i = 0; i < e.length; i++) {
            long v = e[i];
            for (int k = 0; k < 18; k++) {
                v = Long.rotateLeft(v, 5) ^ (v * 31 + k);
                if (k < 12) acc += v & 0xff;
            }
        }
        return acc;
    }

    static long summarize(long[] e) {
        long[] buckets = new long[64];
        for (int r = 0; r < 6; r++)
            for (int i = 0; i < e.length; i++) buckets[(int) ((e[i] >>> (r * 6)) & 63)] += e[i] & 0xffff;
        long h = 0;
        for (long b : buckets) h = h * 131 + b;
        return h;
    }

    public static void main(String[] args) {
        int batches = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        long total = 0;
        for (int b = 0; b < batches; b++) {
            long[] e = generate(b + 1);
            total += validate(e);
            total += settle(e);
            total ^= summarize(e);
        }
        System.out.println("total=" + total);
    }
}
