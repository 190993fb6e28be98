// Road-network router: build grid graph -> Dijkstra queries -> path reconstruction
// -> route summary formatting -> sort & dedupe report lines.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <string>
#include <vector>
#include <queue>
#include <algorithm>
#include <functional>

struct Edge { int to; uint32_t w; };
struct Graph { int n; std::vector<std::vector<Edge>> adj; };
struct Rng { uint64_t s; uint32_t next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return (uint32_t)s; } };

__attribute__((noinline)) Graph build_grid(int side, Rng& r) {
  Graph g; g.n = side * side; g.adj.resize(g.n);
  for (int y = 0; y < side; y++)
    for (int x = 0; x < side; x++) {
      int v = y * side + x;
      if (x + 1 < side) { uint32_t w = 1 + r.next() % 50; g.adj[v].push_back({v + 1, w}); g.adj[v + 1].push_back({v, w}); }
      if (y + 1 < side) { uint32_t w = 1 + r.next() % 50; g.adj[v].push_back({v + side, w}); g.adj[v + side].push_back({v, w}); }
    }
  return g;
}

__attribute__((noinline)) void relax_edges(const Graph& g, int u, uint64_t du, std::vector<uint64_t>& dist,
    std::vector<int>& prev, std::priority_queue<std::pair<uint64_t,int>, std::vector<std::pair<uint64_t,int>>,
    std::greater<std::pair<uint64_t,int>>>& pq) {
  for (const Edge& e : g.adj[u]) {
    uint64_t nd = du + e.w;
    if (nd < dist[e.to]) { dist[e.to] = nd; prev[e.to] = u; pq.push({nd, e.to}); }
  }
}

__attribute__((noinline)) uint64_t shortest_path(const Graph& g, int src, int dst, std::vector<int>& prev) {
  std::vector<uint64_t> dist(g.n, UINT64_MAX);
  prev.assign(g.n, -1);
  std::priority_queue<std::pair<uint64_t,int>, std::vector<std::pair<uint64_t,int>>, std::greater<std::pair<uint64_t,int>>> pq;
  dist[src] = 0; pq.push({0, src});
  while (!pq.empty()) {
    auto [d, u] = pq.top(); pq.pop();
    if (d != dist[u]) continue;
    if (u == dst) break;
    relax_edges(g, u, d, dist, prev, pq);
  }
  return dist[dst];
}

__attribute__((noinline)) std::vector<int> reconstruct(const std::vector<int>& prev, int dst) {
  std::vector<int> path;
  for (int v = dst; v != -1; v = prev[v]) path.push_back(v);
  std::reverse(path.begin(), path.end());
  return path;
}

__attribute__((noinline)) std::string format_route(int q, const std::vector<int>& path, uint64_t cost, int side) {
  std::string s = "route " + std::to_string(q) + " cost=" + std::to_string(cost) + " via";
  for (size_t i = 0; i < path.size(); i += 1) {
    s += " (" + std::to_string(path[i] % side) + "," + std::to_string(path[i] / side) + ")";
  }
  return s;
}

__attribute__((noinline)) uint64_t count_turns(const std::vector<int>& path, int side) {
  uint64_t turns = 0;
  for (size_t i = 2; i < path.size(); i++) {
    int d1 = path[i - 1] - path[i - 2], d2 = path[i] - path[i - 1];
    if (d1 != d2) turns += 1 + (std::abs(d1) == side);
  }
  return turns;
}

__attribute__((noinline)) size_t sort_report(std::vector<std::string>& lines) {
  std::sort(lines.begin(), lines.end());
  return std::unique(lines.begin(), lines.end()) - lines.begin();
}

int main(int argc, char** argv) {
  int side = argc > 1 ? atoi(argv[1]) : 120;
  int queries = argc > 2 ? atoi(argv[2]) : 200;
  Rng r{0x2545f4914f6cdd1dull};
  Graph g = build_grid(side, r);
  std::vector<std::string> lines;
  std::vector<int> prev;
  uint64_t total = 0;
  for (int q = 0; q < queries; q++) {
    int src = r.next() % g.n;
    int sx = src % side, sy = src / side;
    int dx = std::min(side - 1, std::max(0, sx + (int)(r.next() % 41) - 20));
    int dy = std::min(side - 1, std::max(0, sy + (int)(r.next() % 41) - 20));
    int dst = dy * side + dx;  // local trip: destination within 20 blocks
    uint64_t c = shortest_path(g, src, dst, prev);
    std::vector<int> path = reconstruct(prev, dst);
    total += c + path.size() + count_turns(path, side);
    lines.push_back(format_route(q % 997, path, c, side));
    if (lines.size() >= 4096) { total += sort_report(lines); lines.clear(); }
  }
  size_t uniq = sort_report(lines);
  printf("total=%llu unique=%zu\n", (unsigned long long)total, uniq);
  return 0;
}
