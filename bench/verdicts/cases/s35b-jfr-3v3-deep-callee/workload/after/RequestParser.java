import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** Parses a raw HTTP/1.1 form-POST request and validates its fields. */
public class RequestParser {

    static final class BadRequest extends Exception {
        BadRequest(String msg) { super(msg, null, false, false); }
    }

    static final class Request {
        String method, path;
        final Map<String, String> headers = new LinkedHashMap<>();
        final Map<String, String> fields = new LinkedHashMap<>();
    }

    private final FieldValidator validator = new FieldValidator();

    Request parse(String raw) throws BadRequest {
        int headerEnd = raw.indexOf("\r\n\r\n");
        if (headerEnd < 0) throw new BadRequest("no header terminator");
        Request req = new Request();
        String[] lines = raw.substring(0, headerEnd).split("\r\n");
        parseRequestLine(lines[0], req);
        for (int i = 1; i < lines.length; i++) parseHeader(lines[i], req);
        parseBody(raw.substring(headerEnd + 4), req);
        return req;
    }

    private static void parseRequestLine(String line, Request req) throws BadRequest {
        String[] parts = line.split(" ");
        if (parts.length != 3 || !parts[2].startsWith("HTTP/")) throw new BadRequest("bad request line");
        req.method = parts[0];
        req.path = parts[1];
    }

    private static void parseHeader(String line, Request req) throws BadRequest {
        int colon = line.indexOf(':');
        if (colon <= 0) throw new BadRequest("bad header");
        req.headers.put(line.substring(0, colon).trim().toLowerCase(), line.substring(colon + 1).trim());
    }

    private void parseBody(String body, Request req) throws BadRequest {
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            if (eq <= 0) throw new BadRequest("bad form field");
            String key = URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8);
            String value = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            validator.validate(key, value);
            req.fields.put(key, value);
        }
    }
}
