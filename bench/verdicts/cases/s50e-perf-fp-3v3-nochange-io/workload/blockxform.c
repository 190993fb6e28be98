/* blockxform: read a file in 64 KiB blocks, transform each block and write
 * the result to an output file. Transform pipeline per block:
 *   1. xlate_block   - byte translation through a 256-entry table (ROT13-ish + case fold)
 *   2. mix_block     - xor-shift keystream whitening keyed by block number (keeps newlines)
 *   3. crc_block     - CRC-32 (table-driven) of the transformed block
 *   4. count_lines   - newline statistics
 * Uses plain read(2)/write(2) so the kernel vfs_read/vfs_write paths appear. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BLOCK (64 * 1024)

static unsigned char xlate[256];
static uint32_t crc_table[256];

static void init_tables(void) {
    for (int c = 0; c < 256; c++) {
        int t = c;
        if (c >= 'a' && c <= 'z') t = 'a' + (c - 'a' + 13) % 26;
        else if (c >= 'A' && c <= 'Z') t = 'a' + (c - 'A' + 13) % 26;
        xlate[c] = (unsigned char)t;
        uint32_t r = (uint32_t)c;
        for (int k = 0; k < 8; k++) r = (r & 1) ? 0xEDB88320u ^ (r >> 1) : r >> 1;
        crc_table[c] = r;
    }
}

__attribute__((noinline)) static void xlate_block(unsigned char *buf, size_t n) {
    for (size_t i = 0; i < n; i++) buf[i] = xlate[buf[i]];
}

__attribute__((noinline)) static void mix_block(unsigned char *buf, size_t n, uint64_t key) {
    uint64_t s = key * 0x9E3779B97F4A7C15ull + 1;
    for (size_t i = 0; i < n; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        if (buf[i] != '\n') buf[i] ^= (unsigned char)((s >> 59) & 0x0F);
    }
}

__attribute__((noinline)) static uint32_t crc_block(uint32_t crc, const unsigned char *buf, size_t n) {
    crc = ~crc;
    for (size_t i = 0; i < n; i++) crc = crc_table[(crc ^ buf[i]) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

__attribute__((noinline)) static size_t count_lines(const unsigned char *buf, size_t n, size_t *longest, size_t *cur) {
    size_t lines = 0;
    for (size_t i = 0; i < n; i++) {
        if (buf[i] == '\n') { lines++; if (*cur > *longest) *longest = *cur; *cur = 0; }
        else (*cur)++;
    }
    return lines;
}

__attribute__((noinline)) static ssize_t read_block(int fd, unsigned char *buf) {
    size_t got = 0;
    while (got < BLOCK) {
        ssize_t r = read(fd, buf + got, BLOCK - got);
        if (r < 0) { perror("read"); exit(1); }
        if (r == 0) break;
        got += (size_t)r;
    }
    return (ssize_t)got;
}

__attribute__((noinline)) static void write_block(int fd, const unsigned char *buf, size_t n) {
    size_t off = 0;
    while (off < n) {
        ssize_t w = write(fd, buf + off, n - off);
        if (w < 0) { perror("write"); exit(1); }
        off += (size_t)w;
    }
}

__attribute__((noinline)) static void process_block(unsigned char *buf, size_t n, uint64_t blockno,
                                                    uint32_t *crc, size_t *lines, size_t *longest, size_t *cur) {
    xlate_block(buf, n);
    mix_block(buf, n, blockno);
    *crc = crc_block(*crc, buf, n);
    *lines += count_lines(buf, n, longest, cur);
}

__attribute__((noinline)) static int run_file(const char *in, const char *out, int passes) {
    unsigned char *buf = aligned_alloc(4096, BLOCK);
    uint32_t crc = 0; size_t lines = 0, longest = 0, cur = 0, total = 0;
    for (int p = 0; p < passes; p++) {
        int ifd = open(in, O_RDONLY);
        int ofd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (ifd < 0 || ofd < 0) { perror("open"); return 1; }
        uint64_t blockno = 0;
        ssize_t n;
        while ((n = read_block(ifd, buf)) > 0) {
            process_block(buf, (size_t)n, blockno++, &crc, &lines, &longest, &cur);
            write_block(ofd, buf, (size_t)n);
            total += (size_t)n;
        }
        close(ifd); close(ofd);
    }
    printf("bytes=%zu lines=%zu longest=%zu crc=%08x\n", total, lines, longest, crc);
    free(buf);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s IN OUT [passes]\n", argv[0]); return 2; }
    init_tables();
    return run_file(argv[1], argv[2], argc > 3 ? atoi(argv[3]) : 1);
}
