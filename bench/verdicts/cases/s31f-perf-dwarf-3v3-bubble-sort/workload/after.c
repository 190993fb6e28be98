/* Sliding-window median filter over a noisy signal, followed by a smoothing pass and an energy sum.
 * AFTER: sort_window replaces the qsort call with a hand-written bubble sort ("it's only 12 ints"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#ifndef W
#define W 12
#endif
static unsigned rng = 2463534242u;
static unsigned xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

__attribute__((noinline)) static void make_signal(int *s, int n) {
  for (int i = 0; i < n; i++) s[i] = (int)(1000 * sin(i * 0.01)) + (int)(xorshift() % 400) - 200;
}

/* sorts the window in place and returns its median */
__attribute__((noinline)) static int sort_window(int *w, int n) {
  for (int i = 0; i < n - 1; i++) {
    int swapped = 0;
    for (int j = 0; j < n - 1 - i; j++) {
      if (w[j] > w[j + 1]) { int t = w[j]; w[j] = w[j + 1]; w[j + 1] = t; swapped = 1; }
    }
    if (!swapped) break;
  }
  return w[n / 2];
}

__attribute__((noinline)) static void median_filter(const int *in, int *out, int n) {
  int win[W];
  for (int i = 0; i + W <= n; i++) {
    memcpy(win, in + i, sizeof win);
    out[i] = sort_window(win, W);
  }
}

__attribute__((noinline)) static void smooth(const int *in, double *out, int n) {
  for (int i = 0; i < n; i++) {
    double acc = 0, wsum = 0;
    for (int k = -32; k <= 32; k++) {
      int j = i + k;
      if (j < 0 || j >= n) continue;
      double wt = exp(-(k * k) / 200.0);
      acc += wt * in[j]; wsum += wt;
    }
    out[i] = acc / wsum;
  }
}

__attribute__((noinline)) static double energy(const double *x, int n) {
  double e = 0;
  for (int i = 0; i < n; i++) e += sqrt(fabs(x[i])) * log1p(fabs(x[i]));
  return e;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 20;
  int n = 200000;
  int *sig = malloc(n * sizeof(int)), *med = calloc(n, sizeof(int));
  double *sm = malloc(n * sizeof(double)), total = 0;
  for (int r = 0; r < rounds; r++) {
    make_signal(sig, n);
    median_filter(sig, med, n);
    smooth(med, sm, n);
    total += energy(sm, n);
  }
  printf("total=%.3f\n", total);
  return 0;
}
