/* seedwork: 4 stages over pseudo-random data generated from a seed given on the command line.
   The amount and kind of work does not depend on the seed (only the data values do). */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

/* stage 1: fill a buffer with xorshift64* output (16 generator steps per element) */
NOINLINE void fill_random(uint64_t *a, size_t n, uint64_t *state) {
    uint64_t x = *state;
    for (size_t i = 0; i < n; i++) {
        uint64_t v = 0;
        for (int k = 0; k < 16; k++) {
            x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
            v += x * 0x2545F4914F6CDD1DULL;
        }
        a[i] = v;
    }
    *state = x;
}

/* stage 2: bitwise CRC-32 over the bytes of the buffer */
NOINLINE uint32_t crc_block(const uint64_t *a, size_t n) {
    const unsigned char *p = (const unsigned char *)a;
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n * 8; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

/* stage 3: bottom-up merge sort */
NOINLINE void merge_sort(uint64_t *a, uint64_t *tmp, size_t n) {
    for (size_t w = 1; w < n; w *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * w) {
            size_t mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
        }
        memcpy(a, tmp, n * sizeof *a);
    }
}

/* stage 4: sliding-window statistics over the sorted data */
NOINLINE uint64_t window_stats(const uint64_t *a, size_t n) {
    uint64_t acc = 0;
    for (size_t w = 2; w <= 64; w *= 2)
        for (size_t i = 0; i + w <= n; i++) {
            uint64_t s = 0;
            for (size_t k = 0; k < w; k += 2) s += (a[i + k] >> 32) * (a[i + k + 1] & 0xffff);
            acc ^= s + i;
        }
    return acc;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s seed rounds\n", argv[0]); return 2; }
    uint64_t state = strtoull(argv[1], NULL, 10) * 0x9E3779B97F4A7C15ULL + 1;
    int rounds = atoi(argv[2]);
    size_t n = 1 << 17;
    uint64_t *a = malloc(n * sizeof *a), *tmp = malloc(n * sizeof *a);
    uint64_t total = 0;
    for (int r = 0; r < rounds; r++) {
        fill_random(a, n, &state);
        total += crc_block(a, n);
        merge_sort(a, tmp, n);
        total += window_stats(a, n);
    }
    printf("seed %s checksum %llu\n", argv[1], (unsigned long long)total);
    return 0;
}
