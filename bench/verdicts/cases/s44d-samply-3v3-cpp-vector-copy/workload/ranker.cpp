// ranker: per-user recommendation pipeline over a synthetic catalogue.
//   build_user_features  aggregate the user's history into a dense feature vector
//   retrieve_candidates  cheap tag/popularity filter over the whole catalogue
//   rank_user            linear-model score (score_candidate) + top-k heap
//   diversify            greedy re-rank of the top list by pairwise similarity
//
// score_candidate() receives the (large) dense user feature vector. Compiled two ways:
//   default            : const std::vector<float>&   (before)
//   -DPASS_BY_VALUE    : std::vector<float> by value  (after; one 8 KiB copy per call)
// Both builds print the same result.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <vector>

#ifdef PASS_BY_VALUE
#define USER_FEATURES std::vector<float>
#else
#define USER_FEATURES const std::vector<float>&
#endif

static constexpr size_t kDim = 2048;      // dense user feature vector length (8 KiB)
static constexpr size_t kItemNnz = 160;   // sparse item features
static constexpr size_t kHistory = 48;    // history items per user
static constexpr size_t kTop = 64;        // scored list kept for re-ranking
static constexpr size_t kPick = 10;       // final list length

struct Item {
    uint32_t id;
    uint32_t tags;
    float popularity;
    uint32_t idx[kItemNnz];
    float val[kItemNnz];
    float bias;
};

struct Rng {
    uint64_t s;
    uint64_t next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
    float unit() { return (float)(next() % 1000000) / 1000000.0f; }
};

struct Scored {
    float score;
    uint32_t id;
    bool operator>(const Scored& o) const { return score > o.score || (score == o.score && id < o.id); }
};

static std::vector<Item> make_items(Rng& rng, size_t n) {
    std::vector<Item> items(n);
    for (size_t i = 0; i < n; i++) {
        items[i].id = (uint32_t)i;
        items[i].tags = (uint32_t)(rng.next() & rng.next() & rng.next());
        items[i].popularity = rng.unit();
        for (size_t k = 0; k < kItemNnz; k++) {
            items[i].idx[k] = (uint32_t)(rng.next() % kDim);
            items[i].val[k] = rng.unit() * 2.0f - 1.0f;
        }
        std::sort(items[i].idx, items[i].idx + kItemNnz);
        items[i].bias = rng.unit() * 0.1f;
    }
    return items;
}

__attribute__((noinline)) static uint32_t build_user_features(Rng& rng, const std::vector<Item>& items,
                                                              std::vector<float>& f) {
    std::fill(f.begin(), f.end(), 0.0f);
    uint32_t tags = 0;
    for (size_t h = 0; h < kHistory; h++) {
        const Item& it = items[rng.next() % items.size()];
        float w = 1.0f / (1.0f + (float)h * 0.1f);
        for (size_t k = 0; k < kItemNnz; k++) f[it.idx[k]] += w * it.val[k];
        tags |= it.tags;
    }
    double norm = 0.0;
    for (size_t d = 0; d < kDim; d++) {
        f[d] = std::tanh(f[d]);
        norm += (double)f[d] * f[d];
    }
    float inv = (float)(1.0 / std::sqrt(norm + 1e-9));
    for (size_t d = 0; d < kDim; d++) f[d] *= inv;
    return tags;
}

__attribute__((noinline)) static void retrieve_candidates(const std::vector<Item>& items, uint32_t tags,
                                                          float min_pop, std::vector<const Item*>& out) {
    out.clear();
    for (const Item& it : items) {
        if (__builtin_popcount(it.tags & tags) >= 4 && it.popularity >= min_pop) out.push_back(&it);
    }
}

__attribute__((noinline)) static float dot_sparse(const float* dense, const Item& it) {
    float s = 0.0f;
    for (size_t k = 0; k < kItemNnz; k++) s += dense[it.idx[k]] * it.val[k];
    return s;
}

__attribute__((noinline)) static float score_candidate(USER_FEATURES user, const Item& it) {
    float raw = dot_sparse(user.data(), it) + it.bias;
    return 1.0f / (1.0f + std::exp(-raw));
}

__attribute__((noinline)) static std::vector<Scored> rank_user(const std::vector<float>& user,
                                                               const std::vector<const Item*>& cands, size_t k) {
    std::priority_queue<Scored, std::vector<Scored>, std::greater<Scored>> heap;
    for (const Item* it : cands) {
        Scored s{score_candidate(user, *it), it->id};
        if (heap.size() < k) heap.push(s);
        else if (s > heap.top()) { heap.pop(); heap.push(s); }
    }
    std::vector<Scored> out;
    while (!heap.empty()) { out.push_back(heap.top()); heap.pop(); }
    std::reverse(out.begin(), out.end());
    return out;
}

// similarity of two items with sorted sparse indices (merge join)
__attribute__((noinline)) static float item_similarity(const Item& a, const Item& b) {
    size_t i = 0, j = 0;
    float s = 0.0f;
    while (i < kItemNnz && j < kItemNnz) {
        if (a.idx[i] < b.idx[j]) i++;
        else if (a.idx[i] > b.idx[j]) j++;
        else { s += a.val[i] * b.val[j]; i++; j++; }
    }
    return s;
}

__attribute__((noinline)) static std::vector<uint32_t> diversify(const std::vector<Scored>& top,
                                                                 const std::vector<Item>& items, size_t pick) {
    std::vector<uint32_t> chosen;
    std::vector<bool> used(top.size(), false);
    while (chosen.size() < pick && chosen.size() < top.size()) {
        size_t best = 0; float bestv = -1e30f;
        for (size_t c = 0; c < top.size(); c++) {
            if (used[c]) continue;
            float maxsim = 0.0f;
            for (uint32_t id : chosen) maxsim = std::max(maxsim, item_similarity(items[top[c].id], items[id]));
            float v = top[c].score - 0.3f * maxsim;
            if (v > bestv) { bestv = v; best = c; }
        }
        used[best] = true;
        chosen.push_back(top[best].id);
    }
    return chosen;
}

int main(int argc, char** argv) {
    size_t users = argc > 1 ? strtoul(argv[1], nullptr, 10) : 100;
    size_t nitems = argc > 2 ? strtoul(argv[2], nullptr, 10) : 20000;
    Rng rng{0x243F6A8885A308D3ULL};
    std::vector<Item> items = make_items(rng, nitems);
    std::vector<float> user(kDim);
    std::vector<const Item*> cands;
    uint64_t acc = 0, ncand = 0;
    for (size_t u = 0; u < users; u++) {
        uint32_t tags = build_user_features(rng, items, user);
        retrieve_candidates(items, tags, 0.2f, cands);
        ncand += cands.size();
        std::vector<Scored> top = rank_user(user, cands, kTop);
        for (uint32_t id : diversify(top, items, kPick)) acc = acc * 1000003u + id;
    }
    printf("users=%zu items=%zu candidates=%llu acc=%016llx\n", users, nitems, (unsigned long long)ncand,
           (unsigned long long)acc);
    return 0;
}
