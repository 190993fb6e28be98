/* Three equal-sized kernels called in round-robin. Build with -DBETA_EXTRA_PCT=15 for the "after"
 * variant in which beta_kernel() does 15% more iterations per call; alpha and gamma are unchanged. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#ifndef BETA_EXTRA_PCT
#define BETA_EXTRA_PCT 0
#endif
#define BASE_ITERS 200000L
#define CALLS 100

__attribute__((noinline)) uint64_t alpha_kernel(uint64_t x) {
    for (long i = 0; i < BASE_ITERS; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; x += i; }
    return x;
}
__attribute__((noinline)) uint64_t beta_kernel(uint64_t x) {
    long n = BASE_ITERS + BASE_ITERS * BETA_EXTRA_PCT / 100;
    for (long i = 0; i < n; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; x += i; }
    return x;
}
__attribute__((noinline)) uint64_t gamma_kernel(uint64_t x) {
    for (long i = 0; i < BASE_ITERS; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; x += i; }
    return x;
}

int main(int argc, char **argv) {
    uint64_t x = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    long calls = argc > 2 ? atol(argv[2]) : CALLS;
    for (long c = 0; c < calls; c++) { x = alpha_kernel(x); x = beta_kernel(x); x = gamma_kernel(x); }
    printf("beta_extra=%d%% x=%llu\n", BETA_EXTRA_PCT, (unsigned long long)x);
    return 0;
}
