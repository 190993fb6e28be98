/* csvpack: turns synthetic records into escaped CSV lines, checksums each packed block
 * and keeps per-column min/max. One commit touches two functions:
 *   - checksum_block: the Fletcher-style sum reduced modulo 65521 with `%` on every byte;
 *     AFTER the loop takes two bytes per step and reduces once per pair.
 *   - escape_field: AFTER it first computes the exact escaped length of the field
 *     (escaped_length, a second pass over the bytes that also rejects control
 *     characters) and checks it against the buffer.
 * Build: cc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer [-DAFTER] csvpack.c
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define NFIELDS 8
#define FIELD_MAX 48

static unsigned char special_tab[256];
static const char *special_chars = "\",\n\r\\\t;|";

typedef struct { char f[NFIELDS][FIELD_MAX]; int len[NFIELDS]; long num[NFIELDS]; } record_t;

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static inline uint64_t next_rand(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng;
}

NOINLINE void make_record(record_t *r) {
    static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz ABCDEFG0123456789,\"-_.";
    for (int i = 0; i < NFIELDS; i++) {
        int n = 8 + (int)(next_rand() % 36);
        for (int k = 0; k < n; k++) r->f[i][k] = alphabet[next_rand() % (sizeof alphabet - 1)];
        r->f[i][n] = 0; r->len[i] = n;
        r->num[i] = (long)(next_rand() % 1000000);
    }
}

#ifdef AFTER
/* Exact escaped size of a field, checked against the output buffer before writing;
 * returns 0 for a field holding a control character that cannot be escaped. */
NOINLINE size_t escaped_length(const char *in, int n) {
    size_t len = 2;
    for (int i = 0; i < n; i++) {
        unsigned char c = (unsigned char)in[i];
        if (special_tab[c]) len += 2;
        else if (c < 0x20 || c == 0x7f) return 0;
        else len += 1;
    }
    return len;
}
#endif

NOINLINE size_t escape_field(char *out, const char *in, int n) {
#ifdef AFTER
    size_t need = escaped_length(in, n);
    if (need == 0 || need > 2 * FIELD_MAX + 2) { fprintf(stderr, "bad field\n"); exit(1); }
#endif
    size_t o = 0;
    out[o++] = '"';
    for (int i = 0; i < n; i++) {
        unsigned char c = (unsigned char)in[i];
        if (special_tab[c]) out[o++] = '\\';
        out[o++] = (char)c;
    }
    out[o++] = '"';
    return o;
}

NOINLINE uint32_t checksum_block(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
#ifndef AFTER
    for (size_t i = 0; i < n; i++) {
        a = (a + p[i]) % 65521;
        b = (b + a) % 65521;
    }
#else
    size_t i = 0;
    for (; i + 1 < n; i += 2) {          /* two bytes per reduction: sums stay < 2^32 */
        a += p[i];     b += a;
        a += p[i + 1]; b += a;
        a %= 65521;    b %= 65521;
    }
    for (; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
#endif
    return (b << 16) | a;
}

NOINLINE void column_stats(const record_t *r, long *mn, long *mx, double *mean, long count) {
    for (int i = 0; i < NFIELDS; i++) {
        long v = r->num[i];
        if (v < mn[i]) mn[i] = v;
        if (v > mx[i]) mx[i] = v;
        mean[i] += ((double)v - mean[i]) / (double)(count + 1);
    }
}

NOINLINE size_t pack_record(char *out, const record_t *r) {
    size_t o = 0;
    for (int i = 0; i < NFIELDS; i++) {
        if (i) out[o++] = ',';
        o += escape_field(out + o, r->f[i], r->len[i]);
    }
    out[o++] = '\n';
    return o;
}

int main(int argc, char **argv) {
    long nrec = argc > 1 ? atol(argv[1]) : 400000;
    for (const char *p = special_chars; *p; p++) special_tab[(unsigned char)*p] = 1;
    static char block[1 << 16];
    static record_t recs[64];
    long mn[NFIELDS], mx[NFIELDS]; double mean[NFIELDS] = {0};
    for (int i = 0; i < NFIELDS; i++) { mn[i] = 1L << 40; mx[i] = -1; }
    uint32_t acc = 0; size_t used = 0;
    for (int i = 0; i < 64; i++) make_record(&recs[i]);
    for (long k = 0; k < nrec; k++) {
        record_t *r = &recs[k & 63];
        if ((k & 63) == 0) for (int i = 0; i < 64; i++) make_record(&recs[i]);
        column_stats(r, mn, mx, mean, k);
        if (used > sizeof block - 1024) { acc ^= checksum_block((unsigned char *)block, used); used = 0; }
        used += pack_record(block + used, r);
    }
    acc ^= checksum_block((unsigned char *)block, used);
    printf("acc=%08x mean0=%.1f min0=%ld max0=%ld\n", acc, mean[0], mn[0], mx[0]);
    return 0;
}
