#include "common.h"
/* xorshift64* random fill */
void fill_random(uint32_t *buf, size_t n, uint64_t seed) {
    uint64_t x = seed | 1;
    for (size_t i = 0; i < n; i++) {
        x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
        buf[i] = (uint32_t)((x * 0x2545F4914F6CDD1DULL) >> 32);
    }
}
