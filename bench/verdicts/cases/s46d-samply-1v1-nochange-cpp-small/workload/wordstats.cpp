// Small text statistics tool: generate a synthetic corpus, tokenize it,
// count words in a hash map, then rank the top entries.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <vector>

static uint64_t next_rand(uint64_t &s) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s;
}

__attribute__((noinline)) static std::string make_corpus(size_t words, uint64_t seed) {
    static const char *syll[] = {"ka", "lo", "mi", "ne", "ru", "ta", "vo", "shi", "den", "por"};
    std::string out;
    out.reserve(words * 8);
    for (size_t i = 0; i < words; ++i) {
        int n = 1 + next_rand(seed) % 3;
        for (int k = 0; k < n; ++k) out += syll[next_rand(seed) % 10];
        out += (i % 13 == 12) ? '\n' : ' ';
    }
    return out;
}

__attribute__((noinline)) static void tokenize(const std::string &text, std::vector<std::string> &tokens) {
    tokens.clear();
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == ' ' || text[i] == '\n') {
            if (i > start) tokens.emplace_back(text, start, i - start);
            start = i + 1;
        }
    }
}

__attribute__((noinline)) static void count_words(const std::vector<std::string> &tokens,
                                                  std::unordered_map<std::string, uint64_t> &counts) {
    for (const auto &t : tokens) counts[t] += 1;
}

__attribute__((noinline)) static uint64_t rank_top(const std::unordered_map<std::string, uint64_t> &counts, size_t k) {
    std::vector<std::pair<uint64_t, std::string>> v;
    v.reserve(counts.size());
    for (const auto &kv : counts) v.emplace_back(kv.second, kv.first);
    std::sort(v.begin(), v.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < k && i < v.size(); ++i) {
        h = (h ^ v[i].first) * 1099511628211ull;
        for (char c : v[i].second) h = (h ^ (unsigned char)c) * 1099511628211ull;
    }
    return h;
}

__attribute__((noinline)) static uint64_t process_chunk(uint64_t seed) {
    std::string text = make_corpus(200000, seed);
    std::vector<std::string> tokens;
    tokenize(text, tokens);
    std::unordered_map<std::string, uint64_t> counts;
    count_words(tokens, counts);
    return rank_top(counts, 50);
}

int main(int argc, char **argv) {
    int chunks = argc > 1 ? atoi(argv[1]) : 20;
    uint64_t h = 0;
    for (int c = 0; c < chunks; ++c) h ^= process_chunk(0x9e3779b97f4a7c15ull + c) + c;
    printf("chunks=%d checksum=%016llx\n", chunks, (unsigned long long)h);
    return 0;
}
