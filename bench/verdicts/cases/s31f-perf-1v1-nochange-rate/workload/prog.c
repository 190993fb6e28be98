/* Small image-ish pipeline: generate rows, blur them, checksum them. Same binary before and after. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#define W 4096
static uint32_t rng = 12345;
__attribute__((noinline)) static uint32_t next_rand(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
__attribute__((noinline)) static void fill_row(float *r) { for (int i = 0; i < W; i++) r[i] = (next_rand() & 1023) / 1023.0f; }
__attribute__((noinline)) static void blur_row(const float *in, float *out) {
  for (int i = 2; i < W - 2; i++) out[i] = (in[i-2] + 4*in[i-1] + 6*in[i] + 4*in[i+1] + in[i+2]) / 16.0f;
}
__attribute__((noinline)) static double checksum_row(const float *r) { double s = 0; for (int i = 0; i < W; i++) s += r[i] * (i & 7); return s; }
int main(int argc, char **argv) {
  long rows = argc > 1 ? atol(argv[1]) : 60000;
  float *a = malloc(W * sizeof(float)), *b = calloc(W, sizeof(float));
  double total = 0;
  for (long r = 0; r < rows; r++) { fill_row(a); blur_row(a, b); total += checksum_row(b); }
  printf("total=%f\n", total);
  return 0;
}
