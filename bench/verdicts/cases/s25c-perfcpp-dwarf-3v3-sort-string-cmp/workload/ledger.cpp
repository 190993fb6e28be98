// ledger: toy end-of-day ledger batch. Per round: gen_rows (shuffled rows, fixed seed),
// post_totals (unordered_map per account), format_lines (snprintf), checksum_lines (FNV-1a),
// sort_rows (std::sort by posting key), dedupe_adjacent, and a small report.
// -DSORT_BY_STRING: sort_rows' comparator compares the zero-padded string form of the key
// (std::string operator<) instead of the integer key. Same order, same output.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

struct Row {
    int64_t key;
    std::string key_str;   // zero-padded decimal of key, 12 chars
    int account;
    double amount;
    std::string memo;
};

__attribute__((noinline)) void gen_rows(std::vector<Row>& rows, std::mt19937_64& rng, size_t n) {
    rows.clear();
    rows.reserve(n);
    char buf[32];
    for (size_t i = 0; i < n; i++) {
        Row r;
        r.key = (int64_t)(rng() % 900000000000ULL);
        snprintf(buf, sizeof buf, "%012lld", (long long)r.key);
        r.key_str = buf;
        r.account = (int)(rng() % 5000);
        r.amount = (double)(rng() % 100000) / 100.0;
        r.memo = (rng() & 1) ? "transfer" : "card";
        rows.push_back(std::move(r));
    }
}

__attribute__((noinline)) double post_totals(const std::vector<Row>& rows, std::unordered_map<int, double>& tot) {
    tot.clear();
    double s = 0;
    for (const Row& r : rows) {
        tot[r.account] += r.amount;
        s += r.amount;
    }
    return s;
}

__attribute__((noinline)) void format_lines(const std::vector<Row>& rows, std::vector<std::string>& out) {
    out.clear();
    char buf[96];
    for (const Row& r : rows) {
        int n = snprintf(buf, sizeof buf, "%s;%05d;%.2f;%s", r.key_str.c_str(), r.account, r.amount, r.memo.c_str());
        out.emplace_back(buf, n);
    }
}

__attribute__((noinline)) uint64_t checksum_lines(const std::vector<std::string>& lines) {
    uint64_t h = 1469598103934665603ULL;
    for (const std::string& s : lines)
        for (unsigned char c : s) { h ^= c; h *= 1099511628211ULL; }
    return h;
}

__attribute__((noinline)) void sort_rows(std::vector<Row>& rows) {
#ifdef SORT_BY_STRING
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.key_str < b.key_str; });
#else
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.key < b.key; });
#endif
}

__attribute__((noinline)) size_t dedupe_adjacent(const std::vector<Row>& rows) {
    size_t d = 0;
    for (size_t i = 1; i < rows.size(); i++)
        if (rows[i].key == rows[i - 1].key) d++;
    return d;
}

__attribute__((noinline)) double report(const std::unordered_map<int, double>& tot) {
    double mx = 0;
    for (auto& kv : tot) mx = std::max(mx, kv.second);
    return mx;
}

int main(int argc, char** argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 10;
    size_t n = 200000;
    std::mt19937_64 rng(42);
    std::vector<Row> rows;
    std::vector<std::string> lines;
    std::unordered_map<int, double> tot;
    uint64_t acc = 0;
    double s = 0, mx = 0;
    size_t dup = 0;
    for (int k = 0; k < rounds; k++) {
        gen_rows(rows, rng, n);
        s += post_totals(rows, tot);
        sort_rows(rows);
        dup += dedupe_adjacent(rows);
        format_lines(rows, lines);
        acc ^= checksum_lines(lines);
        mx += report(tot);
    }
#ifdef SORT_BY_STRING
    const char* v = "string";
#else
    const char* v = "int";
#endif
    printf("cmp=%s rounds=%d acc=%016llx sum=%.2f dup=%zu mx=%.2f\n", v, rounds, (unsigned long long)acc, s, dup, mx);
}
