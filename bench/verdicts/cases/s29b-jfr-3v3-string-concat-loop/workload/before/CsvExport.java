import java.util.ArrayList;
import java.util.List;

// Exports a batch of records as CSV lines and checksums each line.
// BEFORE: renderRow builds the line with a StringBuilder.
public class CsvExport {
    static final int FIELDS = 72;

    static List<String[]> makeRecords(int n) {
        List<String[]> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String[] r = new String[FIELDS];
            for (int f = 0; f < FIELDS; f++) {
                r[f] = "f" + f + "-" + Integer.toHexString(i * 31 + f * 7) + (f % 3 == 0 ? "-x" : "");
            }
            out.add(r);
        }
        return out;
    }

    static String formatCell(String v) {
        if (v.indexOf(',') >= 0 || v.indexOf('"') >= 0) {
            return '"' + v.replace("\"", "\"\"") + '"';
        }
        return v;
    }

    static String renderRow(String[] fields) {
        StringBuilder sb = new StringBuilder(256);
        for (int f = 0; f < fields.length; f++) {
            if (f > 0) sb.append(',');
            sb.append(formatCell(fields[f]));
        }
        return sb.toString();
    }

    static long checksum(String line) {
        long h = 1125899906842597L;
        for (int i = 0; i < line.length(); i++) {
            h = 31 * h + line.charAt(i);
            h ^= (h >>> 17);
        }
        return h;
    }

    static long exportAll(List<String[]> records) {
        long acc = 0;
        for (String[] r : records) {
            String line = renderRow(r);
            acc += checksum(line) + line.length();
        }
        return acc;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        List<String[]> records = makeRecords(20000);
        long acc = 0;
        for (int r = 0; r < rounds; r++) {
            acc += exportAll(records);
        }
        System.out.println("rounds " + rounds + " acc " + acc);
    }
}
