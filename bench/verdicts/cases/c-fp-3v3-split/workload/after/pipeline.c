#include <stdlib.h>
#include "imgpipe.h"

static void filter_tiles(pipeline_t *p, image_t *img, const tile_t *tiles, int n)
{
    for (int i = 0; i < n; i++) {
        denoise_tile(img, &p->scratch, &tiles[i]);
    }
    for (int i = 0; i < n; i++) {
        sharpen_tile(img, &p->scratch, &tiles[i]);
        tone_map_tile(img, &tiles[i], p->tone_lut);
    }
}

void process_frame(pipeline_t *p, image_t *img, encoder_t *enc)
{
    static tile_t tiles[4096];
    int n = tiles_of(img, tiles, 4096);
    if (!p->scratch.px)
        p->scratch = image_new(img->w, img->h);
    filter_tiles(p, img, tiles, n);
    if (p->frame % p->meter_interval == 0) {
        update_exposure_stats(p, img, tiles, n);
        build_tone_lut(p->tone_lut, p->ae.exposure);
    }
    encode_frame(enc, img);
    p->frame++;
}
