/* Small-leaf regression workload.
 * Several leaf functions are called per item from process_item().
 * Usage: ./leaves <items> <mix_iters>
 *   before: mix_iters = 40   (baseline)
 *   after:  mix_iters = 54   (~35% more work in mix_checksum only)
 * Everything else (items, other leaves, data) is identical. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define NOINLINE __attribute__((noinline))

static int MIX_ITERS = 40;

NOINLINE uint64_t hash_key(uint64_t x) {
    for (int i = 0; i < 60; i++) {
        x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 29;
    }
    return x;
}

NOINLINE uint64_t scale_value(uint64_t x) {
    double d = (double)(x & 0xffff);
    for (int i = 0; i < 45; i++) d = d * 1.0000001 + 0.5 / (d + 1.0);
    return (uint64_t)d ^ x;
}

NOINLINE uint64_t mix_checksum(uint64_t x) {
    uint64_t c = x;
    for (int i = 0; i < MIX_ITERS; i++) {
        c = (c << 7 | c >> 57) + 0x9e3779b97f4a7c15ULL;
        c ^= c >> 13;
    }
    return c;
}

NOINLINE uint64_t bucket_index(uint64_t x) {
    uint64_t b = x;
    for (int i = 0; i < 70; i++) b = b * 6364136223846793005ULL + 1442695040888963407ULL;
    return b % 1021;
}

NOINLINE uint64_t process_item(uint64_t x) {
    uint64_t h = hash_key(x);
    uint64_t s = scale_value(h);
    uint64_t m = mix_checksum(s);
    uint64_t b = bucket_index(m);
    return h ^ s ^ m ^ b;
}

int main(int argc, char **argv) {
    long items = argc > 1 ? atol(argv[1]) : 3000000;
    if (argc > 2) MIX_ITERS = atoi(argv[2]);
    uint64_t acc = 0, x = 12345;
    for (long i = 0; i < items; i++) {
        /* each item depends on the previous result: one serial chain, so the
           CPU cannot overlap one item's leaves with the next item's */
        uint64_t r = process_item(x);
        acc += r;
        x = x * 2862933555777941757ULL + 3037000493ULL + (r & 1);
    }
    printf("items=%ld mix_iters=%d acc=%llu\n", items, MIX_ITERS, (unsigned long long)acc);
    return 0;
}
