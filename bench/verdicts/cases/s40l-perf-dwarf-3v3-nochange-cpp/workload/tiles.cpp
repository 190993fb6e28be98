// Control workload: identical amount and kind of work for every seed.
// usage: tiles <seed>. The seed only changes the pseudo-random values.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

struct Tile { uint32_t key; float weight; };

static const int ROUNDS = 20;
static const size_t N = 400000;

__attribute__((noinline)) std::vector<Tile> generate_tiles(std::mt19937_64 &rng) {
    std::vector<Tile> v(N);
    std::uniform_int_distribution<uint32_t> kd(0, 1u << 20);
    std::uniform_real_distribution<float> wd(0.f, 1.f);
    for (auto &t : v) { t.key = kd(rng); t.weight = wd(rng); }
    return v;
}

__attribute__((noinline)) void sort_tiles(std::vector<Tile> &v) {
    std::sort(v.begin(), v.end(), [](const Tile &a, const Tile &b) { return a.key < b.key; });
}

__attribute__((noinline)) size_t bucket_counts(const std::vector<Tile> &v) {
    std::unordered_map<uint32_t, uint32_t> m;
    m.reserve(1 << 16);
    for (const auto &t : v) m[t.key >> 6]++;
    return m.size();
}

__attribute__((noinline)) size_t format_summary(const std::vector<Tile> &v) {
    std::string out;
    char buf[64];
    for (size_t i = 0; i < v.size(); i += 4) {
        int n = snprintf(buf, sizeof buf, "%u:%.3f;", v[i].key, (double)v[i].weight);
        out.append(buf, n);
    }
    return out.size();
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], nullptr, 10) : 1;
    std::mt19937_64 rng(seed);
    size_t acc = 0;
    for (int r = 0; r < ROUNDS; r++) {
        auto v = generate_tiles(rng);
        sort_tiles(v);
        acc += bucket_counts(v);
        acc += format_summary(v);
    }
    printf("seed=%llu acc=%zu\n", (unsigned long long)seed, acc);
    return 0;
}
