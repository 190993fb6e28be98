/* encoder.c: encodes batches of telemetry samples into a compact framed format.
 *
 * Per batch: gen_samples() synthesises input, encode_batch() (the driver) runs three
 * helpers on every sample -- normalize_sample(), delta_code() and pack_varints() --
 * then frame_checksum() and rle_scan() post-process the output buffer.
 *
 * TWO_PASS (the "after" build): encode_batch() first runs the trio over each sample to
 * learn its encoded size, then runs the trio again to write it ("size pass + write pass").
 * Output bytes are identical. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NFIELDS 12

typedef struct { int64_t v[NFIELDS]; uint32_t ts; uint16_t kind; } sample_t;
typedef struct { int64_t v[NFIELDS]; } norm_t;

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next_rand(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng;
}

__attribute__((noinline)) static void gen_samples(sample_t *s, int n, uint32_t t0) {
    for (int i = 0; i < n; i++) {
        s[i].ts = t0 + (uint32_t)i * 10u + (uint32_t)(next_rand() & 3);
        s[i].kind = (uint16_t)(next_rand() % 5);
        for (int f = 0; f < NFIELDS; f++)
            s[i].v[f] = (int64_t)(next_rand() % 200000) - 100000 + f * 1000;
    }
}

/* scale each field by its calibration factor and clamp */
__attribute__((noinline)) static void normalize_sample(const sample_t *in, norm_t *out) {
    static const int32_t scale[NFIELDS] = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41};
    for (int f = 0; f < NFIELDS; f++) {
        int64_t x = in->v[f] * scale[f];
        for (int r = 0; r < 6; r++)            /* fixed-point smoothing rounds */
            x = (x * 7 + (in->v[(f + r) % NFIELDS] << 2)) / 8;
        if (x > 5000000) x = 5000000;
        if (x < -5000000) x = -5000000;
        out->v[f] = x;
    }
}

/* delta against the previous normalized sample, zig-zag encoded */
__attribute__((noinline)) static void delta_code(const norm_t *cur, const norm_t *prev, uint64_t *zz) {
    for (int f = 0; f < NFIELDS; f++) {
        int64_t d = cur->v[f] - prev->v[f];
        for (int r = 0; r < 4; r++)             /* second-order predictor refinement */
            d = d - (d >> 5) + ((prev->v[(f + r) % NFIELDS] & 15) - 7);
        zz[f] = ((uint64_t)d << 1) ^ (uint64_t)(d >> 63);
    }
}

/* LEB128-style varints; returns bytes written (or needed, if out == NULL) */
__attribute__((noinline)) static size_t pack_varints(const uint64_t *zz, uint32_t ts, uint8_t *out) {
    size_t n = 0;
    uint64_t vals[NFIELDS + 1];
    vals[0] = ts;
    memcpy(vals + 1, zz, sizeof(uint64_t) * NFIELDS);
    for (int f = 0; f < NFIELDS + 1; f++) {
        uint64_t x = vals[f];
        do {
            uint8_t b = x & 0x7f; x >>= 7;
            if (x) b |= 0x80;
            if (out) out[n] = b;
            n++;
        } while (x);
    }
    return n;
}

__attribute__((noinline)) static size_t encode_batch(const sample_t *s, int n, uint8_t *out) {
    norm_t prev, cur;
    uint64_t zz[NFIELDS];
    size_t pos = 0;
    memset(&prev, 0, sizeof prev);
    for (int i = 0; i < n; i++) {
#ifdef TWO_PASS
        /* size pass: run the full pipeline to learn the record length */
        normalize_sample(&s[i], &cur);
        delta_code(&cur, &prev, zz);
        size_t need = pack_varints(zz, s[i].ts, NULL);
        out[pos++] = (uint8_t)need;
#endif
        normalize_sample(&s[i], &cur);
        delta_code(&cur, &prev, zz);
#ifdef TWO_PASS
        pos += pack_varints(zz, s[i].ts, out + pos);
#else
        size_t len = pack_varints(zz, s[i].ts, out + pos + 1);
        out[pos] = (uint8_t)len;
        pos += len + 1;
#endif
        prev = cur;
    }
    return pos;
}

__attribute__((noinline)) static uint32_t frame_checksum(const uint8_t *b, size_t n) {
    uint32_t a = 1, c = 0;
    for (int round = 0; round < 3; round++)
        for (size_t i = 0; i < n; i++) { a = (a + b[i] + round) % 65521; c = (c + a) % 65521; }
    return (c << 16) | a;
}

__attribute__((noinline)) static size_t rle_scan(const uint8_t *b, size_t n) {
    size_t runs = 0;
    for (size_t i = 1; i < n; i++) {
        int same = 0;
        for (size_t k = 0; k < 8 && i + k < n; k++) same += (b[i + k] == b[i - 1]);
        runs += (same > 2);
    }
    return runs;
}

int main(int argc, char **argv) {
    int batches = argc > 1 ? atoi(argv[1]) : 400;
    int per = argc > 2 ? atoi(argv[2]) : 4000;
    sample_t *s = malloc(sizeof(sample_t) * per);
    uint8_t *out = malloc((size_t)per * (NFIELDS + 1) * 10 + per);
    uint64_t acc = 0;
    for (int b = 0; b < batches; b++) {
        gen_samples(s, per, (uint32_t)b * 100000u);
        size_t len = encode_batch(s, per, out);
        acc = acc * 31 + frame_checksum(out, len);
        acc ^= rle_scan(out, len) + len;
    }
    printf("acc=%016llx\n", (unsigned long long)acc);
    free(s); free(out);
    return 0;
}
