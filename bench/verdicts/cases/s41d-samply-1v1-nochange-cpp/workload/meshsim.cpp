// meshsim: a fixed amount of work for any seed. Per step:
//   relax_edges   - Jacobi-style relaxation over a fixed random graph
//   sort_buckets  - sorts fixed-size buckets of keys (std::sort)
//   hash_nodes    - FNV-style hashing of node states
// Usage: meshsim <seed> <steps>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

static const int N = 20000, E = 80000, BUCKET = 256;

__attribute__((noinline)) void relax_edges(std::vector<double>& x, const std::vector<int>& a,
                                           const std::vector<int>& b, const std::vector<double>& w) {
  std::vector<double> nx(x.size(), 0.0);
  for (int rep = 0; rep < 4; rep++) {
    for (int e = 0; e < E; e++) {
      nx[a[e]] += w[e] * x[b[e]];
      nx[b[e]] += w[e] * x[a[e]];
    }
    for (int i = 0; i < N; i++) { x[i] = 0.5 * x[i] + 0.5 * nx[i] / (1.0 + nx[i] * nx[i]); nx[i] = 0; }
  }
}

__attribute__((noinline)) uint64_t sort_buckets(std::vector<uint32_t>& keys, std::mt19937& rng) {
  for (auto& k : keys) k = rng();
  uint64_t s = 0;
  for (size_t i = 0; i < keys.size(); i += BUCKET) {
    std::sort(keys.begin() + i, keys.begin() + i + BUCKET);
    s += keys[i];
  }
  return s;
}

__attribute__((noinline)) uint64_t hash_nodes(const std::vector<double>& x) {
  uint64_t h = 1469598103934665603ULL;
  for (int rep = 0; rep < 6; rep++)
    for (int i = 0; i < N; i++) {
      uint64_t v = (uint64_t)(x[i] * 1e9);
      for (int k = 0; k < 8; k++) { h ^= (v >> (k * 8)) & 0xff; h *= 1099511628211ULL; }
    }
  return h;
}

int main(int argc, char** argv) {
  unsigned seed = argc > 1 ? atoi(argv[1]) : 1;
  int steps = argc > 2 ? atoi(argv[2]) : 100;
  std::mt19937 rng(seed);
  std::vector<int> a(E), b(E);
  std::vector<double> w(E), x(N);
  for (int e = 0; e < E; e++) { a[e] = rng() % N; b[e] = rng() % N; w[e] = (rng() % 1000) / 1000.0; }
  for (int i = 0; i < N; i++) x[i] = (rng() % 1000) / 1000.0;
  std::vector<uint32_t> keys(BUCKET * 200);
  uint64_t acc = 0;
  for (int s = 0; s < steps; s++) {
    relax_edges(x, a, b, w);
    acc += sort_buckets(keys, rng);
    acc ^= hash_nodes(x);
  }
  printf("seed %u steps %d acc %llu\n", seed, steps, (unsigned long long)acc);
}
