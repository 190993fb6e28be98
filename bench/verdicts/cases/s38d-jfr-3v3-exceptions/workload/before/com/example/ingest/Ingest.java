package com.example.ingest;

// BEFORE variant: parseField() signals a malformed field by returning a sentinel.
public final class Ingest {
    static final int BAD = Integer.MIN_VALUE;

    static final class ParseFailure extends Exception {
        ParseFailure(String msg) { super(msg); }
    }

    static int parseField(String s) {
        int n = s.length();
        if (n == 0) return BAD;
        int v = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') return BAD;
            v = v * 10 + (c - '0');
        }
        return v;
    }

    static long processLine(String[] fields) {
        long acc = 0;
        int bad = 0;
        for (String f : fields) {
            int v = parseField(f);
            if (v == BAD) { bad++; continue; }
            acc += v;
        }
        return acc * 31 + bad;
    }

    static long checksum(String[] fields) {
        long h = 1469598103934665603L;
        for (int r = 0; r < 3; r++)
            for (String f : fields)
                for (int i = 0; i < f.length(); i++)
                    h = (h ^ f.charAt(i)) * 1099511628211L;
        return h;
    }

    static long score(long x) {
        for (int i = 0; i < 200; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            x ^= x >>> 29;
        }
        return x;
    }

    static String[][] makeLines(int nLines, int perLine, long seed) {
        java.util.Random rnd = new java.util.Random(seed);
        String[][] lines = new String[nLines][perLine];
        for (int l = 0; l < nLines; l++)
            for (int k = 0; k < perLine; k++) {
                // ~10% of fields are malformed
                if (rnd.nextInt(10) == 0) lines[l][k] = "x" + rnd.nextInt(100000);
                else lines[l][k] = Integer.toString(rnd.nextInt(1000000));
            }
        return lines;
    }

    public static void main(String[] args) {
        double secs = args.length > 0 ? Double.parseDouble(args[0]) : 8;
        String[][] lines = makeLines(4096, 20, 42);
        long deadline = System.nanoTime() + (long) (secs * 1e9);
        long sink = 0, nlines = 0;
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < 1024; i++) {
                String[] fl = lines[(int) (nlines++ & 4095)];
                long v = processLine(fl);
                v += checksum(fl);
                sink += score(v);
            }
        }
        System.out.println("variant=before lines=" + nlines + " sink=" + sink);
    }
}
