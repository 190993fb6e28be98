/* Small 4-stage record pipeline: parse -> normalize -> score -> checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#ifndef SCORE_VERIFY
#define SCORE_VERIFY 0
#endif
static volatile double score_sink;
#define N 4096
typedef struct { uint32_t key; double val; double w; } rec_t;

static uint32_t rng = 12345;
static volatile long stage_calls[4];
/* bookkeeping hook every stage calls once per batch */
__attribute__((noinline)) void stage_done(int stage, int n) { stage_calls[stage] += n; }
static uint32_t next_rand(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

__attribute__((noinline)) static void parse_records(rec_t *r, int n) {
  for (int i = 0; i < n; i++) {
    uint32_t x = next_rand();
    for (int k = 0; k < 9; k++) x = x * 2654435761u + (x >> 7);
    r[i].key = x; r[i].val = (double)(x & 0xffff) / 65536.0; r[i].w = 1.0;
  }
  stage_done(0, n);
}
__attribute__((noinline)) static void normalize_records(rec_t *r, int n) {
  double s = 0; for (int i = 0; i < n; i++) s += r[i].val;
  double m = s / n;
  for (int k = 0; k < 10; k++)
    for (int i = 0; i < n; i++) r[i].val = (r[i].val - m) * 0.999 + m * 0.001 + (double)(r[i].key & 7) * 1e-9;
  stage_done(1, n);
}
static inline __attribute__((always_inline)) double score_one(const rec_t *a) {
  double acc = a->val;
  for (int k = 0; k < 12; k++) acc = acc * 1.0000001 + (double)((a->key >> (k & 15)) & 3) * 0.25;
#if SCORE_VERIFY
  /* after: re-derive a partial score as a consistency check (extra work, same result) */
  double chk = a->val;
  for (int k = 0; k < 4; k++) chk = chk * 1.0000001 + (double)((a->key >> (k & 15)) & 3) * 0.25;
  score_sink = chk;
#endif
  return acc;
}
__attribute__((noinline)) static void score_records(rec_t *r, int n) {
  for (int i = 0; i < n; i++) r[i].w = score_one(&r[i]);
  stage_done(2, n);
}
__attribute__((noinline)) static uint64_t checksum_records(const rec_t *r, int n) {
  uint64_t h = 1469598103934665603ull;
  for (int k = 0; k < 8; k++)
    for (int i = 0; i < n; i++) { h ^= r[i].key + (uint64_t)(r[i].w * 16); h *= 1099511628211ull; }
  stage_done(3, n);
  return h;
}
int main(int argc, char **argv) {
  int iters = argc > 1 ? atoi(argv[1]) : 3000;
  rec_t *r = malloc(sizeof(rec_t) * N);
  uint64_t total = 0;
  for (int it = 0; it < iters; it++) {
    rng = 12345 + it;
    parse_records(r, N);
    normalize_records(r, N);
    score_records(r, N);
    total += checksum_records(r, N) & 0xffff;
  }
  printf("total=%llu\n", (unsigned long long)total);
  free(r);
  return 0;
}
