#include <stdlib.h>
#include "vidpipe.h"

yuv_frame_t yuv_alloc(int w, int h)
{
    yuv_frame_t f = { w, h, malloc((size_t)w * h), malloc((size_t)w * h / 4), malloc((size_t)w * h / 4) };
    return f;
}

static uint32_t seed = 0x1234567u;
static inline uint32_t rnd(void)
{
    seed = seed * 1664525u + 1013904223u;
    return seed >> 8;
}

/* "Decodes" frame n: a panning gradient with blocky texture and noise, as a
 * stand-in for the output of a real decoder's reconstruction loop. */
void decode_frame(yuv_frame_t *f, int n)
{
    for (int y = 0; y < f->h; y++) {
        uint8_t *row = f->y + (size_t)y * f->w;
        for (int x = 0; x < f->w; x++) {
            int block = (((x + n * 3) >> 4) ^ (y >> 4)) & 1;
            row[x] = (uint8_t)(((x + y + n * 5) & 0xff) / 2 + block * 60 + (rnd() & 7));
        }
    }
    for (int y = 0; y < f->h / 2; y++)
        for (int x = 0; x < f->w / 2; x++) {
            f->u[(size_t)y * (f->w / 2) + x] = (uint8_t)(128 + ((x - n) & 63) - 32);
            f->v[(size_t)y * (f->w / 2) + x] = (uint8_t)(128 + ((y + n) & 63) - 32);
        }
}
