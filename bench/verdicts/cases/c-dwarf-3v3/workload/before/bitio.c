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

/* Appends the n low bits of value, LSB first, through a 64-bit accumulator
 * that is drained a byte at a time. */
void put_bits(bitwriter_t *bw, uint32_t value, int n)
{
    bw->acc |= (uint64_t)(value & ((1u << n) - 1)) << bw->nbits;
    bw->nbits += n;
    if (bw->nbits >= 32) {
        if (bw->pos + 8 > bw->cap)
            grow(bw);
        while (bw->nbits >= 8) {
            bw->out[bw->pos++] = (uint8_t)bw->acc;
            bw->acc >>= 8;
            bw->nbits -= 8;
        }
    }
}

void bw_flush(bitwriter_t *bw)
{
    while (bw->nbits > 0) {
        if (bw->pos + 1 > bw->cap)
            grow(bw);
        bw->out[bw->pos++] = (uint8_t)bw->acc;
        bw->acc >>= 8;
        bw->nbits = bw->nbits > 8 ? bw->nbits - 8 : 0;
    }
}
