/* Writes a CSV-like report of pseudo-random records to a file.
 * Built twice from this one source:
 *   -DWRITE_PER_LINE=0 (before): emit_line() appends each line to a 64 KiB buffer;
 *                                flush_out() write(2)s it when full and at the end.
 *   -DWRITE_PER_LINE=1 (after):  emit_line() calls write(2) once per line.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef WRITE_PER_LINE
#define WRITE_PER_LINE 0
#endif

static uint64_t rng = 88172645463325252ull;
static uint64_t next_u64(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

static char outbuf[1 << 16];
static size_t outlen;
static int out_fd;

/* noinline: Debian's glibc write() has no frame pointer, so a frame-pointer unwind skips
 * write()'s immediate caller; keeping write_all a separate frame keeps emit_line visible. */
__attribute__((noinline)) void write_all(const char *p, size_t n) {
    while (n) {
        ssize_t w = write(out_fd, p, n);
        if (w < 0) { perror("write"); exit(1); }
        p += w; n -= (size_t)w;
    }
}

__attribute__((noinline)) void flush_out(void) {
    write_all(outbuf, outlen);
    outlen = 0;
}

__attribute__((noinline)) void emit_line(const char *line, size_t len) {
#if WRITE_PER_LINE
    write_all(line, len);
#else
    if (outlen + len > sizeof outbuf) flush_out();
    memcpy(outbuf + outlen, line, len);
    outlen += len;
#endif
}

__attribute__((noinline)) size_t format_record(char *dst, size_t cap, long i) {
    uint64_t a = next_u64(), b = next_u64();
    double price = (double)(a % 1000000) / 100.0;
    return (size_t)snprintf(dst, cap, "%ld,%08llx,%s,%u,%.2f,%llu\n", i,
                            (unsigned long long)(b & 0xffffffffu),
                            (a & 1) ? "buy" : "sell", (unsigned)(b >> 40) % 500, price,
                            (unsigned long long)(a >> 20));
}

__attribute__((noinline)) uint64_t checksum_line(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (int pass = 0; pass < 4; pass++)
        for (size_t k = 0; k < n; k++) { h ^= (unsigned char)s[k]; h *= 1099511628211ull; }
    return h;
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "/tmp/report.csv";
    long n = argc > 2 ? atol(argv[2]) : 400000;
    if (argc > 3) rng ^= strtoull(argv[3], 0, 10) * 0x9E3779B97F4A7C15ull;
    out_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out_fd < 0) { perror("open"); return 1; }
    char line[128];
    uint64_t acc = 0;
    for (long i = 0; i < n; i++) {
        size_t len = format_record(line, sizeof line, i);
        acc ^= checksum_line(line, len);
        emit_line(line, len);
    }
    flush_out();
    close(out_fd);
    fprintf(stderr, "lines=%ld acc=%llx per_line=%d\n", n, (unsigned long long)acc, WRITE_PER_LINE);
    return 0;
}
