// routeplan: templated shortest-path / routing benchmark on a synthetic road grid.
// Builds a weighted grid graph (CSR), answers batches of point-to-point queries with a
// templated Dijkstra (binary heap via std::priority_queue with a custom comparator) and
// A* (same template, different heuristic policy), reconstructs paths, and aggregates
// per-region statistics with a templated accumulator. Heavy use of templates, lambdas and
// inlining; each path is also simplified (Douglas-Peucker, 240 zoom tolerances) for display;
// output is a checksum of all path costs.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cmath>
#include <vector>
#include <queue>
#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <functional>
#include <iterator>
#include <limits>

template <typename W>
struct CsrGraph {
    std::vector<uint32_t> off, dst;
    std::vector<W> w;
    uint32_t n() const { return (uint32_t)off.size() - 1; }
    template <typename F> void for_each_edge(uint32_t u, F &&f) const {
        for (uint32_t e = off[u]; e < off[u + 1]; e++) f(dst[e], w[e]);
    }
};

struct Rng {
    uint64_t s;
    uint64_t next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
    double unit() { return (next() >> 11) * (1.0 / 9007199254740992.0); }
};

template <typename W>
CsrGraph<W> build_grid(uint32_t side, Rng &rng) {
    CsrGraph<W> g;
    uint32_t n = side * side;
    g.off.assign(n + 1, 0);
    std::vector<std::pair<uint32_t, std::pair<uint32_t, W>>> edges;
    edges.reserve(n * 4);
    auto add = [&](uint32_t a, uint32_t b) {
        W c = (W)(1.0 + 9.0 * rng.unit());
        edges.push_back({a, {b, c}});
        edges.push_back({b, {a, c}});
    };
    for (uint32_t y = 0; y < side; y++)
        for (uint32_t x = 0; x < side; x++) {
            uint32_t u = y * side + x;
            if (x + 1 < side) add(u, u + 1);
            if (y + 1 < side) add(u, u + side);
            if (x + 3 < side && y + 2 < side && rng.next() % 16 == 0) add(u, u + 2 * side + 3); // highway
        }
    std::sort(edges.begin(), edges.end(), [](auto &a, auto &b) { return a.first < b.first; });
    for (auto &e : edges) g.off[e.first + 1]++;
    std::partial_sum(g.off.begin(), g.off.end(), g.off.begin());
    g.dst.resize(edges.size());
    g.w.resize(edges.size());
    for (size_t i = 0; i < edges.size(); i++) { g.dst[i] = edges[i].second.first; g.w[i] = edges[i].second.second; }
    return g;
}

struct NoHeuristic {
    template <typename W> W operator()(uint32_t, uint32_t) const { return W(0); }
};
struct Manhattan {
    uint32_t side;
    template <typename W> W operator()(uint32_t u, uint32_t t) const {
        int dx = (int)(u % side) - (int)(t % side), dy = (int)(u / side) - (int)(t / side);
        return W(std::abs(dx) + std::abs(dy)) * W(0.2); // admissible: min edge cost 1, a highway edge spans 5 grid steps
    }
};

template <typename W>
struct SearchState {
    std::vector<W> dist;
    std::vector<uint32_t> parent;
    std::vector<uint32_t> touched;
    explicit SearchState(uint32_t n) : dist(n, std::numeric_limits<W>::infinity()), parent(n, UINT32_MAX) {}
    void reset() {
        for (uint32_t v : touched) { dist[v] = std::numeric_limits<W>::infinity(); parent[v] = UINT32_MAX; }
        touched.clear();
    }
};

template <typename W, typename H>
W shortest_path(const CsrGraph<W> &g, SearchState<W> &st, uint32_t s, uint32_t t, H h, uint64_t *settled) {
    using Item = std::pair<W, uint32_t>;
    auto cmp = [](const Item &a, const Item &b) { return a.first > b.first; };
    std::priority_queue<Item, std::vector<Item>, decltype(cmp)> pq(cmp);
    st.reset();
    st.dist[s] = 0; st.touched.push_back(s);
    pq.push({h.template operator()<W>(s, t), s});
    while (!pq.empty()) {
        auto [f, u] = pq.top(); pq.pop();
        W du = st.dist[u];
        if (f > du + h.template operator()<W>(u, t) + W(1e-9)) continue;
        ++*settled;
        if (u == t) return du;
        g.for_each_edge(u, [&](uint32_t v, W w) {
            W nd = du + w;
            if (nd < st.dist[v]) {
                if (st.parent[v] == UINT32_MAX && st.dist[v] == std::numeric_limits<W>::infinity()) st.touched.push_back(v);
                st.dist[v] = nd; st.parent[v] = u;
                pq.push({nd + h.template operator()<W>(v, t), v});
            }
        });
    }
    return std::numeric_limits<W>::infinity();
}

