/* Small numeric kernel mix: matrix multiply, prefix sums, a string hash and an insertion sort. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define M 96
static double A[M][M], B[M][M], Cm[M][M];

__attribute__((noinline)) static void matmul(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      double s = 0;
      for (int k = 0; k < M; k++) s += A[i][k] * B[k][j];
      Cm[i][j] = s;
    }
}

__attribute__((noinline)) static double prefix_sums(double *v, int n) {
  double acc = 0;
  for (int r = 0; r < 8; r++)
    for (int i = 1; i < n; i++) { v[i] = v[i] * 0.5 + v[i - 1] * 0.5; acc += v[i]; }
  return acc;
}

__attribute__((noinline)) static uint32_t hash_strings(char buf[][32], int n) {
  uint32_t h = 2166136261u;
  for (int i = 0; i < n; i++)
    for (int j = 0; buf[i][j]; j++) { h ^= (uint8_t)buf[i][j]; h *= 16777619u; }
  return h;
}

__attribute__((noinline)) static void insertion_sort(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int x = a[i], j = i - 1;
    while (j >= 0 && a[j] > x) { a[j + 1] = a[j]; j--; }
    a[j + 1] = x;
  }
}

int main(int argc, char **argv) {
  int iters = argc > 1 ? atoi(argv[1]) : 100;
  srand(42);
  for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) { A[i][j] = rand() / (double)RAND_MAX; B[i][j] = rand() / (double)RAND_MAX; }
  static double v[20000]; static char strs[2000][32]; static int arr[1200];
  for (int i = 0; i < 2000; i++) snprintf(strs[i], 32, "item-%d-%d", i, rand() % 100000);
  double total = 0; uint32_t hh = 0;
  for (int it = 0; it < iters; it++) {
    matmul();
    for (int i = 0; i < 20000; i++) v[i] = (i * 7 + it) % 113;
    total += prefix_sums(v, 20000) + Cm[it % M][(it * 3) % M];
    hh = hh * 31u + hash_strings(strs, 2000);
    for (int i = 0; i < 1200; i++) arr[i] = rand() % 10000;
    insertion_sort(arr, 1200);
    total += arr[it % 1200];
  }
  printf("total=%.3f hash=%u\n", total, hh);
  return 0;
}
