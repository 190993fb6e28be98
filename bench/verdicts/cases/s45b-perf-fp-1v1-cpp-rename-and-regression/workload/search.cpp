// Tiny TF-IDF document search: builds term vectors for a synthetic corpus,
// weights them, and ranks every document for a batch of queries.
// Variants (see build.sh):
//   RENAMED_WEIGHTS : the weighting step is called weigh_terms instead of compute_tf_idf (same code)
//   RECOMPUTE_NORMS : cosine_score recomputes the document norm on every call instead of using the cached one
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <vector>

#define NOINLINE __attribute__((noinline))

static const int DIM = 384;

struct Doc {
    std::vector<std::string> words;
    std::vector<float> vec;
    float norm = 0.f;
};

struct Rng {
    uint64_t s;
    uint64_t next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
};

NOINLINE std::string make_word(Rng &r) {
    static const char *syl[] = {"ka", "lo", "mi", "ter", "son", "ab", "qu", "ix", "ra", "de", "ul", "po"};
    // Zipf-ish: most words are short and frequent
    int n = 1 + (r.next() % 100 < 70 ? r.next() % 2 : r.next() % 4);
    std::string w;
    for (int i = 0; i < n; i++) w += syl[r.next() % 12];
    return w;
}

NOINLINE std::vector<Doc> generate_corpus(int ndocs, Rng &r) {
    std::vector<Doc> docs(ndocs);
    for (auto &d : docs) {
        int len = 80 + r.next() % 120;
        for (int i = 0; i < len; i++) d.words.push_back(make_word(r));
    }
    return docs;
}

NOINLINE uint32_t hash_term(const std::string &w) {
    uint32_t h = 2166136261u;
    for (unsigned char c : w) { h ^= c; h *= 16777619u; }
    return h;
}

NOINLINE void count_terms(Doc &d, std::unordered_map<uint32_t, int> &df) {
    d.vec.assign(DIM, 0.f);
    std::vector<char> seen(DIM, 0);
    for (auto &w : d.words) {
        uint32_t b = hash_term(w) % DIM;
        d.vec[b] += 1.f;
        if (!seen[b]) { seen[b] = 1; df[b]++; }
    }
}

#ifdef RENAMED_WEIGHTS
#define WEIGHT_FN weigh_terms
#else
#define WEIGHT_FN compute_tf_idf
#endif

// TF-IDF weighting with sublinear tf and a few smoothing passes.
NOINLINE void WEIGHT_FN(std::vector<Doc> &docs, const std::unordered_map<uint32_t, int> &df) {
    std::vector<float> idf(DIM, 0.f);
    for (int b = 0; b < DIM; b++) {
        auto it = df.find(b);
        int n = it == df.end() ? 0 : it->second;
        idf[b] = std::log((1.0f + docs.size()) / (1.0f + n)) + 1.0f;
    }
    for (auto &d : docs) {
        for (int pass = 0; pass < 128; pass++) {
            for (int b = 0; b < DIM; b++) {
                float tf = d.vec[b] > 0.f ? 1.0f + std::log(d.vec[b]) : 0.f;
                d.vec[b] = 0.5f * d.vec[b] + 0.5f * tf * idf[b] / (1.0f + pass);
            }
        }
        float s = 0.f;
        for (float x : d.vec) s += x * x;
        d.norm = std::sqrt(s);
    }
}

static inline float l2norm(const std::vector<float> &v) {
    float s[6] = {0.f, 0.f, 0.f, 0.f, 0.f, 0.f};
    for (int i = 0; i < DIM; i += 6)
        for (int j = 0; j < 6; j++) s[j] += v[i + j] * v[i + j];
    return std::sqrt((s[0] + s[1]) + (s[2] + s[3]) + (s[4] + s[5]));
}

NOINLINE float cosine_score(const Doc &d, const std::vector<float> &q, float qnorm) {
    float dot = 0.f;
    for (int i = 0; i < DIM; i++) dot += d.vec[i] * q[i];
#ifdef RECOMPUTE_NORMS
    float dn = l2norm(d.vec);
#else
    float dn = d.norm;
#endif
    if (dn == 0.f || qnorm == 0.f) return 0.f;
    return dot / (dn * qnorm);
}

struct Hit { float score; int id; };

NOINLINE void push_topk(std::vector<Hit> &top, size_t k, Hit h) {
    if (top.size() < k) { top.push_back(h); std::push_heap(top.begin(), top.end(), [](const Hit &a, const Hit &b) { return a.score > b.score; }); return; }
    if (h.score <= top.front().score) return;
    std::pop_heap(top.begin(), top.end(), [](const Hit &a, const Hit &b) { return a.score > b.score; });
    top.back() = h;
    std::push_heap(top.begin(), top.end(), [](const Hit &a, const Hit &b) { return a.score > b.score; });
}

NOINLINE std::vector<float> make_query(const std::vector<Doc> &docs, Rng &r) {
    std::vector<float> q(DIM, 0.f);
    for (int t = 0; t < 5; t++) {
        const Doc &d = docs[r.next() % docs.size()];
        const std::string &w = d.words[r.next() % d.words.size()];
        q[hash_term(w) % DIM] += 1.f;
    }
    return q;
}

NOINLINE uint64_t rank_queries(const std::vector<Doc> &docs, int nq, Rng &r) {
    uint64_t acc = 0;
    for (int qi = 0; qi < nq; qi++) {
        std::vector<float> q = make_query(docs, r);
        float qn = 0.f;
        for (float x : q) qn += x * x;
        qn = std::sqrt(qn);
        std::vector<Hit> top;
        for (size_t i = 0; i < docs.size(); i++) push_topk(top, 10, Hit{cosine_score(docs[i], q, qn), (int)i});
        std::sort(top.begin(), top.end(), [](const Hit &a, const Hit &b) { return a.score > b.score || (a.score == b.score && a.id < b.id); });
        for (auto &h : top) acc = acc * 1000003u + h.id;
    }
    return acc;
}

int main(int argc, char **argv) {
    int ndocs = argc > 1 ? atoi(argv[1]) : 6000;
    int nq = argc > 2 ? atoi(argv[2]) : 400;
    Rng r{0x2545F4914F6CDD1DULL};
    std::vector<Doc> docs = generate_corpus(ndocs, r);
    std::unordered_map<uint32_t, int> df;
    for (auto &d : docs) count_terms(d, df);
    WEIGHT_FN(docs, df);
    uint64_t acc = rank_queries(docs, nq, r);
    printf("docs=%d queries=%d acc=%016llx\n", ndocs, nq, (unsigned long long)acc);
    return 0;
}
