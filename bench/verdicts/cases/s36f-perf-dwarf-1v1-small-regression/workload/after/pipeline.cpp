// Small record-processing pipeline: parse -> hash -> bucket sort -> checksum -> stats.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>

static const int N = 4096;

struct Rec { uint32_t key; uint32_t val; uint64_t h; };

__attribute__((noinline)) void parse_records(std::vector<Rec>& out, const std::vector<uint8_t>& buf) {
  for (int i = 0; i < N; i++) {
    uint32_t k = 0, v = 0;
    for (int j = 0; j < 8; j++) { k = k * 31 + buf[(i * 16 + j) % buf.size()]; }
    for (int j = 8; j < 16; j++) { v = v * 17 + (buf[(i * 16 + j) % buf.size()] ^ (k >> (j & 7))); }
    out[i].key = k; out[i].val = v;
  }
}

__attribute__((noinline)) void hash_records(std::vector<Rec>& r) {
  for (auto& x : r) {
    uint64_t h = 0xcbf29ce484222325ull ^ x.key;
    for (int j = 0; j < 12; j++) { h ^= (h >> 29); h *= 0x100000001b3ull; h += x.val; }
    x.h = h;
  }
}

__attribute__((noinline)) void sort_bucket(std::vector<Rec>& r) {
  std::sort(r.begin(), r.end(), [](const Rec& a, const Rec& b) { return a.h < b.h; });
}

__attribute__((noinline)) uint64_t checksum_block(const std::vector<Rec>& r) {
  uint64_t a = 1, b = 0;
  for (const auto& x : r) {
    a = (a + (x.h & 0xffff)) % 65521;
    b = (b + a) % 65521;
    a = (a + ((x.h >> 16) & 0xffff)) % 65521;
    b = (b + a) % 65521;
    // also cover the record key so corrupted keys are detected
    a = (a + (x.key & 0xffff)) % 65521;
    b = (b + a) % 65521;
  }
  return (b << 16) | a;
}

__attribute__((noinline)) uint64_t update_stats(const std::vector<Rec>& r, std::vector<uint64_t>& hist) {
  uint64_t s = 0;
  for (const auto& x : r) {
    hist[x.h % hist.size()] += x.val;
    s += x.val / (x.key | 1);
    s ^= hist[(x.key + s) % hist.size()];
  }
  return s;
}

int main(int argc, char** argv) {
  int iters = argc > 1 ? atoi(argv[1]) : 1000;
  std::vector<uint8_t> buf(65536);
  uint32_t seed = 12345;
  for (auto& c : buf) { seed = seed * 1103515245 + 12345; c = seed >> 16; }
  std::vector<Rec> recs(N);
  std::vector<uint64_t> hist(1021);
  uint64_t acc = 0;
  for (int it = 0; it < iters; it++) {
    buf[it % buf.size()] ^= (uint8_t)it;
    parse_records(recs, buf);
    hash_records(recs);
    sort_bucket(recs);
    acc += checksum_block(recs);
    acc ^= update_stats(recs, hist);
  }
  printf("acc=%llu\n", (unsigned long long)acc);
  return 0;
}
