/* Fixed-work C program for a perf control case. The amount and kind of work is identical for any
 * seed: every loop runs a fixed number of iterations; the seed only changes the data values.
 * Usage: crunch SEED ROUNDS */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096
#define M 96

static uint64_t rng_state;

static uint64_t xorshift64(void) {
    uint64_t x = rng_state;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_state = x;
}

__attribute__((noinline)) static void fill_buffer(uint32_t *buf, int n) {
    for (int i = 0; i < n; i++) buf[i] = (uint32_t)xorshift64();
}

__attribute__((noinline)) static uint32_t crc_buffer(const uint32_t *buf, int n) {
    uint32_t crc = 0xFFFFFFFFu;
    for (int i = 0; i < n; i++) {
        uint32_t w = buf[i];
        for (int b = 0; b < 32; b++) {
            uint32_t mask = -((crc ^ w) & 1u);
            crc = (crc >> 1) ^ (0xEDB88320u & mask);
            w >>= 1;
        }
    }
    return ~crc;
}

__attribute__((noinline)) static double mat_multiply(double *a, double *b, double *c) {
    for (int i = 0; i < M; i++)
        for (int j = 0; j < M; j++) {
            double s = 0;
            for (int k = 0; k < M; k++) s += a[i * M + k] * b[k * M + j];
            c[i * M + j] = s;
        }
    return c[(M / 2) * M + M / 2];
}

__attribute__((noinline)) static uint64_t prefix_mix(uint32_t *buf, int n) {
    uint64_t acc = 0;
    for (int r = 0; r < 8; r++)
        for (int i = 0; i < n; i++) {
            acc = acc * 6364136223846793005ull + buf[i];
            buf[i] ^= (uint32_t)(acc >> 29);
        }
    return acc;
}

int main(int argc, char **argv) {
    uint64_t seed = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    int rounds = argc > 2 ? atoi(argv[2]) : 200;
    rng_state = seed * 0x9E3779B97F4A7C15ull + 1;
    static uint32_t buf[N];
    static double a[M * M], b[M * M], c[M * M];
    uint64_t check = 0;
    double dsum = 0;
    for (int r = 0; r < rounds; r++) {
        fill_buffer(buf, N);
        for (int i = 0; i < M * M; i++) {
            a[i] = (double)(buf[i % N] & 1023) / 1024.0;
            b[i] = (double)(buf[(i * 7) % N] & 1023) / 1024.0;
        }
        check += crc_buffer(buf, N);
        dsum += mat_multiply(a, b, c);
        check ^= prefix_mix(buf, N);
    }
    printf("seed=%llu rounds=%d check=%llu dsum=%.3f\n", (unsigned long long)seed, rounds,
           (unsigned long long)check, dsum);
    return 0;
}
