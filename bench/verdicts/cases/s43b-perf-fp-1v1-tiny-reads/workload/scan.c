/* Reads a data file into memory, then scans it.
 * usage: scan FILE CHUNK_BYTES
 * before: CHUNK_BYTES=65536, after: CHUNK_BYTES=64 (same binary, same file, same work otherwise) */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

__attribute__((noinline)) size_t load_file(const char *path, unsigned char *buf, size_t cap, size_t chunk) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) { perror("open"); exit(1); }
    size_t off = 0;
    for (;;) {
        size_t want = chunk;
        if (off + want > cap) want = cap - off;
        if (want == 0) break;
        ssize_t n = read(fd, buf + off, want);
        if (n < 0) { perror("read"); exit(1); }
        if (n == 0) break;
        off += (size_t)n;
    }
    close(fd);
    return off;
}

__attribute__((noinline)) uint64_t checksum_buffer(const unsigned char *b, size_t n) {
    uint64_t a = 1, s = 0;
    for (size_t i = 0; i < n; i++) { a = (a + b[i]) % 65521; s = (s + a) % 65521; }
    return (s << 16) | a;
}

__attribute__((noinline)) size_t count_fields(const unsigned char *b, size_t n) {
    size_t fields = 0; int in = 0;
    for (size_t i = 0; i < n; i++) {
        int sep = (b[i] == ',' || b[i] == '\n' || b[i] == ' ');
        if (!sep && !in) fields++;
        in = !sep;
    }
    return fields;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s FILE CHUNK\n", argv[0]); return 2; }
    size_t chunk = strtoul(argv[2], 0, 10);
    struct stat st;
    if (stat(argv[1], &st) != 0) { perror("stat"); return 1; }
    size_t cap = (size_t)st.st_size;
    unsigned char *buf = malloc(cap);
    uint64_t total = 0;
    for (int pass = 0; pass < 2; pass++) {
        size_t n = load_file(argv[1], buf, cap, chunk);
        total += checksum_buffer(buf, n);
        total += count_fields(buf, n);
    }
    printf("chunk=%zu size=%zu result=%llu\n", chunk, cap, (unsigned long long)total);
    return 0;
}
