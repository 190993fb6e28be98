// ledger: synthetic order-ledger workload. Same binary for both sides; only the RNG seed differs.
//   ./ledger <seed> <rounds>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

struct Order {
    std::string sku;     // "SKU-xxxxx"
    uint32_t qty;
    uint64_t price_cents;
};

__attribute__((noinline)) std::vector<Order> generate_orders(size_t n, uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<Order> v;
    v.reserve(n);
    char buf[32];
    for (size_t i = 0; i < n; i++) {
        uint64_t r = rng();
        snprintf(buf, sizeof buf, "SKU-%05u", (unsigned)(r % 20000));
        v.push_back(Order{buf, (uint32_t)((r >> 20) % 50 + 1), (r >> 32) % 100000});
    }
    return v;
}

__attribute__((noinline)) uint64_t sku_hash(const std::string& s) {
    uint64_t h = 1469598103934665603ull;  // FNV-1a
    for (unsigned char c : s) { h ^= c; h *= 1099511628211ull; }
    return h;
}

__attribute__((noinline)) void aggregate(const std::vector<Order>& orders,
                                         std::unordered_map<uint64_t, uint64_t>& totals) {
    for (const Order& o : orders) totals[sku_hash(o.sku)] += o.qty * o.price_cents;
}

__attribute__((noinline)) void sort_by_value(std::vector<Order>& orders) {
    std::sort(orders.begin(), orders.end(), [](const Order& a, const Order& b) {
        uint64_t va = a.qty * a.price_cents, vb = b.qty * b.price_cents;
        if (va != vb) return va < vb;
        return a.sku < b.sku;
    });
}

__attribute__((noinline)) uint64_t checksum(const std::vector<Order>& orders) {
    uint64_t c = 0;
    for (size_t i = 0; i < orders.size(); i++) {
        uint64_t x = orders[i].price_cents ^ (i * 0x9E3779B97F4A7C15ull);
        for (int k = 0; k < 16; k++) x = (x ^ (x >> 31)) * 0xBF58476D1CE4E5B9ull + k;
        c += x;
    }
    return c;
}

int main(int argc, char** argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], nullptr, 10) : 1;
    int rounds = argc > 2 ? atoi(argv[2]) : 10;
    uint64_t acc = 0;
    for (int r = 0; r < rounds; r++) {
        std::vector<Order> orders = generate_orders(200000, seed * 1000003ull + r);
        std::unordered_map<uint64_t, uint64_t> totals;
        totals.reserve(32768);
        aggregate(orders, totals);
        sort_by_value(orders);
        acc += checksum(orders) + totals.size();
    }
    printf("seed=%llu rounds=%d acc=%llx\n", (unsigned long long)seed, rounds, (unsigned long long)acc);
    return 0;
}
