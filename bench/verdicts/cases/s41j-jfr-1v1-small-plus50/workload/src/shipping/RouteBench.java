package shipping;

/** Three worker methods. Argument "after" makes scoreRoutes do 50% more passes
 *  (SCORE_PASSES 4 -> 6); packParcels and checkManifest are unchanged. */
public final class RouteBench {
    static final int N = 1 << 14;
    static int scorePasses;

    static long scoreRoutes(int[] dist) {
        long best = 0;
        for (int p = 0; p < scorePasses; p++) {
            for (int i = 0; i < dist.length; i++) {
                int d = dist[i];
                best += (d * 31 + p) % 1009 + (d >>> 3) % 7;
            }
        }
        return best;
    }

    static long packParcels(int[] w) {
        long bins = 0;
        for (int p = 0; p < 7; p++) {
            for (int i = 0; i < w.length; i++) {
                bins += (w[i] ^ (i * 0x9E3779B9)) % 997 + (w[i] % (p + 3));
            }
        }
        return bins;
    }

    static long checkManifest(int[] w) {
        long h = 7;
        for (int p = 0; p < 3; p++) {
            for (int i = 0; i < w.length; i++) {
                h = (h * 131 + (w[i] % 1013)) % 1000000007L;
            }
        }
        return h;
    }

    public static void main(String[] args) {
        scorePasses = (args.length > 0 && args[0].equals("after")) ? 6 : 4;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 8000;
        int[] a = new int[N];
        long seed = 12345;
        for (int i = 0; i < N; i++) { seed = seed * 6364136223846793005L + 1442695040888963407L; a[i] = (int) (seed >>> 33); }
        long acc = 0;
        for (int r = 0; r < rounds; r++) {
            acc += scoreRoutes(a);
            acc += packParcels(a);
            acc += checkManifest(a);
            a[r % N] ^= (int) acc;
        }
        System.out.println("acc=" + acc + " scorePasses=" + scorePasses);
    }
}
