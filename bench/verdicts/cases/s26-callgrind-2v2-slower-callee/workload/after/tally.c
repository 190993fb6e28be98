/* Toy record tally: generate records, insert into an open-addressing hash
 * table, collect and sort the distinct keys, bucket the counts, checksum. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline, noclone))

typedef struct { uint64_t key; uint32_t count; uint32_t weight; } slot_t;

static uint64_t rng_state = 88172645463325252ULL;
static NOINLINE uint64_t next_rand(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static NOINLINE void generate(uint64_t *keys, uint32_t *weights, size_t n, uint64_t distinct) {
    for (size_t i = 0; i < n; i++) {
        uint64_t r = next_rand();
        keys[i] = (r % distinct) * 2654435761ULL + 17;
        weights[i] = (uint32_t)(r >> 40) & 1023;
    }
}

static NOINLINE uint64_t hash_key(uint64_t k) {
    k ^= k >> 33; k *= 0xff51afd7ed558ccdULL; k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL; k ^= k >> 33;
    return k;
}

static NOINLINE void table_insert(slot_t *tab, size_t cap, uint64_t key, uint32_t w) {
    size_t i = hash_key(key) & (cap - 1);
    while (tab[i].count && tab[i].key != key) i = (i + 1) & (cap - 1);
    tab[i].key = key; tab[i].count++; tab[i].weight += w;
}

static NOINLINE size_t collect(const slot_t *tab, size_t cap, slot_t *out) {
    size_t m = 0;
    for (size_t i = 0; i < cap; i++) if (tab[i].count) out[m++] = tab[i];
    return m;
}

static int cmp_slot(const void *a, const void *b) {
    const slot_t *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? 1 : -1;
    return x->key < y->key ? -1 : x->key > y->key;
}

static NOINLINE void sort_slots(slot_t *s, size_t m) { qsort(s, m, sizeof *s, cmp_slot); }

static NOINLINE void bucket_counts(const slot_t *s, size_t m, uint32_t *hist, size_t nb) {
    memset(hist, 0, nb * sizeof *hist);
    for (size_t i = 0; i < m; i++) {
        uint32_t b = s[i].weight / (s[i].count ? s[i].count : 1);
        hist[b % nb]++;
    }
}

static NOINLINE uint64_t checksum(const uint32_t *weights, size_t n, const slot_t *s, size_t m,
                                  const uint32_t *hist, size_t nb) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) {
        const unsigned char *p = (const unsigned char *)&weights[i];
        for (size_t j = 0; j < sizeof *weights; j++) { h ^= p[j]; h *= 1099511628211ULL; }
    }
    for (size_t i = 0; i < m; i++) {
        const unsigned char *p = (const unsigned char *)&s[i];
        for (size_t j = 0; j < sizeof *s; j++) { h ^= p[j]; h *= 1099511628211ULL; }
    }
    for (size_t i = 0; i < nb; i++) { h ^= hist[i]; h *= 1099511628211ULL; }
    /* extra pass: positional mix of the weights, folded into the checksum */
    uint64_t h2 = 0x9e3779b97f4a7c15ULL;
    for (size_t i = 0; i < n; i++) {
        h2 += (uint64_t)weights[i] * (i | 1);
        h2 ^= h2 >> 17;
        h2 = ((h2 << 7) | (h2 >> 57)) ^ i;
    }
    return h ^ h2;
}

int main(int argc, char **argv) {
    size_t n = argc > 1 ? strtoull(argv[1], 0, 10) : 400000;
    uint64_t distinct = argc > 2 ? strtoull(argv[2], 0, 10) : 30000;
    size_t cap = 1; while (cap < distinct * 2) cap <<= 1;
    uint64_t *keys = malloc(n * sizeof *keys);
    uint32_t *weights = malloc(n * sizeof *weights);
    slot_t *tab = calloc(cap, sizeof *tab);
    slot_t *sorted = malloc(cap * sizeof *sorted);
    size_t nb = 1024; uint32_t *hist = malloc(nb * sizeof *hist);
    generate(keys, weights, n, distinct);
    for (size_t i = 0; i < n; i++) table_insert(tab, cap, keys[i], weights[i]);
    size_t m = collect(tab, cap, sorted);
    sort_slots(sorted, m);
    bucket_counts(sorted, m, hist, nb);
    uint64_t h = checksum(weights, n, sorted, m, hist, nb);
    printf("n=%zu distinct=%zu top=%llu:%u checksum=%016llx\n", n, m,
           (unsigned long long)sorted[0].key, sorted[0].count, (unsigned long long)h);
    return 0;
}
