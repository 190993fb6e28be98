/* sensorstat: toy sensor-trace summariser. Per round: synth_trace makes a noisy
 * 1M-sample trace, smooth_trace runs a 31-tap FIR filter over it, detect_peaks
 * finds local maxima above a moving threshold, and quantiles sorts a copy of
 * every 3rd sample of the smoothed trace (own recursive quicksort, sort_floats) to read p50/p90/p99.
 * No libm/qsort calls in the hot loops, so frame-pointer stacks stay whole. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define N (1u << 20)
#define TAPS 31
static uint64_t rs = 0xD1B54A32D192ED03ull;
static inline double urand(void) { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return (double)(rs >> 11) * 0x1.0p-53; }

static double sintab[1024];
__attribute__((noinline)) static void synth_trace(float *x, unsigned n, int round) {
    double ph = round * 0.1;
    for (unsigned i = 0; i < n; i++) {
        ph += 0.00731;
        x[i] = (float)(sintab[(unsigned)(ph * 162.97) & 1023] * 3.0 + sintab[(unsigned)(ph * 7.3 * 162.97) & 1023] * 0.7 + (urand() - 0.5) * 1.5);
    }
}

__attribute__((noinline)) static void smooth_trace(const float *x, float *y, unsigned n, const float *h) {
    for (unsigned i = TAPS; i < n; i++) {
        float acc = 0;
        for (int k = 0; k < TAPS; k++) acc += h[k] * x[i - k];
        y[i] = acc;
    }
    for (unsigned i = 0; i < TAPS; i++) y[i] = x[i];
}

__attribute__((noinline)) static unsigned detect_peaks(const float *y, unsigned n) {
    unsigned peaks = 0; double mean = 0, var = 1;
    for (unsigned i = 1; i + 1 < n; i++) {
        mean = 0.999 * mean + 0.001 * y[i];
        double d = y[i] - mean; var = 0.999 * var + 0.001 * d * d;
        if (y[i] > y[i - 1] && y[i] >= y[i + 1] && d > 2.0 * sqrt(var)) peaks++;
    }
    return peaks;
}

__attribute__((noinline)) static void sort_floats(float *a, long lo, long hi) {
    while (hi - lo > 16) {
        float p = a[(lo + hi) / 2]; long i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) { float t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        if (j - lo < hi - i) { sort_floats(a, lo, j); lo = i; } else { sort_floats(a, i, hi); hi = j; }
    }
    for (long i = lo + 1; i <= hi; i++) { float v = a[i]; long j = i - 1; while (j >= lo && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; }
}
__attribute__((noinline)) static double quantiles(const float *y, float *tmp, unsigned n) {
    unsigned m = 0;
    for (unsigned i = 0; i < n; i += 3) tmp[m++] = y[i];   /* every 3rd sample */
    n = m;
    sort_floats(tmp, 0, (long)n - 1);
    return tmp[n / 2] + tmp[(unsigned)(n * 0.9)] + tmp[(unsigned)(n * 0.99)];
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 10;
    float *x = malloc(N * 4), *y = malloc(N * 4), *t = malloc(N * 4), h[TAPS];
    for (int k = 0; k < 1024; k++) sintab[k] = sin(2 * M_PI * k / 1024);
    for (int k = 0; k < TAPS; k++) h[k] = (float)(0.54 - 0.46 * cos(2 * M_PI * k / (TAPS - 1))) / 16.0f;
    unsigned long peaks = 0; double q = 0;
    for (int r = 0; r < rounds; r++) {
        synth_trace(x, N, r);
        smooth_trace(x, y, N, h);
        peaks += detect_peaks(y, N);
        q += quantiles(y, t, N);
    }
    printf("peaks %lu q %.4f\n", peaks, q);
    return 0;
}
