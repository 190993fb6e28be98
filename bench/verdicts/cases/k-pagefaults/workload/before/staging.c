#include <sys/mman.h>
#include <stdlib.h>
#include "vidpipe.h"

void staging_init(staging_t *s, size_t size)
{
    s->size = size;
    s->base = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (s->base == MAP_FAILED)
        abort();
    s->frames = 0;
}

/* memcpy-like copy, 8 bytes at a time. */
void blit_copy(void *dst, const void *src, size_t n)
{
    uint64_t *d = dst;
    const uint64_t *sp = src;
    size_t words = n / 8;
    for (size_t i = 0; i < words; i++)
        d[i] = sp[i];
    uint8_t *db = (uint8_t *)dst + words * 8;
    const uint8_t *sb = (const uint8_t *)src + words * 8;
    for (size_t i = 0; i < n % 8; i++)
        db[i] = sb[i];
}

/* Copies the frame into the upload buffer row by row (the upload buffer is
 * tightly packed, the frame may have a padded stride). */
void stage_frame(staging_t *s, const rgba_t *img)
{
    size_t off = 0, row = (size_t)img->w * 4;
    for (int y = 0; y < img->h && off + row <= s->size; y++) {
        blit_copy(s->base + off, img->px + (size_t)y * img->stride, row);
        off += row;
    }
    s->frames++;
}
