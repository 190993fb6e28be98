// Order-pricing workload. Build with -DUSE_TREE_MAP to make the price table a
// std::map (red-black tree) instead of std::unordered_map. Nothing else changes.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <string>
#include <unordered_map>
#include <map>

#ifdef USE_TREE_MAP
typedef std::map<uint64_t, double> PriceTable;
#else
typedef std::unordered_map<uint64_t, double> PriceTable;
#endif

static uint64_t rng_state;
static inline uint64_t next_rand() {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

struct Order { uint64_t sku; uint32_t qty; char note[24]; };

__attribute__((noinline)) PriceTable build_price_table(size_t n, std::vector<uint64_t>& skus) {
    PriceTable t;
#ifndef USE_TREE_MAP
    t.reserve(n);
#endif
    for (size_t i = 0; i < n; i++) {
        uint64_t sku = next_rand();
        skus.push_back(sku);
        t[sku] = (double)(sku % 10000) / 100.0;
    }
    return t;
}

__attribute__((noinline)) void generate_orders(std::vector<Order>& out, const std::vector<uint64_t>& skus, size_t n) {
    out.resize(n);
    for (size_t i = 0; i < n; i++) {
        out[i].sku = skus[next_rand() % skus.size()];
        out[i].qty = 1 + next_rand() % 20;
        snprintf(out[i].note, sizeof out[i].note, "ord-%zu", i);
    }
}

__attribute__((noinline)) double lookup_price(const PriceTable& t, uint64_t sku) {
    auto it = t.find(sku);
    return it == t.end() ? 0.0 : it->second;
}

__attribute__((noinline)) double apply_discounts(double amount, const Order& o) {
    // some arithmetic work that does not depend on the table type
    double a = amount;
    for (int k = 0; k < 40; k++) {
        a = a * 0.9999 + (double)((o.qty * (k + 1)) % 7) * 0.001;
    }
    return a;
}

__attribute__((noinline)) uint64_t hash_note(const Order& o) {
    uint64_t h = 1469598103934665603ULL;
    for (int r = 0; r < 6; r++)
        for (const char* p = o.note; *p; ++p) { h ^= (unsigned char)*p; h *= 1099511628211ULL; }
    return h;
}

__attribute__((noinline)) double price_orders(const PriceTable& t, const std::vector<Order>& orders) {
    double total = 0; uint64_t hx = 0;
    for (const Order& o : orders) {
        double p = lookup_price(t, o.sku);
        total += apply_discounts(p * o.qty, o);
        hx ^= hash_note(o);
    }
    return total + (double)(hx & 1);
}

int main(int argc, char** argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], 0, 10) : 12345;
    int rounds = argc > 2 ? atoi(argv[2]) : 6;
    rng_state = seed | 1;
    std::vector<uint64_t> skus;
    PriceTable table = build_price_table(400000, skus);
    std::vector<Order> orders;
    generate_orders(orders, skus, 1000000);
    double grand = 0;
    for (int r = 0; r < rounds; r++) grand += price_orders(table, orders);
    printf("table=%zu grand=%.2f\n", table.size(), grand);
    return 0;
}
