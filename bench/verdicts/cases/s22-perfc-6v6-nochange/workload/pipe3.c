// Three named worker pthreads with fixed work each, main thread generates data and joins.
//  "sorter":  fill_records + merge_sort (recursive, int keys) + verify_sorted
//  "hasher":  sha-like mixing rounds (mix_block) over 4 KiB blocks + bloom_insert
//  "matcher": count_matches: naive substring search of 64 patterns in a 1 MB text + to_lower
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

static uint64_t xs(uint64_t *s) { *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17; return *s; }

/* sorter */
__attribute__((noinline)) void fill_records(uint32_t *a, size_t n, uint64_t seed) {
  for (size_t i = 0; i < n; i++) a[i] = (uint32_t)xs(&seed);
}
__attribute__((noinline)) void merge_sort(uint32_t *a, uint32_t *tmp, size_t n) {
  if (n < 16) {
    for (size_t i = 1; i < n; i++) { uint32_t v = a[i]; size_t j = i; while (j && a[j-1] > v) { a[j] = a[j-1]; j--; } a[j] = v; }
    return;
  }
  size_t h = n / 2;
  merge_sort(a, tmp, h); merge_sort(a + h, tmp, n - h);
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < h) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  memcpy(a, tmp, n * sizeof *a);
}
__attribute__((noinline)) long verify_sorted(const uint32_t *a, size_t n) {
  long bad = 0; for (size_t i = 1; i < n; i++) bad += a[i-1] > a[i]; return bad;
}
static void *sorter_main(void *arg) {
  pthread_setname_np(pthread_self(), "sorter");
  int rounds = *(int *)arg; size_t n = 1 << 18;
  uint32_t *a = malloc(n * 4), *t = malloc(n * 4); long bad = 0;
  for (int r = 0; r < rounds; r++) { fill_records(a, n, 1234 + r); merge_sort(a, t, n); bad += verify_sorted(a, n); }
  free(a); free(t); return (void *)bad;
}

/* hasher */
__attribute__((noinline)) uint64_t mix_block(const uint8_t *p, size_t n, uint64_t h) {
  for (size_t i = 0; i < n; i += 8) {
    uint64_t v; memcpy(&v, p + i, 8);
    h ^= v; h = (h << 27 | h >> 37) * 0x9E3779B97F4A7C15ULL; h ^= h >> 31;
  }
  return h;
}
static uint64_t bloom[1 << 14];
__attribute__((noinline)) void bloom_insert(uint64_t h) {
  for (int k = 0; k < 7; k++) { uint64_t b = (h >> (k * 9)) & ((1 << 20) - 1); bloom[b >> 6] |= 1ULL << (b & 63); h = h * 0xff51afd7ed558ccdULL + k; }
}
static void *hasher_main(void *arg) {
  pthread_setname_np(pthread_self(), "hasher");
  int rounds = *(int *)arg; size_t sz = 1 << 20;
  uint8_t *buf = malloc(sz); uint64_t s = 99; for (size_t i = 0; i < sz; i += 8) { uint64_t v = xs(&s); memcpy(buf + i, &v, 8); }
  uint64_t acc = 0;
  for (int r = 0; r < rounds; r++)
    for (size_t off = 0; off < sz; off += 4096) { uint64_t h = mix_block(buf + off, 4096, r); bloom_insert(h); acc += h; }
  free(buf); return (void *)(uintptr_t)acc;
}

/* matcher */
__attribute__((noinline)) void to_lower(char *s, size_t n) { for (size_t i = 0; i < n; i++) if (s[i] >= 'A' && s[i] <= 'Z') s[i] += 32; }
__attribute__((noinline)) long count_matches(const char *text, size_t n, const char *pat) {
  size_t m = strlen(pat); long c = 0;
  for (size_t i = 0; i + m <= n; i++) { size_t j = 0; while (j < m && text[i + j] == pat[j]) j++; c += j == m; }
  return c;
}
static void *matcher_main(void *arg) {
  pthread_setname_np(pthread_self(), "matcher");
  int rounds = *(int *)arg; size_t n = 1 << 19;
  char *text = malloc(n + 1), *work = malloc(n + 1); uint64_t s = 5;
  for (size_t i = 0; i < n; i++) { uint64_t v = xs(&s) % 30; text[i] = v < 26 ? (v & 1 ? 'A' : 'a') + (char)v : ' '; }
  text[n] = 0; char pats[64][8]; long c = 0;
  for (int p = 0; p < 64; p++) { for (int k = 0; k < 3 + p % 4; k++) pats[p][k] = 'a' + (xs(&s) % 26); pats[p][3 + p % 4] = 0; }
  for (int r = 0; r < rounds; r++) { memcpy(work, text, n + 1); to_lower(work, n); for (int p = 0; p < 8; p++) c += count_matches(work, n, pats[(r * 8 + p) % 64]); }
  free(text); free(work); return (void *)c;
}

int main(int argc, char **argv) {
  int rs = argc > 1 ? atoi(argv[1]) : 40, rh = argc > 2 ? atoi(argv[2]) : 600, rm = argc > 3 ? atoi(argv[3]) : 60;
  pthread_t t[3]; void *res[3];
  pthread_create(&t[0], 0, sorter_main, &rs);
  pthread_create(&t[1], 0, hasher_main, &rh);
  pthread_create(&t[2], 0, matcher_main, &rm);
  for (int i = 0; i < 3; i++) pthread_join(t[i], &res[i]);
  printf("bad=%ld hash=%lx matches=%ld\n", (long)res[0], (unsigned long)(uintptr_t)res[1], (long)res[2]);
  return 0;
}
