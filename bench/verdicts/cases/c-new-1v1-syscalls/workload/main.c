#define _GNU_SOURCE
/* pipecopy: a producer renders 64 KiB blocks, moves each block through a pipe
 * (copy_through_pipe) and the consumer verifies it with Adler-32 and CRC-32C.
 * --change small_chunks moves the data in 64-byte read()/write() calls instead of 64 KiB. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include "pipecopy.h"

int main(int argc, char **argv)
{
    size_t chunk = 65536;
    long blocks = 4000;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--change") && i + 1 < argc) { if (!strcmp(argv[++i], "small_chunks")) chunk = 64; }
        else if (!strcmp(argv[i], "--blocks") && i + 1 < argc) blocks = atol(argv[++i]);
    }
    enum { BLK = 65536 };
    int fds[2];
    if (pipe(fds) != 0) { perror("pipe"); return 1; }
    fcntl(fds[1], F_SETPIPE_SZ, 1 << 20);
    unsigned char *src = malloc(BLK), *dst = malloc(BLK);
    uint32_t sum = 0;
    size_t moved = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (long b = 0; b < blocks; b++) {
        render_block(src, BLK, (uint64_t)b);
        moved += copy_through_pipe(fds[1], fds[0], src, dst, BLK, chunk);
        sum ^= adler32(dst, BLK);
        sum ^= crc32_block(dst, BLK);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    fprintf(stderr, "chunk=%zu blocks=%ld moved=%zu sum=%08x elapsed=%.2fs\n", chunk, blocks, moved, sum,
            (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
