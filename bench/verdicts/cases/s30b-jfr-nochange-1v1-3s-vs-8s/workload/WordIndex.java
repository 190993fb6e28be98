import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.zip.CRC32;

/**
 * Builds a small inverted index over synthetic documents, repeatedly:
 * generate text -> tokenize -> count terms -> top-k terms -> checksum.
 * Runs for the number of seconds given as the first argument.
 */
public class WordIndex {
    static final String[] SYLLABLES = {"ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "qu", "ph", "or"};

    static long seed = 0x2545F4914F6CDD1DL;

    static int next(int bound) {
        seed ^= seed << 13; seed ^= seed >>> 7; seed ^= seed << 17;
        return (int) ((seed >>> 1) % bound);
    }

    static String makeDocument(int words) {
        StringBuilder sb = new StringBuilder(words * 8);
        for (int w = 0; w < words; w++) {
            int syl = 1 + next(3);
            for (int s = 0; s < syl; s++) sb.append(SYLLABLES[next(SYLLABLES.length)]);
            sb.append(next(10) == 0 ? ". " : " ");
        }
        return sb.toString();
    }

    static List<String> tokenize(String doc) {
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < doc.length(); i++) {
            char c = doc.charAt(i);
            boolean letter = c >= 'a' && c <= 'z';
            if (letter && start < 0) start = i;
            else if (!letter && start >= 0) { out.add(doc.substring(start, i)); start = -1; }
        }
        if (start >= 0) out.add(doc.substring(start));
        return out;
    }

    static void count(List<String> tokens, Map<String, Integer> counts) {
        for (String t : tokens) counts.merge(t, 1, Integer::sum);
    }

    static List<String> topK(Map<String, Integer> counts, int k) {
        PriorityQueue<Map.Entry<String, Integer>> pq =
            new PriorityQueue<>((a, b) -> Integer.compare(a.getValue(), b.getValue()));
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            pq.offer(e);
            if (pq.size() > k) pq.poll();
        }
        List<String> out = new ArrayList<>();
        while (!pq.isEmpty()) out.add(pq.poll().getKey());
        return out;
    }

    static long checksum(List<String> tokens) {
        CRC32 crc = new CRC32();
        for (String t : tokens) {
            for (int i = 0; i < t.length(); i++) crc.update(t.charAt(i));
        }
        return crc.getValue();
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5.0;
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long docs = 0, acc = 0;
        while (System.nanoTime() < deadline) {
            Map<String, Integer> counts = new HashMap<>();
            for (int d = 0; d < 20; d++) {
                String doc = makeDocument(2000);
                List<String> tokens = tokenize(doc);
                count(tokens, counts);
                acc += checksum(tokens);
                docs++;
            }
            acc += topK(counts, 25).size();
        }
        System.out.println("docs " + docs + " acc " + acc);
    }
}
