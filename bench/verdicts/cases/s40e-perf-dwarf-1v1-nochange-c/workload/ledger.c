/* ledger: generate random transactions, sort them by account/amount with a merge
 * sort, bucket them into a hash table and checksum. The only input difference between
 * the two captured runs is --seed; amount and kind of work are identical. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { uint32_t account; int32_t amount; uint64_t id; } txn_t;

static uint64_t rng_state;
static inline uint64_t xorshift64(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

__attribute__((noinline)) static void fill_transactions(txn_t *t, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint64_t r = xorshift64();
        t[i].account = (uint32_t)(r % 50000u);
        t[i].amount = (int32_t)((r >> 20) % 200001u) - 100000;
        t[i].id = xorshift64();
    }
}

__attribute__((noinline)) static int txn_less(const txn_t *a, const txn_t *b) {
    if (a->account != b->account) return a->account < b->account;
    return a->amount < b->amount;
}

__attribute__((noinline)) static void merge_runs(txn_t *t, txn_t *tmp, size_t lo, size_t mid, size_t hi) {
    size_t i = lo, j = mid, k = lo;
    while (i < mid && j < hi) tmp[k++] = txn_less(&t[j], &t[i]) ? t[j++] : t[i++];
    while (i < mid) tmp[k++] = t[i++];
    while (j < hi) tmp[k++] = t[j++];
    memcpy(t + lo, tmp + lo, (hi - lo) * sizeof(txn_t));
}

__attribute__((noinline)) static void merge_sort(txn_t *t, txn_t *tmp, size_t lo, size_t hi) {
    if (hi - lo < 2) return;
    size_t mid = lo + (hi - lo) / 2;
    merge_sort(t, tmp, lo, mid);
    merge_sort(t, tmp, mid, hi);
    merge_runs(t, tmp, lo, mid, hi);
}

#define NB (1u << 16)
__attribute__((noinline)) static uint64_t bucket_totals(const txn_t *t, size_t n, int64_t *buckets) {
    memset(buckets, 0, NB * sizeof(int64_t));
    for (size_t i = 0; i < n; i++) {
        uint32_t h = (t[i].account * 2654435761u) >> 16;
        buckets[h & (NB - 1)] += t[i].amount;
    }
    uint64_t acc = 0;
    for (size_t b = 0; b < NB; b++) acc = acc * 1000003u + (uint64_t)buckets[b];
    return acc;
}

__attribute__((noinline)) static uint64_t checksum(const txn_t *t, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        h ^= t[i].id + t[i].account; h *= 1099511628211ull;
        h ^= (uint64_t)(uint32_t)t[i].amount; h *= 1099511628211ull;
    }
    return h;
}

int main(int argc, char **argv) {
    uint64_t seed = 1; size_t n = 1000000; int rounds = 6;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--seed")) seed = strtoull(argv[i + 1], 0, 10);
        else if (!strcmp(argv[i], "--n")) n = strtoull(argv[i + 1], 0, 10);
        else if (!strcmp(argv[i], "--rounds")) rounds = atoi(argv[i + 1]);
    }
    rng_state = seed * 0x9E3779B97F4A7C15ull + 1;
    txn_t *t = malloc(n * sizeof(txn_t)), *tmp = malloc(n * sizeof(txn_t));
    int64_t *buckets = malloc(NB * sizeof(int64_t));
    uint64_t out = 0;
    for (int r = 0; r < rounds; r++) {
        fill_transactions(t, n);
        merge_sort(t, tmp, 0, n);
        out ^= bucket_totals(t, n, buckets);
        out ^= checksum(t, n);
    }
    printf("seed=%llu n=%zu rounds=%d out=%016llx\n", (unsigned long long)seed, n, rounds, (unsigned long long)out);
    free(t); free(tmp); free(buckets);
    return 0;
}
