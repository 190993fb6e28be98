/* Image batch pipeline: synthesize a grayscale frame, then per frame blur it, build a histogram,
 * equalize, run-length encode and CRC the encoded stream. Fixed work given by argv[1] frames. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define W 1024
#define H 768

static uint32_t crc_table[256];

__attribute__((noinline)) static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

__attribute__((noinline)) static void synth_frame(uint8_t *img, uint32_t seed) {
    uint32_t x = seed * 2654435761u + 1;
    for (int y = 0; y < H; y++)
        for (int i = 0; i < W; i++) {
            x = x * 1103515245u + 12345u;
            int v = ((i ^ y) & 0x3f) + ((x >> 24) & 0x1f) + (y * 128 / H);
            img[y * W + i] = (uint8_t)(v > 255 ? 255 : v);
        }
}

__attribute__((noinline)) static void box_blur(const uint8_t *src, uint8_t *dst) {
    for (int y = 1; y < H - 1; y++)
        for (int i = 1; i < W - 1; i++) {
            int s = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) s += src[(y + dy) * W + i + dx];
            dst[y * W + i] = (uint8_t)(s / 9);
        }
}

__attribute__((noinline)) static void histogram(const uint8_t *img, uint32_t *hist) {
    memset(hist, 0, 256 * sizeof *hist);
    for (int k = 0; k < W * H; k++) hist[img[k]]++;
}

__attribute__((noinline)) static void equalize(uint8_t *img, const uint32_t *hist) {
    uint8_t lut[256];
    uint64_t cum = 0;
    for (int v = 0; v < 256; v++) {
        cum += hist[v];
        lut[v] = (uint8_t)(cum * 255 / (W * H));
    }
    for (int k = 0; k < W * H; k++) img[k] = lut[img[k]];
}

__attribute__((noinline)) static size_t rle_encode(const uint8_t *img, uint8_t *out) {
    size_t o = 0;
    int k = 0;
    while (k < W * H) {
        uint8_t v = img[k];
        int run = 1;
        while (k + run < W * H && img[k + run] == v && run < 255) run++;
        out[o++] = (uint8_t)run;
        out[o++] = v;
        k += run;
    }
    return o;
}

__attribute__((noinline)) static uint32_t crc32_buf(const uint8_t *p, size_t n) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t k = 0; k < n; k++) c = crc_table[(c ^ p[k]) & 0xff] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

__attribute__((noinline)) static uint32_t process_frame(uint8_t *img, uint8_t *tmp, uint8_t *enc,
                                                        uint32_t *hist, uint32_t seed) {
    synth_frame(img, seed);
    box_blur(img, tmp);
    histogram(tmp, hist);
    equalize(tmp, hist);
    size_t n = rle_encode(tmp, enc);
    return crc32_buf(enc, n);
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 20;
    uint8_t *img = calloc(W * H, 1), *tmp = calloc(W * H, 1), *enc = malloc(2 * W * H);
    uint32_t hist[256], acc = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    crc_init();
    for (int f = 0; f < frames; f++) acc ^= process_frame(img, tmp, enc, hist, (uint32_t)f);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("acc %08x elapsed %.2f\n", acc, (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
