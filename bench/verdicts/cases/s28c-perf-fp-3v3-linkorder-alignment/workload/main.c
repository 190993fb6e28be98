#include <stdio.h>
#include <stdlib.h>
#include "common.h"
/* A batch job: fill buffers, checksum them, histogram, sort, plus a small dense matmul per round. */
int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 10;
    size_t n = 1u << 20;
    uint32_t *buf = malloc(n * sizeof *buf);
    uint32_t bins[97];
    uint32_t acc = 0;
    double tr = 0;
    for (int r = 0; r < rounds; r++) {
        fill_random(buf, n, 0x9E3779B97F4A7C15ULL * (r + 1));
        acc ^= crc32_buf((const uint8_t *)buf, n * sizeof *buf);
        histogram(buf, n, bins, 97);
        acc += bins[r % 97];
        sort_u32(buf, n);
        acc += buf[n / 2];
        tr += matmul_trace(300, r + 7);
    }
    printf("rounds %d acc %08x trace %.3f\n", rounds, acc, tr);
    free(buf);
    return 0;
}
