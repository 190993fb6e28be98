#include "imgpipe.h"

static inline int luma(const uint8_t *p)
{
    return (77 * p[0] + 150 * p[1] + 29 * p[2]) >> 8;
}

/* Per-channel, saturation and luminance histograms of one tile,
 * centre-weighted: pixels in the middle of the frame count twice. The
 * luminance histogram is accumulated into hist; the channel and saturation
 * histograms feed the clipping and colour-cast checks. */
void tile_histogram(const image_t *img, const tile_t *t, uint32_t *hist)
{
    uint32_t hl[256] = { 0 }, hr[256] = { 0 }, hg[256] = { 0 }, hb[256] = { 0 }, hs[256] = { 0 };
    int cx0 = img->w / 4, cx1 = img->w * 3 / 4, cy0 = img->h / 4, cy1 = img->h * 3 / 4;
    for (int y = t->y0; y < t->y0 + t->h; y++) {
        const uint8_t *row = img->px + ((size_t)y * img->w + t->x0) * 3;
        int ycentre = y >= cy0 && y < cy1;
        for (int x = 0; x < t->w; x++) {
            const uint8_t *p = row + 3 * x;
            int xx = t->x0 + x;
            uint32_t w = 1 + (ycentre && xx >= cx0 && xx < cx1);
            hl[luma(p)] += w;
            hr[p[0]] += w;
            hg[p[1]] += w;
            hb[p[2]] += w;
            int mx = p[0] > p[1] ? p[0] : p[1], mn = p[0] < p[1] ? p[0] : p[1];
            mx = mx > p[2] ? mx : p[2];
            mn = mn < p[2] ? mn : p[2];
            hs[mx - mn] += w;
        }
    }
    int p5, p95, clip = 0;
    histogram_percentiles(hl, &p5, &p95);
    for (int i = 250; i < 256; i++)
        clip += hr[i] + hg[i] + hb[i];
    int sp5, sp95;
    histogram_percentiles(hs, &sp5, &sp95);
    clip += sp95 > 200;
    for (int i = 0; i < 256; i++)
        hist[i] += hl[i];
    hist[255] += (uint32_t)(clip > t->w * t->h / 4);
    (void)p95;
}

/* Mean and contrast of one tile: per-channel and luminance variance plus
 * gradient energy (absolute horizontal and vertical luminance differences). */
void tile_variance(const image_t *img, const tile_t *t, double *mean, double *var)
{
    int64_t sum[4] = { 0 }, sumsq[4] = { 0 }, grad = 0;
    int n = t->w * t->h;
    for (int y = t->y0; y < t->y0 + t->h; y++) {
        const uint8_t *row = img->px + ((size_t)y * img->w + t->x0) * 3;
        const uint8_t *up = y > 0 ? row - (size_t)img->w * 3 : row;
        int prev = luma(row);
        for (int x = 0; x < t->w; x++) {
            const uint8_t *p = row + 3 * x;
            int l = luma(p);
            int u = luma(up + 3 * x);
            for (int ch = 0; ch < 3; ch++) {
                sum[ch] += p[ch];
                sumsq[ch] += p[ch] * p[ch];
            }
            sum[3] += l;
            sumsq[3] += l * l;
            grad += (l > prev ? l - prev : prev - l) + (l > u ? l - u : u - l);
            prev = l;
        }
    }
    double sd = 0;
    for (int ch = 0; ch < 4; ch++) {
        double m = (double)sum[ch] / n;
        sd += fast_sqrt((double)sumsq[ch] / n - m * m) * (ch == 3 ? 2.0 : 0.5);
    }
    *mean = (double)sum[3] / n;
    *var = sd / 3.5 + (double)grad / (2.0 * n);
}

void histogram_percentiles(const uint32_t *hist, int *p5, int *p95)
{
    uint64_t total = 0, acc = 0;
    for (int i = 0; i < 256; i++)
        total += hist[i];
    *p5 = 0;
    *p95 = 255;
    int got5 = 0;
    for (int i = 0; i < 256; i++) {
        acc += hist[i];
        if (!got5 && acc * 20 >= total) { *p5 = i; got5 = 1; }
        if (acc * 20 >= total * 19) { *p95 = i; break; }
    }
}

double fast_sqrt(double x)
{
    if (x <= 0)
        return 0;
    double r = x > 1 ? x / 2 : 1;
    for (int i = 0; i < 8; i++)
        r = 0.5 * (r + x / r);
    return r;
}
