/* Control workload: identical program and input for every run.
 * Usage: ./stats <rounds>   (seed fixed at 42)
 * Per round: generate samples, multiply small matrices, sort rows with qsort,
 * and compute a histogram.  Built with frame pointers. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))
#define N 96

static uint64_t rng = 42;
static double A[N][N], B[N][N], C[N][N];
static double rowbuf[N * N];
static unsigned hist[256];

NOINLINE static uint64_t next_rand(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return rng;
}

NOINLINE void generate_samples(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)(next_rand() % 1000) / 7.0;
            B[i][j] = (double)(next_rand() % 1000) / 11.0;
        }
}

NOINLINE void multiply_matrices(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

NOINLINE void sort_rows(void) {
    memcpy(rowbuf, C, sizeof rowbuf);
    qsort(rowbuf, N * N, sizeof(double), cmp_double);
}

NOINLINE void build_histogram(void) {
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < N * N; i++) {
            uint64_t v = (uint64_t)rowbuf[i];
            v ^= v >> 3; v *= 0x9e3779b1u;
            hist[(v >> 11) & 255]++;
        }
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 1500;
    for (int r = 0; r < rounds; r++) {
        generate_samples();
        multiply_matrices();
        sort_rows();
        build_histogram();
    }
    unsigned long long s = 0;
    for (int i = 0; i < 256; i++) s = s * 31 + hist[i];
    printf("rounds=%d checksum=%llu\n", rounds, s);
    return 0;
}
