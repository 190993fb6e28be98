import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * ReqLoop: a request-handling loop. Each raw HTTP-like request is parsed,
 * validated, checksummed (CRC-32C style over the body, by hand) and answered
 * with a formatted response. "-Dchange=strict_validate" switches validate to
 * the after version: passes over the path characters, the query parameter names
 * and values, and an RFC 9110 token regular expression on every header name.
 */
public class ReqLoop {
    static final class Request {
        String method, path, version;
        Map<String, String> query = new HashMap<>();
        List<String[]> headers = new ArrayList<>();
        byte[] body;
    }

    static final boolean STRICT = "strict_validate".equals(System.getProperty("change", "none"));

    static final Pattern HEADER_NAME = Pattern.compile("[A-Za-z0-9!#$%&'*+.^_`|~-]+");

    static final String[] PATHS = {"/api/v1/users", "/api/v1/orders/17/items", "/static/app.js", "/api/v2/search", "/login", "/api/v1/invoices/2024/03"};
    static final String[] AGENTS = {"curl/8.5.0", "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/125.0", "okhttp/4.12.0", "python-requests/2.31"};

    static List<String> genRequests(int n) {
        List<String> out = new ArrayList<>(n);
        long s = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < n; i++) {
            s ^= s << 13; s ^= s >>> 7; s ^= s << 17;
            int a = (int) (s & 0x7fffffff);
            StringBuilder b = new StringBuilder(512);
            String m = (a % 3 == 0) ? "POST" : "GET";
            b.append(m).append(' ').append(PATHS[a % PATHS.length]).append("?page=").append(a % 50)
             .append("&sort=name&limit=").append(10 + a % 90).append("&session_id=").append(Integer.toHexString(a)).append(" HTTP/1.1\r\n");
            b.append("Host: shop.example.com\r\n");
            b.append("User-Agent: ").append(AGENTS[(a >> 4) % AGENTS.length]).append("\r\n");
            b.append("Accept: application/json, text/plain;q=0.9, */*;q=0.8\r\n");
            b.append("Accept-Encoding: gzip, deflate, br\r\n");
            b.append("Cookie: sid=").append(Long.toHexString(s)).append("; theme=dark; lang=en-US\r\n");
            b.append("X-Request-Id: ").append(Long.toHexString(s * 31)).append("\r\n");
            int bl = (m.equals("POST")) ? 200 + a % 800 : 0;
            b.append("Content-Length: ").append(bl).append("\r\n\r\n");
            for (int k = 0; k < bl; k++) b.append((char) ('a' + (k * 7 + a) % 26));
            out.add(b.toString());
        }
        return out;
    }

    static Request parse(byte[] raw) {
        Request r = new Request();
        int n = raw.length, i = 0;
        int ls = i;
        while (i < n && raw[i] != '\r') i++;
        String line = new String(raw, ls, i - ls, StandardCharsets.US_ASCII);
        i += 2;
        int sp1 = line.indexOf(' '), sp2 = line.lastIndexOf(' ');
        r.method = line.substring(0, sp1);
        String target = line.substring(sp1 + 1, sp2);
        r.version = line.substring(sp2 + 1);
        int q = target.indexOf('?');
        r.path = q < 0 ? target : target.substring(0, q);
        if (q >= 0) {
            for (String kv : target.substring(q + 1).split("&")) {
                int e = kv.indexOf('=');
                if (e > 0) r.query.put(kv.substring(0, e), kv.substring(e + 1));
            }
        }
        int clen = 0;
        while (i < n && raw[i] != '\r') {
            ls = i;
            while (i < n && raw[i] != '\r') i++;
            String h = new String(raw, ls, i - ls, StandardCharsets.US_ASCII);
            i += 2;
            int c = h.indexOf(':');
            String name = h.substring(0, c), val = h.substring(c + 1).trim();
            r.headers.add(new String[]{name, val});
            if (name.equalsIgnoreCase("Content-Length")) clen = Integer.parseInt(val);
        }
        i += 2;
        r.body = new byte[clen];
        System.arraycopy(raw, i, r.body, 0, clen);
        return r;
    }

    static boolean validate(Request r) {
        if (!r.version.equals("HTTP/1.1") && !r.version.equals("HTTP/1.0")) return false;
        if (!r.method.equals("GET") && !r.method.equals("POST")) return false;
        if (r.path.isEmpty() || r.path.charAt(0) != '/') return false;
        boolean host = false;
        for (String[] h : r.headers) {
            if (h[0].isEmpty()) return false;
            if (h[0].equalsIgnoreCase("Host")) host = true;
            String v = h[1];
            for (int i = 0; i < v.length(); i++) {
                char c = v.charAt(i);
                if (c < 0x20 && c != '\t' || c == 0x7f) return false;
            }
        }
        if (!host) return false;
        if (STRICT) {
            // after: path characters and segments, RFC 9110 header-name token grammar,
            // query parameter names and values
            String p = r.path;
            for (int i = 0; i < p.length(); i++) {
                char c = p.charAt(i);
                if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "/._~%-".indexOf(c) >= 0)) return false;
            }
            if (p.contains("//") || p.contains("/../")) return false;
            for (String[] h : r.headers) {
                if (!HEADER_NAME.matcher(h[0]).matches()) return false;
            }
            for (Map.Entry<String, String> e : r.query.entrySet()) {
                String k = e.getKey();
                if (k.isEmpty() || k.length() > 32) return false;
                for (int i = 0; i < k.length(); i++) {
                    char c = k.charAt(i);
                    if (!(c >= 'a' && c <= 'z' || c == '_' || i > 0 && c >= '0' && c <= '9')) return false;
                }
                String v = e.getValue();
                for (int i = 0; i < v.length(); i++) {
                    char c = v.charAt(i);
                    if (c < 0x21 || c > 0x7e || c == '<' || c == '>' || c == '"') return false;
                }
            }
        }
        return true;
    }

    static final int[] CRC_TABLE = new int[256];
    static {
        for (int i = 0; i < 256; i++) {
            int c = i;
            for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? (c >>> 1) ^ 0x82F63B78 : c >>> 1;
            CRC_TABLE[i] = c;
        }
    }

    static int checksum(Request r) {
        int c = ~0;
        for (byte b : r.body) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
        for (int i = 0; i < r.path.length(); i++) c = CRC_TABLE[(c ^ r.path.charAt(i)) & 0xff] ^ (c >>> 8);
        for (String[] h : r.headers)
            for (int i = 0; i < h[1].length(); i++) c = CRC_TABLE[(c ^ h[1].charAt(i)) & 0xff] ^ (c >>> 8);
        return ~c;
    }

    static String formatResponse(Request r, boolean ok, int crc) {
        StringBuilder b = new StringBuilder(256);
        b.append(r.version).append(ok ? " 200 OK\r\n" : " 400 Bad Request\r\n");
        b.append("Content-Type: application/json\r\n");
        b.append("ETag: \"").append(String.format("%08x", crc)).append("\"\r\n\r\n");
        b.append("{\"path\":\"").append(r.path).append("\",\"params\":").append(r.query.size())
         .append(",\"bytes\":").append(r.body.length).append('}');
        return b.toString();
    }

    public static void main(String[] args) {
        int rounds = Integer.parseInt(args.length > 0 ? args[0] : "20");
        List<String> reqs = genRequests(20000);
        byte[][] raw = new byte[reqs.size()][];
        for (int i = 0; i < raw.length; i++) raw[i] = reqs.get(i).getBytes(StandardCharsets.US_ASCII);
        long t0 = System.nanoTime();
        long acc = 0; int bad = 0;
        for (int r = 0; r < rounds; r++) {
            for (byte[] req : raw) {
                Request q = parse(req);
                boolean ok = validate(q);
                if (!ok) bad++;
                int crc = checksum(q);
                acc += formatResponse(q, ok, crc).length();
            }
        }
        double el = (System.nanoTime() - t0) / 1e9;
        System.err.printf("change=%s requests=%d bad=%d acc=%d elapsed=%.2fs%n", STRICT ? "strict_validate" : "none", (long) rounds * raw.length, bad, acc, el);
    }
}
