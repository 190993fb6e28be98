/* sortjob: generates records, sorts them with a recursive quicksort whose
 * compare helper (cmp_rec) is called at every recursion level, then runs
 * unrelated passes: checksum_records, build_histogram, format_report.
 *
 * Build: gcc -O1 -g -fno-omit-frame-pointer sortjob.c -o sortjob        (before)
 *        gcc -O1 -g -fno-omit-frame-pointer -DAFTER sortjob.c -o sortjob (after)
 * The only difference: with -DAFTER, cmp_rec folds all 8 fields of each record
 * into its sort key instead of the first 4 (about twice its work).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define NFIELDS 8

typedef struct {
    uint32_t f[NFIELDS];
    uint64_t id;
} rec_t;

static uint64_t rng_state = 0x243F6A8885A308D3ull;
static uint64_t rng(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

#ifdef AFTER
#define KEY_FIELDS 8
#else
#define KEY_FIELDS 4
#endif

static volatile uint32_t key_weights[NFIELDS] = {0x9E3779B1u, 0x85EBCA77u, 0xC2B2AE3Du, 0x27D4EB2Fu,
                                                 0x165667B1u, 0xD3A2646Cu, 0xFD7046C5u, 0xB55A4F09u};

NOINLINE int cmp_rec(const rec_t *a, const rec_t *b) {
    uint32_t ka = 0, kb = 0;
    for (int i = 0; i < KEY_FIELDS; i++) {
        uint32_t w = key_weights[i];
        ka = (ka ^ a->f[i]) * w;
        ka ^= ka >> 15;
        kb = (kb ^ b->f[i]) * w;
        kb ^= kb >> 15;
    }
    return (ka > kb) - (ka < kb);
}

static void swap_rec(rec_t *a, rec_t *b) {
    rec_t t = *a; *a = *b; *b = t;
}

/* recursive quicksort, Lomuto partition with a median-of-three pivot */
NOINLINE void qsort_rec(rec_t *v, long lo, long hi, int depth, int *maxdepth) {
    if (depth > *maxdepth) *maxdepth = depth;
    if (hi - lo < 1) return;
    long mid = lo + (hi - lo) / 2;
    if (cmp_rec(&v[mid], &v[lo]) < 0) swap_rec(&v[mid], &v[lo]);
    if (cmp_rec(&v[hi], &v[lo]) < 0) swap_rec(&v[hi], &v[lo]);
    if (cmp_rec(&v[mid], &v[hi]) < 0) swap_rec(&v[mid], &v[hi]);
    long i = lo;
    for (long j = lo; j < hi; j++) {
        if (cmp_rec(&v[j], &v[hi]) < 0) {
            swap_rec(&v[i], &v[j]);
            i++;
        }
    }
    swap_rec(&v[i], &v[hi]);
    qsort_rec(v, lo, i - 1, depth + 1, maxdepth);
    qsort_rec(v, i + 1, hi, depth + 1, maxdepth);
}

NOINLINE void gen_records(rec_t *v, long n) {
    for (long i = 0; i < n; i++) {
        for (int k = 0; k < NFIELDS; k++) v[i].f[k] = (uint32_t)(rng() >> 16);
        v[i].id = (uint64_t)i;
    }
}

NOINLINE uint32_t checksum_records(const rec_t *v, long n) {
    uint32_t crc = 0xFFFFFFFFu;
    const unsigned char *p = (const unsigned char *)v;
    size_t len = (size_t)n * sizeof(rec_t);
    for (size_t i = 0; i < len; i++) {
        crc ^= p[i];
        for (int b = 0; b < 8; b++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

NOINLINE void build_histogram(const rec_t *v, long n, long *hist, int buckets) {
    for (long i = 0; i < n; i++)
        for (int k = 0; k < NFIELDS; k++) hist[(v[i].f[k] % 1000003u) % (unsigned)buckets] += (long)(v[i].f[k] % 7u);
}

NOINLINE size_t format_report(const rec_t *v, long n, char *buf, size_t cap) {
    size_t off = 0;
    for (long i = 0; i < n; i += 3) {
        if (off + 128 > cap) off = 0;
        off += (size_t)snprintf(buf + off, cap - off, "%lu:%08x-%08x %.3f\n", (unsigned long)v[i].id,
                                v[i].f[0], v[i].f[1], v[i].f[2] / 4294967296.0);
    }
    return off;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 200000;
    int rounds = argc > 2 ? atoi(argv[2]) : 6;
    rec_t *v = malloc((size_t)n * sizeof(rec_t));
    long hist[256];
    size_t cap = 1 << 20;
    char *buf = malloc(cap);
    uint32_t acc = 0;
    int maxdepth = 0;
    memset(hist, 0, sizeof hist);
    for (int r = 0; r < rounds; r++) {
        gen_records(v, n);
        qsort_rec(v, 0, n - 1, 1, &maxdepth);
        for (long i = 1; i < n; i++)
            if (cmp_rec(&v[i - 1], &v[i]) > 0) { fprintf(stderr, "not sorted at %ld\n", i); return 1; }
        acc ^= checksum_records(v, n / 4);
        build_histogram(v, n, hist, 256);
        acc ^= (uint32_t)format_report(v, n, buf, cap);
    }
    long hs = 0;
    for (int b = 0; b < 256; b++) hs += hist[b] * (b + 1);
    printf("n=%ld rounds=%d maxdepth=%d acc=%08x hist=%ld\n", n, rounds, maxdepth, acc, hs);
    free(v); free(buf);
    return 0;
}
