import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** A tiny in-process request pipeline: raw text requests -> parse/validate -> route -> render response. */
public class Server {

    static final class Response {
        final int status;
        final String body;
        Response(int status, String body) { this.status = status; this.body = body; }
    }

    static final class RequestHandler {
        private final RequestParser parser = new RequestParser();
        private final Map<String, Integer> accounts = new HashMap<>();
        private long nextId = 1;

        Response handle(String raw) {
            RequestParser.Request req;
            try {
                req = parser.parse(raw);
            } catch (RequestParser.BadRequest e) {
                return new Response(400, "{\"error\":\"" + e.getMessage() + "\"}");
            }
            switch (req.path) {
                case "/signup":
                    return signup(req);
                case "/profile":
                    return profile(req);
                default:
                    return new Response(404, "{\"error\":\"not found\"}");
            }
        }

        private Response signup(RequestParser.Request req) {
            String email = req.fields.get("email");
            Integer existing = accounts.putIfAbsent(email, (int) nextId);
            if (existing != null) return new Response(409, "{\"error\":\"exists\",\"id\":" + existing + "}");
            return new Response(201, render(nextId++, req.fields));
        }

        private Response profile(RequestParser.Request req) {
            Integer id = accounts.get(req.fields.get("email"));
            return id == null ? new Response(404, "{\"error\":\"no such user\"}") : new Response(200, render(id, req.fields));
        }

        private static String render(long id, Map<String, String> fields) {
            StringBuilder sb = new StringBuilder(128).append("{\"id\":").append(id);
            for (Map.Entry<String, String> e : fields.entrySet())
                sb.append(",\"").append(e.getKey()).append("\":\"").append(e.getValue()).append('"');
            return sb.append('}').toString();
        }
    }

    static final String[] FIRST = {"anna", "bo", "carlos", "dmitri", "eve", "fatima", "gus", "hiro", "ines", "jon"};
    static final String[] DOMAINS = {"example.com", "mail.example.org", "corp.test", "uni.example.edu"};

    static List<String> makeRequests(int n, long seed) {
        Random rnd = new Random(seed);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String name = FIRST[rnd.nextInt(FIRST.length)];
            String user = name + "." + rnd.nextInt(5000);
            String email = (rnd.nextInt(50) == 0 ? user + "@@bad" : user + "@" + DOMAINS[rnd.nextInt(DOMAINS.length)]);
            String path = rnd.nextInt(3) == 0 ? "/profile" : "/signup";
            String body = "name=" + name + "&email=" + email + "&phone=%2B1" + (2000000000L + rnd.nextInt(999999999))
                    + "&zip=" + (10000 + rnd.nextInt(89999)) + "&referrer=" + FIRST[rnd.nextInt(FIRST.length)] + "@" + DOMAINS[rnd.nextInt(DOMAINS.length)];
            out.add("POST " + path + " HTTP/1.1\r\nHost: api.example.com\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                    + "User-Agent: loadgen/1.0\r\nContent-Length: " + body.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + body);
        }
        return out;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        List<String> requests = makeRequests(300_000, 42L);
        RequestHandler handler = new RequestHandler();
        Map<Integer, Integer> byStatus = new HashMap<>();
        long bytes = 0;
        long t0 = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            for (String raw : requests) {
                Response resp = handler.handle(raw);
                byStatus.merge(resp.status, 1, Integer::sum);
                bytes += resp.body.length();
            }
        }
        System.out.printf("handled %d requests in %.2f s, statuses %s, %d response bytes%n",
                rounds * requests.size(), (System.nanoTime() - t0) / 1e9, byStatus, bytes);
    }
}
