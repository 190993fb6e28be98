// Route planner: builds a weighted grid graph with random obstacles, runs
// Dijkstra from several sources, reconstructs paths and summarises them.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

struct Edge { int to; uint32_t w; };
struct Graph { int w, h; std::vector<std::vector<Edge>> adj; };

static uint64_t rng_state = 0x243F6A8885A308D3ull;
static uint32_t next_rand() {
  rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
  return (uint32_t)rng_state;
}

__attribute__((noinline)) Graph build_grid(int w, int h) {
  Graph g{w, h, std::vector<std::vector<Edge>>(w * h)};
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int id = y * w + x;
      if (next_rand() % 10 == 0) continue;  // obstacle: no outgoing edges
      if (x + 1 < w) g.adj[id].push_back({id + 1, 1 + next_rand() % 9});
      if (y + 1 < h) g.adj[id].push_back({id + w, 1 + next_rand() % 9});
      if (x > 0) g.adj[id].push_back({id - 1, 1 + next_rand() % 9});
      if (y > 0) g.adj[id].push_back({id - w, 1 + next_rand() % 9});
    }
  return g;
}

__attribute__((noinline)) void relax_neighbors(const Graph& g, int u, uint64_t du, std::vector<uint64_t>& dist,
                                              std::vector<int>& prev,
                                              std::priority_queue<std::pair<uint64_t, int>, std::vector<std::pair<uint64_t, int>>,
                                                                  std::greater<>>& pq) {
  for (const Edge& e : g.adj[u]) {
    uint64_t nd = du + e.w;
    if (nd < dist[e.to]) { dist[e.to] = nd; prev[e.to] = u; pq.push({nd, e.to}); }
  }
}

__attribute__((noinline)) void dijkstra(const Graph& g, int src, std::vector<uint64_t>& dist, std::vector<int>& prev) {
  dist.assign(g.adj.size(), UINT64_MAX);
  prev.assign(g.adj.size(), -1);
  std::priority_queue<std::pair<uint64_t, int>, std::vector<std::pair<uint64_t, int>>, std::greater<>> pq;
  dist[src] = 0; pq.push({0, src});
  while (!pq.empty()) {
    auto [d, u] = pq.top(); pq.pop();
    if (d != dist[u]) continue;
    relax_neighbors(g, u, d, dist, prev, pq);
  }
}

__attribute__((noinline)) std::vector<int> reconstruct(const std::vector<int>& prev, int dst) {
  std::vector<int> path;
  for (int v = dst; v != -1; v = prev[v]) path.push_back(v);
  return path;
}

__attribute__((noinline)) std::string describe_path(const Graph& g, const std::vector<int>& path) {
  std::string s;
  for (size_t i = 0; i < path.size(); i += 8) {
    s += std::to_string(path[i] % g.w); s += ','; s += std::to_string(path[i] / g.w); s += ';';
  }
  return s;
}

__attribute__((noinline)) uint64_t summarise(const Graph& g, const std::vector<uint64_t>& dist,
                                             const std::vector<int>& prev, std::unordered_map<std::string, int>& seen) {
  uint64_t acc = 0;
  for (int k = 0; k < 64; k++) {
    int dst = (int)(next_rand() % dist.size());
    if (dist[dst] == UINT64_MAX) continue;
    auto path = reconstruct(prev, dst);
    auto desc = describe_path(g, path);
    seen[desc.substr(0, 24)]++;
    acc += dist[dst] + path.size();
  }
  return acc;
}

int main(int argc, char** argv) {
  int side = argc > 1 ? atoi(argv[1]) : 600;
  int sources = argc > 2 ? atoi(argv[2]) : 20;
  Graph g = build_grid(side, side);
  std::vector<uint64_t> dist; std::vector<int> prev;
  std::unordered_map<std::string, int> seen;
  uint64_t total = 0;
  for (int s = 0; s < sources; s++) {
    int src = (int)(next_rand() % g.adj.size());
    dijkstra(g, src, dist, prev);
    total += summarise(g, dist, prev, seen);
  }
  printf("total=%llu distinct=%zu\n", (unsigned long long)total, seen.size());
  return 0;
}
