#include <stddef.h>
#include <stdint.h>
void fill_random(uint32_t *buf, size_t n, uint64_t seed);
uint32_t crc32_buf(const uint8_t *p, size_t n);
void histogram(const uint32_t *buf, size_t n, uint32_t *bins, int nbins);
void sort_u32(uint32_t *buf, size_t n);
double matmul_trace(int n, uint64_t seed);
