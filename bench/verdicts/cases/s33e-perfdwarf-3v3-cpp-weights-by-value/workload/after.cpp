// Scores a stream of feature records against a weight vector and keeps a running top-k.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <algorithm>

struct Record { uint32_t id; int feat[24]; };

static uint64_t rng_state = 88172645463325252ull;
static inline uint64_t xorshift() {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

__attribute__((noinline)) void fill_batch(std::vector<Record>& batch) {
    for (auto& r : batch) {
        r.id = (uint32_t)xorshift();
        for (int& f : r.feat) f = (int)(xorshift() % 2001) - 1000;
    }
}

// Helper called once per record. (changed: now takes the weights by value)
__attribute__((noinline)) long score_record(std::vector<int> weights, const Record& r) {
    long s = 0;
    for (int round = 0; round < 2; ++round)
        for (size_t i = 0; i < weights.size(); ++i) {
            int f = r.feat[(i + round) % 24];
            s += (long)weights[i] * f;
            s ^= (s >> 7);
        }
    return s;
}

__attribute__((noinline)) void score_batch(const std::vector<int>& weights, const std::vector<Record>& batch,
                                           std::vector<long>& out) {
    out.clear();
    for (const Record& r : batch) out.push_back(score_record(weights, r));
}

__attribute__((noinline)) long top_k(std::vector<long>& scores, size_t k) {
    std::partial_sort(scores.begin(), scores.begin() + k, scores.end(), std::greater<long>());
    long acc = 0;
    for (size_t i = 0; i < k; ++i) acc += scores[i];
    return acc;
}

int main(int argc, char** argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 4000;
    std::vector<int> weights(48);
    for (size_t i = 0; i < weights.size(); ++i) weights[i] = (int)(i * 37 % 97) - 48;
    std::vector<Record> batch(1024);
    std::vector<long> scores;
    scores.reserve(batch.size());
    long total = 0;
    for (int b = 0; b < batches; ++b) {
        fill_batch(batch);
        score_batch(weights, batch, scores);
        total += top_k(scores, 64);
    }
    printf("total=%ld\n", total);
    return 0;
}
