/* Small CPU workload: four functions of our own doing the work.
 * usage: work <iterations> <mix_rounds> <seed>
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define N 4096

__attribute__((noinline)) void fill_values(uint32_t *buf, int n, uint32_t seed) {
    uint32_t x = seed ? seed : 1u;
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 6; k++) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; }
        buf[i] = x;
    }
}

__attribute__((noinline)) void mix_values(uint32_t *buf, int n, int rounds) {
    for (int r = 0; r < rounds; r++) {
        uint32_t carry = (uint32_t)r * 2654435761u;
        for (int i = 0; i < n; i++) {
            uint32_t v = buf[i] ^ carry;
            v = (v * 0x9E3779B1u) ^ (v >> 15);
            carry = v + (carry >> 3);   /* loop-carried: keeps it serial */
            buf[i] = v;
        }
    }
}

__attribute__((noinline)) uint64_t count_bits(const uint32_t *buf, int n) {
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        uint32_t v = buf[i];
        while (v) { v &= v - 1; total++; }
    }
    return total;
}

__attribute__((noinline)) uint64_t reduce_sum(const uint32_t *buf, int n) {
    uint64_t acc = 0;
    for (int i = 0; i < n; i++) {
        acc = (acc * 31 + buf[i]) % 1000000007ull;
    }
    return acc;
}

int main(int argc, char **argv) {
    int iters = argc > 1 ? atoi(argv[1]) : 2000;
    int rounds = argc > 2 ? atoi(argv[2]) : 10;
    uint32_t seed = argc > 3 ? (uint32_t)strtoul(argv[3], 0, 10) : 12345u;
    static uint32_t buf[N];
    uint64_t check = 0;
    for (int it = 0; it < iters; it++) {
        fill_values(buf, N, seed + (uint32_t)it);
        mix_values(buf, N, rounds);
        check += count_bits(buf, N);
        check ^= reduce_sum(buf, N);
    }
    printf("iters=%d rounds=%d seed=%u check=%llu\n", iters, rounds, seed, (unsigned long long)check);
    return 0;
}
