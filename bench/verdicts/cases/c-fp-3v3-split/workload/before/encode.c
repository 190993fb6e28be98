#include <stdlib.h>
#include "imgpipe.h"

static uint32_t crc_tab[256];

static void crc_setup(void)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_tab[i] = c;
    }
}

static void reserve(encoder_t *e, int n)
{
    if (e->len + n > e->cap) {
        while (e->len + n > e->cap)
            e->cap = e->cap ? e->cap * 2 : 1 << 16;
        e->buf = realloc(e->buf, (size_t)e->cap);
    }
}

/* PNG-style "Sub" filter on a row, in place into out. */
static void filter_row(const uint8_t *row, uint8_t *out, int n)
{
    out[0] = row[0]; out[1] = row[1]; out[2] = row[2];
    for (int i = 3; i < n; i++)
        out[i] = (uint8_t)(row[i] - row[i - 3]);
}

/* Run-length coding of zero bytes, literal bytes otherwise. */
static void rle_row(encoder_t *e, const uint8_t *f, int n)
{
    int i = 0;
    reserve(e, n);
    uint8_t *out = e->buf;
    while (i < n) {
        if (f[i] == 0) {
            int run = 1;
            while (i + run < n && f[i + run] == 0 && run < 127)
                run++;
            out[e->len++] = (uint8_t)(0x80 | run);
            i += run;
        } else {
            out[e->len++] = f[i] & 0x7f;
            i++;
        }
    }
}

static uint32_t crc_update(uint32_t crc, const uint8_t *p, int n)
{
    for (int i = 0; i < n; i++)
        crc = crc_tab[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
    return crc;
}

void encode_frame(encoder_t *e, const image_t *img)
{
    static uint8_t *tmp;
    if (!crc_tab[1])
        crc_setup();
    if (!tmp)
        tmp = malloc((size_t)img->w * 3);
    e->len = 0;
    uint32_t crc = 0xffffffffu;
    for (int y = 0; y < img->h; y++) {
        const uint8_t *row = img->px + (size_t)y * img->w * 3;
        filter_row(row, tmp, img->w * 3);
        rle_row(e, tmp, img->w * 3);
    }
    crc = crc_update(crc, e->buf, e->len);
    e->crc = ~crc;
}
