// Tiny image pipeline on a synthetic 1024x768 RGB frame, repeated per frame:
//   render_frame (procedural pattern) -> luma_row per row (RGB -> Y) -> box_blur (3x3)
//   -> sobel_edges -> histogram + otsu_threshold. Fixed number of frames.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>

#ifndef SLOW_LUMA
#define SLOW_LUMA 0
#endif
#define W 1024
#define H 768

__attribute__((noinline)) void render_frame(uint8_t *rgb, int f) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      uint8_t *p = rgb + 3 * (y * W + x);
      p[0] = (uint8_t)((x * 3 + f * 7) ^ (y >> 1));
      p[1] = (uint8_t)((y * 5 + x / 3 + f) & 0xff);
      p[2] = (uint8_t)(((x + y) * (f + 1)) >> 3);
    }
}

__attribute__((noinline)) void luma_row(const uint8_t *rgb, uint8_t *out, int n) {
#if SLOW_LUMA
  // after: gamma-aware luma: linearize each channel with a square approximation first
  for (int i = 0; i < n; i++) {
    float r = rgb[3*i] / 255.0f, g = rgb[3*i+1] / 255.0f, b = rgb[3*i+2] / 255.0f;
    float y = 0.2126f * r * r + 0.7152f * g * g + 0.0722f * b * b;
    out[i] = (uint8_t)(sqrtf(y) * 255.0f + 0.5f);
  }
#else
  for (int i = 0; i < n; i++) {
    float r = rgb[3*i], g = rgb[3*i+1], b = rgb[3*i+2];
    out[i] = (uint8_t)(0.299f * r + 0.587f * g + 0.114f * b + 0.5f);
  }
#endif
}

__attribute__((noinline)) void box_blur(const uint8_t *in, uint8_t *out) {
  for (int y = 1; y < H - 1; y++)
    for (int x = 1; x < W - 1; x++) {
      int s = 0;
      for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++) s += in[(y + dy) * W + x + dx];
      out[y * W + x] = (uint8_t)(s / 9);
    }
}

__attribute__((noinline)) void sobel_edges(const uint8_t *in, uint8_t *out) {
  for (int y = 1; y < H - 1; y++)
    for (int x = 1; x < W - 1; x++) {
      const uint8_t *p = in + y * W + x;
      int gx = -p[-W-1] - 2*p[-1] - p[W-1] + p[-W+1] + 2*p[1] + p[W+1];
      int gy = -p[-W-1] - 2*p[-W] - p[-W+1] + p[W-1] + 2*p[W] + p[W+1];
      int m = abs(gx) + abs(gy);
      out[y * W + x] = (uint8_t)(m > 255 ? 255 : m);
    }
}

__attribute__((noinline)) int otsu_threshold(const uint8_t *img) {
  long hist[256] = {0};
  for (int i = 0; i < W * H; i++) hist[img[i]]++;
  double sum = 0; for (int t = 0; t < 256; t++) sum += t * (double)hist[t];
  double sumB = 0, best = -1; long wB = 0; int thr = 0;
  for (int t = 0; t < 256; t++) {
    wB += hist[t]; if (!wB) continue; long wF = (long)W * H - wB; if (!wF) break;
    sumB += t * (double)hist[t];
    double mB = sumB / wB, mF = (sum - sumB) / wF, v = (double)wB * wF * (mB - mF) * (mB - mF);
    if (v > best) { best = v; thr = t; }
  }
  return thr;
}

int main(int argc, char **argv) {
  int frames = argc > 1 ? atoi(argv[1]) : 100;
  uint8_t *rgb = malloc(3 * W * H), *y = malloc(W * H), *b = malloc(W * H), *e = malloc(W * H);
  long acc = 0;
  for (int f = 0; f < frames; f++) {
    render_frame(rgb, f);
    for (int r = 0; r < H; r++) luma_row(rgb + 3 * r * W, y + r * W, W);
    box_blur(y, b);
    sobel_edges(b, e);
    acc += otsu_threshold(e);
  }
  printf("frames=%d acc=%ld\n", frames, acc);
  return 0;
}
