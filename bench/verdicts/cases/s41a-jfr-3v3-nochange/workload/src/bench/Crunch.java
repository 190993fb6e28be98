package bench;

/**
 * Fixed-work JFR control workload. Every loop has a constant trip count; the seed only changes
 * the data values, so the amount and kind of work is identical for any seed.
 * Usage: java bench.Crunch SEED ROUNDS
 */
public final class Crunch {
    static final int N = 1 << 14;
    static final int M = 80;
    static long state;

    static long next() {
        long x = state;
        x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
        return state = x;
    }

    static void fillBuffer(int[] buf) {
        for (int i = 0; i < buf.length; i++) buf[i] = (int) next();
    }

    static int crcBuffer(int[] buf) {
        int crc = 0xFFFFFFFF;
        for (int i = 0; i < buf.length; i++) {
            int w = buf[i];
            for (int b = 0; b < 32; b++) {
                int mask = -((crc ^ w) & 1);
                crc = (crc >>> 1) ^ (0xEDB88320 & mask);
                w >>>= 1;
            }
        }
        return ~crc;
    }

    static double matMultiply(double[] a, double[] b, double[] c) {
        for (int i = 0; i < M; i++)
            for (int j = 0; j < M; j++) {
                double s = 0;
                for (int k = 0; k < M; k++) s += a[i * M + k] * b[k * M + j];
                c[i * M + j] = s;
            }
        return c[(M / 2) * M + M / 2];
    }

    static long prefixMix(int[] buf) {
        long acc = 0;
        for (int r = 0; r < 6; r++)
            for (int i = 0; i < buf.length; i++) {
                acc = acc * 6364136223846793005L + buf[i];
                buf[i] ^= (int) (acc >>> 29);
            }
        return acc;
    }

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 1;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        state = seed * 0x9E3779B97F4A7C15L + 1;
        int[] buf = new int[N];
        double[] a = new double[M * M], b = new double[M * M], c = new double[M * M];
        long check = 0;
        double dsum = 0;
        for (int r = 0; r < rounds; r++) {
            fillBuffer(buf);
            for (int i = 0; i < M * M; i++) {
                a[i] = (buf[i % N] & 1023) / 1024.0;
                b[i] = (buf[(i * 7) % N] & 1023) / 1024.0;
            }
            check += crcBuffer(buf);
            dsum += matMultiply(a, b, c);
            check ^= prefixMix(buf);
        }
        System.out.printf("seed=%d rounds=%d check=%d dsum=%.3f%n", seed, rounds, check, dsum);
    }
}
