package bench;

/**
 * ReportGen: renders a fixed list of items into report lines, scores them and digests the
 * lines. Usage: java bench.ReportGen concat|format [passes]
 * "concat" (before) builds each line with string concatenation; "format" (after) builds the
 * same line with String.format. Everything else is identical.
 */
public class ReportGen {
    static final class Item {
        final int id; final String name; final long cents; final int qty;
        Item(int id, String name, long cents, int qty) { this.id = id; this.name = name; this.cents = cents; this.qty = qty; }
    }

    static Item[] makeItems(int n, long seed) {
        java.util.Random r = new java.util.Random(seed);
        String[] words = {"bolt", "nut", "washer", "gear", "spring", "valve", "pipe", "hinge"};
        Item[] items = new Item[n];
        for (int i = 0; i < n; i++) {
            items[i] = new Item(i, words[r.nextInt(words.length)] + "-" + r.nextInt(1000), r.nextInt(1_000_000), 1 + r.nextInt(50));
        }
        return items;
    }

    static String formatLine(Item it, boolean useFormat) {
        if (useFormat) {
            return String.format("%d|%s|%d.%02d|%d", it.id, it.name, it.cents / 100, it.cents % 100, it.qty);
        }
        long frac = it.cents % 100;
        return it.id + "|" + it.name + "|" + (it.cents / 100) + "." + (frac < 10 ? "0" : "") + frac + "|" + it.qty;
    }

    static double scoreItem(Item it) {
        double s = 0;
        for (int k = 1; k <= 400; k++) {
            s += Math.sqrt(it.cents * (double) k + it.qty) / (k + it.id % 7);
        }
        return s;
    }

    static long digest(String line) {
        long h = 1125899906842597L;
        for (int round = 0; round < 6; round++) {
            for (int i = 0; i < line.length(); i++) {
                h = 31 * h + line.charAt(i) + round;
            }
        }
        return h;
    }

    public static void main(String[] args) {
        boolean useFormat = args.length > 0 && args[0].equals("format");
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        Item[] items = makeItems(50_000, 42);
        long acc = 0; double score = 0;
        for (int p = 0; p < passes; p++) {
            for (Item it : items) {
                String line = formatLine(it, useFormat);
                acc += digest(line);
                score += scoreItem(it);
            }
        }
        System.out.println((useFormat ? "format" : "concat") + " passes=" + passes + " acc=" + acc + " score=" + (long) score);
    }
}
