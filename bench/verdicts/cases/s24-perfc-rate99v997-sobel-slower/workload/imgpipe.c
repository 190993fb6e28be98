/* imgpipe: grayscale image processing pipeline on synthetic frames.
 * Per frame: render_scene (procedural noise + shapes), gauss_blur (separable 5-tap),
 * sobel_edges, equalize_hist (histogram + CDF remap), threshold_label (binary threshold +
 * union-find connected components), rle_encode (run-length compression + checksum).
 * -DSLOW_SOBEL: sobel_edges computes the gradient magnitude with sqrt() in double
 * precision (rounded, clamped) per pixel instead of the integer |gx|+|gy| approximation. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <math.h>

#define W 1024
#define H 768

static uint32_t rng = 2463534242u;
static inline uint32_t xr(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

__attribute__((noinline)) void render_scene(uint8_t *img, int frame) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int v = ((x * 3 + frame * 7) ^ (y * 5)) & 127;
            v += (xr() & 31);
            img[y * W + x] = (uint8_t)v;
        }
    for (int k = 0; k < 40; k++) {           /* bright rectangles */
        int x0 = xr() % (W - 80), y0 = xr() % (H - 60), w = 10 + xr() % 70, h = 10 + xr() % 50;
        uint8_t c = 150 + xr() % 100;
        for (int y = y0; y < y0 + h; y++) memset(img + y * W + x0, c, w);
    }
}

__attribute__((noinline)) void gauss_blur(const uint8_t *in, uint8_t *out, uint16_t *tmp) {
    static const int k[5] = {1, 4, 6, 4, 1};
    for (int y = 0; y < H; y++)
        for (int x = 2; x < W - 2; x++) {
            int s = 0;
            for (int i = -2; i <= 2; i++) s += k[i + 2] * in[y * W + x + i];
            tmp[y * W + x] = (uint16_t)s;
        }
    for (int y = 2; y < H - 2; y++)
        for (int x = 2; x < W - 2; x++) {
            int s = 0;
            for (int i = -2; i <= 2; i++) s += k[i + 2] * tmp[(y + i) * W + x];
            out[y * W + x] = (uint8_t)(s >> 8);
        }
}

__attribute__((noinline)) void sobel_edges(const uint8_t *in, uint8_t *out) {
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            const uint8_t *p = in + y * W + x;
            int gx = -p[-W - 1] - 2 * p[-1] - p[W - 1] + p[-W + 1] + 2 * p[1] + p[W + 1];
            int gy = -p[-W - 1] - 2 * p[-W] - p[-W + 1] + p[W - 1] + 2 * p[W] + p[W + 1];
#ifdef SLOW_SOBEL
            double m = sqrt((double)gx * gx + (double)gy * gy) * 0.7071067811865476;
            if (m > 255.0) m = 255.0;
            out[y * W + x] = (uint8_t)(int)(m + 0.5);
#else
            int m = (abs(gx) + abs(gy)) >> 1;
            out[y * W + x] = (uint8_t)(m > 255 ? 255 : m);
#endif
        }
}

__attribute__((noinline)) void equalize_hist(uint8_t *img) {
    uint32_t hist[256] = {0}, cdf[256];
    uint8_t lut[256];
    for (int i = 0; i < W * H; i++) hist[img[i]]++;
    uint32_t acc = 0, cmin = 0;
    for (int i = 0; i < 256; i++) { acc += hist[i]; cdf[i] = acc; if (!cmin && acc) cmin = acc; }
    for (int i = 0; i < 256; i++)
        lut[i] = (uint8_t)(((uint64_t)(cdf[i] - cmin) * 255) / (W * H - cmin ? W * H - cmin : 1));
    for (int i = 0; i < W * H; i++) img[i] = lut[img[i]];
}

static int uf_find(int *par, int a) {
    while (par[a] != a) { par[a] = par[par[a]]; a = par[a]; }
    return a;
}

__attribute__((noinline)) int threshold_label(const uint8_t *img, int *lab, int *par, uint8_t thr) {
    int next = 1;
    par[0] = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int i = y * W + x;
            if (img[i] < thr) { lab[i] = 0; continue; }
            int up = y ? lab[i - W] : 0, left = x ? lab[i - 1] : 0;
            if (!up && !left) { lab[i] = next; par[next] = next; next++; }
            else if (up && left) {
                int a = uf_find(par, up), b = uf_find(par, left);
                if (a != b) par[a > b ? a : b] = a < b ? a : b;
                lab[i] = a < b ? a : b;
            } else lab[i] = up ? up : left;
        }
    int comps = 0;
    for (int l = 1; l < next; l++) if (uf_find(par, l) == l) comps++;
    return comps;
}

__attribute__((noinline)) uint64_t rle_encode(const uint8_t *img, uint8_t *out, size_t *outlen) {
    size_t o = 0;
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < W * H;) {
        uint8_t v = img[i];
        int r = 1;
        while (i + r < W * H && img[i + r] == v && r < 255) r++;
        out[o++] = (uint8_t)r; out[o++] = v;
        h = (h ^ (uint64_t)(r * 256 + v)) * 1099511628211ull;
        i += r;
    }
    *outlen = o;
    return h;
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 60;
    uint8_t *a = malloc(W * H), *b = malloc(W * H), *c = malloc(W * H), *rle = malloc(2 * W * H);
    uint16_t *tmp = calloc(W * H, 2);
    int *lab = malloc(W * H * sizeof(int)), *par = malloc(W * H * sizeof(int));
    uint64_t sum = 0; long comps = 0; size_t bytes = 0;
    memset(b, 0, W * H); memset(c, 0, W * H);
    for (int f = 0; f < frames; f++) {
        render_scene(a, f);
        gauss_blur(a, b, tmp);
        sobel_edges(b, c);
        equalize_hist(c);
        comps += threshold_label(c, lab, par, 200);
        size_t n; sum ^= rle_encode(b, rle, &n) + f; bytes += n;
    }
    printf("frames=%d components=%ld rle_bytes=%zu checksum=%016llx\n", frames, comps, bytes, (unsigned long long)sum);
    return 0;
}
