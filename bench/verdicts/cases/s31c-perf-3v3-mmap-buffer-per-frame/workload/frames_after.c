/* Frame pipeline: decode a compressed-ish input frame into a large work
 * buffer, then run a filter and a checksum over the buffer.
 * AFTER: the work buffer is malloc'd and freed inside process_frame on every
 * frame (mmap/munmap each time, so decode_into page-faults on first touch). */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#define FRAME_BYTES (40u * 1024u * 1024u)   /* above glibc's mmap threshold (max 32 MB) */

static uint8_t *input;

__attribute__((noinline)) static void make_input(void) {
    input = malloc(FRAME_BYTES);
    uint32_t x = 12345;
    for (size_t i = 0; i < FRAME_BYTES; i++) { x = x * 1103515245u + 12345u; input[i] = (uint8_t)(x >> 16); }
}

/* copy the frame into the work buffer, undoing a delta encoding per 64-bit word */
__attribute__((noinline)) static void decode_into(uint8_t *dst, const uint8_t *src, size_t n, uint64_t key) {
    const uint64_t *s = (const uint64_t *)src;
    uint64_t *d = (uint64_t *)dst;
    for (size_t i = 0; i < n / 8; i++) d[i] = s[i] ^ key;
}

__attribute__((noinline)) static uint64_t filter_pass(uint8_t *buf, size_t n) {
    uint64_t acc = 0;
    for (size_t i = 1; i < n; i++) { buf[i] = (uint8_t)((buf[i] + buf[i - 1] * 3) >> 1); acc += buf[i]; }
    return acc;
}

__attribute__((noinline)) static uint64_t checksum(const uint8_t *buf, size_t n) {
    uint64_t h = 1469598103934665603ull;
    const uint64_t *w = (const uint64_t *)buf;
    for (size_t i = 0; i < n / 8; i++) { h ^= w[i]; h *= 1099511628211ull; }
    return h;
}

__attribute__((noinline)) static uint64_t process_frame(uint64_t key) {
    uint8_t *work = malloc(FRAME_BYTES);
    decode_into(work, input, FRAME_BYTES, key);
    uint64_t a = filter_pass(work, FRAME_BYTES);
    uint64_t r = a ^ checksum(work, FRAME_BYTES);
    free(work);
    return r;
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 60;
    make_input();
    uint64_t total = 0;
    for (int f = 0; f < frames; f++) total += process_frame((uint64_t)f * 0x9E3779B97F4A7C15ull);
    printf("frames=%d total=%llu\n", frames, (unsigned long long)total);
    return 0;
}
