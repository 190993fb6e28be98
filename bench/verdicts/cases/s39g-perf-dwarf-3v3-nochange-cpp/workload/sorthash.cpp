// Control workload: generate N pseudo-random uint64 values from a seed, std::sort them,
// then hash the sorted data. Repeated ROUNDS times. Same binary and same N for both sides;
// only the seed differs (before: seeds 1..3, after: seeds 101..103).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

__attribute__((noinline)) void fill_random(std::vector<uint64_t>& v, uint64_t seed) {
    uint64_t x = seed * 0x9E3779B97F4A7C15ULL + 1;
    for (auto& e : v) {  // xorshift64*, uniform distribution over 64-bit values
        x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
        e = x * 0x2545F4914F6CDD1DULL;
    }
}

__attribute__((noinline)) void sort_data(std::vector<uint64_t>& v) {
    std::sort(v.begin(), v.end());
}

__attribute__((noinline)) uint64_t hash_data(const std::vector<uint64_t>& v) {
    uint64_t h = 1469598103934665603ULL;  // FNV-1a over bytes
    for (uint64_t e : v) {
        for (int b = 0; b < 8; ++b) {
            h ^= (e >> (8 * b)) & 0xff;
            h *= 1099511628211ULL;
        }
    }
    return h;
}

int main(int argc, char** argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], nullptr, 10) : 1;
    size_t n = argc > 2 ? strtoull(argv[2], nullptr, 10) : 1000000;
    int rounds = argc > 3 ? atoi(argv[3]) : 20;
    std::vector<uint64_t> v(n);
    uint64_t acc = 0;
    for (int r = 0; r < rounds; ++r) {
        fill_random(v, seed * 1000 + r);
        sort_data(v);
        acc ^= hash_data(v);
    }
    printf("seed=%llu n=%zu rounds=%d acc=%016llx\n", (unsigned long long)seed, n, rounds,
           (unsigned long long)acc);
    return 0;
}
