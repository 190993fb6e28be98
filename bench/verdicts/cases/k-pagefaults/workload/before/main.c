#include <stdio.h>
#include <stdlib.h>
#include "vidpipe.h"

#define W 1280
#define H 720

__attribute__((noinline)) static uint64_t process_frame(int n, yuv_frame_t *yuv, rgba_t *full, rgba_t *half,
                                                        staging_t *st)
{
    decode_frame(yuv, n);
    yuv_to_rgba(yuv, full);
    scale_half(full, half);
    stage_frame(st, full);
    return submit_upload(st, (size_t)full->w * full->h * 4);
}

__attribute__((noinline)) static uint64_t run_stream(int frames)
{
    yuv_frame_t yuv = yuv_alloc(W, H);
    rgba_t full = rgba_alloc(W, H), half = rgba_alloc(W / 2, H / 2);
    staging_t st;
    staging_init(&st, (size_t)W * H * 4);
    uint64_t acc = 0;
    for (int n = 0; n < frames; n++)
        acc = acc * 31 + process_frame(n, &yuv, &full, &half, &st);
    return acc;
}

int main(int argc, char **argv)
{
    int frames = argc > 1 ? atoi(argv[1]) : 100;
    printf("%d frames, checksum %016llx\n", frames, (unsigned long long)run_stream(frames));
    return 0;
}
