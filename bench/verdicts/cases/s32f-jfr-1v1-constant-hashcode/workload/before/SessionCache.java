// Session cache benchmark: a HashMap<SessionKey, Session> with ~600 live
// sessions; each "request" looks up its session, touches it, and renders a
// small response.  BEFORE: SessionKey.hashCode() mixes tenant and user id.
import java.util.HashMap;
import java.util.Map;

public class SessionCache {
    static final class SessionKey {
        final int tenant;
        final long userId;
        SessionKey(int tenant, long userId) { this.tenant = tenant; this.userId = userId; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof SessionKey)) return false;
            SessionKey k = (SessionKey) o;
            return tenant == k.tenant && userId == k.userId;
        }
        @Override public int hashCode() { return 31 * tenant + Long.hashCode(userId); }
    }

    static final class Session { long hits; long bytes; }

    static Session lookup(Map<SessionKey, Session> cache, SessionKey k) {
        return cache.get(k);
    }

    static long render(Session s, long seed) {
        long h = seed;
        for (int i = 0; i < 400; i++) { h = h * 6364136223846793005L + 1442695040888963407L; h ^= (h >>> 29); }
        s.bytes += (h & 1023);
        return h;
    }

    public static void main(String[] args) {
        double secs = args.length > 0 ? Double.parseDouble(args[0]) : 6;
        Map<SessionKey, Session> cache = new HashMap<>();
        SessionKey[] keys = new SessionKey[600];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = new SessionKey(i % 16, 1_000_000L + i * 7919L);
            cache.put(keys[i], new Session());
        }
        long end = System.nanoTime() + (long) (secs * 1e9);
        long acc = 0, reqs = 0, x = 12345;
        while (System.nanoTime() < end) {
            for (int r = 0; r < 1000; r++) {
                x = x * 2862933555777941757L + 3037000493L;
                SessionKey probe = keys[(int) ((x >>> 33) % keys.length)];
                SessionKey k = new SessionKey(probe.tenant, probe.userId);
                Session s = lookup(cache, k);
                s.hits++;
                acc += render(s, x);
                reqs++;
            }
        }
        System.out.println("requests=" + reqs + " acc=" + acc);
    }
}
