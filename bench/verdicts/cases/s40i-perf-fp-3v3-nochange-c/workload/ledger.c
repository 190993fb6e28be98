/* ledger.c - synthetic "ledger reconciliation" workload.
 * Same amount and kind of work for every seed: N records are generated,
 * hashed into buckets, sorted with a fixed-cost sorting network-free
 * algorithm (heap sort; comparison count independent of data order to
 * within a tiny margin) and checksummed. Only the seed differs between runs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define N_RECORDS 200000
#define ROUNDS 18
#define NBUCKETS 4096

typedef struct { uint64_t key; uint32_t amount; uint32_t acct; } rec_t;

static uint64_t rng_state;
static inline uint64_t xorshift64(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

__attribute__((noinline)) void generate_records(rec_t *r, int n) {
    for (int i = 0; i < n; i++) {
        uint64_t v = xorshift64();
        r[i].key = v;
        r[i].amount = (uint32_t)(v >> 40) & 0xffff;
        r[i].acct = (uint32_t)(v >> 20) & 0xfffff;
    }
}

__attribute__((noinline)) uint64_t mix_hash(uint64_t k) {
    /* fixed-cost: 32 rounds of mixing regardless of the key */
    for (int i = 0; i < 32; i++) {
        k ^= k >> 33; k *= 0xff51afd7ed558ccdULL; k ^= k >> 29;
    }
    return k;
}

__attribute__((noinline)) void bucket_records(const rec_t *r, int n, uint64_t *buckets) {
    memset(buckets, 0, sizeof(uint64_t) * NBUCKETS);
    for (int i = 0; i < n; i++) {
        uint64_t h = mix_hash(r[i].key ^ r[i].acct);
        buckets[h & (NBUCKETS - 1)] += r[i].amount;
    }
}

static inline int rec_less(const rec_t *a, const rec_t *b) { return a->key < b->key; }

__attribute__((noinline)) void sift_down(rec_t *r, int start, int end) {
    int root = start;
    while (2 * root + 1 <= end) {
        int child = 2 * root + 1;
        if (child + 1 <= end && rec_less(&r[child], &r[child + 1])) child++;
        if (rec_less(&r[root], &r[child])) {
            rec_t t = r[root]; r[root] = r[child]; r[child] = t;
            root = child;
        } else return;
    }
}

__attribute__((noinline)) void heap_sort_records(rec_t *r, int n) {
    for (int s = (n - 2) / 2; s >= 0; s--) sift_down(r, s, n - 1);
    for (int e = n - 1; e > 0; e--) {
        rec_t t = r[0]; r[0] = r[e]; r[e] = t;
        sift_down(r, 0, e - 1);
    }
}

__attribute__((noinline)) uint64_t checksum_records(const rec_t *r, int n, const uint64_t *buckets) {
    uint64_t c = 1469598103934665603ULL;
    for (int i = 0; i < n; i++) { c ^= r[i].key + r[i].amount; c *= 1099511628211ULL; }
    for (int b = 0; b < NBUCKETS; b++) { c ^= buckets[b]; c *= 1099511628211ULL; }
    return c;
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    rng_state = seed * 0x9E3779B97F4A7C15ULL + 1;
    rec_t *r = malloc(sizeof(rec_t) * N_RECORDS);
    uint64_t *buckets = malloc(sizeof(uint64_t) * NBUCKETS);
    uint64_t total = 0;
    for (int round = 0; round < ROUNDS; round++) {
        generate_records(r, N_RECORDS);
        bucket_records(r, N_RECORDS, buckets);
        heap_sort_records(r, N_RECORDS);
        total ^= checksum_records(r, N_RECORDS, buckets);
    }
    printf("seed=%llu checksum=%016llx\n", (unsigned long long)seed, (unsigned long long)total);
    free(r); free(buckets);
    return 0;
}
