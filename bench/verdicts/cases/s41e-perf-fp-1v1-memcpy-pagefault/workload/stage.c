/* Batch pipeline: generate_batch -> stage_batch (copy into a staging buffer) -> checksum_batch.
 * before: stage_batch reuses one staging buffer allocated once.
 * after (-DFRESH_BUFFER): stage_batch mallocs a fresh 16 MiB staging buffer per batch (above the
 * mmap threshold, so glibc mmaps/munmaps it each time) and fills it with memcpy -> every page
 * of the buffer page-faults inside memcpy on every batch. */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BATCH_BYTES (16u << 20)
#define CHUNK (256u << 10)

static uint8_t *src;
static uint8_t *staging_reused;

__attribute__((noinline)) void generate_batch(uint32_t seed) {
    uint32_t *w = (uint32_t *)src;
    uint32_t x = seed * 2654435761u + 1;
    for (size_t i = 0; i < BATCH_BYTES / 4; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        w[i] = x;
    }
}

/* Separate frame so that stage_batch stays visible in frame-pointer stacks: glibc memcpy
 * is frameless, so fp unwinding from inside memcpy skips its immediate caller (copy_chunk). */
__attribute__((noinline)) void copy_chunk(uint8_t *dst, const uint8_t *s, size_t n) {
    memcpy(dst, s, n);
    __asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) uint8_t *stage_batch(void) {
#ifdef FRESH_BUFFER
    uint8_t *buf = malloc(BATCH_BYTES);
#else
    uint8_t *buf = staging_reused;
#endif
    for (size_t off = 0; off < BATCH_BYTES; off += CHUNK)
        copy_chunk(buf + off, src + off, CHUNK);
    return buf;
}

__attribute__((noinline)) uint64_t checksum_batch(const uint8_t *buf) {
    const uint64_t *q = (const uint64_t *)buf;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < BATCH_BYTES / 8; i++) {
        h = (h ^ q[i]) * 1099511628211ull;
    }
    return h;
}

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 200;
    /* fixed threshold: disables glibc's dynamic mmap threshold so a freed 16 MiB block is not
     * recycled from the heap; identical in both variants */
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    src = malloc(BATCH_BYTES);
    staging_reused = malloc(BATCH_BYTES);
    memset(staging_reused, 0, BATCH_BYTES);
    uint64_t acc = 0;
    for (int b = 0; b < batches; b++) {
        generate_batch((uint32_t)b);
        uint8_t *buf = stage_batch();
        acc += checksum_batch(buf);
#ifdef FRESH_BUFFER
        free(buf);
#endif
    }
    printf("batches=%d acc=%016llx\n", batches, (unsigned long long)acc);
    return 0;
}
