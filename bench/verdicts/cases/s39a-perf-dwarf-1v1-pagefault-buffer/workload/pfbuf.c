/* Page-fault buffer workload.
 * Built twice: -DFRESH_BUFFER=0 (before) and -DFRESH_BUFFER=1 (after).
 * Each iteration: generate_input -> stage_block -> checksum_block -> mix_rounds.
 * before: stage_block copies the input into a buffer allocated ONCE (pages stay mapped).
 * after:  stage_block mallocs a fresh 4 MiB buffer (above the mmap threshold, so glibc
 *         mmaps it), memsets + memcpys into it, and frees it (munmap) every call, so every
 *         call takes ~1024 fresh page faults.  All other work is identical. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <malloc.h>

#ifndef FRESH_BUFFER
#define FRESH_BUFFER 0
#endif
#define BLOCK (4u << 20)      /* 4 MiB */
#define ITERS 600

static unsigned char *input;
static unsigned char *persistent;

__attribute__((noinline)) void generate_input(uint32_t seed) {
    uint32_t x = seed * 2654435761u + 1;
    for (size_t i = 0; i < BLOCK; i += 64) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        input[i] = (unsigned char)x;
    }
}

__attribute__((noinline)) uint64_t checksum_block(const unsigned char *b) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < BLOCK; i += 16) { h ^= b[i]; h *= 1099511628211ull; }
    return h;
}

__attribute__((noinline)) uint64_t mix_rounds(uint64_t h) {
    for (int r = 0; r < 600000; r++) { h ^= h >> 29; h *= 0xbf58476d1ce4e5b9ull; h ^= h >> 32; }
    return h;
}

__attribute__((noinline)) uint64_t stage_block(void) {
    unsigned char *buf;
#if FRESH_BUFFER
    buf = malloc(BLOCK);
    if (!buf) abort();
    memset(buf, 0, BLOCK);
#else
    buf = persistent;
#endif
    memcpy(buf, input, BLOCK);
    uint64_t h = checksum_block(buf);
#if FRESH_BUFFER
    free(buf);
#endif
    return h;
}

int main(void) {
    /* pin the mmap threshold (both variants) so glibc does not raise it dynamically
       after the first free; 4 MiB blocks then really are mmap/munmap each call */
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    input = malloc(BLOCK);
    persistent = malloc(BLOCK);
    memset(input, 1, BLOCK);
    memset(persistent, 0, BLOCK);
    uint64_t acc = 0;
    for (int it = 0; it < ITERS; it++) {
        generate_input((uint32_t)it);
        acc ^= stage_block();
        acc = mix_rounds(acc);
    }
    printf("fresh=%d acc=%016llx\n", FRESH_BUFFER, (unsigned long long)acc);
    return 0;
}
