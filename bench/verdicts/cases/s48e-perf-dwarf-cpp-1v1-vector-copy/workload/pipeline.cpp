// Log-record pipeline: generate -> split -> normalize -> classify -> aggregate.
// CLASSIFY_BY_VALUE switches classify_fields() to take the field vector by value.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <string>
#include <vector>
#include <unordered_map>
#include <algorithm>

struct Rng { uint64_t s; uint32_t next() { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return (uint32_t)s; } };

static const char* kWords[] = {"alpha","bravo","charlie","delta","echo","foxtrot","golf","hotel",
  "india","juliet","kilo","lima","mike","november","oscar","papa","quebec","romeo","sierra","tango"};

__attribute__((noinline)) std::string make_line(Rng& r, int nfields) {
  std::string line;
  for (int i = 0; i < nfields; i++) {
    if (i) line.push_back(',');
    line += kWords[r.next() % 20];
    line += "_";
    line += std::to_string(r.next() % 100000);
    line += "_suffix_field_value";  // keep fields beyond SSO so copies allocate
  }
  return line;
}

__attribute__((noinline)) void split_line(const std::string& line, std::vector<std::string>& out) {
  out.clear();
  size_t start = 0;
  for (size_t i = 0; i <= line.size(); i++) {
    if (i == line.size() || line[i] == ',') { out.emplace_back(line, start, i - start); start = i + 1; }
  }
}

__attribute__((noinline)) void normalize_fields(std::vector<std::string>& f) {
  for (auto& s : f) for (auto& c : s) if (c >= 'a' && c <= 'z' && (c & 1)) c = c - 'a' + 'A';
}

__attribute__((noinline)) uint64_t field_hash(const std::string& s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) { h ^= c; h *= 1099511628211ull; }
  return h;
}

#ifdef CLASSIFY_BY_VALUE
__attribute__((noinline)) int classify_fields(std::vector<std::string> f, int rule)
#else
__attribute__((noinline)) int classify_fields(const std::vector<std::string>& f, int rule)
#endif
{
  // cheap check against one field; called once per rule
  const std::string& s = f[rule % f.size()];
  return (s.size() + (unsigned char)s[0] + rule) % 7 == 0;
}

__attribute__((noinline)) void aggregate(const std::vector<std::string>& f, int cls,
                                         std::unordered_map<uint64_t, uint64_t>& acc) {
  for (const auto& s : f) acc[field_hash(s) & 0xffff] += cls + 1;
}

__attribute__((noinline)) uint64_t process_batch(Rng& r, int nlines, int nrules,
                                                 std::unordered_map<uint64_t, uint64_t>& acc) {
  std::vector<std::string> fields;
  uint64_t hits = 0;
  for (int n = 0; n < nlines; n++) {
    std::string line = make_line(r, 12);
    split_line(line, fields);
    normalize_fields(fields);
    int cls = 0;
    for (int rule = 0; rule < nrules; rule++) cls += classify_fields(fields, rule);
    hits += cls;
    aggregate(fields, cls, acc);
  }
  return hits;
}

int main(int argc, char** argv) {
  int batches = argc > 1 ? atoi(argv[1]) : 40;
  int lines = argc > 2 ? atoi(argv[2]) : 5000;
  int rules = argc > 3 ? atoi(argv[3]) : 6;
  Rng r{0x9e3779b97f4a7c15ull};
  std::unordered_map<uint64_t, uint64_t> acc;
  uint64_t hits = 0;
  for (int b = 0; b < batches; b++) hits += process_batch(r, lines, rules, acc);
  uint64_t chk = 0;
  for (auto& kv : acc) chk += kv.first * 31 + kv.second;
  printf("hits=%llu buckets=%zu chk=%llu\n", (unsigned long long)hits, acc.size(), (unsigned long long)chk);
  return 0;
}
