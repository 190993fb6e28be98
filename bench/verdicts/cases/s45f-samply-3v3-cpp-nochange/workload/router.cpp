// Route-planning toy: builds a random road graph, runs Dijkstra from several
// sources, reconstructs paths and summarizes them into a report string.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

struct Edge { uint32_t to; uint32_t w; };
struct Graph { std::vector<std::vector<Edge>> adj; };

static uint64_t rng_state = 88172645463325252ull;
static inline uint64_t next_rand() {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

__attribute__((noinline)) Graph build_graph(uint32_t n, uint32_t deg) {
    Graph g; g.adj.resize(n);
    for (uint32_t u = 0; u < n; ++u)
        for (uint32_t k = 0; k < deg; ++k) {
            uint32_t v = (u + 1 + next_rand() % 64) % n;
            g.adj[u].push_back({v, 1 + (uint32_t)(next_rand() % 100)});
        }
    return g;
}

__attribute__((noinline)) void relax_edges(const Graph& g, uint32_t u, uint64_t du,
                                           std::vector<uint64_t>& dist, std::vector<uint32_t>& prev,
                                           std::priority_queue<std::pair<uint64_t, uint32_t>,
                                               std::vector<std::pair<uint64_t, uint32_t>>,
                                               std::greater<>>& pq) {
    for (const Edge& e : g.adj[u]) {
        uint64_t nd = du + e.w;
        if (nd < dist[e.to]) { dist[e.to] = nd; prev[e.to] = u; pq.push({nd, e.to}); }
    }
}

__attribute__((noinline)) std::vector<uint32_t> dijkstra(const Graph& g, uint32_t src, std::vector<uint64_t>& dist) {
    uint32_t n = g.adj.size();
    dist.assign(n, UINT64_MAX);
    std::vector<uint32_t> prev(n, UINT32_MAX);
    std::priority_queue<std::pair<uint64_t, uint32_t>, std::vector<std::pair<uint64_t, uint32_t>>, std::greater<>> pq;
    dist[src] = 0; pq.push({0, src});
    while (!pq.empty()) {
        auto [d, u] = pq.top(); pq.pop();
        if (d != dist[u]) continue;
        relax_edges(g, u, d, dist, prev, pq);
    }
    return prev;
}

__attribute__((noinline)) std::vector<uint32_t> reconstruct(const std::vector<uint32_t>& prev, uint32_t dst) {
    std::vector<uint32_t> path;
    for (uint32_t v = dst; v != UINT32_MAX; v = prev[v]) path.push_back(v);
    return path;
}

__attribute__((noinline)) std::string describe_path(const std::vector<uint32_t>& path, uint64_t cost) {
    std::string s = "cost=" + std::to_string(cost) + " hops=" + std::to_string(path.size()) + " via";
    for (size_t i = 0; i < path.size() && i < 8; ++i) s += " n" + std::to_string(path[i]);
    return s;
}

__attribute__((noinline)) uint64_t summarize(const Graph& g, uint32_t src, std::unordered_map<std::string, int>& seen) {
    std::vector<uint64_t> dist;
    auto prev = dijkstra(g, src, dist);
    uint64_t h = 0;
    for (uint32_t dst = 0; dst < g.adj.size(); dst += 97) {
        if (dist[dst] == UINT64_MAX) continue;
        auto path = reconstruct(prev, dst);
        std::string d = describe_path(path, dist[dst]);
        seen[d]++;
        for (char c : d) h = h * 131 + (unsigned char)c;
    }
    return h;
}

int main(int argc, char** argv) {
    uint32_t n = argc > 1 ? atoi(argv[1]) : 200000;
    uint32_t sources = argc > 2 ? atoi(argv[2]) : 10;
    Graph g = build_graph(n, 5);
    std::unordered_map<std::string, int> seen;
    uint64_t h = 0;
    for (uint32_t s = 0; s < sources; ++s) h ^= summarize(g, (s * 7919) % n, seen);
    printf("n=%u sources=%u distinct=%zu hash=%llu\n", n, sources, seen.size(), (unsigned long long)h);
    return 0;
}
