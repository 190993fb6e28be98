// Toy log router: a route table maps "service/endpoint" keys to route ids;
// each synthetic access-log line is tokenized, its route, method and status
// are looked up, per-route counters and latency sums are updated, and a
// top-k report is built every few thousand lines.
//
//   g++ -O2 -g -std=c++17 router.cpp -o router            (before: std::unordered_map)
//   g++ -O2 -g -std=c++17 -DROUTES_ORDERED router.cpp -o router   (after: std::map)
//   ./router LINES
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#ifdef ROUTES_ORDERED
using RouteTable = std::map<std::string, int, std::less<>>;
#else
using RouteTable = std::unordered_map<std::string, int>;
#endif

struct RouteStats {
    uint64_t hits = 0, errors = 0, bytes = 0;
    double latency_sum = 0;
};

static uint64_t rng_state = 88172645463325252ull;
static inline uint64_t xorshift() {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static const char* kServices[] = {"auth", "billing", "catalog", "checkout", "search", "profile",
                                  "inventory", "shipping", "reviews", "notify", "ads", "media"};
static const char* kVerbs[] = {"get", "list", "create", "update", "delete", "sync", "export", "import"};
static const char* kNouns[] = {"user", "order", "item", "cart", "token", "invoice", "image", "address",
                               "session", "coupon", "report", "event", "tag", "price", "stock", "review",
                               "label", "rate"};

std::vector<std::string> make_route_names() {
    std::vector<std::string> names;
    for (const char* s : kServices)
        for (const char* v : kVerbs)
            for (const char* n : kNouns)
                names.push_back(std::string(s) + "/v2/" + v + "_" + n);
    return names;
}

RouteTable build_table(const std::vector<std::string>& names) {
    RouteTable t;
    for (size_t i = 0; i < names.size(); i++) t.emplace(names[i], int(i));
    return t;
}

// Formats one synthetic access-log line into out.
void format_line(std::string& out, const std::vector<std::string>& names) {
    static const char* methods[] = {"GET", "GET", "GET", "POST", "PUT", "DELETE"};
    out.clear();
    uint64_t r = xorshift();
    // 1 in 64 lines hits an unknown route
    if ((r & 63) == 0) out += "legacy/v1/unknown_thing";
    else out += names[(r >> 8) % names.size()];
    out += ' ';
    out += methods[(r >> 40) % 6];
    out += ' ';
    int status = ((r >> 48) % 100) < 5 ? 503 : (((r >> 48) % 100) < 12 ? 404 : 200);
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%d %u %u.%03u", status, unsigned((r >> 20) % 90000),
                     unsigned((r >> 4) % 900), unsigned((r >> 12) % 1000));
    out.append(buf, n);
}

size_t split_fields(std::string_view line, std::string_view* f, size_t maxf) {
    size_t n = 0, start = 0;
    for (size_t i = 0; i <= line.size() && n < maxf; i++) {
        if (i == line.size() || line[i] == ' ') {
            f[n++] = line.substr(start, i - start);
            start = i + 1;
        }
    }
    return n;
}

template <class Table>
int lookup_route(const Table& table, std::string_view key) {
#ifdef ROUTES_ORDERED
    auto it = table.find(key);
#else
    auto it = table.find(std::string(key));
#endif
    return it == table.end() ? -1 : it->second;
}

int parse_status(std::string_view s) {
    int v = 0;
    for (char c : s) v = v * 10 + (c - '0');
    return v;
}

double parse_latency(std::string_view s) {
    double v = 0, scale = 0;
    for (char c : s) {
        if (c == '.') { scale = 1; continue; }
        v = v * 10 + (c - '0');
        if (scale) scale *= 10;
    }
    return scale ? v / scale : v;
}

struct Router {
    const RouteTable& table;
    std::vector<RouteStats> stats;
    uint64_t unknown = 0;
    explicit Router(const RouteTable& t, size_t n) : table(t), stats(n) {}

    void handle(std::string_view line) {
        std::string_view f[8];
        size_t n = split_fields(line, f, 8);
        if (n < 5) return;
        int id = lookup_route(table, f[0]);
        if (id < 0) { unknown++; return; }
        RouteStats& s = stats[id];
        s.hits++;
        if (parse_status(f[2]) >= 500) s.errors++;
        s.bytes += parse_status(f[3]);
        s.latency_sum += parse_latency(f[4]);
    }
};

std::vector<std::pair<double, int>> top_routes(const Router& r, size_t k) {
    std::vector<std::pair<double, int>> v;
    v.reserve(r.stats.size());
    for (size_t i = 0; i < r.stats.size(); i++)
        if (r.stats[i].hits) v.emplace_back(r.stats[i].latency_sum / r.stats[i].hits, int(i));
    std::partial_sort(v.begin(), v.begin() + std::min(k, v.size()), v.end(),
                      [](auto& a, auto& b) { return a.first > b.first; });
    v.resize(std::min(k, v.size()));
    return v;
}

int main(int argc, char** argv) {
    long lines = argc > 1 ? atol(argv[1]) : 3000000;
    auto names = make_route_names();
    RouteTable table = build_table(names);
    Router router(table, names.size());
    auto t0 = std::chrono::steady_clock::now();
    std::string line;
    double checksum = 0;
    for (long i = 0; i < lines; i++) {
        format_line(line, names);
        router.handle(line);
        if (i % 20000 == 19999) {
            auto top = top_routes(router, 10);
            checksum += top.empty() ? 0 : top[0].first;
        }
    }
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    printf("routes=%zu lines=%ld unknown=%lu checksum=%.3f ms=%.0f\n", names.size(), lines,
           (unsigned long)router.unknown, checksum, ms);
}
