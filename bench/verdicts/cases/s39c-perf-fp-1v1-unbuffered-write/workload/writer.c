/* Workload for s39c-perf-fp-1v1-unbuffered-write.
 * Generates N small text records, each derived from a little CPU work, and writes them to a file.
 *   ./writer before OUT N : emit_record() appends to a 64 KiB buffer, flushed with one write(2) when full.
 *   ./writer after  OUT N : emit_record() issues one write(2) per record (~40 bytes), no buffering.
 * Built with -O2 -fno-omit-frame-pointer -fno-optimize-sibling-calls; key functions are noinline. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NOINLINE __attribute__((noinline))

static int g_unbuffered;
static int g_fd;
static char g_buf[65536];
static size_t g_len;

static NOINLINE void write_all(const char *p, size_t n) {
    while (n > 0) {
        ssize_t w = write(g_fd, p, n);
        if (w < 0) { perror("write"); exit(1); }
        p += w; n -= (size_t)w;
    }
}

static NOINLINE void flush_buffer(void) {
    write_all(g_buf, g_len);
    g_len = 0;
}

static NOINLINE void emit_record(const char *rec, size_t n) {
    if (g_unbuffered) {
        write_all(rec, n);
        return;
    }
    if (g_len + n > sizeof g_buf) flush_buffer();
    memcpy(g_buf + g_len, rec, n);
    g_len += n;
}

static NOINLINE uint64_t compute_value(uint64_t i) {
    uint64_t h = 1469598103934665603ULL ^ i;
    for (int k = 0; k < 150; k++) {
        h ^= (h >> 27) + (uint64_t)k;
        h *= 1099511628211ULL;
    }
    return h;
}

static NOINLINE size_t format_record(char *out, uint64_t i, uint64_t v) {
    /* "id=<dec> val=<hex16> chk=<dec>\n" by hand */
    char tmp[24]; size_t n = 0, t;
    memcpy(out + n, "id=", 3); n += 3;
    t = 0; do { tmp[t++] = (char)('0' + i % 10); i /= 10; } while (i);
    while (t) out[n++] = tmp[--t];
    memcpy(out + n, " val=", 5); n += 5;
    for (int s = 60; s >= 0; s -= 4) out[n++] = "0123456789abcdef"[(v >> s) & 15];
    memcpy(out + n, " chk=", 5); n += 5;
    uint64_t c = v % 9973; t = 0;
    do { tmp[t++] = (char)('0' + c % 10); c /= 10; } while (c);
    while (t) out[n++] = tmp[--t];
    out[n++] = '\n';
    return n;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s before|after OUT N\n", argv[0]); return 2; }
    g_unbuffered = strcmp(argv[1], "after") == 0;
    long n = atol(argv[3]);
    g_fd = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (g_fd < 0) { perror("open"); return 1; }
    char rec[128];
    uint64_t sum = 0;
    for (long i = 0; i < n; i++) {
        uint64_t v = compute_value((uint64_t)i);
        size_t len = format_record(rec, (uint64_t)i, v);
        emit_record(rec, len);
        sum += v & 0xff;
    }
    if (!g_unbuffered) flush_buffer();
    close(g_fd);
    printf("%s records=%ld sum=%llu\n", argv[1], n, (unsigned long long)sum);
    return 0;
}
