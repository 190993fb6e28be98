/* Control workload: generate pseudo-random blocks, sort them, histogram and hash them.
 * The seed (argv[1]) only changes the data values; sizes and round counts are fixed,
 * so the amount and kind of work are the same for any seed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 200000
#define ROUNDS 120
#define BUCKETS 4096

static uint64_t rng_state;

__attribute__((noinline)) static uint32_t next_rand(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    rng_state = x;
    return (uint32_t)(x >> 11);
}

__attribute__((noinline)) void fill_block(uint32_t *a, size_t n) {
    for (size_t i = 0; i < n; i++) a[i] = next_rand();
}

__attribute__((noinline)) void sort_block(uint32_t *a, long lo, long hi) {
    while (hi - lo > 16) {
        uint32_t p = a[lo + (hi - lo) / 2];
        long i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) { uint32_t t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        if (j - lo < hi - i) { sort_block(a, lo, j); lo = i; }
        else { sort_block(a, i, hi); hi = j; }
    }
    for (long k = lo + 1; k <= hi; k++) {
        uint32_t v = a[k]; long m = k - 1;
        while (m >= lo && a[m] > v) { a[m + 1] = a[m]; m--; }
        a[m + 1] = v;
    }
}

__attribute__((noinline)) void histogram_block(const uint32_t *a, size_t n, uint32_t *h) {
    for (size_t i = 0; i < n; i++) h[(a[i] * 2654435761u) >> 20]++;
}

__attribute__((noinline)) uint64_t hash_block(const uint32_t *a, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        for (int b = 0; b < 4; b++) { h ^= (a[i] >> (8 * b)) & 0xff; h *= 1099511628211ull; }
    }
    return h;
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    uint32_t *a = malloc(N * sizeof *a);
    uint32_t *hist = calloc(BUCKETS, sizeof *hist);
    uint64_t acc = 0;
    for (int r = 0; r < ROUNDS; r++) {
        rng_state = seed * 0x9E3779B97F4A7C15ull + (uint64_t)r + 1;
        fill_block(a, N);
        sort_block(a, 0, N - 1);
        histogram_block(a, N, hist);
        acc ^= hash_block(a, N);
    }
    printf("seed=%llu acc=%016llx h0=%u\n", (unsigned long long)seed, (unsigned long long)acc, hist[0]);
    free(a); free(hist);
    return 0;
}
