/* Tiny image pipeline: generate a grayscale frame, box-blur it, darken it,
 * and build a histogram. Repeats for a fixed number of frames. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Pipeline stages are kept out-of-line so each shows up as its own frame. */
#define STAGE __attribute__((noinline))

#define W 1024
#define H 768

static uint8_t src[H][W], tmp[H][W], dst[H][W];
static volatile int g_num = 3, g_den = 4;   /* exposure factor 3/4 */

STAGE void generate_frame(int frame) {
    uint32_t s = 2463534242u + frame;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            s ^= s << 13; s ^= s >> 17; s ^= s << 5;
            src[y][x] = (uint8_t)((x + y + frame) ^ (s & 0x3f));
        }
}

STAGE void box_blur(void) {
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            int sum = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                    sum += src[y + dy][x + dx];
            tmp[y][x] = (uint8_t)(sum / 9);
        }
}

/* Scale one pixel by num/den with rounding and clamp to 0..255. */
__attribute__((noinline)) static uint8_t scale_pixel(int v, int num, int den) {
    int r = (v * num + den / 2) / den;
    if (r < 0) r = 0;
    if (r > 255) r = 255;
    return (uint8_t)r;
}

STAGE void apply_exposure(void) {
    int num = g_num, den = g_den;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            dst[y][x] = scale_pixel(tmp[y][x], num, den);
}

STAGE uint64_t histogram(void) {
    uint32_t hist[256] = {0};
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            hist[dst[y][x]]++;
    uint64_t h = 0;
    for (int i = 0; i < 256; i++) h = h * 31 + hist[i];
    return h;
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 200;
    uint64_t acc = 0;
    for (int f = 0; f < frames; f++) {
        generate_frame(f);
        box_blur();
        apply_exposure();
        acc ^= histogram();
    }
    printf("frames=%d checksum=%016llx\n", frames, (unsigned long long)acc);
    return 0;
}
