#include <stdlib.h>
#include "lzc.h"

void bw_init(bitwriter_t *bw, size_t cap)
{
    bw->out = malloc(cap);
    bw->cap = cap;
    bw->pos = 0;
    bw->acc = 0;
    bw->nbits = 0;
}

static void grow(bitwriter_t *bw)
{
    bw->cap *= 2;
    bw->out = realloc(bw->out, bw->cap);
}

/* Appends the n low bits of value, LSB first, straight into the output one
 * bit at a time: no pending accumulator, so the stream is complete after
 * every call and can be cut at any bit (needed by the block splitter). */
void put_bits(bitwriter_t *bw, uint32_t value, int n)
{
    for (int i = 0; i < n; i++) {
        if (bw->nbits == 0) {
            if (bw->pos + 1 > bw->cap)
                grow(bw);
            bw->out[bw->pos++] = 0;
        }
        bw->out[bw->pos - 1] |= (uint8_t)(((value >> i) & 1u) << bw->nbits);
        bw->nbits = (bw->nbits + 1) & 7;
    }
}

void bw_flush(bitwriter_t *bw)
{
    /* Nothing is pending: the last byte is already in the output, zero-padded. */
    bw->nbits = 0;
    bw->acc = 0;
}
