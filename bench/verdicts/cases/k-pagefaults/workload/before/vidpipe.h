/* vidpipe: a video processing loop: decode a (synthetic) YUV 4:2:0 frame,
 * convert to RGBA, downscale, stage the result in an upload buffer and
 * hand it to a (simulated) encoder/uploader that checksums it. */
#ifndef VIDPIPE_H
#define VIDPIPE_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    int w, h;
    uint8_t *y, *u, *v;
} yuv_frame_t;

typedef struct {
    int w, h, stride;       /* stride in bytes */
    uint8_t *px;            /* RGBA */
} rgba_t;

typedef struct {
    uint8_t *base;
    size_t size;
    int frames;
} staging_t;

/* decode.c */
yuv_frame_t yuv_alloc(int w, int h);
void decode_frame(yuv_frame_t *f, int n);

/* convert.c */
rgba_t rgba_alloc(int w, int h);
void yuv_to_rgba(const yuv_frame_t *f, rgba_t *out);
void scale_half(const rgba_t *in, rgba_t *out);

/* staging.c */
void staging_init(staging_t *s, size_t size);
void stage_frame(staging_t *s, const rgba_t *img);
void blit_copy(void *dst, const void *src, size_t n);

/* upload.c */
uint64_t submit_upload(const staging_t *s, size_t bytes);

#endif
