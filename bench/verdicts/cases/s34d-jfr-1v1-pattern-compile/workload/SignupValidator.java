import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * Validates a stream of sign-up records (CSV lines): parses each line, checks the
 * e-mail with a regex, checks the other fields by hand, and tallies results per domain.
 *
 * before (-Dvalidator.precompiled=true, default): EMAIL is a static precompiled Pattern.
 * after  (-Dvalidator.precompiled=false): isValidEmail calls Pattern.compile(EMAIL_REGEX)
 *        on every call.
 */
public class SignupValidator {
    static final String EMAIL_REGEX =
        "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$";
    static final Pattern EMAIL = Pattern.compile(EMAIL_REGEX);
    static final boolean PRECOMPILED =
        Boolean.parseBoolean(System.getProperty("validator.precompiled", "true"));

    record Signup(String email, String name, int age, String country, String phone) {}

    static Signup parse(String line) {
        String[] f = line.split(",", -1);
        return new Signup(f[0].trim(), f[1].trim(), Integer.parseInt(f[2].trim()), f[3].trim(), f[4].trim());
    }

    static boolean isValidEmail(String email) {
        if (PRECOMPILED) {
            return EMAIL.matcher(email).matches();
        }
        return Pattern.compile(EMAIL_REGEX).matcher(email).matches();
    }

    static boolean isValidPhone(String phone) {
        int digits = 0;
        for (int i = 0; i < phone.length(); i++) {
            char c = phone.charAt(i);
            if (Character.isDigit(c)) digits++;
            else if (c != '+' && c != '-' && c != ' ' && c != '(' && c != ')') return false;
        }
        return digits >= 7 && digits <= 15;
    }

    static boolean isValidName(String name) {
        if (name.isEmpty() || name.length() > 64) return false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isLetter(c) && c != ' ' && c != '\'' && c != '-') return false;
        }
        return true;
    }

    static List<String> validate(Signup s) {
        List<String> errors = new ArrayList<>(2);
        if (!isValidEmail(s.email())) errors.add("email");
        if (!isValidName(s.name())) errors.add("name");
        if (s.age() < 13 || s.age() > 120) errors.add("age");
        if (s.country().length() != 2 || !s.country().equals(s.country().toUpperCase())) errors.add("country");
        if (!isValidPhone(s.phone())) errors.add("phone");
        return errors;
    }

    /** Normalised export row for an accepted sign-up. */
    static String exportRow(Signup s) {
        StringBuilder phoneDigits = new StringBuilder(16);
        for (int i = 0; i < s.phone().length(); i++) {
            char c = s.phone().charAt(i);
            if (c == '+' || Character.isDigit(c)) phoneDigits.append(c);
        }
        return String.format("%s;%s;%d;%s;%s", s.email().toLowerCase(), s.name(), s.age(), s.country(), phoneDigits);
    }

    /** Fingerprint of the normalised e-mail, used to spot duplicate sign-ups without keeping addresses. */
    static String fingerprint(MessageDigest sha, Signup s) {
        String norm = s.email().toLowerCase().replace(".", "");
        byte[] h = sha.digest(norm.getBytes(StandardCharsets.UTF_8));
        StringBuilder sb = new StringBuilder(16);
        for (int i = 0; i < 8; i++) sb.append(Character.forDigit((h[i] >> 4) & 15, 16)).append(Character.forDigit(h[i] & 15, 16));
        return sb.toString();
    }

    static String[] FIRST = {"anna", "bob", "chen", "dmitri", "eve", "fatima", "gus", "hana", "ivan", "jo"};
    static String[] LAST = {"smith", "o'neil", "garcia", "kowalski", "nguyen", "mueller", "rossi", "tanaka"};
    static String[] DOMAINS = {"example.com", "mail.example.org", "corp.co.uk", "uni.edu", "bad_domain", "x.io"};
    static String[] COUNTRIES = {"US", "DE", "FR", "jp", "GB", "BR", "IN", "USA"};

    static List<String> makeLines(int n, long seed) {
        Random r = new Random(seed);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String first = FIRST[r.nextInt(FIRST.length)];
            String last = LAST[r.nextInt(LAST.length)];
            String dom = DOMAINS[r.nextInt(DOMAINS.length)];
            String email = first + (r.nextInt(5) == 0 ? "" : "." + last) + (r.nextInt(100)) + "@" + dom;
            String phone = "+" + (1 + r.nextInt(98)) + " (" + (100 + r.nextInt(900)) + ") " + (1000000 + r.nextInt(9000000));
            out.add(email + ", " + first + " " + last + ", " + (10 + r.nextInt(80)) + ", "
                    + COUNTRIES[r.nextInt(COUNTRIES.length)] + ", " + phone);
        }
        return out;
    }

    /** Running tallies over all batches. */
    static final class Batch {
        final MessageDigest sha;
        final Set<String> seen = new HashSet<>();
        final Map<String, int[]> perDomain = new HashMap<>();
        long bad, dups, exportHash;

        Batch(MessageDigest sha) { this.sha = sha; }

        void process(List<String> lines) {
            for (String line : lines) {
                Signup s = parse(line);
                List<String> errors = validate(s);
                String domain = s.email().substring(s.email().indexOf('@') + 1);
                int[] c = perDomain.computeIfAbsent(domain, k -> new int[2]);
                c[errors.isEmpty() ? 0 : 1]++;
                bad += errors.size();
                if (errors.isEmpty()) {
                    if (!seen.add(fingerprint(sha, s))) dups++;
                    exportHash = exportHash * 31 + exportRow(s).hashCode();
                }
            }
        }
    }

    public static void main(String[] args) throws NoSuchAlgorithmException {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        List<String> lines = makeLines(n, 42);
        long t0 = System.nanoTime();
        Batch acc = new Batch(sha);
        for (int round = 0; round < rounds; round++) {
            for (int from = 0; from < lines.size(); from += 500) {
                acc.process(lines.subList(from, Math.min(from + 500, lines.size())));
            }
        }
        long bad = acc.bad, dups = acc.dups, exportHash = acc.exportHash;
        Map<String, int[]> perDomain = acc.perDomain;
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("precompiled=" + PRECOMPILED + " n=" + n + " rounds=" + rounds + " errors=" + bad
                + " dups=" + dups + " export=" + Long.toHexString(exportHash) + " domains=" + perDomain.size() + " loop_ms=" + ms);
    }
}
