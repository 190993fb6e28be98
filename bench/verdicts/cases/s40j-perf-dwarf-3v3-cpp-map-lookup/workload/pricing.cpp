// Price lookup workload. Build with -DUSE_STD_MAP for the "after" variant, where the
// price table's std::unordered_map is replaced by std::map (ordered, O(log n) lookups).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <string>
#ifdef USE_STD_MAP
#include <map>
using PriceTable = std::map<uint64_t, uint32_t>;
#else
#include <unordered_map>
using PriceTable = std::unordered_map<uint64_t, uint32_t>;
#endif

static uint64_t rng_state = 88172645463325252ull;
static inline uint64_t next_rand() {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

__attribute__((noinline)) PriceTable build_price_table(size_t n) {
    PriceTable t;
#ifndef USE_STD_MAP
    t.reserve(n);
#endif
    for (size_t i = 0; i < n; ++i) t[i * 2654435761ull % 100000007ull] = (uint32_t)(i % 977 + 1);
    return t;
}

__attribute__((noinline)) std::vector<uint64_t> make_orders(size_t n, size_t table_n) {
    std::vector<uint64_t> v(n);
    for (auto &x : v) x = (next_rand() % table_n) * 2654435761ull % 100000007ull;
    return v;
}

__attribute__((noinline)) uint64_t lookup_prices(const PriceTable &t, const std::vector<uint64_t> &orders) {
    uint64_t total = 0;
    for (uint64_t k : orders) {
        auto it = t.find(k);
        if (it != t.end()) total += it->second;
    }
    return total;
}

__attribute__((noinline)) uint64_t apply_discounts(std::vector<uint64_t> &orders) {
    uint64_t s = 0;
    for (int pass = 0; pass < 6; ++pass)
        for (auto &x : orders) { x = (x * 6364136223846793005ull + 1442695040888963407ull) >> 1; s += x % 13; }
    return s;
}

__attribute__((noinline)) std::string format_report(uint64_t total, uint64_t disc) {
    std::string r;
    for (int i = 0; i < 20000; ++i) { r += std::to_string(total + i); r += ','; r += std::to_string(disc ^ i); r += '\n'; }
    return r;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 20;
    const size_t table_n = 20000, orders_n = 300000;
    PriceTable table = build_price_table(table_n);
    uint64_t grand = 0; size_t rep = 0;
    for (int r = 0; r < rounds; ++r) {
        std::vector<uint64_t> orders = make_orders(orders_n, table_n);
        uint64_t total = lookup_prices(table, orders);
        uint64_t disc = apply_discounts(orders);
        rep += format_report(total, disc).size();
        grand += total;
    }
    printf("rounds=%d grand=%llu rep=%zu\n", rounds, (unsigned long long)grand, rep);
    return 0;
}
