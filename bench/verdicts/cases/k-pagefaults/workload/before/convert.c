#include <stdlib.h>
#include "vidpipe.h"

rgba_t rgba_alloc(int w, int h)
{
    rgba_t r = { w, h, w * 4, malloc((size_t)w * h * 4) };
    return r;
}

static inline uint8_t clamp8(int v) { return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v); }

/* BT.601 limited range, fixed point. */
void yuv_to_rgba(const yuv_frame_t *f, rgba_t *out)
{
    for (int y = 0; y < f->h; y++) {
        const uint8_t *yr = f->y + (size_t)y * f->w;
        const uint8_t *ur = f->u + (size_t)(y / 2) * (f->w / 2);
        const uint8_t *vr = f->v + (size_t)(y / 2) * (f->w / 2);
        uint8_t *o = out->px + (size_t)y * out->stride;
        for (int x = 0; x < f->w; x++) {
            int c = 298 * (yr[x] - 16), d = ur[x / 2] - 128, e = vr[x / 2] - 128;
            o[4 * x] = clamp8((c + 409 * e + 128) >> 8);
            o[4 * x + 1] = clamp8((c - 100 * d - 208 * e + 128) >> 8);
            o[4 * x + 2] = clamp8((c + 516 * d + 128) >> 8);
            o[4 * x + 3] = 255;
        }
    }
}

/* 2x2 box downscale. */
void scale_half(const rgba_t *in, rgba_t *out)
{
    for (int y = 0; y < out->h; y++) {
        const uint8_t *a = in->px + (size_t)(2 * y) * in->stride;
        const uint8_t *b = a + in->stride;
        uint8_t *o = out->px + (size_t)y * out->stride;
        for (int x = 0; x < out->w; x++)
            for (int ch = 0; ch < 4; ch++)
                o[4 * x + ch] = (uint8_t)((a[8 * x + ch] + a[8 * x + 4 + ch] + b[8 * x + ch] + b[8 * x + 4 + ch] + 2) >> 2);
    }
}