template <typename W>
std::vector<uint32_t> reconstruct(const SearchState<W> &st, uint32_t s, uint32_t t) {
    std::vector<uint32_t> p;
    for (uint32_t v = t; v != UINT32_MAX && v != s; v = st.parent[v]) p.push_back(v);
    p.push_back(s);
    std::reverse(p.begin(), p.end());
    return p;
}

template <typename T> struct Point2 { T x, y; };

template <typename T>
T seg_dist2(const Point2<T> &p, const Point2<T> &a, const Point2<T> &b) {
    T dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
    T u = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : T(0);
    u = std::clamp(u, T(0), T(1));
    T qx = a.x + u * dx - p.x, qy = a.y + u * dy - p.y;
    return qx * qx + qy * qy;
}

// Douglas-Peucker polyline simplification (recursive, templated on the coordinate type)
template <typename T>
void simplify(const std::vector<Point2<T>> &pts, size_t lo, size_t hi, T eps2, std::vector<char> &keep) {
    if (hi <= lo + 1) return;
    T best = -1; size_t bi = lo;
    for (size_t i = lo + 1; i < hi; i++) {
        T d = seg_dist2(pts[i], pts[lo], pts[hi]);
        if (d > best) { best = d; bi = i; }
    }
    if (best > eps2) { keep[bi] = 1; simplify(pts, lo, bi, eps2, keep); simplify(pts, bi, hi, eps2, keep); }
}

template <typename T>
size_t simplified_size(const std::vector<uint32_t> &path, uint32_t side, T eps) {
    std::vector<Point2<T>> pts;
    pts.reserve(path.size());
    std::transform(path.begin(), path.end(), std::back_inserter(pts),
                   [side](uint32_t v) { return Point2<T>{T(v % side), T(v / side)}; });
    std::vector<char> keep(pts.size(), 0);
    if (!pts.empty()) { keep.front() = keep.back() = 1; simplify(pts, 0, pts.size() - 1, eps * eps, keep); }
    return (size_t)std::count(keep.begin(), keep.end(), 1);
}

template <typename K, typename V, typename Op>
struct Accumulator {
    std::unordered_map<K, V> m;
    Op op;
    void add(const K &k, const V &v) {
        auto it = m.find(k);
        if (it == m.end()) m.emplace(k, v); else it->second = op(it->second, v);
    }
};

int main(int argc, char **argv) {
    uint32_t side = argc > 1 ? atoi(argv[1]) : 300;
    int queries = argc > 2 ? atoi(argv[2]) : 400;
    Rng rng{0x2545F4914F6CDD1Dull};
    auto g = build_grid<double>(side, rng);
    SearchState<double> st(g.n());
    uint64_t settled_d = 0, settled_a = 0;
    auto sum = [](double a, double b) { return a + b; };
    Accumulator<uint32_t, double, decltype(sum)> by_region{{}, sum};
    Accumulator<uint32_t, double, std::plus<double>> hops{{}, {}};
    double total = 0;
    size_t simp = 0;
    for (int q = 0; q < queries; q++) {
        uint32_t s = rng.next() % g.n(), t = rng.next() % g.n();
        double d1 = shortest_path(g, st, s, t, NoHeuristic{}, &settled_d);
        double d2 = shortest_path(g, st, s, t, Manhattan{side}, &settled_a);
        auto path = reconstruct(st, s, t);
        uint32_t region = (s / side) / 50 * 16 + (s % side) / 50;
        by_region.add(region, d1);
        hops.add(region, (double)path.size());
        for (int k = 1; k <= 240; k++) simp += simplified_size<float>(path, side, 0.0125f * k);
        total += d1 + (std::fabs(d1 - d2) > 1e-6 ? 1e6 : 0);
    }
    std::vector<std::pair<uint32_t, double>> regs(by_region.m.begin(), by_region.m.end());
    std::sort(regs.begin(), regs.end());
    double h = 0;
    for (auto &r : regs) h = h * 1.0000001 + r.second + hops.m[r.first];
    printf("side=%u queries=%d settled_dijkstra=%llu settled_astar=%llu total=%.3f simplified=%zu hash=%.3f\n", side, queries,
           (unsigned long long)settled_d, (unsigned long long)settled_a, total, simp, h);
    return 0;
}
