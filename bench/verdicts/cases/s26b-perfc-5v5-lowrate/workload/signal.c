/* signal: a small signal-processing pipeline over blocks of samples.
 * Each round: generate a block (gen_block), smooth it with a moving-average window
 * (smooth_block), histogram the raw block (histogram_block), sort chunks for a median (median_chunks),
 * and CRC the result (crc_block).
 * Built twice: -DSMOOTH_WINDOW=14 (before) and -DSMOOTH_WINDOW=31 (after): the smoothing window grows,
 * so smooth_block does more work per sample. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#ifndef SMOOTH_WINDOW
#define SMOOTH_WINDOW 14
#endif
#define N 4096

static uint32_t rng = 12345u;

/* per-stage call counters (called first thing in each stage: it makes every stage a non-leaf function with
 * its frame set up on entry, so perf -g frame-pointer stacks show the caller; gcc 12 omits the frame
 * pointer in leaf functions) */
static unsigned long stage_calls[5];
__attribute__((noinline)) void stage_done(int stage) { stage_calls[stage]++; __asm__ volatile("" ::: "memory"); }

__attribute__((noinline)) void gen_block(float *x, int n) {
    stage_done(0);
    for (int i = 0; i < n; i++) {
        float s = 0.f;
        for (int k = 0; k < 18; k++) {
            rng = rng * 1664525u + 1013904223u;
            s += (float)(rng >> 8) * (1.0f / 16777216.0f);
        }
        x[i] = s * 0.57735f - 3.0f + 0.5f * (float)((i / 64) & 1);
    }
}

__attribute__((noinline)) void smooth_block(const float *x, float *y, int n) {
    stage_done(1);
    /* direct (non-running) moving average: SMOOTH_WINDOW reads per output sample */
    for (int i = 0; i < n; i++) {
        float s = 0.f;
        int c = 0;
        for (int k = -SMOOTH_WINDOW / 2; k < SMOOTH_WINDOW - SMOOTH_WINDOW / 2; k++) {
            int j = i + k;
            if (j >= 0 && j < n) { s += x[j] * (1.0f + 0.01f * (float)k); c++; }
        }
        y[i] = s / (float)c;
    }
}

__attribute__((noinline)) void histogram_block(const float *y, int n, unsigned *bins, int nbins) {
    stage_done(2);
    for (int r = 0; r < 5; r++)
        for (int i = 0; i < n; i++) {
            float v = (y[i] + 3.0f) / 6.0f * (float)nbins;
            int b = (int)v;
            if (b < 0) b = 0;
            if (b >= nbins) b = nbins - 1;
            bins[b] += (unsigned)(r + 1);
        }
}

__attribute__((noinline)) float median_chunks(const float *y, int n, float *tmp) {
    stage_done(3);
    float acc = 0.f;
    for (int base = 0; base + 32 <= n; base += 32) {
        memcpy(tmp, y + base, 32 * sizeof(float));
        for (int i = 1; i < 32; i++) {
            float v = tmp[i];
            int j = i - 1;
            while (j >= 0 && tmp[j] > v) { tmp[j + 1] = tmp[j]; j--; }
            tmp[j + 1] = v;
        }
        acc += tmp[16];
    }
    return acc;
}

__attribute__((noinline)) uint32_t crc_block(const float *y, int n, uint32_t crc) {
    stage_done(4);
    const unsigned char *p = (const unsigned char *)y;
    size_t len = (size_t)(n / 2) * sizeof(float);  /* CRC the first half of the block */
    crc = ~crc;
    for (size_t i = 0; i < len; i++) {
        crc ^= p[i];
        for (int b = 0; b < 8; b++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 400;
    static float x[N], y[N], tmp[64];
    static unsigned bins[64];
    uint32_t crc = 0;
    double med = 0;
    for (int r = 0; r < rounds; r++) {
        gen_block(x, N);
        smooth_block(x, y, N);
        histogram_block(x, N, bins, 64);   /* histogram of the raw block */
        med += median_chunks(y, N, tmp);
        crc = crc_block(y, N, crc);
    }
    printf("window=%d rounds=%d crc=%08x med=%.3f bin0=%u calls=%lu\n", SMOOTH_WINDOW, rounds, crc, med, bins[0],
           stage_calls[0] + stage_calls[1] + stage_calls[2] + stage_calls[3] + stage_calls[4]);
    return 0;
}
