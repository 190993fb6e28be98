/* Four equally sized compute stages called in turn. Built twice:
 *   before: gcc -O2 stages.c            (all four stages do STAGE_ITERS iterations)
 *   after:  gcc -O2 -DPLUS30 stages.c   (stage_checksum does 30% more iterations)
 */
#include <stdint.h>
#include <stdio.h>

#define ROUNDS 3000
#define STAGE_ITERS 100000

#ifdef PLUS30
#define CHECKSUM_ITERS (STAGE_ITERS * 13 / 10)
#else
#define CHECKSUM_ITERS STAGE_ITERS
#endif

__attribute__((noinline)) uint64_t stage_decode(uint64_t x) {
    for (int i = 0; i < STAGE_ITERS; i++) { x = x * 6364136223846793005ull + (uint64_t)i; x ^= x >> 29; }
    return x;
}

__attribute__((noinline)) uint64_t stage_transform(uint64_t x) {
    for (int i = 0; i < STAGE_ITERS; i++) { x = x * 2862933555777941757ull + 3037000493ull; x ^= x >> 31; }
    return x;
}

__attribute__((noinline)) uint64_t stage_checksum(uint64_t x) {
    for (int i = 0; i < CHECKSUM_ITERS; i++) { x = x * 3935559000370003845ull + (uint64_t)i; x ^= x >> 27; }
    return x;
}

__attribute__((noinline)) uint64_t stage_encode(uint64_t x) {
    for (int i = 0; i < STAGE_ITERS; i++) { x = x * 1181783497276652981ull + 7ull; x ^= x >> 33; }
    return x;
}

int main(void) {
    uint64_t acc = 12345;
    for (int r = 0; r < ROUNDS; r++) {
        acc = stage_decode(acc);
        acc = stage_transform(acc);
        acc = stage_checksum(acc);
        acc = stage_encode(acc);
    }
    printf("acc=%016llx checksum_iters=%d\n", (unsigned long long)acc, CHECKSUM_ITERS);
    return 0;
}
