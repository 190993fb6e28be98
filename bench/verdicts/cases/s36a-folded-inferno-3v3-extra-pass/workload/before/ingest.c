/* ingest.c - toy telemetry ingest loop: parse text records, hash keys,
 * sort values, normalise samples, checksum the batch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

#define NREC 4096
#define NSAMP 32768

#define NOINLINE __attribute__((noinline))

static char text[NREC * 32];
static size_t text_len;
static long fields[NREC * 3];
static double values[NREC];
static float samples[NSAMP];
static float scaled[NSAMP];
#define NBINS 64
static unsigned hist[NBINS];

static uint64_t rng = 88172645463325252ULL;
static uint64_t next_rand(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return rng;
}

static void gen_input(void) {
    char *p = text;
    for (int i = 0; i < NREC; i++) {
        p += sprintf(p, "k%05u,%u,%u\n", (unsigned)(next_rand() % 50000),
                     (unsigned)(next_rand() % 100000), (unsigned)(next_rand() % 1000));
    }
    text_len = (size_t)(p - text);
    for (int i = 0; i < NSAMP; i++)
        samples[i] = (float)(next_rand() % 100000) / 100.0f;
}

NOINLINE static size_t parse_fields(const char *s, size_t len, long *out) {
    size_t n = 0;
    long cur = 0;
    int have = 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (c >= '0' && c <= '9') { cur = cur * 10 + (c - '0'); have = 1; }
        else if (c == ',' || c == '\n') { if (have) out[n++] = cur; cur = 0; have = 0; }
    }
    return n;
}

NOINLINE static uint64_t hash_keys(const char *s, size_t len) {
    uint64_t acc = 0, h = 1469598103934665603ULL;
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '\n') { acc ^= h; h = 1469598103934665603ULL; continue; }
        h ^= (unsigned char)s[i];
        h *= 1099511628211ULL;
    }
    return acc;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

NOINLINE static void sort_values(const long *f, size_t nf, double *v) {
    size_t n = nf / 3 / 4;  /* only the newest quarter is ranked */
    for (size_t i = 0; i < n; i++) v[i] = (double)f[3 * i + 1] * 0.5 + (double)f[3 * i + 2];
    qsort(v, n, sizeof(double), cmp_double);
}

NOINLINE static void scale_samples(const float *in, float *out, size_t n, float lo, float hi) {
    float inv = 1.0f / (hi - lo);
    for (size_t i = 0; i < n; i++) {
        float v = (in[i] - lo) * inv;
        out[i] = v;
        hist[(int)(v * (NBINS - 1))]++;
    }
}

NOINLINE static uint32_t checksum(const float *buf, size_t n) {
    uint32_t c = 2166136261u;
    const unsigned char *b = (const unsigned char *)buf;
    for (size_t i = 0; i < n * sizeof(float); i++)
        c = (c ^ b[i]) * 16777619u;
    return c;
}

int main(int argc, char **argv) {
    int iters = argc > 1 ? atoi(argv[1]) : 3000;
    gen_input();
    uint64_t sink = 0;
    for (int it = 0; it < iters; it++) {
        size_t nf = parse_fields(text, text_len, fields);
        sink += hash_keys(text, text_len);
        sort_values(fields, nf, values);
        scale_samples(samples, scaled, NSAMP, 0.0f, 1000.0f);
        sink += checksum(scaled, NSAMP / 4);
        sink += (uint64_t)values[it % (nf / 3)];
        samples[it % NSAMP] = (float)(next_rand() % 100000) / 100.0f;  /* fresh reading */
    }
    printf("sink=%llu hist0=%u\n", (unsigned long long)sink, hist[0]);
    return 0;
}
