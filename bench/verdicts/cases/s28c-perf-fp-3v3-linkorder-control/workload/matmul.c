#include <stdlib.h>
#include "common.h"
double matmul_trace(int n, uint64_t seed) {
    double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n), *c = calloc((size_t)n * n, sizeof(double));
    uint64_t x = seed | 1;
    for (int i = 0; i < n * n; i++) {
        x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
        a[i] = (double)(x % 1000) / 1000.0;
        b[i] = (double)((x >> 20) % 1000) / 1000.0;
    }
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            double aik = a[i * n + k];
            for (int j = 0; j < n; j++) c[i * n + j] += aik * b[k * n + j];
        }
    double tr = 0;
    for (int i = 0; i < n; i++) tr += c[i * n + i];
    free(a); free(b); free(c);
    return tr;
}
