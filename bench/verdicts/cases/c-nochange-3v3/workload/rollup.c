#include <stdlib.h>
#include "logsvc.h"

#define SAMPLES 4096

static void sort_u32(uint32_t *a, int n)
{
    while (n > 16) {
        uint32_t p = a[n / 2];
        int i = 0, j = n - 1;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) { uint32_t t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        if (j + 1 < n - i) { sort_u32(a, j + 1); a += i; n -= i; }
        else { sort_u32(a + i, n - i); n = j + 1; }
    }
    for (int i = 1; i < n; i++) {
        uint32_t v = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
        a[j + 1] = v;
    }
}

static uint32_t percentile(const uint32_t *sorted, int n, double q)
{
    int k = (int)(q * (n - 1));
    return sorted[k];
}

__attribute__((noinline)) static uint64_t rollup_window(uint32_t *lat, int n)
{
    sort_u32(lat, n);
    uint64_t mean = 0;
    for (int i = 0; i < n; i++)
        mean += lat[i];
    mean /= (uint64_t)n;
    return percentile(lat, n, 0.5) + percentile(lat, n, 0.9) * 3 + percentile(lat, n, 0.99) * 7 + mean;
}

/* Job of worker-4: latency roll-ups over a window of request samples. */
uint64_t job_rollup_metrics(worker_t *w)
{
    if (!w->state)
        w->state = malloc(sizeof(uint32_t) * SAMPLES);
    uint32_t *lat = w->state;
    for (int i = 0; i < SAMPLES; i++) {
        uint64_t x = rng_next(&w->rng);
        /* log-normal-ish: most requests fast, a long tail */
        lat[i] = (uint32_t)(200 + (x & 1023) + ((x >> 10) & 7 ? 0 : (x >> 16) % 200000));
    }
    return rollup_window(lat, SAMPLES);
}
