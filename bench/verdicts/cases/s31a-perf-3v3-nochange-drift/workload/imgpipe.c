/* imgpipe: a small image pipeline on synthetic 512x512 grayscale frames:
 * render -> 3x3 box blur -> sobel edges -> histogram -> run-length encode. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W 512
#define H 512
#define NOINLINE __attribute__((noinline))

static NOINLINE void render(uint8_t *img, int frame)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y * W + x] = (uint8_t)(((x + frame) ^ (y * 3)) + ((x * y) >> 7));
}

static NOINLINE void box_blur(const uint8_t *in, uint8_t *out)
{
    memcpy(out, in, W * H);
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            int s = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                    s += in[(y + dy) * W + x + dx];
            out[y * W + x] = (uint8_t)(s / 9);
        }
}

static NOINLINE void sobel(const uint8_t *in, uint8_t *out)
{
    memset(out, 0, W * H);
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            const uint8_t *p = in + y * W + x;
            int gx = -p[-W - 1] - 2 * p[-1] - p[W - 1] + p[-W + 1] + 2 * p[1] + p[W + 1];
            int gy = -p[-W - 1] - 2 * p[-W] - p[-W + 1] + p[W - 1] + 2 * p[W] + p[W + 1];
            int m = abs(gx) + abs(gy);
            out[y * W + x] = (uint8_t)(m > 255 ? 255 : m);
        }
}

static NOINLINE void histogram(const uint8_t *img, uint32_t *hist)
{
    memset(hist, 0, 256 * sizeof *hist);
    for (int i = 0; i < W * H; i++)
        hist[img[i]]++;
}

static NOINLINE size_t rle_encode(const uint8_t *img, uint8_t *out)
{
    size_t o = 0;
    for (int i = 0; i < W * H;) {
        int j = i;
        while (j < W * H && img[j] == img[i] && j - i < 255) j++;
        out[o++] = (uint8_t)(j - i);
        out[o++] = img[i];
        i = j;
    }
    return o;
}

static NOINLINE uint64_t process_frame(int frame, uint8_t *a, uint8_t *b, uint8_t *rle, uint32_t *hist)
{
    render(a, frame);
    box_blur(a, b);
    sobel(b, a);
    histogram(a, hist);
    size_t n = rle_encode(a, rle);
    uint64_t h = n;
    for (int i = 0; i < 256; i++) h = h * 131 + hist[i];
    return h;
}

int main(int argc, char **argv)
{
    int frames = argc > 1 ? atoi(argv[1]) : 1200;
    uint8_t *a = malloc(W * H), *b = malloc(W * H), *rle = malloc(2 * W * H);
    uint32_t hist[256];
    uint64_t sum = 0;
    for (int f = 0; f < frames; f++)
        sum ^= process_frame(f, a, b, rle, hist);
    printf("frames=%d sum=%016llx\n", frames, (unsigned long long)sum);
    return 0;
}
