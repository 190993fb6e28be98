// postings.cpp - toy search scorer.
// Each document holds its terms as a varint delta-encoded posting list.
// For every (query, document) pair we decode the postings into a
// std::vector<Posting> and score them against the query's term weights.
// Build with -DNO_RESERVE for the "after" version: decode_postings() no longer
// reserve()s the vector, so it grows element by element (reallocate + copy).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cmath>

#define NOINLINE __attribute__((noinline))

struct Posting { uint32_t term; uint32_t pos; float weight; uint32_t field; double norm; };

struct Doc { std::vector<uint8_t> bytes; uint32_t count; };

struct Query { float w[4096]; };

static uint32_t rng_state = 42;
static uint32_t rnd() { rng_state = rng_state * 1664525u + 1013904223u; return rng_state >> 8; }

static void put_varint(std::vector<uint8_t>& out, uint32_t v) {
    while (v >= 0x80) { out.push_back(uint8_t(v | 0x80)); v >>= 7; }
    out.push_back(uint8_t(v));
}

NOINLINE static std::vector<Doc> build_corpus(int ndocs) {
    std::vector<Doc> docs(ndocs);
    for (auto& d : docs) {
        d.count = 80 + rnd() % 120;
        uint32_t term = 0;
        for (uint32_t i = 0; i < d.count; i++) {
            term = (term + 1 + rnd() % 13) % 4096;
            put_varint(d.bytes, term);
            put_varint(d.bytes, rnd() % 5000);
        }
    }
    return docs;
}

NOINLINE static std::vector<Posting> decode_postings(const Doc& d) {
    std::vector<Posting> out;
#ifndef NO_RESERVE
    out.reserve(d.count);
#endif
    const uint8_t* p = d.bytes.data();
    for (uint32_t i = 0; i < d.count; i++) {
        uint32_t v[2];
        for (int k = 0; k < 2; k++) {
            uint32_t x = 0; int shift = 0;
            while (*p & 0x80) { x |= uint32_t(*p++ & 0x7f) << shift; shift += 7; }
            x |= uint32_t(*p++) << shift;
            v[k] = x;
        }
        out.push_back(Posting{v[0], v[1], float(v[1] & 127) * (1.0f / 128.0f), v[1] & 3, double(i) * 0.01});
    }
    return out;
}

NOINLINE static double score_postings(const std::vector<Posting>& ps, const Query& q) {
    double s = 0;
    for (const Posting& p : ps) {
        float w = q.w[p.term];
        if (w > 0.0f) s += std::log1p(double(w) * p.weight) / (1.0 + std::sqrt(double(p.pos))) * (p.field ? 1.0 : p.norm);
    }
    return s;
}

NOINLINE static double process_query(const std::vector<Doc>& docs, const Query& q) {
    double best = 0;
    for (const Doc& d : docs) {
        std::vector<Posting> ps = decode_postings(d);
        double s = score_postings(ps, q);
        if (s > best) best = s;
    }
    return best;
}

int main(int argc, char** argv) {
    int nq = argc > 1 ? atoi(argv[1]) : 200;
    std::vector<Doc> docs = build_corpus(3000);
    static Query q;
    double total = 0;
    for (int i = 0; i < nq; i++) {
        for (int t = 0; t < 4096; t++) q.w[t] = (rnd() % 4 == 0) ? float(rnd() % 100) / 10.0f : 0.0f;
        total += process_query(docs, q);
    }
    printf("queries=%d total=%.4f\n", nq, total);
    return 0;
}
