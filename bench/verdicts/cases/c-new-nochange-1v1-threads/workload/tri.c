/* tri: three worker pthreads doing different work on synthetic data, fixed amount each.
 *   "parser"  : parse_numbers() parses decimal numbers out of a text buffer, stats_update() folds them.
 *   "indexer" : hash_key() (FNV-1a) + table_insert() (open addressing) for generated keys.
 *   "packer"  : rle_encode() run-length-encodes blocks, checksum_block() checksums the encoded block.
 * --change none   : checksum_block computes Adler-32 of the block (one pass).
 * --change verify : checksum_block also computes a Fletcher-32 of the block in a second pass
 *                   (twice the work in checksum_block).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int verify_mode;

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rng(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

/* ---------- parser ---------- */
struct stats { uint64_t n; int64_t sum; int64_t min, max; };

__attribute__((noinline)) static void stats_update(struct stats *s, int64_t v) {
    s->n++; s->sum += v;
    if (v < s->min) s->min = v;
    if (v > s->max) s->max = v;
}

__attribute__((noinline)) static size_t parse_numbers(const char *p, const char *end, struct stats *s) {
    size_t k = 0;
    while (p < end) {
        while (p < end && !(*p == '-' || (*p >= '0' && *p <= '9'))) p++;
        if (p >= end) break;
        int neg = 0;
        if (*p == '-') { neg = 1; p++; }
        int64_t v = 0;
        while (p < end && *p >= '0' && *p <= '9') { v = v * 10 + (*p - '0'); p++; }
        stats_update(s, neg ? -v : v);
        k++;
    }
    return k;
}

static char *text; static size_t text_len;
static void *parser_main(void *arg) {
    pthread_setname_np(pthread_self(), "parser");
    int rounds = *(int *)arg;
    struct stats s = {0, 0, INT64_MAX, INT64_MIN};
    size_t k = 0;
    for (int r = 0; r < rounds; r++) k += parse_numbers(text, text + text_len, &s);
    fprintf(stderr, "parser: numbers=%zu sum=%lld\n", k, (long long)s.sum);
    return NULL;
}

/* ---------- indexer ---------- */
#define TBITS 17
static uint64_t *tkeys; static uint32_t *tvals;

__attribute__((noinline)) static uint64_t hash_key(const char *k, size_t n) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) { h ^= (unsigned char)k[i]; h *= 0x100000001b3ull; }
    return h | 1;
}

__attribute__((noinline)) static void table_insert(uint64_t h) {
    size_t m = (1u << TBITS) - 1, i = (h >> 7) & m;
    while (tkeys[i] && tkeys[i] != h) i = (i + 1) & m;
    tkeys[i] = h; tvals[i]++;
}

static void *indexer_main(void *arg) {
    pthread_setname_np(pthread_self(), "indexer");
    int nkeys = *(int *)arg;
    char key[48];
    uint64_t x = 12345;
    for (int i = 0; i < nkeys; i++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        int n = snprintf(key, sizeof key, "user:%u:item:%u", (unsigned)(x >> 40) % 1000u,
                         (unsigned)(x >> 20) % 50u);
        table_insert(hash_key(key, (size_t)n));
    }
    size_t used = 0;
    for (size_t i = 0; i < (1u << TBITS); i++) used += tkeys[i] != 0;
    fprintf(stderr, "indexer: keys=%d used=%zu\n", nkeys, used);
    return NULL;
}

/* ---------- packer ---------- */
#define BLK 65536
static unsigned char *blocks; static int nblocks;

__attribute__((noinline)) static size_t rle_encode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0, i = 0;
    while (i < n) {
        unsigned char c = in[i]; size_t r = 1;
        while (i + r < n && in[i + r] == c && r < 255) r++;
        out[o++] = (unsigned char)r; out[o++] = c; i += r;
    }
    return o;
}

__attribute__((noinline)) static uint32_t checksum_block(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
    uint32_t sum = (b << 16) | a;
    if (verify_mode) {
        /* second pass: Fletcher-32 over the same bytes, folded into the result */
        uint32_t c0 = 0, c1 = 0;
        for (size_t i = 0; i < n; i++) { c0 = (c0 + p[i]) % 65535; c1 = (c1 + c0) % 65535; }
        sum ^= (c1 << 16) | c0;
    }
    return sum;
}

static void *packer_main(void *arg) {
    pthread_setname_np(pthread_self(), "packer");
    int rounds = *(int *)arg;
    unsigned char *out = malloc(2 * BLK + 16);
    uint32_t acc = 0; size_t total = 0;
    for (int r = 0; r < rounds; r++)
        for (int b = 0; b < nblocks; b++) {
            size_t m = rle_encode(blocks + (size_t)b * BLK, BLK, out);
            total += m;
            acc += checksum_block(out, m);
        }
    fprintf(stderr, "packer: encoded=%zu acc=%08x\n", total, acc);
    free(out);
    return NULL;
}

int main(int argc, char **argv) {
    int prounds = 200, nkeys = 18000000, krounds = 295;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--change") && i + 1 < argc) {
            const char *c = argv[++i];
            if (!strcmp(c, "verify")) verify_mode = 1;
            else if (strcmp(c, "none")) { fprintf(stderr, "unknown change %s\n", c); return 2; }
        } else if (!strcmp(argv[i], "--parser-rounds") && i + 1 < argc) prounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--keys") && i + 1 < argc) nkeys = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--packer-rounds") && i + 1 < argc) krounds = atoi(argv[++i]);
        else { fprintf(stderr, "usage: tri [--change none|verify] [--parser-rounds N] [--keys N] [--packer-rounds N]\n"); return 2; }
    }
    struct timespec t0, t1; clock_gettime(CLOCK_MONOTONIC, &t0);
    /* data set-up (main thread) */
    text_len = 8u << 20; text = malloc(text_len);
    for (size_t i = 0; i < text_len; ) {
        int n = snprintf(text + i, text_len - i, "%s%llu,", (rng() & 7) == 0 ? "-" : "",
                         (unsigned long long)(rng() % 1000000));
        if (n <= 0 || (size_t)n >= text_len - i) { memset(text + i, ' ', text_len - i); break; }
        i += (size_t)n;
    }
    tkeys = calloc(1u << TBITS, sizeof *tkeys); tvals = calloc(1u << TBITS, sizeof *tvals);
    nblocks = 16; blocks = malloc((size_t)nblocks * BLK);
    for (size_t i = 0; i < (size_t)nblocks * BLK; ) {
        unsigned char c = (unsigned char)(rng() % 7); size_t r = 1 + rng() % 6;
        for (size_t j = 0; j < r && i < (size_t)nblocks * BLK; j++) blocks[i++] = c;
    }
    pthread_t th[3];
    pthread_create(&th[0], NULL, parser_main, &prounds);
    pthread_create(&th[1], NULL, indexer_main, &nkeys);
    pthread_create(&th[2], NULL, packer_main, &krounds);
    for (int i = 0; i < 3; i++) pthread_join(th[i], NULL);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    fprintf(stderr, "change=%s elapsed=%.2fs\n", verify_mode ? "verify" : "none",
            (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
