/* chunkio: a journal-style file copier/verifier doing syscalls in small chunks.
 * Per round: write_journal appends records to a file with write(2) in 512-byte
 * chunks, copy_file copies it with read(2)/write(2) in 512-byte chunks, verify_file
 * re-reads both with pread(2) in 384-byte chunks and compares FNV hashes,
 * scan_records parses the records from the copy (user-space work), then both
 * files are unlinked. Files live in a directory given on the command line. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FILE_SIZE (4u << 20)

static uint64_t fnv(uint64_t h, const uint8_t *p, size_t n) {
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

__attribute__((noinline)) static void write_journal(const char *path, uint32_t seed) {
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) { perror("open"); exit(1); }
    char chunk[256]; size_t fill = 0, total = 0; uint32_t x = seed;
    while (total < FILE_SIZE) {
        char rec[64];
        x = x * 1664525u + 1013904223u;
        int n = snprintf(rec, sizeof rec, "%08x,%u,%u\n", x, x % 1000, (x >> 10) % 65536);
        if (fill + n > sizeof chunk) {
            if (write(fd, chunk, fill) != (ssize_t)fill) { perror("write"); exit(1); }
            total += fill; fill = 0;
        }
        memcpy(chunk + fill, rec, n); fill += n;
    }
    if (fill) { if (write(fd, chunk, fill) != (ssize_t)fill) { perror("write"); exit(1); } }
    close(fd);
}

__attribute__((noinline)) static void copy_file(const char *src, const char *dst) {
    int in = open(src, O_RDONLY), out = open(dst, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0) { perror("open"); exit(1); }
    char buf[512]; ssize_t n;
    while ((n = read(in, buf, sizeof buf)) > 0)
        if (write(out, buf, n) != n) { perror("write"); exit(1); }
    close(in); close(out);
}

__attribute__((noinline)) static int verify_file(const char *a, const char *b) {
    int fa = open(a, O_RDONLY), fb = open(b, O_RDONLY);
    if (fa < 0 || fb < 0) { perror("open"); exit(1); }
    char ba[384], bb[384]; off_t off = 0; uint64_t ha = 1469598103934665603ull, hb = ha;
    for (;;) {
        ssize_t na = pread(fa, ba, sizeof ba, off), nb = pread(fb, bb, sizeof bb, off);
        if (na <= 0 || nb <= 0) break;
        ha = fnv(ha, (uint8_t *)ba, na); hb = fnv(hb, (uint8_t *)bb, nb);
        off += na;
    }
    close(fa); close(fb);
    return ha == hb;
}

__attribute__((noinline)) static uint64_t scan_records(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) { perror("open"); exit(1); }
    char buf[2048]; ssize_t n; uint64_t sum = 0, field = 0, val = 0;
    while ((n = read(fd, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            char c = buf[i];
            if (c == ',') { if (field) sum += val; field++; val = 0; }
            else if (c == '\n') { sum += val; field = 0; val = 0; }
            else if (field && c >= '0' && c <= '9') val = val * 10 + (c - '0');
        }
    }
    close(fd);
    return sum;
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : "/tmp";
    int rounds = argc > 2 ? atoi(argv[2]) : 10;
    char a[512], b[512];
    snprintf(a, sizeof a, "%s/journal.dat", dir);
    snprintf(b, sizeof b, "%s/journal.copy", dir);
    uint64_t total = 0; int ok = 0;
    for (int r = 0; r < rounds; r++) {
        write_journal(a, 12345u + r);
        copy_file(a, b);
        ok += verify_file(a, b);
        total += scan_records(b);
        unlink(a); unlink(b);
    }
    printf("rounds %d verified %d sum %llu\n", rounds, ok, (unsigned long long)total);
    return 0;
}
