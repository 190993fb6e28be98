#include "common.h"
static uint32_t table[256];
static int table_ready;
static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    table_ready = 1;
}
uint32_t crc32_buf(const uint8_t *p, size_t n) {
    if (!table_ready) crc_init();
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) c = table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}
void histogram(const uint32_t *buf, size_t n, uint32_t *bins, int nbins) {
    for (int b = 0; b < nbins; b++) bins[b] = 0;
    for (size_t i = 0; i < n; i++) bins[buf[i] % (uint32_t)nbins]++;
}
