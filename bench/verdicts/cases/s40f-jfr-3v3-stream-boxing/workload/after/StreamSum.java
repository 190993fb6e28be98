import java.util.Arrays;

// Batch job: fill a block of pseudo-random ints, fingerprint it, and sum the
// selected values. Only sumValues() differs between the before/after variants.
public class StreamSum {
    static final int N = 200_000;

    static void fill(int[] a, long seed) {
        long x = seed * 0x9E3779B97F4A7C15L + 1;
        for (int i = 0; i < a.length; i++) {
            x ^= x << 13; x ^= x >>> 7; x ^= x << 17;
            a[i] = (int) (x & 0xFFFFF);
        }
    }

    static long fingerprint(int[] a) {
        long h = 0xcbf29ce484222325L;
        for (int r = 0; r < 3; r++)
            for (int v : a) { h ^= v + r; h *= 0x100000001b3L; h ^= h >>> 29; }
        return h;
    }

    // AFTER: same sum via a boxed Stream<Integer> pipeline
    static int sumValues(int[] a) {
        return Arrays.stream(a).boxed()
                .filter(v -> v % 3 != 0)
                .map(v -> v * 2)
                .reduce(0, Integer::sum);
    }

    public static void main(String[] args) {
        int batches = Integer.parseInt(args[0]);
        int[] a = new int[N];
        long fp = 0; long total = 0;
        for (int b = 0; b < batches; b++) {
            fill(a, b);
            fp ^= fingerprint(a);
            total += sumValues(a);
        }
        System.out.println("batches=" + batches + " total=" + total + " fp=" + fp);
    }
}
