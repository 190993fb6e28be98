/* csvexport: toy metrics exporter. Per round: gen_rows fills 200k rows of
 * synthetic readings, score_rows computes an EWMA and z-score per row,
 * emit_rows formats each row as a CSV line (own integer/fixed-point
 * formatting, no stdio) into an output buffer of OUT_BUF bytes, and
 * flush_out write()s the buffer to the output file whenever it is full.
 * Build with -DOUT_BUF=N to choose the buffer size (default 65536). */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <math.h>

#ifndef OUT_BUF
#define OUT_BUF 65536
#endif
#define ROWS 200000

typedef struct { uint32_t id; uint32_t ts; int32_t value; int32_t ewma; int32_t z; } row_t;

static uint64_t rs = 0x853C49E6748FEA9Bull;
static inline uint64_t rnd(void) { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return rs; }

__attribute__((noinline)) static void gen_rows(row_t *r, unsigned n, unsigned round) {
    for (unsigned i = 0; i < n; i++) {
        uint64_t x = rnd();
        r[i].id = (uint32_t)(x % 5000); r[i].ts = 1700000000u + round * 600u + i / 400;
        r[i].value = (int32_t)((x >> 20) % 100000) - 20000 + (int32_t)(i % 977) * 13;
    }
}

__attribute__((noinline)) static void score_rows(row_t *r, unsigned n) {
    double m = 0, v = 1;
    for (unsigned i = 0; i < n; i++) {
        m = 0.98 * m + 0.02 * r[i].value;
        double d = r[i].value - m; v = 0.98 * v + 0.02 * d * d;
        r[i].ewma = (int32_t)m;
        r[i].z = (int32_t)(1000.0 * d / sqrt(v + 1.0));
    }
}

static char outbuf[OUT_BUF];
static size_t outlen;
static int outfd;
static unsigned long nwrites;

__attribute__((noinline)) static void flush_out(void) {
    size_t off = 0;
    while (off < outlen) {
        ssize_t k = write(outfd, outbuf + off, outlen - off);
        if (k <= 0) { perror("write"); exit(1); }
        off += (size_t)k; nwrites++;
    }
    outlen = 0;
}

static inline char *put_int(char *p, int64_t v) {
    char tmp[24]; int k = 0; int neg = v < 0; uint64_t u = neg ? (uint64_t)(-v) : (uint64_t)v;
    do { tmp[k++] = (char)('0' + u % 10); u /= 10; } while (u);
    if (neg) *p++ = '-';
    while (k) *p++ = tmp[--k];
    return p;
}

__attribute__((noinline)) static void emit_rows(const row_t *r, unsigned n) {
    char line[128];
    for (unsigned i = 0; i < n; i++) {
        char *p = line;
        p = put_int(p, r[i].ts); *p++ = ',';
        memcpy(p, "sensor-", 7); p += 7; p = put_int(p, r[i].id); *p++ = ',';
        p = put_int(p, r[i].value); *p++ = ',';
        p = put_int(p, r[i].ewma); *p++ = ',';
        p = put_int(p, r[i].z / 1000); *p++ = '.'; { int f = abs(r[i].z % 1000); *p++ = (char)('0' + f / 100); *p++ = (char)('0' + f / 10 % 10); *p++ = (char)('0' + f % 10); }
        *p++ = '\n';
        size_t len = (size_t)(p - line);
        if (outlen + len > OUT_BUF) flush_out();
        memcpy(outbuf + outlen, line, len); outlen += len;
    }
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 10;
    const char *path = argc > 2 ? argv[2] : "/tmp/csvexport.out";
    outfd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (outfd < 0) { perror(path); return 1; }
    row_t *rows = malloc(ROWS * sizeof *rows);
    for (int k = 0; k < rounds; k++) {
        gen_rows(rows, ROWS, (unsigned)k);
        score_rows(rows, ROWS);
        emit_rows(rows, ROWS);
    }
    flush_out();
    printf("buf %d rounds %d writes %lu bytes %lld\n", OUT_BUF, rounds, nwrites, (long long)lseek(outfd, 0, SEEK_CUR));
    close(outfd);
    return 0;
}
