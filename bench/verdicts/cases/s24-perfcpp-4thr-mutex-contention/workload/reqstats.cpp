// reqstats: multi-threaded HTTP access-log route statistics.
// main generates a synthetic access log, 4 workers take batches of lines from a shared
// work queue, parse each request, normalise its path into a route, fingerprint it and
// record per-route statistics (count, bytes, status classes, latency histogram).
//   default build : each worker records into its own map, maps are merged at the end.
//   -DSHARED_STATS: workers record into one shared map behind a std::mutex, locked per line.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>
#include <deque>
#include <unordered_map>
#include <unordered_set>
#include <mutex>
#include <condition_variable>
#include <thread>
#include <algorithm>

struct Request {
    std::string method, path;
    int status = 0;
    long bytes = 0;
    double latency_ms = 0;
};

struct RouteStat {
    long count = 0, bytes = 0;
    double lat_sum = 0, lat_max = 0;
    long status_class[6] = {0};
    long lat_hist[24] = {0};
    uint64_t fp_xor = 0;
    double slowest[8] = {0};              // 8 slowest latencies, descending
    std::unordered_set<uint64_t> paths;   // distinct concrete paths seen for this route
};

using StatMap = std::unordered_map<std::string, RouteStat>;

static uint64_t rng_state = 88172645463325252ull;
static inline uint64_t xrand() {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *METHODS[] = {"GET", "GET", "GET", "POST", "PUT", "DELETE"};
static const char *RES[] = {"users", "orders", "items", "carts", "invoices", "sessions", "reviews", "search"};
static const char *SUB[] = {"history", "lines", "payments", "addresses", "tags", "events"};

__attribute__((noinline)) std::vector<std::string> gen_log(size_t n) {
    std::vector<std::string> out;
    out.reserve(n);
    char buf[256];
    for (size_t i = 0; i < n; i++) {
        uint64_t r = xrand();
        const char *m = METHODS[r % 6];
        const char *res = RES[(r >> 8) % 8];
        int depth = (r >> 16) % 3;
        int len = snprintf(buf, sizeof buf, "%s /api/v%d/%s/%lu", m, 1 + (int)((r >> 20) % 2), res,
                           (unsigned long)((r >> 24) % 100000));
        if (depth > 0)
            len += snprintf(buf + len, sizeof buf - len, "/%s", SUB[(r >> 40) % 6]);
        if (depth > 1)
            len += snprintf(buf + len, sizeof buf - len, "/%lu", (unsigned long)((r >> 44) % 5000));
        int st = (r >> 50) % 20 == 0 ? 500 : ((r >> 50) % 7 == 0 ? 404 : ((r >> 50) % 11 == 0 ? 302 : 200));
        snprintf(buf + len, sizeof buf - len, " %d %lu %lu.%02lu", st, (unsigned long)((r >> 30) % 60000),
                 (unsigned long)((r >> 33) % 900), (unsigned long)((r >> 3) % 100));
        out.emplace_back(buf);
    }
    return out;
}

__attribute__((noinline)) bool parse_request(const std::string &line, Request &rq) {
    size_t a = line.find(' ');
    if (a == std::string::npos) return false;
    size_t b = line.find(' ', a + 1);
    if (b == std::string::npos) return false;
    rq.method.assign(line, 0, a);
    rq.path.assign(line, a + 1, b - a - 1);
    const char *p = line.c_str() + b + 1;
    char *e;
    rq.status = (int)strtol(p, &e, 10);
    rq.bytes = strtol(e, &e, 10);
    rq.latency_ms = strtod(e, &e);
    return true;
}

static bool all_digits(const char *s, size_t n) {
    if (n == 0) return false;
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9') return false;
    return true;
}

// "/api/v2/users/123/orders/7" -> "GET /api/v2/users/:id/orders/:id"
__attribute__((noinline)) std::string normalize_route(const Request &rq) {
    std::string r = rq.method;
    r.push_back(' ');
    const std::string &p = rq.path;
    size_t i = 0;
    while (i < p.size()) {
        size_t j = p.find('/', i + 1);
        if (j == std::string::npos) j = p.size();
        const char *seg = p.c_str() + i + 1;
        size_t n = j - i - 1;
        r.push_back('/');
        if (all_digits(seg, n)) r.append(":id");
        else r.append(seg, n);
        i = j;
    }
    return r;
}

// request fingerprint used for de-duplication sampling: a few rounds of a 64-bit mix
__attribute__((noinline)) uint64_t fingerprint(const std::string &line, const Request &rq) {
    uint64_t h = 1469598103934665603ull;
    for (int round = 0; round < 2; round++) {
        for (unsigned char c : line) {
            h ^= c + round;
            h *= 1099511628211ull;
            h ^= h >> 29;
        }
    }
    h ^= (uint64_t)rq.status * 0x9E3779B97F4A7C15ull;
    h ^= (uint64_t)rq.bytes << 17;
    return h;
}

static int lat_bucket(double ms) {
    int b = 0;
    double lim = 0.5;
    while (ms > lim && b < 23) { lim *= 1.5; b++; }
    return b;
}

#ifdef SHARED_STATS
static std::mutex g_stats_mu;
#endif

__attribute__((noinline)) void record_stats(StatMap &m, const std::string &route, const Request &rq, uint64_t fp) {
#ifdef SHARED_STATS
    std::lock_guard<std::mutex> lk(g_stats_mu);
#endif
    RouteStat &s = m[route];
    s.count++;
    s.bytes += rq.bytes;
    s.lat_sum += rq.latency_ms;
    if (rq.latency_ms > s.lat_max) s.lat_max = rq.latency_ms;
    int sc = rq.status / 100;
    s.status_class[sc < 6 ? sc : 0]++;
    s.lat_hist[lat_bucket(rq.latency_ms)]++;
    s.fp_xor ^= fp;
    if (rq.latency_ms > s.slowest[7]) {
        int k = 7;
        while (k > 0 && s.slowest[k - 1] < rq.latency_ms) { s.slowest[k] = s.slowest[k - 1]; k--; }
        s.slowest[k] = rq.latency_ms;
    }
    s.paths.insert(std::hash<std::string>()(rq.path));
}

// ---- work queue: batches of line indices ----
struct WorkQueue {
    std::mutex mu;
    std::condition_variable cv;
    std::deque<std::pair<size_t, size_t>> q;
    bool closed = false;
    void push(size_t a, size_t b) {
        { std::lock_guard<std::mutex> lk(mu); q.emplace_back(a, b); }
        cv.notify_one();
    }
    void close() {
        { std::lock_guard<std::mutex> lk(mu); closed = true; }
        cv.notify_all();
    }
    bool pop(std::pair<size_t, size_t> &out) {
        std::unique_lock<std::mutex> lk(mu);
        cv.wait(lk, [&] { return !q.empty() || closed; });
        if (q.empty()) return false;
        out = q.front(); q.pop_front();
        return true;
    }
};

static StatMap g_shared;

__attribute__((noinline)) void worker_loop(WorkQueue *wq, const std::vector<std::string> *log, StatMap *local, long *bad) {
    std::pair<size_t, size_t> job;
    Request rq;
    while (wq->pop(job)) {
        for (size_t i = job.first; i < job.second; i++) {
            const std::string &line = (*log)[i];
            if (!parse_request(line, rq)) { (*bad)++; continue; }
            std::string route = normalize_route(rq);
            uint64_t fp = fingerprint(line, rq);
#ifdef SHARED_STATS
            (void)local;
            record_stats(g_shared, route, rq, fp);
#else
            record_stats(*local, route, rq, fp);
#endif
        }
    }
}

__attribute__((noinline)) void merge_stats(StatMap &into, const StatMap &from) {
    for (auto &kv : from) {
        RouteStat &d = into[kv.first];
        const RouteStat &s = kv.second;
        d.count += s.count; d.bytes += s.bytes; d.lat_sum += s.lat_sum;
        d.lat_max = std::max(d.lat_max, s.lat_max);
        for (int i = 0; i < 6; i++) d.status_class[i] += s.status_class[i];
        for (int i = 0; i < 24; i++) d.lat_hist[i] += s.lat_hist[i];
        d.fp_xor ^= s.fp_xor;
        for (double x : s.slowest) {
            if (x <= d.slowest[7]) continue;
            int k = 7;
            while (k > 0 && d.slowest[k - 1] < x) { d.slowest[k] = d.slowest[k - 1]; k--; }
            d.slowest[k] = x;
        }
        d.paths.insert(s.paths.begin(), s.paths.end());
    }
}

__attribute__((noinline)) uint64_t report(const StatMap &m) {
    std::vector<std::pair<std::string, const RouteStat *>> v;
    for (auto &kv : m) v.emplace_back(kv.first, &kv.second);
    std::sort(v.begin(), v.end(), [](auto &a, auto &b) { return a.second->count != b.second->count ? a.second->count > b.second->count : a.first < b.first; });
    uint64_t h = 0;
    for (auto &e : v) h = h * 31 + e.second->count + (uint64_t)e.second->bytes + e.second->fp_xor + e.second->paths.size() + (uint64_t)(e.second->slowest[0] * 100);
    printf("routes=%zu top=%s count=%ld ", v.size(), v[0].first.c_str(), v[0].second->count);
    return h;
}

int main(int argc, char **argv) {
    size_t n = argc > 1 ? strtoul(argv[1], 0, 10) : 1000000;
    int rounds = argc > 2 ? atoi(argv[2]) : 4;
    const int NT = 4;
    std::vector<std::string> log = gen_log(n);
    StatMap total;
    long bad[NT] = {0};
    for (int r = 0; r < rounds; r++) {
        WorkQueue wq;
        std::vector<StatMap> locals(NT);
        std::vector<std::thread> th;
        for (int t = 0; t < NT; t++) th.emplace_back(worker_loop, &wq, &log, &locals[t], &bad[t]);
        for (size_t i = 0; i < n; i += 512) wq.push(i, std::min(n, i + 512));
        wq.close();
        for (auto &t : th) t.join();
#ifndef SHARED_STATS
        for (auto &l : locals) merge_stats(total, l);
#endif
    }
#ifdef SHARED_STATS
    merge_stats(total, g_shared);
#endif
    uint64_t h = report(total);
    printf("lines=%zu rounds=%d checksum=%016llx\n", n, rounds, (unsigned long long)h);
    return 0;
}
