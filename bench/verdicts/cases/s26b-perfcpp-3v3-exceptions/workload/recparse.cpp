// recparse: generates a log of CSV-like order records in memory, parses each record,
// and aggregates totals per customer. Built twice from this one file:
//   before: -DERR_MODE=0  parse_record returns an error code for a bad record
//   after : -DERR_MODE=1  parse_record throws ParseError for a bad record, caught by its caller
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <string>
#include <vector>
#include <stdexcept>
#include <unordered_map>

#ifndef ERR_MODE
#define ERR_MODE 0
#endif

struct Record {
    uint32_t id;
    char customer[24];
    char sku[16];
    int32_t qty;
    int64_t price_cents;
    uint64_t ts;
};

struct ParseError : std::runtime_error {
    int field;
    explicit ParseError(const std::string& what, int f) : std::runtime_error(what), field(f) {}
};

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static inline uint64_t rnd() {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

__attribute__((noinline)) static void generate(std::vector<std::string>& out, size_t n, int bad_per_1000) {
    static const char* names[] = {"acme","globex","initech","umbrella","hooli","stark","wayne","tyrell",
                                  "cyberdyne","soylent","wonka","gringotts","oscorp","vandelay","kramerica","monarch"};
    char buf[160];
    out.reserve(n);
    for (size_t i = 0; i < n; i++) {
        unsigned qty = rnd() % 500 + 1;
        unsigned long price = rnd() % 100000;
        bool bad = (int)(rnd() % 1000) < bad_per_1000;
        const char* nm = names[rnd() % 16];
        char sku[16];
        unsigned sum = 0;
        for (int j = 0; j < 11; j++) { sku[j] = (char)('0' + rnd() % 10); sum += (unsigned)(sku[j] - '0') * (j % 2 ? 3u : 1u); }
        sku[11] = (char)('0' + (10 - sum % 10) % 10);
        sku[12] = 0;
        if (bad) {
            // a corrupt quantity field, e.g. "4x7"
            snprintf(buf, sizeof buf, "%zu,%s,%s,%ux%u,%lu.%02lu,%llu", i, nm, sku, qty, qty % 10, price / 100, price % 100,
                     (unsigned long long)(1700000000000ull + i * 37));
        } else {
            snprintf(buf, sizeof buf, "%zu,%s,%s,%u,%lu.%02lu,%llu", i, nm, sku, qty, price / 100, price % 100,
                     (unsigned long long)(1700000000000ull + i * 37));
        }
        out.emplace_back(buf);
    }
}

static inline bool parse_uint(const char*& p, const char* end, uint64_t& v) {
    if (p >= end || *p < '0' || *p > '9') return false;
    uint64_t x = 0;
    while (p < end && *p >= '0' && *p <= '9') { x = x * 10 + (uint64_t)(*p - '0'); p++; }
    v = x;
    return true;
}

// Returns 0 on success, or the number (1-based) of the field that was bad.
__attribute__((noinline)) int parse_record(const std::string& line, Record& r) {
    const char* p = line.data();
    const char* end = p + line.size();
    uint64_t v;
#if ERR_MODE == 0
#define FAIL(f, msg) return (f)
#else
#define FAIL(f, msg) throw ParseError(std::string(msg) + " in record: " + line, (f))
#endif
    if (!parse_uint(p, end, v) || p >= end || *p != ',') FAIL(1, "bad id");
    r.id = (uint32_t)v; p++;
    size_t k = 0;
    while (p < end && *p != ',' && k + 1 < sizeof r.customer) r.customer[k++] = *p++;
    r.customer[k] = 0;
    if (p >= end || *p != ',') FAIL(2, "bad customer");
    p++;
    {
        // SKU: 12 digits, last is a check digit (weights 1,3,1,3,...)
        unsigned sum = 0; k = 0;
        while (p < end && *p != ',' && k + 1 < sizeof r.sku) {
            if (*p < '0' || *p > '9') FAIL(3, "bad sku");
            if (k < 11) sum += (unsigned)(*p - '0') * (k % 2 ? 3u : 1u);
            r.sku[k++] = *p++;
        }
        r.sku[k] = 0;
        if (k != 12 || (unsigned)(r.sku[11] - '0') != (10 - sum % 10) % 10) FAIL(3, "bad sku check digit");
        if (p >= end || *p != ',') FAIL(3, "bad sku");
        p++;
    }
    if (!parse_uint(p, end, v) || p >= end || *p != ',') FAIL(4, "bad quantity");
    r.qty = (int32_t)v; p++;
    uint64_t whole, frac;
    if (!parse_uint(p, end, whole) || p >= end || *p != '.') FAIL(5, "bad price");
    p++;
    if (!parse_uint(p, end, frac) || p >= end || *p != ',') FAIL(5, "bad price cents");
    r.price_cents = (int64_t)(whole * 100 + frac); p++;
    if (!parse_uint(p, end, v) || p != end) FAIL(6, "bad timestamp");
    r.ts = v;
    return 0;
#undef FAIL
}

// A per-record risk score: a few rounds of mixing over the record's fields.
__attribute__((noinline)) static uint32_t risk_score(const Record& r, int rounds) {
    uint64_t h = r.id * 0x9E3779B97F4A7C15ull ^ r.ts;
    for (int i = 0; i < rounds; i++) {
        for (const char* c = r.sku; *c; c++) { h ^= (uint8_t)*c; h *= 0x100000001B3ull; h ^= h >> 29; }
        h += (uint64_t)r.price_cents * (uint64_t)(r.qty + i);
        h ^= h >> 31;
    }
    return (uint32_t)(h % 1000);
}

struct Totals { int64_t cents = 0; int64_t qty = 0; uint64_t n = 0; uint64_t last_ts = 0; uint64_t risky = 0; };

static int g_risk_rounds = 6;

__attribute__((noinline)) static void aggregate(std::unordered_map<std::string, Totals>& by_cust, const Record& r) {
    Totals& t = by_cust[std::string(r.customer)];
    if (risk_score(r, g_risk_rounds) > 900) t.risky++;
    t.cents += r.price_cents * r.qty;
    t.qty += r.qty;
    t.n++;
    if (r.ts > t.last_ts) t.last_ts = r.ts;
}

__attribute__((noinline)) static uint64_t process_all(const std::vector<std::string>& lines,
                                                      std::unordered_map<std::string, Totals>& by_cust,
                                                      uint64_t& errors) {
    uint64_t ok = 0;
    Record r;
    for (const std::string& line : lines) {
#if ERR_MODE == 0
        int rc = parse_record(line, r);
        if (rc != 0) { errors++; continue; }
#else
        try {
            parse_record(line, r);
        } catch (const ParseError& e) {
            errors++;
            continue;
        }
#endif
        aggregate(by_cust, r);
        ok++;
    }
    return ok;
}

__attribute__((noinline)) static uint64_t checksum(const std::unordered_map<std::string, Totals>& by_cust) {
    uint64_t h = 1469598103934665603ull;
    for (const auto& kv : by_cust) {
        for (char c : kv.first) { h ^= (uint8_t)c; h *= 1099511628211ull; }
        h ^= (uint64_t)kv.second.cents; h *= 1099511628211ull;
        h ^= kv.second.n; h *= 1099511628211ull;
        h ^= kv.second.risky; h *= 1099511628211ull;
    }
    return h;
}

int main(int argc, char** argv) {
    size_t n = argc > 1 ? strtoull(argv[1], 0, 10) : 400000;
    int passes = argc > 2 ? atoi(argv[2]) : 10;
    int bad_per_1000 = argc > 3 ? atoi(argv[3]) : 40;
    if (argc > 4) g_risk_rounds = atoi(argv[4]);
    std::vector<std::string> lines;
    generate(lines, n, bad_per_1000);
    uint64_t total_ok = 0, errors = 0, h = 0;
    for (int pass = 0; pass < passes; pass++) {
        std::unordered_map<std::string, Totals> by_cust;
        total_ok += process_all(lines, by_cust, errors);
        h = h * 1000003ull + checksum(by_cust) + (uint64_t)pass;
    }
    printf("records=%zu passes=%d ok=%llu errors=%llu (%.2f%%) checksum=%016llx\n", n, passes,
           (unsigned long long)total_ok, (unsigned long long)errors,
           100.0 * (double)errors / (double)(n * (size_t)passes), (unsigned long long)h);
    return 0;
}
