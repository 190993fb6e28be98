/* Reads a data file into memory with read(2), then checksums it.
 * Build: gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DREAD_BUF=65536 (before)
 *        or -DREAD_BUF=64 (after).
 * The only difference is the chunk size load_file() asks read(2) for: 64 KB vs 64 bytes, so the
 * after build makes ~1000x more read(2) system calls for the same bytes.
 *
 * The read(2) system call is issued with inline asm from inside load_file() instead of through
 * glibc's read(): glibc's wrapper has no frame pointer, so with frame-pointer unwinding the
 * caller of read() (load_file) vanished from every stack in a first capture attempt.
 * checksum() keeps a volatile stack slot only so that GCC 12 gives this leaf function a frame
 * pointer (it drops it from stack-less leaves even with -fno-omit-frame-pointer, which made
 * main vanish from checksum's stacks in the first attempt). */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef READ_BUF
#define READ_BUF 65536
#endif

static inline __attribute__((always_inline)) long raw_read(int fd, void *buf, size_t len) {
    long ret;
    __asm__ volatile("syscall"
                     : "=a"(ret)
                     : "0"((long)SYS_read), "D"((long)fd), "S"(buf), "d"(len)
                     : "rcx", "r11", "memory");
    return ret;
}

__attribute__((noinline, noclone)) static size_t load_file(const char *path, unsigned char *dst, size_t cap) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) { perror("open"); exit(1); }
    size_t off = 0;
    while (off < cap) {
        size_t want = cap - off < READ_BUF ? cap - off : READ_BUF;
        long n = raw_read(fd, dst + off, want);
        if (n < 0) { fprintf(stderr, "read failed: %ld\n", n); exit(1); }
        if (n == 0) break;
        off += (size_t)n;
    }
    close(fd);
    return off;
}

__attribute__((noinline, noclone)) static uint64_t checksum(const unsigned char *p, size_t n) {
    volatile uint64_t result = 0;
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 1099511628211ULL;
    }
    result = h;
    return result;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s FILE ROUNDS\n", argv[0]); return 2; }
    int rounds = atoi(argv[2]);
    size_t cap = 64u << 20;
    unsigned char *mem = malloc(cap);
    uint64_t acc = 0;
    size_t total = 0;
    for (int r = 0; r < rounds; r++) {
        size_t n = load_file(argv[1], mem, cap);
        total += n;
        acc += checksum(mem, n);
    }
    printf("READ_BUF=%d rounds=%d bytes=%zu checksum=%016llx\n", READ_BUF, rounds, total,
           (unsigned long long)acc);
    free(mem);
    return 0;
}
