/* Workload for s38d-perf-fp-1v1-tiny.
 * usage: work <mix_rounds> <outer_iters>
 *   before: mix_rounds=1   after: mix_rounds=2  (mix_block does 2x the work)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096
static uint32_t buf[N];

/* finish() makes the hot functions non-leaf: this gcc build does not set up %rbp in
 * leaf functions even with -fno-omit-frame-pointer, which would drop main() from
 * frame-pointer call chains. Built with -fno-shrink-wrap so the prologue is at entry. */
__attribute__((noinline)) uint64_t finish(uint64_t v) {
    __asm__ volatile("" : "+r"(v));
    return v;
}

__attribute__((noinline)) uint64_t parse_block(const uint32_t *b) {
    uint64_t acc = 0;
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < N; i++)
            acc = acc * 31 + (b[i] % 1000003u);
    return finish(acc) + 1;
}

__attribute__((noinline)) uint64_t hash_block(const uint32_t *b) {
    uint64_t h = 1469598103934665603ull;
    for (int r = 0; r < 5; r++)
        for (int i = 0; i < N; i++)
            h = (h ^ b[i]) * 1099511628211ull;
    return finish(h) + 1;
}

__attribute__((noinline)) uint64_t mix_block(uint32_t *b, int rounds) {
    uint64_t s = 0;
    for (int r = 0; r < 12 * rounds; r++)
        for (int i = 0; i < N; i++) {
            uint32_t x = b[i];
            x ^= x << 13; x ^= x >> 17; x ^= x << 5;
            s += x;
            b[i] = x;
        }
    return finish(s) + 1;
}

__attribute__((noinline)) uint64_t encode_block(const uint32_t *b) {
    uint64_t e = 0;
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < N; i++)
            e += (uint64_t)b[i] * (uint64_t)(i | 1) % 65521u;
    return finish(e) + 1;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 1;
    long iters = argc > 2 ? atol(argv[2]) : 20000;
    for (int i = 0; i < N; i++) buf[i] = (uint32_t)(i * 2654435761u + 1);
    uint64_t sink = 0;
    for (long it = 0; it < iters; it++) {
        sink += parse_block(buf);
        sink += hash_block(buf);
        sink += mix_block(buf, rounds);
        sink += encode_block(buf);
    }
    printf("rounds=%d iters=%ld sink=%llu\n", rounds, iters, (unsigned long long)sink);
    return 0;
}
