// wordfreq FILE K: counts words of a text file (read_file, next_word tokenizer, hash_word,
// table_add open addressing), then sorts entries by count (qsort, cmp_count) and prints the top K.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#ifndef SLOW_HASH
#define SLOW_HASH 0
#endif

typedef struct { char *w; uint32_t len, h; long n; } E;
static E *tab; static size_t cap = 1 << 18, used;

__attribute__((noinline)) char *read_file(const char *p, size_t *n) {
  FILE *f = fopen(p, "rb"); if (!f) { perror(p); exit(1); }
  fseek(f, 0, SEEK_END); *n = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(*n + 1); if (fread(b, 1, *n, f) != *n) exit(1); b[*n] = 0; fclose(f); return b;
}

__attribute__((noinline)) char *next_word(char *p, char *end, char **ws) {
  while (p < end && !((*p | 32) >= 'a' && (*p | 32) <= 'z')) p++;
  *ws = p;
  while (p < end && (((*p | 32) >= 'a' && (*p | 32) <= 'z') || *p == '\'')) { *p |= 32; p++; }
  return p;
}

__attribute__((noinline)) uint32_t hash_word(const char *w, size_t n) {
  uint32_t h = 0x9747b28c;
  for (size_t i = 0; i < n; i++) { h ^= (unsigned char)w[i]; h *= 0x5bd1e995; h ^= h >> 15; }
#if SLOW_HASH
  // after: a second, seeded pass "to resist hash flooding", folded into the result
  uint32_t g = 0x85ebca6b ^ (uint32_t)n;
  for (size_t i = 0; i < n; i++) { g += (unsigned char)w[i]; g = (g << 13 | g >> 19) * 0xc2b2ae35; g ^= g >> 16; }
  h ^= g;
#endif
  return h;
}

__attribute__((noinline)) void table_add(char *w, size_t n, uint32_t h) {
  for (size_t i = h & (cap - 1);; i = (i + 1) & (cap - 1)) {
    if (!tab[i].w) { tab[i] = (E){w, (uint32_t)n, h, 1}; used++; return; }
    if (tab[i].h == h && tab[i].len == n && memcmp(tab[i].w, w, n) == 0) { tab[i].n++; return; }
  }
}

static int cmp_count(const void *a, const void *b) {
  const E *x = a, *y = b;
  if (x->n != y->n) return x->n < y->n ? 1 : -1;
  size_t m = x->len < y->len ? x->len : y->len; int c = memcmp(x->w, y->w, m);
  return c ? c : (int)x->len - (int)y->len;
}

int main(int argc, char **argv) {
  size_t n; char *buf = read_file(argv[1], &n), *end = buf + n, *p = buf, *w;
  int k = argc > 2 ? atoi(argv[2]) : 20;
  tab = calloc(cap, sizeof *tab);
  long words = 0;
  for (int pass = 0; pass < 6; pass++) {   // six passes over the text (counts x6)
    p = buf;
    while ((p = next_word(p, end, &w)) , w < end) { table_add(w, p - w, hash_word(w, p - w)); words++; }
  }
  E *arr = malloc(used * sizeof *arr); size_t m = 0;
  for (size_t i = 0; i < cap; i++) if (tab[i].w) arr[m++] = tab[i];
  qsort(arr, m, sizeof *arr, cmp_count);
  for (int i = 0; i < k && i < (int)m; i++) printf("%ld %.*s\n", arr[i].n, arr[i].len, arr[i].w);
  fprintf(stderr, "words=%ld distinct=%zu\n", words, m);
  return 0;
}
