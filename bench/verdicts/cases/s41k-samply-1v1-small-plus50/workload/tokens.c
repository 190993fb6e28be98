/* Small workload: scan_tokens, rank_tokens, merge_tokens do the work per chunk.
 * Usage: ./tokens <chunks> <rank_passes>
 * before: rank_passes = 2, after: rank_passes = 3 (rank_tokens does 50% more work). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 32768
static uint32_t tok[N];
static uint32_t rank[N];
static uint32_t merged[1024];

__attribute__((noinline)) void scan_tokens(uint32_t *t, uint32_t *state) {
    uint32_t s = *state;
    for (int r = 0; r < 6; r++)
        for (int i = 0; i < N; i++) {
            s = s * 1103515245u + 12345u;
            t[i] = (s >> 8) ^ (t[i] << 1);
        }
    *state = s;
}

__attribute__((noinline)) void rank_tokens(const uint32_t *t, uint32_t *rk, int passes) {
    uint32_t c = 0;
    for (int p = 0; p < passes; p++)
        for (int i = 0; i < N; i++) {
            uint32_t v = t[i] + c + (uint32_t)p * 0x27d4eb2fu;
            v ^= v >> 16; v *= 0x7feb352du; v ^= v >> 15; v *= 0x846ca68bu; v ^= v >> 16;
            rk[i] += v;
            c = v;   /* serial chain: one element after another */
        }
}

__attribute__((noinline)) uint32_t merge_tokens(const uint32_t *rk, uint32_t *m) {
    uint32_t acc = 0;
    for (int r = 0; r < 6; r++)
        for (int i = 0; i < N; i++) {
            uint32_t k = (rk[i] >> (r * 4)) & 1023;
            m[k] = m[k] * 31u + rk[i];
            acc ^= m[k];
        }
    return acc;
}

int main(int argc, char **argv) {
    int chunks = argc > 1 ? atoi(argv[1]) : 1000;
    int passes = argc > 2 ? atoi(argv[2]) : 4;
    uint32_t state = 42, acc = 0;
    for (int c = 0; c < chunks; c++) {
        scan_tokens(tok, &state);
        rank_tokens(tok, rank, passes);
        acc += merge_tokens(rank, merged);
    }
    printf("chunks %d passes %d acc %u\n", chunks, passes, acc);
    return 0;
}
