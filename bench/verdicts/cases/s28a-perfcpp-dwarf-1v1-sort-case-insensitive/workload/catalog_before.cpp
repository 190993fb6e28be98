// catalog: builds a product catalog, tallies product names in a std::map,
// and produces a sorted report of the records (std::sort with a comparator).
// Build: g++ -O2 -g -o catalog catalog.cpp
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

struct Rec {
    std::string name;
    int id;
    double price;
};

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static inline uint64_t xs() { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

__attribute__((noinline)) std::vector<Rec> make_catalog(int n) {
    static const char *words[] = {"Widget", "gadget", "Sprocket", "bolt", "Flange", "nut",
                                  "Bracket", "washer", "Gear", "spring", "Valve", "hinge"};
    std::vector<Rec> v;
    v.reserve(n);
    for (int i = 0; i < n; i++) {
        uint64_t r = xs();
        std::string name = words[r % 12];
        name += '-';
        name += words[(r >> 8) % 12];
        name += '-';
        name += std::to_string((r >> 16) % 5000);
        v.push_back(Rec{std::move(name), i, double((r >> 32) % 100000) / 100.0});
    }
    return v;
}

__attribute__((noinline)) long tally_names(const std::vector<Rec> &v) {
    // count records per product family (name up to the last '-')
    std::map<std::string, int> fam;
    for (const Rec &r : v) fam[r.name.substr(0, r.name.rfind('-'))]++;
    long s = 0;
    for (auto &kv : fam) s += kv.second * (long)kv.first.size();
    return s;
}

struct ByPrice {
    bool operator()(const Rec &a, const Rec &b) const {
        if (a.price != b.price) return a.price < b.price;
        return a.id < b.id;
    }
};

__attribute__((noinline)) double sort_report(std::vector<Rec> v) {
    std::sort(v.begin(), v.end(), ByPrice());
    double s = 0;
    for (size_t i = 0; i < v.size(); i += 97) s += v[i].price * (double)i;
    return s;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 200000;
    int rounds = argc > 2 ? atoi(argv[2]) : 10;
    double acc = 0;
    for (int k = 0; k < rounds; k++) {
        std::vector<Rec> v = make_catalog(n);
        acc += (double)tally_names(v);
        acc += sort_report(v);
    }
    printf("n=%d rounds=%d acc=%.1f\n", n, rounds, acc);
    return 0;
}
