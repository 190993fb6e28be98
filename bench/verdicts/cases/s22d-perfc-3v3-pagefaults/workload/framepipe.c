/* framepipe: a toy video-frame pipeline. Per frame: render_frame (procedural pixels into src),
 * stage_frame (copy src rows into a staging buffer), blur_rows (3-tap horizontal filter
 * staging -> out), build_histogram (256-bin luma histogram), checksum_frame (Adler-like sum).
 * Built twice: -DREALLOC_STAGING=0 (staging buffer allocated once and reused) and
 * -DREALLOC_STAGING=1 (stage_frame frees the staging buffer and malloc's a new one for every frame).
 * mallopt(M_MMAP_THRESHOLD) is fixed in both builds so a 4 MB malloc is always served by mmap
 * and free() always munmaps it (no dynamic threshold adjustment). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <malloc.h>
#include <time.h>

#ifndef REALLOC_STAGING
#define REALLOC_STAGING 0
#endif

#define W 1024
#define H 1024
#define ROW (W * sizeof(uint32_t))
#define FRAME (ROW * H)

static uint32_t *src, *out, *staging;
size_t row_bytes, frame_bytes;   /* set at run time (not constants), so memcpy is a real libc call */
static unsigned hist[256];

__attribute__((noinline)) static void render_frame(uint32_t *dst, unsigned n)
{
    for (unsigned y = 0; y < H; y++) {
        uint32_t s = y * 2654435761u ^ n * 40503u;
        for (unsigned x = 0; x < W; x++) {
            s ^= s << 13; s ^= s >> 17; s ^= s << 5;
            dst[y * W + x] = (s & 0x00ffffffu) | ((x ^ y ^ n) << 24);
        }
    }
}

__attribute__((noinline)) static void copy_rows(uint32_t *dst, const uint32_t *from)
{
    for (unsigned y = 0; y < H; y++)
        memcpy((char *)dst + y * row_bytes, (const char *)from + y * row_bytes, row_bytes);
}

__attribute__((noinline)) static uint32_t *stage_frame(const uint32_t *from)
{
#if REALLOC_STAGING
    /* drop the previous frame's staging buffer and take a fresh one */
    free(staging);
    staging = malloc(frame_bytes);
    if (!staging) { perror("malloc"); exit(1); }
#endif
    copy_rows(staging, from);
    return staging;
}

__attribute__((noinline)) static void blur_rows(uint32_t *dst, const uint32_t *in)
{
    for (unsigned y = 0; y < H; y++) {
        const uint32_t *r = in + (size_t)y * W;
        uint32_t *o = dst + (size_t)y * W;
        o[0] = r[0];
        for (unsigned x = 1; x < W - 1; x++) {
            uint32_t a = r[x - 1], b = r[x], c = r[x + 1];
            uint32_t g = (((a >> 8) & 0xff) + 2 * ((b >> 8) & 0xff) + ((c >> 8) & 0xff)) >> 2;
            uint32_t rr = (((a >> 16) & 0xff) + 2 * ((b >> 16) & 0xff) + ((c >> 16) & 0xff)) >> 2;
            uint32_t bl = ((a & 0xff) + 2 * (b & 0xff) + (c & 0xff)) >> 2;
            o[x] = (rr << 16) | (g << 8) | bl;
        }
        o[W - 1] = r[W - 1];
    }
}

__attribute__((noinline)) static void build_histogram(const uint32_t *in)
{
    memset(hist, 0, sizeof hist);
    for (size_t i = 0; i < (size_t)W * H; i++) {
        uint32_t p = in[i];
        unsigned l = (77 * ((p >> 16) & 0xff) + 150 * ((p >> 8) & 0xff) + 29 * (p & 0xff)) >> 8;
        hist[l]++;
    }
}

__attribute__((noinline)) static uint32_t checksum_frame(const uint32_t *in)
{
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < (size_t)W * H; i++) {
        a = (a + (in[i] & 0xffff)) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

int main(int argc, char **argv)
{
    unsigned frames = argc > 1 ? (unsigned)atoi(argv[1]) : 200;
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
    row_bytes = (argc > 2 ? (size_t)atoi(argv[2]) : W) * sizeof(uint32_t);
    if (row_bytes > ROW) row_bytes = ROW;
    frame_bytes = row_bytes * H;
    src = malloc(FRAME); out = malloc(FRAME);
    staging = malloc(frame_bytes);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint32_t acc = 0;
    for (unsigned n = 0; n < frames; n++) {
        render_frame(src, n);
        uint32_t *st = stage_frame(src);
        blur_rows(out, st);
        build_histogram(out);
        acc ^= checksum_frame(out) + hist[n & 255];
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("frames=%u acc=%08x realloc=%d time=%.3fs\n", frames, acc, REALLOC_STAGING,
           (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
