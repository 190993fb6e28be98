/* blockcopy: a toy "frame pipeline". Each iteration renders a 4 MiB frame into
 * a source buffer, copies it into a staging buffer with copy_block(), and then
 * runs a checksum + a small filter over the staging buffer.
 *
 * Build with -DRELEASE_STAGING=1 for the "after" variant: at the end of every
 * iteration the staging buffer is handed back to the kernel with
 * madvise(MADV_DONTNEED) (an attempt to keep RSS low between frames), so the
 * next copy_block() has to fault every page back in (a zero-filled page per 4K
 * touched).
 *
 * copy_block is a hand-written word copy (the build uses
 * -fno-tree-loop-distribute-patterns so gcc does not turn it into a memcpy call)
 * so that the faulting instruction is inside a frame-pointer function. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#ifndef RELEASE_STAGING
#define RELEASE_STAGING 0
#endif

#define FRAME_BYTES (4u << 20)
#define NOINLINE __attribute__((noinline))

static uint64_t rng_state = 88172645463325252ull;

static inline uint64_t xorshift64(void) {
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return rng_state = x;
}

NOINLINE void render_frame(uint64_t *dst, size_t words, unsigned frame) {
    uint64_t seed = xorshift64() ^ frame;
    for (size_t i = 0; i < words; i++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        dst[i] = (seed >> 17) ^ (i * 0x9e3779b97f4a7c15ull);
    }
}

NOINLINE void copy_block(uint64_t *restrict dst, const uint64_t *restrict src, size_t words) {
    for (size_t i = 0; i < words; i += 4) {
        dst[i] = src[i];
        dst[i + 1] = src[i + 1];
        dst[i + 2] = src[i + 2];
        dst[i + 3] = src[i + 3];
    }
}

NOINLINE uint64_t checksum_block(const uint64_t *buf, size_t words) {
    uint64_t a = 1, b = 0;
    for (size_t i = 0; i < words; i++) {
        a = (a + (buf[i] & 0xffffffffu)) % 4294967291ull;
        b = (b + a) % 4294967291ull;
    }
    return (b << 32) | a;
}

NOINLINE void filter_block(uint64_t *buf, size_t words) {
    for (size_t i = 1; i + 1 < words; i++)
        buf[i] = (buf[i - 1] >> 1) + (buf[i] >> 2) + (buf[i + 1] >> 2);
}

NOINLINE void release_staging(void *buf, size_t bytes) {
    if (madvise(buf, bytes, MADV_DONTNEED) != 0) {
        perror("madvise");
        exit(1);
    }
}

int main(int argc, char **argv) {
    unsigned frames = argc > 1 ? (unsigned)atoi(argv[1]) : 1000;
    size_t words = FRAME_BYTES / sizeof(uint64_t);
    uint64_t *src, *staging;
    if (posix_memalign((void **)&src, 4096, FRAME_BYTES) ||
        posix_memalign((void **)&staging, 4096, FRAME_BYTES)) {
        fprintf(stderr, "alloc failed\n");
        return 1;
    }
    memset(staging, 0, FRAME_BYTES);
    uint64_t acc = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (unsigned f = 0; f < frames; f++) {
        render_frame(src, words, f);
        copy_block(staging, src, words);
        filter_block(staging, words);
        acc ^= checksum_block(staging, words);
        if (RELEASE_STAGING)
            release_staging(staging, FRAME_BYTES);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    fprintf(stderr, "variant=%s frames=%u acc=%016llx elapsed=%.3fs\n",
            RELEASE_STAGING ? "after" : "before", frames, (unsigned long long)acc,
            (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
