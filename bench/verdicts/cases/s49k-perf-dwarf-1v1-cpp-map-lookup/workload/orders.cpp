// Order pricing pipeline: generate orders, tokenize, price them via a SKU catalog,
// aggregate per region, print a checksum.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <string>
#include <vector>
#include <map>
#include <unordered_map>
#include <algorithm>

struct Order { std::string sku; int qty; int region; };
struct Priced { double amount; int region; };

#ifdef USE_ORDERED_CATALOG
typedef std::map<std::string, double> Catalog;
#else
typedef std::unordered_map<std::string, double> Catalog;
#endif

static uint64_t rng_state = 88172645463325252ULL;
static uint64_t next_rand() {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static std::string make_sku(uint64_t id) {
    char buf[32];
    snprintf(buf, sizeof buf, "SKU-%06llu-%02llu", (unsigned long long)(id % 200000), (unsigned long long)(id % 97));
    return std::string(buf);
}

__attribute__((noinline)) static Catalog build_catalog(int n) {
    Catalog c;
    for (int i = 0; i < n; i++) c[make_sku((uint64_t)i * 7919u)] = 1.0 + (i % 1000) / 10.0;
    return c;
}

__attribute__((noinline)) static std::vector<std::string> render_lines(int n, int nskus) {
    std::vector<std::string> lines; lines.reserve(n);
    char buf[96];
    for (int i = 0; i < n; i++) {
        uint64_t r = next_rand();
        std::string sku = make_sku((uint64_t)(r % nskus) * 7919u);
        snprintf(buf, sizeof buf, "%s,%d,%d", sku.c_str(), (int)(r >> 20) % 9 + 1, (int)(r >> 40) % 16);
        lines.push_back(buf);
    }
    return lines;
}

__attribute__((noinline)) static Order parse_line(const std::string &line) {
    Order o;
    size_t c1 = line.find(',');
    size_t c2 = line.find(',', c1 + 1);
    o.sku = line.substr(0, c1);
    o.qty = atoi(line.c_str() + c1 + 1);
    o.region = atoi(line.c_str() + c2 + 1);
    return o;
}

__attribute__((noinline)) static double lookup_unit_price(const Catalog &cat, const std::string &sku) {
    auto it = cat.find(sku);
    return it == cat.end() ? 0.0 : it->second;
}

__attribute__((noinline)) static Priced price_order(const Catalog &cat, const Order &o) {
    double unit = lookup_unit_price(cat, o.sku);
    double amount = unit * o.qty;
    if (o.qty >= 5) amount *= 0.95;
    return Priced{amount, o.region};
}

__attribute__((noinline)) static void aggregate(std::vector<double> &totals, const Priced &p) {
    totals[p.region] += p.amount;
}

__attribute__((noinline)) static std::vector<double> process_batch(const Catalog &cat, const std::vector<std::string> &lines) {
    std::vector<double> totals(16, 0.0);
    for (const auto &l : lines) {
        Order o = parse_line(l);
        Priced p = price_order(cat, o);
        aggregate(totals, p);
    }
    return totals;
}

int main(int argc, char **argv) {
    int nskus = argc > 1 ? atoi(argv[1]) : 200000;
    int nlines = argc > 2 ? atoi(argv[2]) : 400000;
    int rounds = argc > 3 ? atoi(argv[3]) : 8;
    Catalog cat = build_catalog(nskus);
    double grand = 0;
    for (int r = 0; r < rounds; r++) {
        std::vector<std::string> lines = render_lines(nlines, nskus);
        std::vector<double> totals = process_batch(cat, lines);
        for (double t : totals) grand += t;
    }
    printf("grand total %.2f\n", grand);
    return 0;
}
