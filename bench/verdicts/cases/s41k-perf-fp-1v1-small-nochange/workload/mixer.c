/* Small control workload: fill_block, mix_block, bucket_block do the work.
 * Usage: ./mixer <rounds> <seed>. Cost per round does not depend on the seed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 65536
static uint32_t buf[N];
static uint32_t hist[256];

__attribute__((noinline)) void fill_block(uint32_t *b, uint64_t *state) {
    uint64_t s = *state;
    for (int i = 0; i < N; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        b[i] = (uint32_t)(s >> 11);
    }
    *state = s;
}

__attribute__((noinline)) uint32_t mix_block(uint32_t *b) {
    uint32_t acc = 0;
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < N; i++) {
            uint32_t v = b[i] * 0x9E3779B1u + (uint32_t)r;
            v ^= v >> 15; v *= 0x85EBCA77u; v ^= v >> 13;
            b[i] = v;
            acc += v;
        }
    return acc;
}

__attribute__((noinline)) void bucket_block(const uint32_t *b, uint32_t *h) {
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < N; i++)
            h[(b[i] >> (r * 8)) & 255] += 1;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 1000;
    uint64_t state = argc > 2 ? strtoull(argv[2], 0, 10) : 1;
    if (state == 0) state = 1;
    uint32_t acc = 0;
    for (int k = 0; k < rounds; k++) {
        fill_block(buf, &state);
        acc += mix_block(buf);
        bucket_block(buf, hist);
    }
    printf("rounds %d acc %u h0 %u\n", rounds, acc, hist[0]);
    return 0;
}
