/* Scratch-buffer workload for a perf (frame pointer) before/after case.
 *
 * Every item gets a scratch buffer from alloc_scratch(), which mallocs it and
 * initialises the first TOUCH_BYTES (one write per 64-byte line, so no memset
 * call and the frame-pointer chain stays intact while page faults happen).
 *
 *   before: SCRATCH_BYTES = 64 KiB   (below the 128 KiB mmap threshold -> heap reuse)
 *   after:  SCRATCH_BYTES = 256 KiB  (above it -> mmap per malloc, munmap per free,
 *                                     16 fresh zero pages faulted in per item)
 * The amount of user work (TOUCH_BYTES written, checksum, mix_state) is identical.
 * mallopt() pins the mmap threshold (disables glibc's dynamic threshold raise)
 * and a large trim threshold, identically in both variants.
 */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef SCRATCH_BYTES
#error "define SCRATCH_BYTES"
#endif
#define TOUCH_BYTES (64 * 1024)

__attribute__((noinline)) static unsigned char *alloc_scratch(size_t size, uint32_t seed) {
    unsigned char *p = malloc(size);
    if (!p) abort();
    for (size_t i = 0; i < TOUCH_BYTES; i += 64)
        p[i] = (unsigned char)(seed + i * 7u);
    return p;
}

/* GCC 12 on x86-64 sets up no frame in leaf functions that use no stack, even with
 * -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer, so perf's FP unwind then drops
 * the caller. A volatile stack slot forces a normal rbp frame in the two leaves. */
#define FORCE_FRAME(v) volatile uint64_t frame_slot_ = (v); (void)frame_slot_

__attribute__((noinline)) static uint64_t checksum_scratch(const unsigned char *p) {
    FORCE_FRAME((uintptr_t)p);
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < TOUCH_BYTES; i += 64) {
        h ^= p[i];
        h *= 1099511628211ull;
    }
    return h;
}

__attribute__((noinline)) static uint64_t mix_state(uint64_t x, int rounds) {
    FORCE_FRAME(x);
    for (int r = 0; r < rounds; r++) {
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdull;
        x ^= x >> 29;
        x += (uint64_t)r;
    }
    return x;
}

__attribute__((noinline)) static uint64_t process_item(uint32_t item) {
    unsigned char *buf = alloc_scratch(SCRATCH_BYTES, item);
    uint64_t h = checksum_scratch(buf);
    free(buf);
    return mix_state(h ^ item, 12000);
}

int main(int argc, char **argv) {
    long items = argc > 1 ? atol(argv[1]) : 400000;
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024);
    uint64_t acc = 0;
    for (long i = 0; i < items; i++)
        acc += process_item((uint32_t)i);
    printf("scratch=%d items=%ld acc=%llu\n", SCRATCH_BYTES, items, (unsigned long long)acc);
    return 0;
}
