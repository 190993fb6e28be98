package s38e;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * Fixed-duration text pipeline. Loops over synthetic log lines until the time is up
 * (args: mode before|after, seconds, seed), so throughput changes, not duration.
 *  before: normalize() uses a precompiled static Pattern.
 *  after:  normalize() calls Pattern.compile(...) on every call.
 */
public class TextPipeline {
    static final String REGEX = "[\\s_\\-/]+|(?<=\\p{Lower})(?=\\p{Upper})";
    static final Pattern SEPARATORS = Pattern.compile(REGEX);
    static boolean compileEachCall;
    static long sink;

    static String normalize(String token) {
        Pattern p = compileEachCall ? Pattern.compile(REGEX) : SEPARATORS;
        return p.matcher(token).replaceAll(" ").toLowerCase();
    }

    static List<String> tokenize(String line) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= line.length(); i++) {
            if (i == line.length() || line.charAt(i) == ',') {
                if (i > start) out.add(line.substring(start, i));
                start = i + 1;
            }
        }
        return out;
    }

    static long score(String s) {
        long h = 1125899906842597L;
        for (int r = 0; r < 40; r++)
            for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i) + r;
        return h;
    }

    static long processLine(String line) {
        long acc = 0;
        for (String tok : tokenize(line)) {
            String n = normalize(tok);
            acc += score(n);
        }
        return acc;
    }

    static String[] makeLines(long seed, int count) {
        Random rnd = new Random(seed);
        String[] words = {"userName", "request_id", "Content-Type", "cache/hit", "retryCount",
                          "upstream_host", "TLS-Version", "bytesSent", "path/to/file", "statusCode"};
        String[] lines = new String[count];
        for (int i = 0; i < count; i++) {
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < 12; j++) {
                if (j > 0) sb.append(',');
                sb.append(words[rnd.nextInt(words.length)]).append('_').append(rnd.nextInt(1000));
            }
            lines[i] = sb.toString();
        }
        return lines;
    }

    public static void main(String[] args) {
        compileEachCall = args[0].equals("after");
        double seconds = Double.parseDouble(args[1]);
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 42;
        String[] lines = makeLines(seed, 4096);
        long end = System.nanoTime() + (long) (seconds * 1e9);
        long processed = 0;
        while (System.nanoTime() < end) {
            for (int k = 0; k < 256; k++) sink += processLine(lines[(int) (processed++ & 4095)]);
        }
        System.out.println("mode=" + args[0] + " seconds=" + seconds + " lines=" + processed + " sink=" + sink);
    }
}
