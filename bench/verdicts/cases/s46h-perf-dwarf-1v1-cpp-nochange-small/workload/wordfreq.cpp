// Small word-frequency program: tokenizes a synthetic corpus, counts words,
// sorts the top entries and hashes the report. Same source built twice.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <vector>

static std::string make_text(uint64_t seed, size_t words) {
    static const char* syll[] = {"ka", "to", "ri", "mu", "sen", "lo", "pa", "qui", "dra", "ne"};
    std::string s;
    for (size_t i = 0; i < words; i++) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        int n = 1 + (seed >> 60) % 3;
        for (int j = 0; j < n; j++) s += syll[(seed >> (8 * j + 8)) % 10];
        s += (i % 13 == 12) ? ". " : " ";
    }
    return s;
}

__attribute__((noinline)) static void tokenize(const std::string& text, std::vector<std::string>& out) {
    std::string cur;
    for (char c : text) {
        if (c >= 'a' && c <= 'z') cur += c;
        else if (!cur.empty()) { out.push_back(cur); cur.clear(); }
    }
    if (!cur.empty()) out.push_back(cur);
}

__attribute__((noinline)) static void count_words(const std::vector<std::string>& toks,
                                                  std::unordered_map<std::string, int>& freq) {
    for (const auto& t : toks) freq[t]++;
}

__attribute__((noinline)) static std::vector<std::pair<std::string, int>>
top_words(const std::unordered_map<std::string, int>& freq, size_t k) {
    std::vector<std::pair<std::string, int>> v(freq.begin(), freq.end());
    std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    if (v.size() > k) v.resize(k);
    return v;
}

__attribute__((noinline)) static uint64_t report_hash(const std::vector<std::pair<std::string, int>>& top) {
    uint64_t h = 1469598103934665603ULL;
    for (const auto& p : top) {
        for (char c : p.first) { h ^= (unsigned char)c; h *= 1099511628211ULL; }
        h ^= p.second; h *= 1099511628211ULL;
    }
    return h;
}

int main(int argc, char** argv) {
    int docs = argc > 1 ? atoi(argv[1]) : 40;
    uint64_t total = 0;
    for (int d = 0; d < docs; d++) {
        std::string text = make_text(1234 + d, 200000);
        std::vector<std::string> toks;
        tokenize(text, toks);
        std::unordered_map<std::string, int> freq;
        count_words(toks, freq);
        total ^= report_hash(top_words(freq, 50));
    }
    printf("docs=%d hash=%016llx\n", docs, (unsigned long long)total);
    return 0;
}
