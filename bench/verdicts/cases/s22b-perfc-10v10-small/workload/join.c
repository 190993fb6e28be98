/* Tiny in-memory hash join + report: gen_rows, build_table, probe_table, score_row,
 * sort (qsort with cmp_result), crc32 checksum of the output. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#ifndef SCORE_ROUNDS
#define SCORE_ROUNDS 4
#endif

#define NOINLINE __attribute__((noinline))

typedef struct { uint32_t key; uint32_t qty; double price; char tag[12]; } row_t;
typedef struct { uint32_t key; double score; uint32_t left, right; } result_t;
typedef struct { uint32_t key; int32_t idx; } slot_t;

static uint64_t rng_state = 88172645463325252ull;
static inline uint64_t xorshift(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

NOINLINE void gen_rows(row_t *rows, int n, uint32_t keyspace) {
    for (int i = 0; i < n; i++) {
        uint64_t r = xorshift();
        rows[i].key = (uint32_t)(r % keyspace);
        rows[i].qty = (uint32_t)((r >> 32) % 50) + 1;
        rows[i].price = (double)((r >> 20) % 100000) / 100.0;
        snprintf(rows[i].tag, sizeof rows[i].tag, "T%05u", (unsigned)((r >> 40) % 99999));
    }
}

static inline uint32_t hash32(uint32_t k) {
    k ^= k >> 16; k *= 0x7feb352dU; k ^= k >> 15; k *= 0x846ca68bU; k ^= k >> 16;
    return k;
}

NOINLINE void build_table(slot_t *tab, uint32_t mask, const row_t *rows, int n) {
    for (uint32_t i = 0; i <= mask; i++) tab[i].idx = -1;
    for (int i = 0; i < n; i++) {
        uint32_t h = hash32(rows[i].key) & mask;
        while (tab[h].idx >= 0) h = (h + 1) & mask;
        tab[h].key = rows[i].key; tab[h].idx = i;
    }
}

NOINLINE double score_row(const row_t *a, const row_t *b) {
    /* discounted revenue with a small iterative "loyalty" adjustment */
    double s = a->qty * a->price + b->qty * b->price;
    double adj = 1.0;
    for (int r = 0; r < SCORE_ROUNDS; r++) {
        adj = adj * 0.97 + (double)((a->tag[1 + r % 5] ^ b->tag[1 + (r + 2) % 5]) & 7) * 0.001;
    }
    return s * adj;
}

NOINLINE int probe_table(const slot_t *tab, uint32_t mask, const row_t *left, const row_t *right,
                         int n, result_t *out, int maxout) {
    int m = 0;
    for (int i = 0; i < n && m < maxout; i++) {
        uint32_t h = hash32(right[i].key) & mask;
        while (tab[h].idx >= 0) {
            if (tab[h].key == right[i].key) {
                const row_t *l = &left[tab[h].idx];
                out[m].key = right[i].key;
                out[m].score = score_row(l, &right[i]);
                out[m].left = (uint32_t)tab[h].idx; out[m].right = (uint32_t)i;
                m++;
                break;
            }
            h = (h + 1) & mask;
        }
    }
    return m;
}

static int cmp_result(const void *x, const void *y) {
    const result_t *a = x, *b = y;
    if (a->score < b->score) return 1;
    if (a->score > b->score) return -1;
    return (a->key > b->key) - (a->key < b->key);
}

NOINLINE void sort_results(result_t *res, int m) { qsort(res, (size_t)m, sizeof *res, cmp_result); }

NOINLINE uint32_t crc32_buf(const unsigned char *p, size_t n, uint32_t crc) {
    crc = ~crc;
    while (n--) {
        crc ^= *p++;
        for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320U & (0U - (crc & 1)));
    }
    return ~crc;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 20;
    const int n = 60000; const uint32_t mask = (1u << 17) - 1;
    row_t *left = malloc(sizeof(row_t) * n), *right = malloc(sizeof(row_t) * n);
    slot_t *tab = malloc(sizeof(slot_t) * (mask + 1));
    result_t *res = malloc(sizeof(result_t) * n);
    uint32_t crc = 0; long total = 0;
    for (int r = 0; r < rounds; r++) {
        gen_rows(left, n, 80000);
        gen_rows(right, n, 80000);
        build_table(tab, mask, left, n);
        int m = probe_table(tab, mask, left, right, n, res, n);
        sort_results(res, m);
        crc = crc32_buf((const unsigned char *)res, sizeof(result_t) * (size_t)(m < 8000 ? m : 8000), crc);
        total += m;
    }
    printf("rounds=%d matches=%ld crc=%08x\n", rounds, total, crc);
    return 0;
}
