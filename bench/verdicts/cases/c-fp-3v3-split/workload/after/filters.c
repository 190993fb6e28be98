#include <math.h>
#include "imgpipe.h"

static inline int clamp255(int v) { return v < 0 ? 0 : v > 255 ? 255 : v; }

static inline const uint8_t *pix(const image_t *img, int x, int y)
{
    if (x < 0) x = 0;
    if (y < 0) y = 0;
    if (x >= img->w) x = img->w - 1;
    if (y >= img->h) y = img->h - 1;
    return img->px + ((size_t)y * img->w + x) * 3;
}

/* 3x3 binomial blur into dst. */
static void denoise_interior(const image_t *src, image_t *dst, const tile_t *t)
{
    int stride = src->w * 3;
    for (int y = t->y0; y < t->y0 + t->h; y++) {
        const uint8_t *u = src->px + (size_t)(y - 1) * stride + (size_t)t->x0 * 3;
        const uint8_t *c = u + stride, *d = c + stride;
        uint8_t *o = dst->px + (size_t)y * stride + (size_t)t->x0 * 3;
        for (int i = 0; i < t->w * 3; i++) {
            int acc = u[i - 3] + 2 * u[i] + u[i + 3]
                    + 2 * c[i - 3] + 4 * c[i] + 2 * c[i + 3]
                    + d[i - 3] + 2 * d[i] + d[i + 3];
            o[i] = (uint8_t)(acc >> 4);
        }
    }
}

void denoise_tile(const image_t *src, image_t *dst, const tile_t *t)
{
    static const int k[3][3] = { { 1, 2, 1 }, { 2, 4, 2 }, { 1, 2, 1 } };
    if (t->x0 > 0 && t->y0 > 0 && t->x0 + t->w < src->w && t->y0 + t->h < src->h) {
        denoise_interior(src, dst, t);
        return;
    }
    for (int y = t->y0; y < t->y0 + t->h; y++)
        for (int x = t->x0; x < t->x0 + t->w; x++) {
            int acc[3] = { 0, 0, 0 };
            for (int j = -1; j <= 1; j++)
                for (int i = -1; i <= 1; i++) {
                    const uint8_t *p = pix(src, x + i, y + j);
                    int w = k[j + 1][i + 1];
                    acc[0] += w * p[0];
                    acc[1] += w * p[1];
                    acc[2] += w * p[2];
                }
            uint8_t *d = dst->px + ((size_t)y * dst->w + x) * 3;
            d[0] = (uint8_t)(acc[0] >> 4);
            d[1] = (uint8_t)(acc[1] >> 4);
            d[2] = (uint8_t)(acc[2] >> 4);
        }
}

/* Unsharp mask: img = blurred + 1.5 * (blurred - blur(blurred)) approximated
 * with the 4-neighbourhood. */
void sharpen_tile(image_t *img, const image_t *blurred, const tile_t *t)
{
    for (int y = t->y0; y < t->y0 + t->h; y++)
        for (int x = t->x0; x < t->x0 + t->w; x++) {
            const uint8_t *c = pix(blurred, x, y);
            const uint8_t *l = pix(blurred, x - 1, y), *r = pix(blurred, x + 1, y);
            const uint8_t *u = pix(blurred, x, y - 1), *d = pix(blurred, x, y + 1);
            uint8_t *o = img->px + ((size_t)y * img->w + x) * 3;
            for (int ch = 0; ch < 3; ch++) {
                int lap = 4 * c[ch] - l[ch] - r[ch] - u[ch] - d[ch];
                o[ch] = (uint8_t)clamp255(c[ch] + (3 * lap) / 8);
            }
        }
}

void tone_map_tile(image_t *img, const tile_t *t, const uint8_t *lut)
{
    for (int y = t->y0; y < t->y0 + t->h; y++) {
        uint8_t *row = img->px + ((size_t)y * img->w + t->x0) * 3;
        for (int i = 0; i < t->w * 3; i++)
            row[i] = lut[row[i]];
    }
}

void build_tone_lut(uint8_t *lut, double exposure)
{
    double gain = pow(2.0, exposure);
    for (int i = 0; i < 256; i++) {
        double v = i / 255.0 * gain;
        v = v / (1.0 + v * 0.25);          /* soft shoulder */
        v = pow(v, 1.0 / 2.2) * 255.0;
        lut[i] = (uint8_t)clamp255((int)(v + 0.5));
    }
}
