/* Three worker threads doing different work on the same deterministic input:
 *   hasher  - FNV-1a + mixing over fixed-size blocks, bucketed into a table
 *   sorter  - repeatedly fills an array of records and sorts it (merge sort)
 *   parser  - parses generated "key=value;..." lines into integers
 * Helpers are marked noinline so the call structure survives -O2.
 * Same program and input on both sides of this case (no change). */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t lcg(uint32_t *s) { *s = *s * 1103515245u + 12345u; return *s >> 1; }

/* ---------------- hasher ---------------- */
static __attribute__((noinline)) uint64_t fnv1a(const unsigned char *p, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ull; }
    return h;
}
static __attribute__((noinline)) uint64_t mix64(uint64_t x) {
    x ^= x >> 33; x *= 0xff51afd7ed558ccdull; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ull; x ^= x >> 33;
    return x;
}
static __attribute__((noinline)) void hash_block(const unsigned char *blk, size_t n, uint32_t *table, size_t tsz) {
    for (size_t off = 0; off + 64 <= n; off += 64) {
        uint64_t h = mix64(fnv1a(blk + off, 64));
        table[h % tsz]++;
    }
}
static void *hasher(void *arg) {
    long rounds = (long)arg;
    size_t n = 1 << 16; unsigned char *buf = malloc(n); uint32_t seed = 7;
    for (size_t i = 0; i < n; i++) buf[i] = (unsigned char)lcg(&seed);
    uint32_t *table = calloc(4096, sizeof *table);
    for (long r = 0; r < rounds; r++) { buf[r % n] ^= (unsigned char)r; hash_block(buf, n, table, 4096); }
    uint64_t acc = 0; for (int i = 0; i < 4096; i++) acc = acc * 31 + table[i];
    printf("hasher %llx\n", (unsigned long long)acc);
    free(buf); free(table); return NULL;
}

/* ---------------- sorter ---------------- */
typedef struct { uint32_t key; uint32_t val; } rec_t;
static __attribute__((noinline)) void merge(rec_t *a, rec_t *tmp, size_t lo, size_t mid, size_t hi) {
    size_t i = lo, j = mid, k = lo;
    while (i < mid && j < hi) tmp[k++] = (a[j].key < a[i].key) ? a[j++] : a[i++];
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, (hi - lo) * sizeof *a);
}
static void merge_sort(rec_t *a, rec_t *tmp, size_t lo, size_t hi) {
    if (hi - lo < 2) return;
    size_t mid = lo + (hi - lo) / 2;
    merge_sort(a, tmp, lo, mid); merge_sort(a, tmp, mid, hi); merge(a, tmp, lo, mid, hi);
}
static __attribute__((noinline)) void fill_records(rec_t *a, size_t n, uint32_t *seed) {
    for (size_t i = 0; i < n; i++) { a[i].key = lcg(seed); a[i].val = (uint32_t)i; }
}
static void *sorter(void *arg) {
    long rounds = (long)arg; size_t n = 1 << 15; uint32_t seed = 11; uint64_t acc = 0;
    rec_t *a = malloc(n * sizeof *a), *tmp = malloc(n * sizeof *a);
    for (long r = 0; r < rounds; r++) { fill_records(a, n, &seed); merge_sort(a, tmp, 0, n); acc += a[n / 2].val; }
    printf("sorter %llu\n", (unsigned long long)acc);
    free(a); free(tmp); return NULL;
}

/* ---------------- parser ---------------- */
static __attribute__((noinline)) size_t gen_line(char *out, uint32_t *seed) {
    size_t len = 0; int fields = 4 + lcg(seed) % 6;
    for (int f = 0; f < fields; f++)
        len += (size_t)sprintf(out + len, "k%u=%u;", lcg(seed) % 50, lcg(seed) % 100000);
    return len;
}
static __attribute__((noinline)) long parse_value(const char **pp) {
    const char *p = *pp; long v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
    *pp = p; return v;
}
static __attribute__((noinline)) long parse_line(const char *p, long *sums) {
    long nf = 0;
    while (*p) {
        if (*p != 'k') break;
        p++; long key = parse_value(&p);
        if (*p != '=') break;
        p++; long val = parse_value(&p);
        sums[key % 50] += val; nf++;
        if (*p == ';') p++;
    }
    return nf;
}
static void *parser(void *arg) {
    long lines = (long)arg; char line[256]; long sums[50] = {0}; uint32_t seed = 13; long nf = 0;
    for (long i = 0; i < lines; i++) { gen_line(line, &seed); nf += parse_line(line, sums); }
    long acc = 0; for (int i = 0; i < 50; i++) acc ^= sums[i] * (i + 1);
    printf("parser %ld %ld\n", nf, acc);
    return NULL;
}

int main(int argc, char **argv) {
    long hr = argc > 1 ? atol(argv[1]) : 400, sr = argc > 2 ? atol(argv[2]) : 60, pl = argc > 3 ? atol(argv[3]) : 2000000;
    pthread_t t[3];
    pthread_create(&t[0], NULL, hasher, (void *)hr);
    pthread_create(&t[1], NULL, sorter, (void *)sr);
    pthread_create(&t[2], NULL, parser, (void *)pl);
    for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
    return 0;
}
