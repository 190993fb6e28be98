/* Metrics exporter: builds synthetic time series, aggregates them into
 * windows and serialises every window as a small text record to an output
 * file.
 *
 * The output layer (out_emit) is compiled two ways:
 *   default           : records are appended to a 64 KiB buffer that is
 *                       flushed with write(2) when full (before)
 *   -DUNBUFFERED_EMIT : every record is written with its own write(2) call
 *                       (after)
 * Both builds write byte-identical files.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NSERIES 64
#define WINDOW 128
#define OUTBUF (64 * 1024)

typedef struct {
    uint64_t state;
} rng_t;

typedef struct {
    int fd;
    size_t len;
    uint64_t bytes;
    uint64_t records;
    uint64_t hash;
    char buf[OUTBUF];
} out_t;

typedef struct {
    double min, max, sum, sumsq;
    int n;
} window_t;

static uint64_t rng_next(rng_t *r) {
    r->state ^= r->state << 13;
    r->state ^= r->state >> 7;
    r->state ^= r->state << 17;
    return r->state;
}

static double sample_value(rng_t *r, int series, long t) {
    double base = 100.0 + series * 3.5;
    double noise = (double)(rng_next(r) % 10000) / 1000.0;
    return base + noise + (double)((t * (series + 1)) % 97) * 0.25;
}

static void window_add(window_t *w, double v) {
    if (w->n == 0 || v < w->min) w->min = v;
    if (w->n == 0 || v > w->max) w->max = v;
    w->sum += v;
    w->sumsq += v * v;
    w->n++;
}

/* noinline: keeps out_emit on frame-pointer stacks (glibc write() has no frame
 * pointer, so the frame that calls it directly is skipped by the unwinder). */
__attribute__((noinline, noipa)) static void write_full(int fd, const char *p, size_t n) {
    while (n > 0) {
        ssize_t k = write(fd, p, n);
        if (k < 0) {
            if (errno == EINTR) continue;
            perror("write");
            exit(1);
        }
        p += k;
        n -= (size_t)k;
    }
}

static void out_flush(out_t *o) {
    if (o->len) {
        write_full(o->fd, o->buf, o->len);
        o->len = 0;
    }
}

__attribute__((noinline)) static void out_emit(out_t *o, const char *rec, size_t n) {
    for (size_t i = 0; i < n; i++) o->hash = (o->hash ^ (unsigned char)rec[i]) * 0x100000001b3ULL;
    o->bytes += n;
#ifdef UNBUFFERED_EMIT
    write_full(o->fd, rec, n);
#else
    if (o->len + n > OUTBUF) out_flush(o);
    memcpy(o->buf + o->len, rec, n);
    o->len += n;
#endif
    o->records++;
}

static size_t fmt_u64(char *p, uint64_t v) {
    char tmp[24];
    size_t n = 0;
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    for (size_t i = 0; i < n; i++) p[i] = tmp[n - 1 - i];
    return n;
}

static size_t fmt_fixed(char *p, double v) {
    uint64_t whole = (uint64_t)v;
    uint64_t frac = (uint64_t)((v - (double)whole) * 1000.0);
    size_t n = fmt_u64(p, whole);
    p[n++] = '.';
    p[n++] = (char)('0' + frac / 100 % 10);
    p[n++] = (char)('0' + frac / 10 % 10);
    p[n++] = (char)('0' + frac % 10);
    return n;
}

__attribute__((noinline)) static size_t format_window(char *p, int series, long t, const window_t *w) {
    size_t n = 0;
    memcpy(p + n, "s", 1); n += 1;
    n += fmt_u64(p + n, (uint64_t)series);
    p[n++] = ' ';
    n += fmt_u64(p + n, (uint64_t)t);
    p[n++] = ' ';
    n += fmt_fixed(p + n, w->min);
    p[n++] = ' ';
    n += fmt_fixed(p + n, w->max);
    p[n++] = ' ';
    n += fmt_fixed(p + n, w->sum / w->n);
    p[n++] = '\n';
    return n;
}

__attribute__((noinline)) static void export_series(out_t *o, rng_t *r, int series, long ticks) {
    window_t w = {0};
    char rec[128];
    for (long t = 0; t < ticks; t++) {
        window_add(&w, sample_value(r, series, t));
        if (w.n == WINDOW) {
            size_t n = format_window(rec, series, t, &w);
            out_emit(o, rec, n);
            memset(&w, 0, sizeof w);
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s OUTFILE ROUNDS\n", argv[0]); return 2; }
    long rounds = atol(argv[2]);
    static out_t o;
    o.fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (o.fd < 0) { perror("open"); return 1; }
    o.hash = 0xcbf29ce484222325ULL;
    rng_t r = {0x9E3779B97F4A7C15ULL};
    for (long k = 0; k < rounds; k++)
        for (int s = 0; s < NSERIES; s++)
            export_series(&o, &r, s, 2048);
    out_flush(&o);
    close(o.fd);
    printf("records=%llu bytes=%llu hash=%016llx\n", (unsigned long long)o.records, (unsigned long long)o.bytes,
           (unsigned long long)o.hash);
    return 0;
}
