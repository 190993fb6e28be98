// Control workload: identical code and amount of work on both sides; only the seed differs.
// Per round: fill a block with pseudo-random numbers, sort it, then compute a mixing checksum.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

static uint64_t rng_state;

__attribute__((noinline)) static uint64_t next_rand() {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

__attribute__((noinline)) void fill_block(std::vector<uint32_t>& v) {
    for (auto& e : v) e = (uint32_t)next_rand();
}

__attribute__((noinline)) void sort_block(std::vector<uint32_t>& v) {
    std::sort(v.begin(), v.end());
}

__attribute__((noinline)) uint64_t checksum_block(const std::vector<uint32_t>& v) {
    uint64_t h = 1469598103934665603ull;
    for (int pass = 0; pass < 6; ++pass)
        for (uint32_t e : v) { h ^= e; h *= 1099511628211ull; h ^= h >> 29; }
    return h;
}

int main(int argc, char** argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    int rounds = argc > 2 ? atoi(argv[2]) : 120;
    rng_state = seed * 0x9E3779B97F4A7C15ull + 1;
    std::vector<uint32_t> v(1 << 17);
    uint64_t acc = 0;
    for (int r = 0; r < rounds; ++r) {
        fill_block(v);
        sort_block(v);
        acc += checksum_block(v);
    }
    printf("seed=%llu rounds=%d acc=%llx\n", (unsigned long long)seed, rounds, (unsigned long long)acc);
    return 0;
}
