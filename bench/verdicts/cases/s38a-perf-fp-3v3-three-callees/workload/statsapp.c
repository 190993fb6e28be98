/* Batch statistics app. Each batch: fill_batch + transform_batch, and every
 * SUMMARY_EVERY batches summarise_batch(), which spends its time in three
 * unchanged callees: stat_mean, stat_variance, stat_histogram.
 * before: SUMMARY_EVERY=3   after: SUMMARY_EVERY=1 (summarise called 3x as often). */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>

#ifndef SUMMARY_EVERY
#define SUMMARY_EVERY 3
#endif
#define BATCH 4096
#define NI __attribute__((noinline))

static uint64_t rng_state;
/* GCC 12 emits no frame-pointer prologue in leaf functions that need no stack, even with
 * -mno-omit-leaf-frame-pointer, so FP unwinding would skip their caller. Each worker
 * therefore calls this trivial out-of-line counter once, which makes it a non-leaf. */
static unsigned g_calls[8];
static NI void note_call(int which) { g_calls[which]++; }

static inline uint64_t next_rand(void) {
    rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17;
    return rng_state;
}

static NI void fill_batch(double *b, int n) {
    note_call(0);
    for (int i = 0; i < n; i++) b[i] = (double)(next_rand() % 100000) / 100.0;
}

static NI void transform_batch(double *b, int n) {
    note_call(1);
    for (int r = 0; r < 6; r++)
        for (int i = 0; i < n; i++) b[i] = sqrt(b[i] * b[i] + 1.0) * 0.999 + (double)r * 0.001;
}

static NI double stat_mean(const double *b, int n) {
    note_call(2);
    double s = 0; for (int r = 0; r < 3; r++) for (int i = 0; i < n; i++) s += b[i] / (double)(r + 1);
    return s / n;
}

static NI double stat_variance(const double *b, int n, double m) {
    note_call(3);
    double s = 0; for (int r = 0; r < 2; r++) for (int i = 0; i < n; i++) { double d = b[i] - m; s += sqrt(d * d + r); }
    return s / n;
}

static NI void stat_histogram(const double *b, int n, unsigned *hist) {
    note_call(4);
    for (int r = 0; r < 2; r++)
        for (int i = 0; i < n; i++) { unsigned k = (unsigned)(b[i] * 7.3 + r) % 64u; hist[k] += (unsigned)(b[i]) & 3u; }
}

static unsigned g_hist[64];
static double g_acc;

static NI void summarise_batch(const double *b, int n) {
    note_call(5);
    double m = stat_mean(b, n);
    double v = stat_variance(b, n, m);
    stat_histogram(b, n, g_hist);
    g_acc += m + v;
}

int main(int argc, char **argv) {
    long batches = argc > 1 ? atol(argv[1]) : 20000;
    rng_state = argc > 2 ? strtoull(argv[2], 0, 10) : 88172645463325252ULL;
    double *b = malloc(sizeof(double) * BATCH);
    double acc = 0;
    for (long k = 0; k < batches; k++) {
        fill_batch(b, BATCH);
        transform_batch(b, BATCH);
        acc += b[k % BATCH];
        if (k % SUMMARY_EVERY == 0) summarise_batch(b, BATCH);
    }
    printf("batches=%ld every=%d acc=%.3f g_acc=%.3f h0=%u summaries=%u\n", batches, SUMMARY_EVERY, acc, g_acc, g_hist[0], g_calls[5]);
    free(b);
    return 0;
}
