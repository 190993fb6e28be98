#ifndef PIPECOPY_H
#define PIPECOPY_H
#include <stddef.h>
#include <stdint.h>
size_t write_full(int fd, const unsigned char *p, size_t n, size_t chunk);
size_t read_full(int fd, unsigned char *p, size_t n, size_t chunk);
size_t copy_through_pipe(int wfd, int rfd, const unsigned char *src, unsigned char *dst, size_t n, size_t chunk);
void render_block(unsigned char *p, size_t n, uint64_t seed);
uint32_t adler32(const unsigned char *p, size_t n);
uint32_t crc32_block(const unsigned char *p, size_t n);
#endif
