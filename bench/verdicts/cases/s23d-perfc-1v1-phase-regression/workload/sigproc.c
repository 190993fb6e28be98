/* Phased vibration-sensor processing batch (toy, for profiling).
 * Each pass processes one block of raw samples through five phases in order:
 *   load     -> synth_signal, add_noise
 *   filter   -> design_lowpass (once), fir_filter, decimate, remove_dc
 *   features -> frame_energy, zero_crossings, goertzel
 *   detect   -> find_peaks, match_template
 *   encode   -> quantize, delta_encode, varint_put, crc32_update
 * NTAPS (compile-time) is the low-pass FIR length: 32 before, 48 after.
 * Usage: sigproc PASSES SAMPLES
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NTAPS
#define NTAPS 32
#endif
#define NOINLINE __attribute__((noinline))
#define FRAME 256
#define TMPL 48

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;
static inline uint64_t xorshift(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

/* ------------------------------------------------------------ load */
static NOINLINE void synth_signal(float *x, int n, int pass) {
    /* three machine tones plus a slow drift; phase advanced by recurrence */
    const double f[3] = {0.011 + 0.0003 * pass, 0.047, 0.131};
    const double a[3] = {1.0, 0.35, 0.12};
    double c[3], s[3], cs[3], sn[3];
    for (int k = 0; k < 3; k++) { c[k] = 1; s[k] = 0; cs[k] = cos(2 * M_PI * f[k]); sn[k] = sin(2 * M_PI * f[k]); }
    for (int i = 0; i < n; i++) {
        double v = 0.2 * (double)(i % 8192) / 8192.0;
        for (int k = 0; k < 3; k++) {
            double nc = c[k] * cs[k] - s[k] * sn[k];
            s[k] = s[k] * cs[k] + c[k] * sn[k]; c[k] = nc;
            v += a[k] * s[k];
        }
        x[i] = (float)v;
    }
}

static NOINLINE void add_noise(float *x, int n) {
    for (int i = 0; i < n; i++) {
        uint64_t r = xorshift();
        float u = (float)((r >> 40) & 0xFFFF) / 65536.0f - 0.5f;
        float w = (float)((r >> 16) & 0xFFFF) / 65536.0f - 0.5f;
        x[i] += 0.15f * (u + w);
        if ((r & 0x3FFF) == 7) x[i] += 3.0f; /* rare impulse (knock) */
    }
}

/* ------------------------------------------------------------ filter */
static float taps[NTAPS];

static NOINLINE void design_lowpass(float fc) {
    double sum = 0;
    for (int k = 0; k < NTAPS; k++) {
        double m = k - (NTAPS - 1) / 2.0;
        double sinc = m == 0 ? 2 * fc : sin(2 * M_PI * fc * m) / (M_PI * m);
        double win = 0.54 - 0.46 * cos(2 * M_PI * k / (NTAPS - 1));
        taps[k] = (float)(sinc * win); sum += taps[k];
    }
    for (int k = 0; k < NTAPS; k++) taps[k] = (float)(taps[k] / sum);
}

static NOINLINE void fir_filter(const float *x, float *y, int n) {
    for (int i = 0; i < n; i++) {
        double acc = 0;
        int kmax = i + 1 < NTAPS ? i + 1 : NTAPS;
        for (int k = 0; k < kmax; k++) acc += (double)taps[k] * x[i - k];
        y[i] = (float)acc;
    }
}

static NOINLINE int decimate(const float *y, float *z, int n) {
    int m = 0;
    for (int i = 0; i < n; i += 2) z[m++] = y[i];
    return m;
}

static NOINLINE void remove_dc(float *z, int m) {
    double mean = 0, alpha = 0.001;
    for (int i = 0; i < m; i++) {
        mean += alpha * (z[i] - mean);
        z[i] -= (float)mean;
    }
}

/* ------------------------------------------------------------ features */
static NOINLINE double frame_energy(const float *z, int len) {
    double e = 0;
    for (int i = 0; i < len; i++) e += (double)z[i] * z[i];
    return sqrt(e / len);
}

static NOINLINE int zero_crossings(const float *z, int len) {
    int c = 0;
    for (int i = 1; i < len; i++) c += (z[i - 1] < 0) != (z[i] < 0);
    return c;
}

static NOINLINE double goertzel(const float *z, int len, double f) {
    double coeff = 2 * cos(2 * M_PI * f), s1 = 0, s2 = 0;
    for (int i = 0; i < len; i++) {
        double s0 = z[i] + coeff * s1 - s2;
        s2 = s1; s1 = s0;
    }
    return s1 * s1 + s2 * s2 - coeff * s1 * s2;
}

