/* Sliding-window histogram over a synthetic packet stream.
 * Each packet is hashed into a ring of buckets whose size n comes from argv (power of two). */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static uint32_t *ring;
#ifndef MIX_ROUNDS
#define MIX_ROUNDS 4
#endif

__attribute__((noinline))
static void gen_packets(uint32_t *buf, size_t len, uint32_t seed) {
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    for (size_t i = 0; i < len; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        buf[i] = (uint32_t)x;
    }
}

__attribute__((noinline))
static uint64_t bucket_packets(const uint32_t *buf, size_t len, uint32_t n) {
    uint64_t acc = 0;
    for (size_t i = 0; i < len; i++) {
        uint32_t h = buf[i] ^ (uint32_t)acc;   /* chain in running checksum */
        for (int k = 0; k < MIX_ROUNDS; k++) {   /* per-packet flow-key mixing */
            h *= 2654435761u;
            h ^= h >> 15;
        }
#ifdef USE_MASK
        uint32_t b = h & (n - 1);
#else
        uint32_t b = h % n;
#endif
        ring[b] += 1;
        acc += ring[b];
    }
    return acc;
}

int main(int argc, char **argv) {
    uint32_t n = argc > 1 ? (uint32_t)strtoul(argv[1], 0, 10) : 4096;
    int rounds = argc > 2 ? atoi(argv[2]) : 2000;
    if (n & (n - 1)) { fprintf(stderr, "n must be a power of two\n"); return 1; }
    ring = calloc(n, sizeof *ring);
    size_t len = 1 << 16;
    uint32_t *buf = malloc(len * sizeof *buf);
    uint64_t total = 0;
    for (int r = 0; r < rounds; r++) {
        gen_packets(buf, len, r + 1);
        total += bucket_packets(buf, len, n);
    }
    printf("total %llu\n", (unsigned long long)total);
    return 0;
}
