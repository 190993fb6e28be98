// Scores every token of a synthetic corpus many times (e.g. several salts / models).
#include "scorer.h"
#include <cstdio>
#include <vector>
#include <string>

static std::vector<std::string> build_corpus(size_t n) {
    std::vector<std::string> v;
    v.reserve(n);
    uint32_t s = 12345;
    for (size_t i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        size_t len = 24 + (s >> 26);               // 24..87 chars: never SSO
        std::string t;
        for (size_t k = 0; k < len; k++) {
            s = s * 1664525u + 1013904223u;
            t.push_back('a' + (s >> 27) % 26);
        }
        v.push_back(std::move(t));
    }
    return v;
}

__attribute__((noinline)) static uint64_t score_corpus(const std::vector<std::string> &corpus, uint64_t salt) {
    uint64_t acc = 0;
    for (const std::string &t : corpus)
        acc += score_token(t, salt);
    return acc;
}

int main() {
    std::vector<std::string> corpus = build_corpus(200000);
    uint64_t total = 0;
    for (uint64_t salt = 0; salt < 60; salt++)
        total ^= score_corpus(corpus, salt);
    std::printf("total=%llu\n", (unsigned long long)total);
    return 0;
}
