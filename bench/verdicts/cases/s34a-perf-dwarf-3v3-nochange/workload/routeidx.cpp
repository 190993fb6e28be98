// routeidx.cpp - build a word index of synthetic documents and answer
// shortest-path queries on a random road graph. No change between sides:
// the before and after binaries are the same source built in two checkouts.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <queue>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace {

struct Rng {
    uint64_t s;
    uint64_t next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
    uint32_t below(uint32_t n) { return static_cast<uint32_t>(next() % n); }
};

std::vector<std::string> make_documents(Rng &rng, int n_docs) {
    static const char *syl[] = {"ra", "to", "mi", "ke", "su", "no", "ha", "li", "zo", "pe", "ga", "du"};
    std::vector<std::string> docs;
    docs.reserve(n_docs);
    for (int d = 0; d < n_docs; ++d) {
        std::string doc;
        int words = 40 + rng.below(60);
        for (int w = 0; w < words; ++w) {
            int k = 1 + rng.below(3);
            for (int i = 0; i < k; ++i) doc += syl[rng.below(12)];
            doc += (rng.below(10) == 0) ? ". " : " ";
        }
        docs.push_back(std::move(doc));
    }
    return docs;
}

__attribute__((noinline))
void tokenize(std::string_view text, std::vector<std::string_view> &out) {
    out.clear();
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '.')) ++i;
        size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '.') ++j;
        if (j > i) out.push_back(text.substr(i, j - i));
        i = j;
    }
}

using Index = std::unordered_map<std::string, std::vector<uint32_t>>;

__attribute__((noinline))
void index_documents(const std::vector<std::string> &docs, Index &index) {
    std::vector<std::string_view> toks;
    for (uint32_t d = 0; d < docs.size(); ++d) {
        tokenize(docs[d], toks);
        for (auto t : toks) {
            auto &postings = index[std::string(t)];
            if (postings.empty() || postings.back() != d) postings.push_back(d);
        }
    }
}

__attribute__((noinline))
std::vector<std::pair<std::string, size_t>> top_terms(const Index &index, size_t k) {
    std::vector<std::pair<std::string, size_t>> v;
    v.reserve(index.size());
    for (auto &kv : index) v.emplace_back(kv.first, kv.second.size());
    std::sort(v.begin(), v.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    if (v.size() > k) v.resize(k);
    return v;
}

struct Edge { uint32_t to; uint32_t w; };

std::vector<std::vector<Edge>> make_graph(Rng &rng, uint32_t n, uint32_t deg) {
    std::vector<std::vector<Edge>> g(n);
    for (uint32_t u = 0; u < n; ++u)
        for (uint32_t e = 0; e < deg; ++e)
            g[u].push_back({rng.below(n), 1 + rng.below(100)});
    return g;
}

__attribute__((noinline))
uint64_t shortest_path(const std::vector<std::vector<Edge>> &g, uint32_t src, uint32_t dst) {
    std::vector<uint64_t> dist(g.size(), UINT64_MAX);
    using QE = std::pair<uint64_t, uint32_t>;
    std::priority_queue<QE, std::vector<QE>, std::greater<QE>> pq;
    dist[src] = 0;
    pq.push({0, src});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (u == dst) return d;
        if (d != dist[u]) continue;
        for (const Edge &e : g[u]) {
            uint64_t nd = d + e.w;
            if (nd < dist[e.to]) { dist[e.to] = nd; pq.push({nd, e.to}); }
        }
    }
    return UINT64_MAX;
}

__attribute__((noinline))
std::map<uint64_t, int> route_histogram(const std::vector<std::vector<Edge>> &g, Rng &rng, int queries) {
    std::map<uint64_t, int> hist;
    for (int q = 0; q < queries; ++q) {
        uint64_t d = shortest_path(g, rng.below(g.size()), rng.below(g.size()));
        hist[d / 50]++;
    }
    return hist;
}

}  // namespace

int main(int argc, char **argv) {
    int scale = argc > 1 ? std::atoi(argv[1]) : 4;
    Rng rng{0x9E3779B97F4A7C15ull};
    uint64_t check = 0;
    for (int round = 0; round < scale; ++round) {
        auto docs = make_documents(rng, 20000);
        Index index;
        index_documents(docs, index);
        auto top = top_terms(index, 20);
        check += top.size() + top[0].second;
        auto g = make_graph(rng, 20000, 4);
        auto hist = route_histogram(g, rng, 60);
        check += hist.size();
    }
    std::printf("check=%llu\n", static_cast<unsigned long long>(check));
    return 0;
}
