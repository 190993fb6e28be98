/* Unrelated background load (NOT profiled): streams over a 64 MiB buffer and does integer
 * mixing, for argv[1] seconds. Competes for CPU time, caches and memory bandwidth. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
    double secs = argc > 1 ? atof(argv[1]) : 5;
    size_t n = 64u << 20;
    uint8_t *buf = malloc(n);
    memset(buf, 1, n);
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint64_t h = 1, passes = 0;
    for (;;) {
        for (size_t k = 0; k < n; k += 64) { h = (h ^ buf[k]) * 0x100000001b3ull; buf[k] = (uint8_t)h; }
        passes++;
        clock_gettime(CLOCK_MONOTONIC, &t);
        if ((t.tv_sec - t0.tv_sec) + (t.tv_nsec - t0.tv_nsec) / 1e9 > secs) break;
    }
    printf("hog passes %llu h %llx\n", (unsigned long long)passes, (unsigned long long)h);
    return 0;
}
