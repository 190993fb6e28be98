#include "pipecopy.h"

/* Renders a block of pseudo-random "sensor" records (the producer's work). */
void render_block(unsigned char *p, size_t n, uint64_t seed)
{
    uint64_t s = seed * 0x9E3779B97F4A7C15ULL + 1;
    for (size_t i = 0; i + 8 <= n; i += 8) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        uint64_t v = (s >> 3) % 100000;
        for (int k = 0; k < 8; k++) { p[i + k] = (unsigned char)('0' + v % 10); v /= 10; }
    }
}

/* Adler-32 of a block (the consumer's integrity check). */
uint32_t adler32(const unsigned char *p, size_t n)
{
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a += p[i];
        b += a;
        if ((i & 4095) == 4095) { a %= 65521; b %= 65521; }
    }
    a %= 65521; b %= 65521;
    return (b << 16) | a;
}

/* Bitwise CRC-32C (Castagnoli), eight shift/xor steps per byte (the consumer's second check). */
uint32_t crc32_block(const unsigned char *p, size_t n)
{
    uint32_t crc = ~0u;
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0x82F63B78u & (0u - (crc & 1)));
    }
    return ~crc;
}
