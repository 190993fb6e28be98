/* Small packet-stats workload: three functions share the CPU time.
 * Build: gcc -O2 -g -fno-omit-frame-pointer -DFILTER_ROUNDS=<n> pack.c -o pack
 *   before: FILTER_ROUNDS=10, after: FILTER_ROUNDS=13 (filter_packets does 30% more work)
 * usage: pack SEED
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef FILTER_ROUNDS
#define FILTER_ROUNDS 10
#endif
#define NPKT (1 << 16)
#define REPS 300
#define CHECK_ROUNDS 14
#define HIST_ROUNDS 22

static uint32_t pkt[NPKT];
static uint32_t hist[4096];

static uint32_t xs(uint32_t *s) { uint32_t x = *s; x ^= x << 13; x ^= x >> 17; x ^= x << 5; return *s = x; }

__attribute__((noinline)) uint64_t checksum_packets(const uint32_t *p, size_t n, int rounds) {
    uint64_t a = 1, b = 0;
    for (int r = 0; r < rounds; r++)
        for (size_t i = 0; i < n; i++) {
            a = (a + p[i] + r) % 65521;
            b = (b + a) % 65521;
        }
    return (b << 16) | a;
}

__attribute__((noinline)) uint64_t filter_packets(const uint32_t *p, size_t n, int rounds) {
    uint64_t kept = 0;
    uint32_t state = 0x9e3779b9u;
    for (int r = 0; r < rounds; r++)
        for (size_t i = 0; i < n; i++) {
            uint32_t v = p[i] ^ state;
            state = state * 1664525u + 1013904223u + v;
            if ((v % 7) < 3) kept += v >> 3;
            else kept ^= (uint64_t)v * 2654435761u;
        }
    return kept;
}

__attribute__((noinline)) uint64_t histogram_packets(const uint32_t *p, size_t n, int rounds) {
    uint64_t s = 0;
    for (int r = 0; r < rounds; r++) {
        for (size_t i = 0; i < n; i++) {
            uint32_t k = (p[i] * 2246822519u + (uint32_t)r) >> 20;
            hist[k] += (p[i] & 0xff) + 1;
            s += hist[(k * 7) & 4095] % 13;
        }
    }
    return s;
}

int main(int argc, char **argv) {
    uint32_t seed = argc > 1 ? (uint32_t)strtoul(argv[1], 0, 10) : 1;
    if (!seed) seed = 1;
    uint64_t total = 0;
    for (int rep = 0; rep < REPS; rep++) {
        for (size_t i = 0; i < NPKT; i++) pkt[i] = xs(&seed);
        total += checksum_packets(pkt, NPKT, CHECK_ROUNDS);
        total += filter_packets(pkt, NPKT, FILTER_ROUNDS);
        total += histogram_packets(pkt, NPKT, HIST_ROUNDS);
    }
    printf("filter_rounds %d checksum %llu\n", FILTER_ROUNDS, (unsigned long long)total);
    return 0;
}
