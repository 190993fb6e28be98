// dedup: a contact-list cleaner. For each incoming record (name, email, city, score):
// parse the raw line, build a canonical key from the name, check it against a
// dedup index, a blocklist and a city bucket, then score the record.
// BEFORE: process_record() computes canonical_key(name) ONCE and reuses it.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <string>
#include <vector>
#include <unordered_map>
#include <unordered_set>

#define NOINLINE __attribute__((noinline))

struct Record { std::string name, email, city; double score; };

static const char *FIRST[] = {"  Anna ", "BOB", " Carla", "dmitri  ", "Eve", " Fritz ", "GRETA", "hans "};
static const char *LAST[]  = {"Smith  ", "  O'Neil", "van  der Berg", "MULLER", " lee ", "Nakamura", "  Okafor", "Silva"};
static const char *CITY[]  = {"Berlin", "Lagos", "Osaka", "Lima", "Oslo", "Pune", "Quito", "Rome"};

NOINLINE static std::string make_line(uint64_t i) {
    uint64_t x = i * 0x9E3779B97F4A7C15ull;
    char buf[160];
    int n = snprintf(buf, sizeof buf, "%s   %s  %s;user%llu@example.org;%s;%u",
                     FIRST[x & 7], ((x >> 3) & 1) ? "J." : "", LAST[(x >> 4) & 7],
                     (unsigned long long)((x >> 8) % 50000), CITY[(x >> 24) & 7],
                     (unsigned)((x >> 32) % 1000));
    return std::string(buf, n);
}

NOINLINE static Record parse_line(const std::string &s) {
    Record r;
    size_t a = s.find(';'), b = s.find(';', a + 1), c = s.find(';', b + 1);
    r.name = s.substr(0, a);
    r.email = s.substr(a + 1, b - a - 1);
    r.city = s.substr(b + 1, c - b - 1);
    r.score = std::atof(s.c_str() + c + 1);
    return r;
}

// --- the three steps of canonicalisation ---
NOINLINE static std::string trim_ws(const std::string &s) {
    size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t')) b++;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t')) e--;
    return s.substr(b, e - b);
}
NOINLINE static void to_lower_ascii(std::string &s) {
    for (char &ch : s) if (ch >= 'A' && ch <= 'Z') ch = char(ch + 32);
}
NOINLINE static std::string collapse_spaces(const std::string &s) {
    std::string out; out.reserve(s.size());
    bool sp = false;
    for (char ch : s) {
        if (ch == ' ') { if (!sp) out.push_back(' '); sp = true; }
        else { out.push_back(ch); sp = false; }
    }
    return out;
}
NOINLINE static std::string canonical_key(const std::string &name) {
    std::string t = trim_ws(name);
    to_lower_ascii(t);
    return collapse_spaces(t);
}

struct Index {
    std::unordered_map<std::string, uint32_t> seen;
    std::unordered_set<std::string> blocked;
    std::unordered_map<std::string, double> city_total;
};

NOINLINE static bool is_duplicate(Index &ix, const std::string &key) { return ix.seen[key]++ > 0; }
NOINLINE static bool is_blocked(const Index &ix, const std::string &key) { return ix.blocked.count(key) != 0; }
NOINLINE static void add_to_bucket(Index &ix, const std::string &key, const Record &r) {
    ix.city_total[r.city + "/" + key.substr(0, 1)] += r.score;
}

NOINLINE static double score_record(const Record &r) {
    double s = r.score;
    for (char ch : r.email) s = s * 1.0000001 + (unsigned char)ch;
    for (int k = 0; k < 1000; k++) s = s * 0.999 + 0.5;
    return s;
}

NOINLINE static double process_record(Index &ix, const std::string &line) {
    Record r = parse_line(line);
    const std::string key = canonical_key(r.name);
    if (is_blocked(ix, key)) return 0;
    bool dup = is_duplicate(ix, key);
    add_to_bucket(ix, key, r);
    const double s = score_record(r);   // duplicates are merged at half weight
    return dup ? 0.5 * s : s;
}

int main(int argc, char **argv) {
    uint64_t n = argc > 1 ? strtoull(argv[1], 0, 10) : 2000000;
    Index ix;
    ix.blocked.insert("eve j. silva");
    ix.blocked.insert("bob lee");
    double total = 0;
    for (uint64_t i = 0; i < n; i++) total += process_record(ix, make_line(i));
    printf("records=%llu unique=%zu buckets=%zu total=%.3f\n", (unsigned long long)n,
           ix.seen.size(), ix.city_total.size(), total);
    return 0;
}