static NOINLINE int features(const float *z, int m, float *feat) {
    int nf = 0;
    static const double bins[10] = {0.02, 0.035, 0.05, 0.07, 0.09, 0.115, 0.14, 0.17, 0.2, 0.26};
    for (int off = 0; off + FRAME <= m; off += FRAME / 2) {
        float *f = feat + nf * 12;
        f[0] = (float)frame_energy(z + off, FRAME);
        f[1] = (float)zero_crossings(z + off, FRAME);
        for (int b = 0; b < 10; b++) f[2 + b] = (float)goertzel(z + off, FRAME, bins[b]);
        nf++;
    }
    return nf;
}

/* ------------------------------------------------------------ detect */
static NOINLINE int find_peaks(const float *z, int m, float thr, int *pk, int maxpk) {
    int np = 0;
    for (int i = 2; i < m - 2 && np < maxpk; i++) {
        float v = z[i];
        if (v > thr && v >= z[i - 1] && v > z[i + 1] && v >= z[i - 2] && v > z[i + 2]) pk[np++] = i;
    }
    return np;
}

static NOINLINE float match_template(const float *z, int m, int at, const float *tp) {
    int s = at - TMPL / 2;
    if (s < 0 || s + TMPL > m) return 0;
    float dot = 0, ez = 0;
    for (int k = 0; k < TMPL; k++) { dot += z[s + k] * tp[k]; ez += z[s + k] * z[s + k]; }
    return ez > 0 ? dot / sqrtf(ez) : 0;
}

static NOINLINE int detect(const float *z, int m, const float *tp, int *pk) {
    int np = find_peaks(z, m, 0.6f, pk, m / 4);
    int events = 0;
    for (int i = 0; i < np; i++) {
        /* search a small neighbourhood for the best alignment */
        float best = 0;
        for (int d = -12; d <= 12; d++) {
            float c = match_template(z, m, pk[i] + d, tp);
            if (c > best) best = c;
        }
        events += best > 0.6f;
    }
    return events;
}

/* ------------------------------------------------------------ encode */
static uint32_t crc_table[256];

static void crc32_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static NOINLINE uint32_t crc32_update(uint32_t crc, const uint8_t *p, size_t n) {
    crc = ~crc;
    while (n--) crc = crc_table[(crc ^ *p++) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

static NOINLINE void quantize(const float *z, int16_t *q, int m) {
    for (int i = 0; i < m; i++) {
        float v = z[i] * 8192.0f;
        q[i] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
    }
}

static NOINLINE uint8_t *varint_put(uint8_t *p, uint32_t v) {
    while (v >= 0x80) { *p++ = (uint8_t)(v | 0x80); v >>= 7; }
    *p++ = (uint8_t)v;
    return p;
}

static NOINLINE size_t delta_encode(const int16_t *q, int m, uint8_t *out) {
    uint8_t *p = out;
    int prev = 0;
    for (int i = 0; i < m; i++) {
        int d = q[i] - prev; prev = q[i];
        p = varint_put(p, (uint32_t)((d << 1) ^ (d >> 31))); /* zigzag */
    }
    return (size_t)(p - out);
}

static NOINLINE uint32_t encode(const float *z, int m, int16_t *q, uint8_t *out, size_t *len) {
    quantize(z, q, m);
    *len = delta_encode(q, m, out);
    uint32_t crc = 0;
    for (int r = 0; r < 4; r++) crc = crc32_update(crc, out, *len); /* block + 3 replicas */
    return crc;
}

int main(int argc, char **argv) {
    int passes = argc > 1 ? atoi(argv[1]) : 8;
    int n = argc > 2 ? atoi(argv[2]) : 2000000;
    float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n), *z = malloc(sizeof(float) * n);
    float *feat = malloc(sizeof(float) * 12 * (n / (FRAME / 2) + 1));
    int *pk = malloc(sizeof(int) * (n / 4 + 1));
    int16_t *q = malloc(sizeof(int16_t) * n);
    uint8_t *out = malloc((size_t)n * 5);
    float tp[TMPL];
    for (int k = 0; k < TMPL; k++) tp[k] = (float)(exp(-0.5 * (k - TMPL / 2) * (k - TMPL / 2) / 9.0) / 2.2);
    crc32_init();
    design_lowpass(0.2f);
    uint64_t check = 0;
    for (int p = 0; p < passes; p++) {
        synth_signal(x, n, p);
        add_noise(x, n);
        fir_filter(x, y, n);
        int m = decimate(y, z, n);
        remove_dc(z, m);
        int nf = features(z, m, feat);
        int ev = detect(z, m, tp, pk);
        size_t len;
        uint32_t crc = encode(z, m, q, out, &len);
        check += crc + (uint64_t)ev + (uint64_t)nf;
        fprintf(stderr, "pass %d: %d samples -> %d, %d frames, %d events, %zu bytes crc %08x\n", p, n, m, nf, ev, len, crc);
    }
    printf("%llu\n", (unsigned long long)check);
    return 0;
}
