#include "imgpipe.h"

/* Auto-exposure metering: luminance histogram and contrast over all tiles,
 * then a damped step of the exposure compensation towards mid-grey. */
void update_exposure_stats(pipeline_t *p, const image_t *img, const tile_t *tiles, int n)
{
    uint32_t hist[256] = { 0 };
    double mean_sum = 0, contrast_sum = 0;
    for (int i = 0; i < n; i++) {
        double m, sd;
        tile_histogram(img, &tiles[i], hist);
        tile_variance(img, &tiles[i], &m, &sd);
        mean_sum += m;
        contrast_sum += sd;
    }
    histogram_percentiles(hist, &p->ae.p5, &p->ae.p95);
    p->ae.mean_luma = mean_sum / n;
    p->ae.contrast = contrast_sum / n;
    p->ae.metered_tiles += (uint64_t)n;
    double err = (118.0 - p->ae.mean_luma) / 118.0;
    p->ae.exposure += 0.1 * err;
    if (p->ae.exposure > 2) p->ae.exposure = 2;
    if (p->ae.exposure < -2) p->ae.exposure = -2;
}
