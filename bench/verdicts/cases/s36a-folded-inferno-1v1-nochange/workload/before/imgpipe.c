/* imgpipe.c - toy image pipeline: synthesise a noisy frame from a seed, blur it,
 * run a Sobel edge filter, equalise the histogram and run-length encode the result. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define W 512
#define H 512
#define NOINLINE __attribute__((noinline))

static uint8_t img[H][W], tmp[H][W], edges[H][W];
static uint8_t rle[2 * W * H];

static uint32_t rs;
static uint32_t xrand(void) { rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5; return rs; }

NOINLINE static void synth_frame(int frame) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int base = ((x / 32 + y / 32 + frame) & 1) ? 170 : 60;
            img[y][x] = (uint8_t)(base + (int)(xrand() % 41) - 20);
        }
}

NOINLINE static void box_blur(void) {
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            int s = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) s += img[y + dy][x + dx];
            tmp[y][x] = (uint8_t)(s / 9);
        }
}

NOINLINE static void sobel(void) {
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            int gx = -tmp[y-1][x-1] - 2*tmp[y][x-1] - tmp[y+1][x-1]
                     + tmp[y-1][x+1] + 2*tmp[y][x+1] + tmp[y+1][x+1];
            int gy = -tmp[y-1][x-1] - 2*tmp[y-1][x] - tmp[y-1][x+1]
                     + tmp[y+1][x-1] + 2*tmp[y+1][x] + tmp[y+1][x+1];
            int m = abs(gx) + abs(gy);
            edges[y][x] = (uint8_t)(m > 255 ? 255 : m);
        }
}

NOINLINE static void equalise(void) {
    unsigned hist[256] = {0}, cdf[256];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) hist[edges[y][x]]++;
    unsigned acc = 0;
    for (int i = 0; i < 256; i++) { acc += hist[i]; cdf[i] = acc; }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            edges[y][x] = (uint8_t)((uint64_t)cdf[edges[y][x]] * 255 / (W * H));
}

NOINLINE static size_t rle_encode(void) {
    const uint8_t *p = &edges[0][0];
    size_t n = 0, i = 0, len = (size_t)W * H;
    while (i < len) {
        uint8_t v = (uint8_t)(p[i] & 0xF0);
        size_t run = 1;
        while (i + run < len && run < 255 && (p[i + run] & 0xF0) == v) run++;
        rle[n++] = (uint8_t)run; rle[n++] = v;
        i += run;
    }
    return n;
}

int main(int argc, char **argv) {
    unsigned seed = argc > 1 ? (unsigned)strtoul(argv[1], 0, 10) : 1;
    int frames = argc > 2 ? atoi(argv[2]) : 200;
    rs = seed * 2654435761u + 1;
    size_t total = 0;
    for (int f = 0; f < frames; f++) {
        synth_frame(f);
        box_blur();
        sobel();
        equalise();
        total += rle_encode();
    }
    printf("seed=%u frames=%d rle_bytes=%zu\n", seed, frames, total);
    return 0;
}
