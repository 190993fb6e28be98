package s39f;

/**
 * Small CPU-bound pipeline: four methods of our own do the work for every item.
 * Usage: java s39f.Pipeline <items> <mixRounds> <seed>
 *   before: mixRounds = 40, after: mixRounds = 50 (mix does 25% more work per item).
 * The number of items and the work in the other three methods are identical on both sides.
 */
public final class Pipeline {
    static final int WIDTH = 64;

    // 1) build the item's lane values from its index
    static void makeItem(long[] lanes, long index, long seed) {
        long x = index * 0x9E3779B97F4A7C15L ^ seed;
        for (int i = 0; i < WIDTH; i++) {
            x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
            lanes[i] = x;
        }
    }

    // 2) fixed encoding pass: neighbour-dependent transform, 12 passes
    static void encode(long[] lanes) {
        for (int p = 0; p < 12; p++) {
            long carry = p;
            for (int i = 0; i < WIDTH; i++) {
                long v = lanes[i] + carry;
                carry = (v >>> 59) | (v << 5);
                lanes[i] = v ^ carry;
            }
        }
    }

    // 3) the method whose work changes: `rounds` mixing rounds over all lanes
    static void mix(long[] lanes, int rounds) {
        for (int r = 0; r < rounds; r++) {
            long k = 0xC2B2AE3D27D4EB4FL * (r + 1);
            for (int i = 0; i < WIDTH; i++) {
                long v = lanes[i] * k;
                v ^= v >>> 31;
                lanes[i] = v + lanes[(i + 1) & (WIDTH - 1)];
            }
        }
    }

    // 4) fold the lanes into a digest, 8 fixed passes
    static long fold(long[] lanes) {
        long h = 1469598103934665603L;
        for (int p = 0; p < 8; p++) {
            for (int i = 0; i < WIDTH; i++) {
                h = (h ^ (lanes[i] >>> p)) * 1099511628211L;
            }
        }
        return h;
    }

    public static void main(String[] args) {
        long items = Long.parseLong(args[0]);
        int mixRounds = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        long[] lanes = new long[WIDTH];
        long digest = 0;
        long t0 = System.nanoTime();
        for (long n = 0; n < items; n++) {
            makeItem(lanes, n, seed);
            encode(lanes);
            mix(lanes, mixRounds);
            digest ^= fold(lanes);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("items=" + items + " mixRounds=" + mixRounds + " seed=" + seed
                + " digest=" + Long.toHexString(digest) + " elapsed_ms=" + ms);
    }
}
