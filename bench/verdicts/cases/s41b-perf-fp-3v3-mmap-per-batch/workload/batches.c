/* Batch pipeline. Build with -DMMAP_PER_BATCH=1 for the "after" variant in which
 * process_batch() mmaps a fresh scratch buffer for every batch and munmaps it at the
 * end, instead of reusing one buffer mapped once at startup. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

#ifndef MMAP_PER_BATCH
#define MMAP_PER_BATCH 0
#endif

#define BATCH_BYTES (4u << 20)          /* 4 MiB scratch buffer per batch */
#define NBATCH 300

static uint8_t *g_scratch;               /* reused buffer (before variant) */

__attribute__((noinline)) static uint64_t mix(uint64_t x) {
    x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33;
    return x;
}

/* unchanged: independent CPU work per batch */
__attribute__((noinline)) uint64_t score_batch(uint64_t seed) {
    uint64_t acc = seed;
    for (int i = 0; i < 1200000; i++) acc = mix(acc + i);
    return acc;
}

/* changed: fills a scratch buffer and reduces it */
__attribute__((noinline)) uint64_t process_batch(uint64_t seed) {
    uint8_t *buf;
#if MMAP_PER_BATCH
    buf = mmap(NULL, BATCH_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (buf == MAP_FAILED) { perror("mmap"); exit(1); }
#else
    buf = g_scratch;
#endif
    uint64_t s = seed;
    for (size_t i = 0; i < BATCH_BYTES; i += 64) {   /* touch every cache line */
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        buf[i] = (uint8_t)(s >> 56);
    }
    uint64_t sum = 0;
    for (size_t i = 0; i < BATCH_BYTES; i += 64) sum += buf[i];
#if MMAP_PER_BATCH
    munmap(buf, BATCH_BYTES);
#endif
    return sum;
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    g_scratch = mmap(NULL, BATCH_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (g_scratch == MAP_FAILED) { perror("mmap"); return 1; }
    uint64_t total = 0;
    for (int b = 0; b < NBATCH; b++) {
        total += score_batch(seed + b);
        total += process_batch(seed * 31 + b);
    }
    printf("mmap_per_batch=%d total=%llu\n", MMAP_PER_BATCH, (unsigned long long)total);
    return 0;
}
