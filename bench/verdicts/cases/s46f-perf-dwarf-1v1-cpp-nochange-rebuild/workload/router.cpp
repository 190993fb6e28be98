// Route table simulation: build prefix table, look up synthetic addresses, tally per-route stats.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

struct Route { uint32_t prefix; int len; std::string name; };

static uint64_t rng_state = 88172645463325252ull;
static uint64_t next_rand() { rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17; return rng_state; }

__attribute__((noinline)) std::vector<Route> build_table(int n) {
    std::vector<Route> t; t.reserve(n);
    for (int i = 0; i < n; i++) {
        int len = 8 + next_rand() % 17;
        uint32_t p = (uint32_t)next_rand() & (len == 32 ? 0xffffffffu : ~((1u << (32 - len)) - 1));
        t.push_back({p, len, "r" + std::to_string(i)});
    }
    std::sort(t.begin(), t.end(), [](const Route& a, const Route& b) { return a.len > b.len; });
    return t;
}

__attribute__((noinline)) const Route* lookup(const std::vector<Route>& t, uint32_t addr) {
    for (const Route& r : t) {
        uint32_t mask = r.len == 0 ? 0 : ~((1u << (32 - r.len)) - 1);
        if ((addr & mask) == r.prefix) return &r;
    }
    return nullptr;
}

__attribute__((noinline)) std::string format_key(const Route* r, uint32_t addr) {
    char buf[64];
    snprintf(buf, sizeof buf, "%s/%u.%u", r ? r->name.c_str() : "default", (addr >> 24) & 255, (addr >> 16) & 255);
    return std::string(buf);
}

__attribute__((noinline)) void tally(std::unordered_map<std::string, uint64_t>& stats, const std::string& key, uint32_t bytes) {
    stats[key] += bytes;
}

__attribute__((noinline)) uint64_t process_packets(const std::vector<Route>& t, int n) {
    std::unordered_map<std::string, uint64_t> stats;
    for (int i = 0; i < n; i++) {
        uint32_t addr = (uint32_t)next_rand();
        const Route* r = lookup(t, addr);
        tally(stats, format_key(r, addr), 64 + next_rand() % 1400);
    }
    std::map<std::string, uint64_t> ordered(stats.begin(), stats.end());
    uint64_t h = 0;
    for (auto& kv : ordered) h = h * 31 + kv.second + kv.first.size();
    return h;
}

int main(int argc, char** argv) {
    int routes = argc > 1 ? atoi(argv[1]) : 2000;
    int packets = argc > 2 ? atoi(argv[2]) : 400000;
    std::vector<Route> t = build_table(routes);
    uint64_t h = process_packets(t, packets);
    printf("checksum %llu\n", (unsigned long long)h);
    return 0;
}
