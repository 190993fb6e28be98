/* Control workload: three worker functions, identical amount of work per run.
   Only the PRNG seed (argv[1]) differs between before and after. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096
#define ROUNDS 80000

static uint32_t buf[N];
static uint64_t rng;

static uint32_t next_rand(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (uint32_t)rng;
}

__attribute__((noinline)) uint64_t mix_cells(const uint32_t *a, int n) {
    uint64_t h = 1469598103934665603ULL;
    for (int i = 0; i < n; i++) { h ^= a[i]; h *= 1099511628211ULL; h ^= h >> 29; }
    return h;
}

__attribute__((noinline)) uint64_t smooth_rows(uint32_t *a, int n) {
    uint64_t s = 0;
    for (int i = 1; i < n - 1; i++) {
        uint32_t v = (a[i - 1] >> 2) + (a[i] >> 1) + (a[i + 1] >> 2);
        a[i] = v ^ (uint32_t)i;
        s += v;
    }
    return s;
}

__attribute__((noinline)) uint64_t score_grid(const uint32_t *a, int n) {
    uint64_t s = 0;
    for (int i = 0; i < n; i++) {
        uint32_t x = a[i];
        x = (x * 2654435761u) ^ (x >> 15);
        x = (x * 2246822519u) ^ (x >> 13);
        s += x % 1000003u;
    }
    return s;
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    rng = seed * 0x9E3779B97F4A7C15ULL + 1;
    for (int i = 0; i < N; i++) buf[i] = next_rand();
    uint64_t acc = 0;
    for (int r = 0; r < ROUNDS; r++) {
        acc += mix_cells(buf, N);
        acc += smooth_rows(buf, N);
        acc += score_grid(buf, N);
        buf[r % N] ^= next_rand();
    }
    printf("seed=%llu acc=%llu\n", (unsigned long long)seed, (unsigned long long)acc);
    return 0;
}
