#include "lzc.h"

static void write_code_lengths(bitwriter_t *bw, const huffcode_t *hc, int nsym)
{
    /* 4 bits per length, zero runs as 0 + 6-bit count. */
    for (int s = 0; s < nsym;) {
        if (hc->len[s] == 0) {
            int run = 1;
            while (s + run < nsym && hc->len[s + run] == 0 && run < 63) run++;
            put_bits(bw, 0, 4);
            put_bits(bw, (uint32_t)run, 6);
            s += run;
        } else {
            put_bits(bw, hc->len[s], 4);
            s++;
        }
    }
}

static void write_symbols(bitwriter_t *bw, const token_t *t, int n,
                          const huffcode_t *lit, const huffcode_t *dst)
{
    for (int i = 0; i < n; i++) {
        if (t[i].dist == 0) {
            put_bits(bw, lit->code[t[i].litlen], lit->len[t[i].litlen]);
        } else {
            int eb, ev;
            int lc = length_code(t[i].len, &eb, &ev);
            put_bits(bw, lit->code[lc], lit->len[lc]);
            if (eb) put_bits(bw, (uint32_t)ev, eb);
            int dc = dist_code(t[i].dist, &eb, &ev);
            put_bits(bw, dst->code[dc], dst->len[dc]);
            if (eb) put_bits(bw, (uint32_t)ev, eb);
        }
    }
    put_bits(bw, lit->code[256], lit->len[256]);
}

void encode_block(bitwriter_t *bw, const token_t *t, int n, int last)
{
    uint32_t litfreq[NUM_LITLEN], distfreq[NUM_LITLEN];
    huffcode_t lit, dst;
    count_frequencies(t, n, litfreq, distfreq);
    for (int i = NUM_DIST; i < NUM_LITLEN; i++) distfreq[i] = 0;
    build_code(litfreq, NUM_LITLEN, &lit);
    build_code(distfreq, NUM_DIST, &dst);
    put_bits(bw, (uint32_t)last, 1);
    put_bits(bw, 2, 2);
    write_code_lengths(bw, &lit, NUM_LITLEN);
    write_code_lengths(bw, &dst, NUM_DIST);
    write_symbols(bw, t, n, &lit, &dst);
}
