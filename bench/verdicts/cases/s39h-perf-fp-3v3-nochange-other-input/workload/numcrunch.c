/* numcrunch: read a file of integers and run 4 stages on it, ROUNDS times.
   The same binary is used for both sides; only the input file differs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define NOINLINE __attribute__((noinline))

/* Empty out-of-line hook called once at the end of every stage. It does no work; it exists
   because gcc 12 drops the frame-pointer prologue from leaf functions even with
   -fno-omit-frame-pointer, which made perf's fp unwinder lose `main` under the leaf stages. */
NOINLINE void stage_done(int stage) { __asm__ volatile("" :: "r"(stage) : "memory"); }

/* stage 1: parse the text buffer into integers */
NOINLINE size_t parse_numbers(const char *buf, size_t len, uint32_t *out) {
    size_t n = 0; uint32_t v = 0; int in = 0;
    for (size_t i = 0; i < len; i++) {
        char c = buf[i];
        if (c >= '0' && c <= '9') { v = v * 10 + (uint32_t)(c - '0'); in = 1; }
        else if (in) { out[n++] = v; v = 0; in = 0; }
    }
    if (in) out[n++] = v;
    stage_done(1);
    return n;
}

/* stage 2: several rounds of integer mixing */
NOINLINE void mix_values(uint32_t *a, size_t n) {
    for (int r = 0; r < 60; r++)
        for (size_t i = 0; i < n; i++) {
            uint32_t x = a[i] ^ (uint32_t)r;
            x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
            a[i] = x;
        }
    stage_done(2);
}

/* stage 3: shell sort (Ciura gaps) */
NOINLINE void shell_sort(uint32_t *a, size_t n) {
    static const size_t gaps[] = {1750, 701, 301, 132, 57, 23, 10, 4, 1};
    for (size_t g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
        size_t gap = gaps[g];
        for (size_t i = gap; i < n; i++) {
            uint32_t t = a[i]; size_t j = i;
            while (j >= gap && a[j - gap] > t) { a[j] = a[j - gap]; j -= gap; }
            a[j] = t;
        }
    }
    stage_done(3);
}

/* stage 4: histogram of the top bits plus a running checksum */
NOINLINE uint64_t bucket_count(const uint32_t *a, size_t n, uint32_t *hist) {
    uint64_t sum = 0;
    for (int r = 0; r < 32; r++)
        for (size_t i = 0; i < n; i++) {
            uint32_t b = (a[i] >> (r & 15)) & 1023;
            hist[b]++;
            sum += (uint64_t)hist[b] * (a[i] & 0xff);
        }
    stage_done(4);
    return sum;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s input rounds\n", argv[0]); return 2; }
    int rounds = atoi(argv[2]);
    FILE *f = fopen(argv[1], "rb"); if (!f) { perror("open"); return 1; }
    fseek(f, 0, SEEK_END); long len = ftell(f); fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)len);
    if (fread(buf, 1, (size_t)len, f) != (size_t)len) { perror("read"); return 1; }
    fclose(f);
    uint32_t *a = malloc(sizeof(uint32_t) * ((size_t)len / 2 + 1));
    uint32_t *hist = calloc(1024, sizeof(uint32_t));
    uint64_t total = 0;
    for (int r = 0; r < rounds; r++) {
        size_t n = parse_numbers(buf, (size_t)len, a);
        mix_values(a, n);
        shell_sort(a, n);
        total += bucket_count(a, n, hist);
    }
    printf("checksum %llu\n", (unsigned long long)total);
    return 0;
}
