import java.util.*;
import java.util.regex.*;

// Toy support-ticket log scanner. Usage: java TicketScan ROUNDS   (-Dchange=compile_per_call for the after side)
// Per round: genLines (fixed seed) -> parseLine -> extractRefs (regex) -> scoreLine -> tally (HashMap) ->
// keywordCounts (split + HashMap) -> routingKey (String.format) -> formatSummary (StringBuilder) -> sortTop.
public class TicketScan {
    static final boolean COMPILE_PER_CALL = "compile_per_call".equals(System.getProperty("change"));
    static final String REF_RX = "\\b(?:TCK|INC|CHG)-(\\d{4,6})\\b";
    static final Pattern REF = Pattern.compile(REF_RX);
    static final String[] WORDS = {"printer", "login", "vpn", "slow", "error", "timeout", "password", "disk",
            "network", "email", "crash", "update", "license", "access", "backup", "restore"};
    static final String[] TEAMS = {"desk", "infra", "apps", "sec", "db"};

    record Entry(long ts, String team, int prio, String text) {}

    static List<String> genLines(Random r, int n) {
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder(120);
            sb.append(1700000000L + i * 7L).append('|').append(TEAMS[r.nextInt(TEAMS.length)]).append('|')
              .append(r.nextInt(5)).append('|');
            int w = 6 + r.nextInt(8);
            for (int j = 0; j < w; j++) {
                if (r.nextInt(10) == 0) sb.append(new String[]{"TCK", "INC", "CHG"}[r.nextInt(3)]).append('-').append(1000 + r.nextInt(90000));
                else sb.append(WORDS[r.nextInt(WORDS.length)]);
                sb.append(' ');
            }
            out.add(sb.toString());
        }
        return out;
    }

    static Entry parseLine(String line) {
        int a = line.indexOf('|'), b = line.indexOf('|', a + 1), c = line.indexOf('|', b + 1);
        return new Entry(Long.parseLong(line, 0, a, 10), line.substring(a + 1, b),
                Integer.parseInt(line, b + 1, c, 10), line.substring(c + 1));
    }

    static int extractRefs(String text, List<Integer> refs) {
        Pattern p = COMPILE_PER_CALL ? Pattern.compile(REF_RX) : REF;
        Matcher m = p.matcher(text);
        int n = 0;
        while (m.find()) { refs.add(Integer.parseInt(m.group(1))); n++; }
        return n;
    }

    static double scoreLine(Entry e, int nrefs) {
        double s = (5 - e.prio()) * 1.5 + nrefs * 0.7;
        String t = e.text();
        for (int i = 0; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (ch == 'e') s += 0.01; else if (ch == 'x') s += 0.2;
        }
        if (t.contains("crash") || t.contains("error")) s += 2;
        return s;
    }

    static int keywordCounts(String text, Map<String, Integer> counts) {
        int n = 0;
        for (String w : text.split(" ")) {
            if (w.isEmpty() || w.indexOf('-') >= 0) continue;
            counts.merge(w.toLowerCase(Locale.ROOT), 1, Integer::sum);
            n++;
        }
        return n;
    }

    static String routingKey(Entry e, int words) {
        return String.format("%s/p%d/w%02d", e.team().toUpperCase(Locale.ROOT), e.prio(), words);
    }

    static void tally(Map<String, double[]> byTeam, Entry e, double score) {
        double[] v = byTeam.computeIfAbsent(e.team(), k -> new double[3]);
        v[0] += 1; v[1] += score; v[2] = Math.max(v[2], score);
    }

    static String formatSummary(Map<String, double[]> byTeam) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, double[]> en : new TreeMap<>(byTeam).entrySet())
            sb.append(en.getKey()).append(':').append((long) en.getValue()[0]).append(':')
              .append(String.format("%.2f", en.getValue()[1] / en.getValue()[0])).append('\n');
        return sb.toString();
    }

    static long sortTop(double[] scores) {
        double[] c = scores.clone();
        Arrays.sort(c);
        return Double.doubleToLongBits(c[c.length - 1]) ^ Double.doubleToLongBits(c[c.length / 2]);
    }

    public static void main(String[] args) {
        int rounds = Integer.parseInt(args[0]);
        List<String> lines = genLines(new Random(99), 50000);
        long acc = 0, nrefsTot = 0;
        String last = "";
        for (int k = 0; k < rounds; k++) {
            Map<String, double[]> byTeam = new HashMap<>();
            double[] scores = new double[lines.size()];
            List<Integer> refs = new ArrayList<>();
            Map<String, Integer> words = new HashMap<>();
            Map<String, Integer> routes = new HashMap<>();
            for (int i = 0; i < lines.size(); i++) {
                Entry e = parseLine(lines.get(i));
                int n = extractRefs(e.text(), refs);
                double s = scoreLine(e, n);
                int w = keywordCounts(e.text(), words);
                routes.merge(routingKey(e, w), 1, Integer::sum);
                scores[i] = s;
                tally(byTeam, e, s);
            }
            nrefsTot += refs.size();
            acc += sortTop(scores);
            last = formatSummary(byTeam) + words.size() + "/" + routes.size();
        }
        System.out.println("change=" + (COMPILE_PER_CALL ? "compile_per_call" : "none") + " rounds=" + rounds
                + " refs=" + nrefsTot + " acc=" + Long.toHexString(acc) + " " + last.replace('\n', ' '));
    }
}
