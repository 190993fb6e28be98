package org.s40h.tiles;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
public final class PhaseTimer {
    public static void main(String[] a) {
        long seed = Long.parseLong(a[0]); int rounds = Integer.parseInt(a[1]);
        ThreadMXBean tb = ManagementFactory.getThreadMXBean();
        SplittableRandom rng = new SplittableRandom(seed);
        long[] t = new long[3]; double sink = 0;
        for (int r = 0; r < rounds; r++) {
            long c0 = tb.getCurrentThreadCpuTime();
            sink += TileBatch.multiplyTrace(TileBatch.fillMatrix(rng), TileBatch.fillMatrix(rng));
            long c1 = tb.getCurrentThreadCpuTime();
            sink += TileBatch.sortKeys(rng);
            long c2 = tb.getCurrentThreadCpuTime();
            sink += TileBatch.countTiles(rng);
            long c3 = tb.getCurrentThreadCpuTime();
            t[0] += c1 - c0; t[1] += c2 - c1; t[2] += c3 - c2;
        }
        long tot = t[0] + t[1] + t[2];
        System.out.printf("seed=%d cpu(main thread) matrix=%.2fs (%.1f%%) sort=%.2fs (%.1f%%) tiles=%.2fs (%.1f%%) sink=%s%n",
            seed, t[0]/1e9, 100.0*t[0]/tot, t[1]/1e9, 100.0*t[1]/tot, t[2]/1e9, 100.0*t[2]/tot, sink != 0);
    }
}
