/* Batch record pipeline: generate records from a fixed seed, tokenize, hash,
 * sort buckets, and checksum. Identical work on every run (same seed/args). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NOINLINE __attribute__((noinline))
#define NREC 4096
#define RECLEN 96

static uint64_t rng_state;
NOINLINE static uint64_t next_rand(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

NOINLINE static void generate_records(char recs[][RECLEN]) {
    for (int i = 0; i < NREC; i++)
        for (int j = 0; j < RECLEN - 1; j++) {
            uint64_t r = next_rand();
            recs[i][j] = (r % 7 == 0) ? ',' : (char)('a' + r % 26);
        }
}

NOINLINE static int tokenize(const char *rec, int *starts) {
    int n = 0; starts[n++] = 0;
    for (int j = 0; j < RECLEN - 1; j++) if (rec[j] == ',') starts[n++] = j + 1;
    return n;
}

NOINLINE static uint64_t hash_fields(const char *rec, const int *starts, int n) {
    uint64_t h = 0;
    for (int rep = 0; rep < 6; rep++)
        for (int f = 0; f < n; f++) {
            const char *p = rec + starts[f];
            while (*p && *p != ',') { h = (h ^ (unsigned char)*p++) * 0x100000001b3ULL; }
        }
    return h;
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

NOINLINE static void sort_bucket(uint64_t *keys, int n) {
    /* insertion sort: deliberately simple and CPU-bound */
    for (int i = 1; i < n; i++) {
        uint64_t k = keys[i]; int j = i - 1;
        while (j >= 0 && keys[j] > k) { keys[j + 1] = keys[j]; j--; }
        keys[j + 1] = k;
    }
}

NOINLINE static uint64_t checksum(const uint64_t *keys, int n) {
    uint64_t c = 0;
    for (int rep = 0; rep < 200; rep++)
        for (int i = 0; i < n; i++) c = ((c << 5 | c >> 59) + (keys[i] ^ (uint64_t)rep)) * 0x9E3779B97F4A7C15ULL;
    return c;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 12;
    uint64_t seed = argc > 2 ? strtoull(argv[2], 0, 10) : 42;
    static char recs[NREC][RECLEN];
    static uint64_t keys[NREC];
    int starts[RECLEN];
    uint64_t total = 0;
    for (int r = 0; r < rounds; r++) {
        rng_state = seed + r;
        generate_records(recs);
        for (int i = 0; i < NREC; i++) {
            int n = tokenize(recs[i], starts);
            keys[i] = hash_fields(recs[i], starts, n);
        }
        sort_bucket(keys, NREC);
        total ^= checksum(keys, NREC);
    }
    (void)cmp_u64;
    printf("rounds=%d seed=%llu total=%016llx\n", rounds, (unsigned long long)seed, (unsigned long long)total);
    return 0;
}
