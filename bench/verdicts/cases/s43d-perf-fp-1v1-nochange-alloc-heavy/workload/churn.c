/* Allocation-heavy workload (control case): a table of 4096 slots; each step frees the
 * block in a random slot, mallocs a new block of random size (16..4096 bytes), fills it
 * and folds it into a digest. The seed (argv[2]) only changes which slots/sizes are
 * drawn; the number of steps (argv[1]) and the code are identical on both sides. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define SLOTS 4096

static uint64_t rng;
static inline uint64_t xr(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static unsigned char *slot[SLOTS];
static size_t slot_len[SLOTS];

__attribute__((noinline)) static void fill_block(unsigned char *p, size_t n, uint64_t seed) {
    for (size_t i = 0; i < n; i++) { seed = seed * 6364136223846793005ULL + 1442695040888963407ULL; p[i] = (unsigned char)(seed >> 56); }
}

__attribute__((noinline)) static uint64_t digest_block(const unsigned char *p, size_t n, uint64_t h) {
    for (size_t i = 0; i < n; i += 8) h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

__attribute__((noinline)) static uint64_t churn_step(uint64_t h) {
    unsigned s = (unsigned)(xr() % SLOTS);
    free(slot[s]);
    size_t n = 16 + (size_t)(xr() % 4081);
    slot[s] = malloc(n);
    slot_len[s] = n;
    fill_block(slot[s], n < 256 ? n : 256, h);
    return digest_block(slot[s], n < 256 ? n : 256, h);
}

int main(int argc, char **argv) {
    long steps = argc > 1 ? atol(argv[1]) : 10000000;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    rng = 0x9E3779B97F4A7C15ULL ^ (seed * 0xD1B54A32D192ED03ULL);
    if (!rng) rng = 1;
    uint64_t h = 0;
    for (long i = 0; i < steps; i++) h = churn_step(h);
    size_t total = 0;
    for (int i = 0; i < SLOTS; i++) { total += slot_len[i]; free(slot[i]); }
    printf("steps=%ld seed=%llu digest=%016llx live_bytes_at_end=%zu\n", steps, (unsigned long long)seed, (unsigned long long)h, total);
    return 0;
}
