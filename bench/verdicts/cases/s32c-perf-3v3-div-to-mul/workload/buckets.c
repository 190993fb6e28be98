/* Hash-partitioning pass: generates keys, hashes them, counts how many fall in
 * each of `nbuckets` partitions (nbuckets is only known at run time), then
 * summarizes the histogram.
 * BEFORE: bucket index = hash % nbuckets   (64-bit hardware division per key)
 * AFTER  (-DFASTRANGE): bucket index = (hash * nbuckets) >> 64 (Lemire's
 *        multiply-shift "fastrange"), i.e. the division became a multiplication. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define NKEYS (1u << 20)
#define ROUNDS 300

__attribute__((noinline)) static void generate_keys(uint64_t *keys, size_t n, uint64_t seed) {
    for (size_t i = 0; i < n; i++) {
        seed += 0x9E3779B97F4A7C15ull;
        uint64_t z = seed;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        keys[i] = z ^ (z >> 31);
    }
}

__attribute__((noinline)) static void partition_counts(const uint64_t *keys, size_t n,
                                                     uint32_t *counts, uint64_t nbuckets) {
    for (size_t i = 0; i < n; i++) {
        uint64_t h = keys[i] * 0xff51afd7ed558ccdull;
        h ^= h >> 33;
#ifdef FASTRANGE
        uint64_t b = (uint64_t)(((unsigned __int128)h * nbuckets) >> 64);
#else
        uint64_t b = h % nbuckets;
#endif
        counts[b]++;
    }
}

__attribute__((noinline)) static uint64_t summarize(const uint32_t *counts, uint64_t nbuckets) {
    uint64_t sumsq = 0, mx = 0;
    for (uint64_t b = 0; b < nbuckets; b++) {
        uint64_t c = counts[b];
        sumsq += c * c;
        if (c > mx) mx = c;
    }
    return sumsq ^ (mx << 40);
}

int main(int argc, char **argv) {
    uint64_t nbuckets = argc > 1 ? strtoull(argv[1], NULL, 10) : 1021;
    uint64_t *keys = malloc(NKEYS * sizeof *keys);
    uint32_t *counts = calloc(nbuckets, sizeof *counts);
    uint64_t acc = 0;
    for (int r = 0; r < ROUNDS; r++) {
        generate_keys(keys, NKEYS, (uint64_t)r * 7777);
        for (uint64_t b = 0; b < nbuckets; b++) counts[b] = 0;
        partition_counts(keys, NKEYS, counts, nbuckets);
        acc += summarize(counts, nbuckets);
    }
    printf("nbuckets=%llu acc=%llu\n", (unsigned long long)nbuckets, (unsigned long long)acc);
    free(keys); free(counts);
    return 0;
}
