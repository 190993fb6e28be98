/* Sensor report generator: simulates readings, smooths them, computes
 * per-sensor statistics and writes one text record per reading window. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <unistd.h>
#include <fcntl.h>
#include <math.h>

typedef struct { uint64_t s; } rng_t;
static uint64_t rng_next(rng_t *r) {
    r->s ^= r->s << 13; r->s ^= r->s >> 7; r->s ^= r->s << 17; return r->s;
}

typedef struct {
    int sensor;
    int window;
    double mean, var, min, max, trend;
    uint32_t crc;
} record_t;

#define WIN 48
static double samples[WIN];

static __attribute__((noinline)) void simulate_window(rng_t *r, int sensor, double *out) {
    double base = 20.0 + sensor * 0.5, v = base;
    for (int i = 0; i < WIN; i++) {
        double noise = ((double)(rng_next(r) % 10000) / 10000.0 - 0.5);
        v = 0.9 * v + 0.1 * (base + 3.0 * sin(i * 0.05 + sensor)) + noise;
        out[i] = v;
    }
}

static __attribute__((noinline)) void smooth(double *x, int n) {
    double prev = x[0];
    for (int pass = 0; pass < 3; pass++) {
        prev = x[0];
        for (int i = 1; i < n - 1; i++) {
            double cur = x[i];
            x[i] = 0.25 * prev + 0.5 * cur + 0.25 * x[i + 1];
            prev = cur;
        }
    }
}

static __attribute__((noinline)) uint32_t crc_block(const double *x, int n) {
    const unsigned char *p = (const unsigned char *)x;
    uint32_t c = 0xffffffffu;
    for (int i = 0; i < n * (int)sizeof(double); i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & -(c & 1));
    }
    return ~c;
}

static __attribute__((noinline)) void compute_stats(const double *x, int n, record_t *rec) {
    double s = 0, s2 = 0, mn = x[0], mx = x[0], sxy = 0, sx = 0, sxx = 0;
    for (int i = 0; i < n; i++) {
        s += x[i]; s2 += x[i] * x[i];
        if (x[i] < mn) mn = x[i];
        if (x[i] > mx) mx = x[i];
        sx += i; sxx += (double)i * i; sxy += i * x[i];
    }
    rec->mean = s / n;
    rec->var = s2 / n - rec->mean * rec->mean;
    rec->min = mn; rec->max = mx;
    rec->trend = (n * sxy - sx * s) / (n * sxx - sx * sx);
}

static __attribute__((noinline)) int format_record(char *dst, const record_t *r) {
    return snprintf(dst, 160, "%d,%d,%.4f,%.4f,%.3f,%.3f,%.6f,%08x\n",
                    r->sensor, r->window, r->mean, r->var, r->min, r->max, r->trend, r->crc);
}

/* ---- report writer ---- */
typedef struct { int fd; char buf[1 << 16]; size_t len; uint64_t bytes; } writer_t;

static void writer_flush(writer_t *w) {
    size_t off = 0;
    while (off < w->len) {
        ssize_t k = write(w->fd, w->buf + off, w->len - off);
        if (k <= 0) { perror("write"); exit(1); }
        off += (size_t)k;
    }
    w->len = 0;
}

static __attribute__((noinline)) void write_report_record(writer_t *w, const record_t *r) {
    char line[160];
    int n = format_record(line, r);
    w->bytes += (uint64_t)n;
#ifdef UNBUFFERED
    /* emit each record with its own write() */
    if (write(w->fd, line, (size_t)n) != n) { perror("write"); exit(1); }
#else
    if (w->len + (size_t)n > sizeof w->buf) writer_flush(w);
    memcpy(w->buf + w->len, line, (size_t)n);
    w->len += (size_t)n;
#endif
}

static __attribute__((noinline)) void process_sensor(writer_t *w, rng_t *r, int sensor, int windows,
                                                     uint64_t *acc) {
    record_t rec;
    for (int win = 0; win < windows; win++) {
        simulate_window(r, sensor, samples);
        smooth(samples, WIN);
        memset(&rec, 0, sizeof rec);
        rec.sensor = sensor; rec.window = win;
        compute_stats(samples, WIN, &rec);
        if ((win & 7) == 0) rec.crc = crc_block(samples, 32);
        *acc = *acc * 31 + (uint64_t)(rec.mean * 1000);
        write_report_record(w, &rec);
    }
}

int main(int argc, char **argv) {
    int sensors = argc > 1 ? atoi(argv[1]) : 400;
    int windows = argc > 2 ? atoi(argv[2]) : 1000;
    const char *path = argc > 3 ? argv[3] : "/tmp/report.csv";
    static writer_t w;
    w.fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (w.fd < 0) { perror("open"); return 1; }
    rng_t r = { 0x9E3779B97F4A7C15ull };
    uint64_t acc = 0;
    for (int s = 0; s < sensors; s++) process_sensor(&w, &r, s, windows, &acc);
    writer_flush(&w);
    close(w.fd);
    printf("acc=%016llx bytes=%llu\n", (unsigned long long)acc, (unsigned long long)w.bytes);
    return 0;
}
