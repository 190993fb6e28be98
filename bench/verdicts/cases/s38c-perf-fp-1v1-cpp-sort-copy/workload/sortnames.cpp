// Sort many long strings repeatedly. Build with -DAFTER to make the comparator take its
// std::string arguments by value (one copy + heap allocation per argument per comparison).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#ifdef AFTER
__attribute__((noinline)) bool by_name(std::string a, std::string b) {
#else
__attribute__((noinline)) bool by_name(const std::string &a, const std::string &b) {
#endif
    return a < b;
}

__attribute__((noinline)) std::vector<std::string> make_names(uint64_t seed, size_t n) {
    static const char *parts[] = {"customer", "account", "invoice", "shipment", "warehouse",
                                  "region", "payment", "ledger", "contract", "supplier"};
    std::vector<std::string> out;
    out.reserve(n);
    uint64_t x = seed;
    for (size_t i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        std::string s = parts[(x >> 33) % 10];
        s += '/';
        s += parts[(x >> 41) % 10];
        s += '/';
        s += std::to_string((x >> 20) % 1000000);
        out.push_back(std::move(s));
    }
    return out;
}

__attribute__((noinline)) void shuffle_names(std::vector<std::string> &v, uint64_t seed) {
    uint64_t x = seed;
    for (size_t i = v.size() - 1; i > 0; i--) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        std::swap(v[i], v[(x >> 33) % (i + 1)]);
    }
}

__attribute__((noinline)) void sort_names(std::vector<std::string> &v) {
    std::sort(v.begin(), v.end(), by_name);
}

__attribute__((noinline)) uint64_t checksum_names(const std::vector<std::string> &v) {
    uint64_t h = 1469598103934665603ULL;
    for (const auto &s : v)
        for (unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
    return h;
}

__attribute__((noinline)) size_t count_distinct_prefixes(const std::vector<std::string> &v) {
    size_t n = 0;
    for (size_t i = 1; i < v.size(); i++)
        if (v[i].compare(0, 12, v[i - 1], 0, 12) != 0) n++;
    return n;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 30;
    size_t n = argc > 2 ? strtoul(argv[2], nullptr, 10) : 200000;
    std::vector<std::string> names = make_names(42, n);
    uint64_t acc = 0;
    for (int r = 0; r < rounds; r++) {
        shuffle_names(names, 1000 + r);
        sort_names(names);
        acc ^= checksum_names(names);
        acc += count_distinct_prefixes(names);
        for (int k = 0; k < 3; k++) acc ^= checksum_names(names) >> k;
    }
    printf("rounds=%d n=%zu acc=%llu\n", rounds, n, (unsigned long long)acc);
    return 0;
}
