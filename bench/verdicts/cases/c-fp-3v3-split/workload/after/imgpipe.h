/* imgpipe: a small camera-style image pipeline: synthesize a raw frame,
 * demosaic-free RGB filtering per tile (denoise, sharpen, tone curve),
 * auto-exposure metering, and a lossless encoder for the output stream. */
#ifndef IMGPIPE_H
#define IMGPIPE_H
#include <stddef.h>
#include <stdint.h>

#define TILE 32

typedef struct {
    int w, h;
    uint8_t *px;        /* RGB, 3 bytes per pixel */
} image_t;

typedef struct {
    int x0, y0, w, h;
} tile_t;

typedef struct {
    double exposure;    /* current exposure compensation (EV) */
    double mean_luma;
    double contrast;
    int p5, p95;
    uint64_t metered_tiles;
} exposure_t;

typedef struct {
    int frame;
    int meter_interval;     /* meter exposure every N frames */
    uint8_t tone_lut[256];
    exposure_t ae;
    image_t scratch;
} pipeline_t;

typedef struct {
    uint8_t *buf;
    int len, cap;
    uint32_t crc;
} encoder_t;

/* image.c */
image_t image_new(int w, int h);
void synth_frame(image_t *img, int frame);
int tiles_of(const image_t *img, tile_t *out, int max);

/* filters.c */
void denoise_tile(const image_t *src, image_t *dst, const tile_t *t);
void sharpen_tile(image_t *img, const image_t *blurred, const tile_t *t);
void tone_map_tile(image_t *img, const tile_t *t, const uint8_t *lut);
void build_tone_lut(uint8_t *lut, double exposure);

/* stats.c */
void tile_histogram(const image_t *img, const tile_t *t, uint32_t *hist);
void tile_variance(const image_t *img, const tile_t *t, double *mean, double *var);
void histogram_percentiles(const uint32_t *hist, int *p5, int *p95);
double fast_sqrt(double x);

/* exposure.c */
void update_exposure_stats(pipeline_t *p, const image_t *img, const tile_t *tiles, int n);

/* encode.c */
void encode_frame(encoder_t *e, const image_t *img);

/* pipeline.c */
void process_frame(pipeline_t *p, image_t *img, encoder_t *enc);

#endif
