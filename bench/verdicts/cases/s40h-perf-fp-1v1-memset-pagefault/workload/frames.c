/* Frame renderer: each call prepares a 4 MiB scratch frame, fills it, then
 * computes a checksum over it and mixes in some arithmetic work.
 * Built twice:
 *   -DFRESH_BUFFER=0 (before): scratch frame allocated once and reused; memset per call.
 *   -DFRESH_BUFFER=1 (after):  prepare_frame() mallocs a fresh 4 MiB buffer per call
 *                              (above glibc's mmap threshold, so it is a new mmap each
 *                              time, see the mallopt in main), memsets it so every page
 *                              faults in, and frees it (munmap).
 * Everything else (call counts, checksum, arithmetic) is identical.
 * Built with clang-14 -O2 -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer
 * (gcc 12 here drops the frame pointer in leaf functions even with
 * -fno-omit-frame-pointer, which would hide callers in perf -g stacks). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <malloc.h>

#ifndef FRESH_BUFFER
#define FRESH_BUFFER 0
#endif

#define FRAME_BYTES (4u << 20)

static unsigned char *g_frame;

__attribute__((noinline)) static uint64_t checksum_frame(const unsigned char *buf, size_t n, uint64_t seed) {
    uint64_t h = seed;
    const uint64_t *w = (const uint64_t *)buf;
    for (size_t i = 0; i < n / 8; i += 8) {  /* touch one word per cache line */
        h ^= w[i] + 0x9e3779b97f4a7c15ull;
        h *= 0xff51afd7ed558ccdull;
        h ^= h >> 29;
    }
    return h;
}

__attribute__((noinline)) static uint64_t shade_tiles(uint64_t seed, int rounds) {
    uint64_t x = seed | 1;
    double acc = 0.0;
    for (int i = 0; i < rounds; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        acc += (double)(x & 0xffff) * 1.0000001;
    }
    return x ^ (uint64_t)acc;
}

/* Thin wrapper around libc memset. libc's memset keeps no frame pointer, so with
 * frame-pointer unwinding its direct caller is skipped; this wrapper is the frame
 * that gets skipped, which keeps prepare_frame() visible above memset. */
__attribute__((noinline)) static void clear_frame(unsigned char *buf, int value, size_t n) {
    memset(buf, value, n);
    __asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) static uint64_t prepare_frame(int frame_no) {
#if FRESH_BUFFER
    unsigned char *buf = malloc(FRAME_BYTES);
    if (!buf) { perror("malloc"); exit(1); }
#else
    unsigned char *buf = g_frame;
#endif
    clear_frame(buf, (frame_no & 0x7f) + 1, FRAME_BYTES);
    uint64_t h = checksum_frame(buf, FRAME_BYTES, (uint64_t)frame_no);
#if FRESH_BUFFER
    free(buf);
#endif
    return h;
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 1500;
    int rounds = argc > 2 ? atoi(argv[2]) : 1500000;
    /* Fixed mmap threshold (both variants): without it glibc raises its dynamic
     * threshold after the first free() of a mmapped 4 MiB chunk and later
     * mallocs reuse heap memory that is already faulted in. */
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    g_frame = malloc(FRAME_BYTES);
    memset(g_frame, 0, FRAME_BYTES);
    uint64_t total = 0;
    for (int f = 0; f < frames; f++) {
        total += prepare_frame(f);
        total += shade_tiles(total + f, rounds);
    }
    printf("frames=%d fresh=%d total=%llx\n", frames, FRESH_BUFFER, (unsigned long long)total);
    return 0;
}
