import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Record pipeline over generated CSV-like records, in stages:
 * generate -> parse -> validate -> encode -> aggregate -> checksum.
 * Usage: java Pipeline <records per batch> <batches>
 */
public class Pipeline {
    static final String[] FIELDS = {"id", "customer", "region", "sku", "qty", "price", "discount",
                                    "tax", "warehouse", "carrier", "status", "note"};
    static final String[] REGIONS = {"north", "south", "east", "west", "central"};
    static final String[] CARRIERS = {"ups", "dhl", "fedex", "post", "courier"};
    static final String[] STATUS = {"new", "paid", "shipped", "returned", "cancelled"};

    static long seed = 0x9E3779B97F4A7C15L;

    static long next() {
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return seed;
    }

    static final class Rec {
        final String[] values = new String[FIELDS.length];
    }

    // Stage 1: build raw CSV lines.
    static List<String> generate(int n) {
        List<String> lines = new ArrayList<>(n);
        StringBuilder sb = new StringBuilder(160);
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            long r = next();
            sb.append(i).append(',');
            sb.append("cust").append((r >>> 8) & 4095).append(',');
            sb.append(REGIONS[(int) ((r >>> 20) & 0x7fff) % REGIONS.length]).append(',');
            sb.append("SKU-").append((r >>> 24) & 65535).append(',');
            sb.append(1 + ((r >>> 40) & 15)).append(',');
            sb.append((r >>> 44) & 9999).append('.').append((r >>> 3) & 63).append(',');
            sb.append((r >>> 50) & 30).append(',');
            sb.append(5 + ((r >>> 55) & 15)).append(',');
            sb.append("wh").append((r >>> 12) & 31).append(',');
            sb.append(CARRIERS[(int) ((r >>> 33) & 0x7fff) % CARRIERS.length]).append(',');
            sb.append(STATUS[(int) ((r >>> 36) & 0x7fff) % STATUS.length]).append(',');
            sb.append("note-").append(Long.toHexString(r & 0xffffffL));
            lines.add(sb.toString());
        }
        return lines;
    }

    // Stage 2: split each line into fields.
    static List<Rec> parse(List<String> lines) {
        List<Rec> out = new ArrayList<>(lines.size());
        for (String line : lines) {
            Rec rec = new Rec();
            int start = 0, f = 0;
            for (int i = 0; i <= line.length(); i++) {
                if (i == line.length() || line.charAt(i) == ',') {
                    rec.values[f++] = line.substring(start, i);
                    start = i + 1;
                }
            }
            out.add(rec);
        }
        return out;
    }

    // Stage 3: numeric checks on some fields.
    static int validate(List<Rec> recs) {
        int bad = 0;
        for (Rec rec : recs) {
            long qty = Long.parseLong(rec.values[4]);
            double price = Double.parseDouble(rec.values[5]);
            long disc = Long.parseLong(rec.values[6]);
            long tax = Long.parseLong(rec.values[7]);
            if (qty <= 0 || price < 0 || disc > 30 || tax > 20) bad++;
            if (!rec.values[1].startsWith("cust")) bad++;
        }
        return bad;
    }

    // Stage 4: encode each record as name=value;name=value;... text.
    static List<String> encode(List<Rec> recs) {
        List<String> out = new ArrayList<>(recs.size());
        for (Rec rec : recs) {
            String line = "";
            for (int f = 0; f < FIELDS.length; f++) {
                line = line + FIELDS[f] + "=" + rec.values[f] + ";";
            }
            out.add(line);
        }
        return out;
    }

    // Stage 5: group totals by region and carrier.
    static Map<String, long[]> aggregate(List<Rec> recs) {
        Map<String, long[]> totals = new HashMap<>();
        for (Rec rec : recs) {
            String key = rec.values[2] + "/" + rec.values[9];
            long[] t = totals.computeIfAbsent(key, k -> new long[3]);
            t[0]++;
            t[1] += Long.parseLong(rec.values[4]);
            t[2] += rec.values[11].hashCode();
        }
        return totals;
    }

    // Stage 6: checksum over the encoded text.
    static long checksum(List<String> encoded) {
        long h = 1125899906842597L;
        for (String s : encoded) {
            for (long i = 0; i < s.length(); i++) {
                h = 31 * h + s.charAt((int) i);
            }
        }
        return h;
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int batches = Integer.parseInt(args[1]);
        long t0 = System.nanoTime();
        long sum = 0;
        int bad = 0;
        int groups = 0;
        for (int b = 0; b < batches; b++) {
            List<String> lines = generate(n);
            List<Rec> recs = parse(lines);
            bad += validate(recs);
            List<String> enc = encode(recs);
            groups += aggregate(recs).size();
            sum ^= checksum(enc);
        }
        System.out.printf("batches=%d records=%d bad=%d groups=%d checksum=%x time=%.2fs%n",
                batches, n, bad, groups, sum, (System.nanoTime() - t0) / 1e9);
    }
}
