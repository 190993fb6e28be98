#include <stdio.h>
#include <stdlib.h>
#include "imgpipe.h"

#define METER_INTERVAL 1     /* auto-exposure metering on every frame (was every 10th) */

__attribute__((noinline)) static uint32_t run_stream(pipeline_t *p, int frames, int w, int h)
{
    image_t img = image_new(w, h);
    encoder_t enc = { 0 };
    uint32_t acc = 0;
    for (int f = 0; f < frames; f++) {
        synth_frame(&img, f);
        process_frame(p, &img, &enc);
        acc = acc * 31 + enc.crc + (uint32_t)enc.len;
    }
    return acc;
}

int main(int argc, char **argv)
{
    int frames = argc > 1 ? atoi(argv[1]) : 100;
    pipeline_t p = { 0 };
    p.meter_interval = METER_INTERVAL;
    build_tone_lut(p.tone_lut, 0.0);
    uint32_t acc = run_stream(&p, frames, 640, 480);
    printf("stream %08x exposure %.3f metered %llu tiles\n", acc, p.ae.exposure,
           (unsigned long long)p.ae.metered_tiles);
    return 0;
}
