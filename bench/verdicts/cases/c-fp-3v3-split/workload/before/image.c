#include <stdlib.h>
#include "imgpipe.h"

image_t image_new(int w, int h)
{
    image_t img = { w, h, malloc((size_t)w * h * 3) };
    return img;
}

static uint32_t noise_state = 2463534242u;
static inline uint32_t noise(void)
{
    noise_state ^= noise_state << 13;
    noise_state ^= noise_state >> 17;
    noise_state ^= noise_state << 5;
    return noise_state;
}

/* A moving scene: two gradients, a bright disc that travels, sensor noise. */
void synth_frame(image_t *img, int frame)
{
    int cx = (frame * 7) % img->w, cy = img->h / 2;
    for (int y = 0; y < img->h; y++) {
        uint8_t *row = img->px + (size_t)y * img->w * 3;
        for (int x = 0; x < img->w; x++) {
            int dx = x - cx, dy = y - cy;
            int disc = dx * dx + dy * dy < 60 * 60 ? 90 : 0;
            uint32_t n = noise();
            int r = (x * 255 / img->w) / 2 + disc + (int)(n & 15);
            int g = (y * 255 / img->h) / 2 + disc + (int)((n >> 4) & 15);
            int b = ((x + y + frame) & 255) / 3 + disc + (int)((n >> 8) & 15);
            row[3 * x] = (uint8_t)(r > 255 ? 255 : r);
            row[3 * x + 1] = (uint8_t)(g > 255 ? 255 : g);
            row[3 * x + 2] = (uint8_t)(b > 255 ? 255 : b);
        }
    }
}

int tiles_of(const image_t *img, tile_t *out, int max)
{
    int n = 0;
    for (int y = 0; y < img->h; y += TILE)
        for (int x = 0; x < img->w && n < max; x += TILE) {
            out[n].x0 = x;
            out[n].y0 = y;
            out[n].w = x + TILE <= img->w ? TILE : img->w - x;
            out[n].h = y + TILE <= img->h ? TILE : img->h - y;
            n++;
        }
    return n;
}
