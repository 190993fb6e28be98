#include "textidx.h"

static uint32_t table[256];
static int ready;

/* Bitwise-table CRC-32 (IEEE), one byte at a time. */
uint32_t crc32_update(uint32_t crc, const unsigned char *p, size_t n)
{
    if (!ready) {
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t c = i;
            for (int k = 0; k < 8; k++) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
            table[i] = c;
        }
        ready = 1;
    }
    crc = ~crc;
    for (size_t i = 0; i < n; i++) crc = table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
    return ~crc;
}
