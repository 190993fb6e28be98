package com.example;

/**
 * s39b-jfr-3v3-string-format workload.
 * Usage: java -cp classes com.example.OrderPipeline <before|after> <items>
 * Both variants process exactly the same items. In "after", enrichItem()
 * additionally builds a debug string with String.format for every item and
 * stores it in a small ring buffer that nobody reads (a typical "debug log
 * that is not printed").
 */
public final class OrderPipeline {
    static final class Item {
        long id;
        String sku;
        int qty;
        double price;
        long hash;
    }

    static final String[] DEBUG_RING = new String[1024];
    static boolean debugStrings;

    static Item parseItem(long i) {
        Item it = new Item();
        it.id = i;
        StringBuilder sb = new StringBuilder(16);
        sb.append("SKU-").append(i % 9973).append('-').append((i * 31) % 97);
        it.sku = sb.toString();
        it.qty = (int) (i % 13) + 1;
        it.price = ((i * 7919) % 10000) / 100.0;
        return it;
    }

    static void enrichItem(Item it) {
        long h = it.id * 0x9E3779B97F4A7C15L;
        for (int k = 0; k < 700; k++) {
            h ^= h >>> 29;
            h *= 0xBF58476D1CE4E5B9L;
            h += k;
        }
        it.hash = h ^ it.sku.hashCode();
        if (debugStrings) {
            DEBUG_RING[(int) (it.id & 1023)] = String.format(
                "enrich id=%d sku=%s qty=%d",
                it.id, it.sku, it.qty);
        }
    }

    static long scoreItem(Item it) {
        long s = it.hash;
        for (int k = 0; k < 1200; k++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            s ^= (s >>> 33) + it.qty;
        }
        return s + (long) (it.price * 100);
    }

    static long run(long items) {
        long acc = 0;
        for (long i = 0; i < items; i++) {
            Item it = parseItem(i);
            enrichItem(it);
            acc += scoreItem(it);
        }
        return acc;
    }

    public static void main(String[] args) {
        debugStrings = args.length > 0 && args[0].equals("after");
        long items = args.length > 1 ? Long.parseLong(args[1]) : 4_000_000L;
        long t0 = System.nanoTime();
        long acc = run(items);
        long t1 = System.nanoTime();
        int filled = 0;
        for (String s : DEBUG_RING) if (s != null) filled++;
        System.out.printf("mode=%s items=%d acc=%d ring=%d time=%.2fs%n",
            debugStrings ? "after" : "before", items, acc, filled, (t1 - t0) / 1e9);
    }
}
